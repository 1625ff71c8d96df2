// Reading one number out of a tool's JSON output in a test, without a JSON library: the
// tools print `"name": value` on their own, so a regular expression finds it. A missing
// field fails the calling test (and returns -1) rather than throwing.
#pragma once
#include <gtest/gtest.h>

#include <regex>
#include <string>

namespace doar::test {

inline double json_number(const std::string& json, const std::string& name) {
  const std::regex re("\"" + name + "\": ([-0-9.eE+]+)");
  std::smatch m;
  if (!std::regex_search(json, m, re)) {
    ADD_FAILURE() << "no field " << name << " in " << json;
    return -1;
  }
  return std::stod(m[1]);
}

}  // namespace doar::test
