// fault_list (core/fault/fault_list.hpp): what --faults makes of its items in every tool.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "fault_list.hpp"

namespace {

using doar::Dragonfly;
using doar::fault::fault_list;
using Texts = std::vector<std::string>;

const Dragonfly& dfly() {
  static const Dragonfly d({2, 4, 2, 9});
  return d;
}

// A file of `text` in the test's temporary folder; its path.
std::string file_with(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + name;
  std::ofstream(path) << text;
  return path;
}

// The message of the std::invalid_argument that `items` raise ("" when none is raised).
std::string error_of(const Texts& items) {
  try {
    fault_list(dfly(), items);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

TEST(FaultList, SpecsComeBackInCanonicalFormAndInOrder) {
  EXPECT_EQ(fault_list(dfly(), {"global:2:0", "router:1.3", "local:0.3:0.1"}),
            (Texts{"global:0:2", "router:1.3", "local:0.1:0.3"}));
  EXPECT_TRUE(fault_list(dfly(), {}).empty());
}

TEST(FaultList, AFileIsReadInPlaceBesideSpecs) {
  const std::string f = file_with("fault_list_ok.txt", "# two\nglobal:0:2\n\n  local:0.1:0.3  # local\n");
  EXPECT_EQ(fault_list(dfly(), {"router:2.0", f, "global:3:7"}),
            (Texts{"router:2.0", "global:0:2", "local:0.1:0.3", "global:3:7"}));
  std::remove(f.c_str());
}

TEST(FaultList, AFaultNamedTwiceIsRefusedAcrossItems) {
  const std::string f = file_with("fault_list_dup.txt", "global:0:2\n");
  EXPECT_NE(error_of({"global:2:0", f}).find("duplicate fault 'global:0:2'"), std::string::npos);
  EXPECT_NE(error_of({"router:1.1", "router:1.1"}).find("duplicate"), std::string::npos);
  std::remove(f.c_str());
}

TEST(FaultList, BadItemsAreOneLineErrors) {
  const std::string f = file_with("fault_list_bad.txt", "global:0:2\nglobal:0:99\n");
  EXPECT_NE(error_of({f}).find(f + ":2: "), std::string::npos) << error_of({f});
  EXPECT_NE(error_of({"global:0:99"}).find("outside"), std::string::npos);
  // Neither a fault kind nor a file: named as such, not as a missing file alone.
  EXPECT_NE(error_of({"link:0:1"}).find("'link:0:1' is neither a fault"), std::string::npos);
  EXPECT_NE(error_of({::testing::TempDir()}).find("is neither a fault"), std::string::npos);  // a folder
  for (const std::string& e : {error_of({f}), error_of({"link:0:1"})}) EXPECT_EQ(e.find('\n'), std::string::npos);
  std::remove(f.c_str());
}

}  // namespace
