// graph:FILE (core/topology/graph_topology.hpp): the wiring the format promises, and one clear
// error naming the file and line for each kind of bad input.
#include <gtest/gtest.h>

#include <stdexcept>

#include "temp_file.hpp"
#include "topology/graph_topology.hpp"

namespace doar {
namespace {

using test::TempFile;

// The message make_topology() throws for this file text, or "" when it builds.
std::string error_of(const std::string& text) {
  TempFile f(text);
  try {
    make_topology("graph:" + f.path());
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

TEST(GraphTopology, PortsFollowFileOrder) {
  TempFile f("# a triangle with a tail and a parallel link\n\nswitches 4\nnodes_per_switch 2\n"
             "link 0 1\nlink 1 2\n  link 2 0  \nlink 2 3\nlink 3 2\n");
  const auto t = make_topology("graph:" + f.path());
  EXPECT_EQ(t->kind(), "graph");
  EXPECT_EQ(t->spec(), "graph:" + f.path());
  EXPECT_EQ(t->num_routers(), 4);
  EXPECT_EQ(t->nodes_per_router(), 2);
  EXPECT_EQ(t->radix(), 2 + 4);  // switch 2 has four links
  // Switch 2: its links in file order are 1-2, 2-0, 2-3, 3-2.
  EXPECT_EQ(t->peer_router(2, 2), 1);
  EXPECT_EQ(t->peer_router(2, 3), 0);
  EXPECT_EQ(t->peer_router(2, 4), 3);
  EXPECT_EQ(t->peer_router(2, 5), 3);
  EXPECT_EQ(t->peer_port(2, 4), 2);  // first link of switch 3
  EXPECT_EQ(t->peer_port(2, 5), 3);
  // Switch 0 has two links: its last two ports are unconnected.
  EXPECT_TRUE(t->connected(0, 3));
  EXPECT_FALSE(t->connected(0, 4));
  EXPECT_FALSE(t->connected(0, 5));
  for (int r = 0; r < t->num_routers(); ++r)
    for (int p = t->nodes_per_router(); p < t->radix(); ++p)
      if (t->connected(r, p)) {
        EXPECT_EQ(t->peer_router(t->peer_router(r, p), t->peer_port(r, p)), r);
        EXPECT_EQ(t->peer_port(t->peer_router(r, p), t->peer_port(r, p)), p);
        EXPECT_EQ(t->port_class(r, p), 1);
      }
  EXPECT_EQ(t->class_names()[1], "link");
  EXPECT_EQ(t->distance(0, 3), 2);
  EXPECT_EQ(t->diameter(), 2);
}

TEST(GraphTopology, OneSwitchNeedsNoLink) {
  TempFile f("switches 1\n");
  const auto t = make_topology("graph:" + f.path());
  EXPECT_EQ(t->num_routers(), 1);
  EXPECT_EQ(t->radix(), 1);
}

TEST(GraphTopology, BadInputNamesFileAndLine) {
  const std::string e1 = error_of("switches 3\nlink 0 1\nlonk 1 2\n");
  EXPECT_NE(e1.find("line 3"), std::string::npos) << e1;
  EXPECT_NE(e1.find("unknown keyword 'lonk'"), std::string::npos) << e1;
  EXPECT_NE(e1.find("graph file '/tmp/"), std::string::npos) << e1;
  EXPECT_NE(error_of("switches 3\nlink 0 3\n").find("line 2: switch 3 outside 0..2"), std::string::npos);
  EXPECT_NE(error_of("switches 3\nlink 1 1\n").find("line 2: self loop"), std::string::npos);
  EXPECT_NE(error_of("# only\nlink 0 1\n").find("line 2: expected 'switches N' first"), std::string::npos);
  EXPECT_NE(error_of("# nothing\n").find("no 'switches N' line"), std::string::npos);
  EXPECT_NE(error_of("switches 3\nlink 0 x\n").find("line 2: switch 'x' is not a whole number"), std::string::npos);
  EXPECT_NE(error_of("switches 3\nlink 0 1 2\n").find("line 2: expected 'link A B'"), std::string::npos);
  EXPECT_NE(error_of("switches 0\n").find("line 1: N must be"), std::string::npos);
  EXPECT_NE(error_of("switches 4\nlink 0 1\nlink 2 3\n").find("not connected (switch 2"), std::string::npos);
  EXPECT_EQ(error_of("switches 2\nlink 0 1\n"), "");
  EXPECT_THROW(make_topology("graph:/nonexistent/file"), std::invalid_argument);
  EXPECT_THROW(make_topology("graph:/tmp"), std::invalid_argument);
  EXPECT_THROW(make_topology("graph:"), std::invalid_argument);
}

}  // namespace
}  // namespace doar
