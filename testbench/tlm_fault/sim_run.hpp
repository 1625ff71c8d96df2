// Running doar-sim as a subprocess and reading its fault report (flat JSON) in the tests.
#pragma once
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <regex>
#include <set>
#include <vector>
#include <sstream>
#include <string>
#include <unistd.h>

#include "common/subprocess.hpp"

namespace doar::test {

struct SimRun {
  int status = -1;
  std::string out;     // stdout + stderr
  std::string report;  // --fault-report JSON
};

inline std::string slurp(const std::string& path) {
  std::ifstream f(path);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

inline std::string temp_path(const std::string& tag) {
  static int n = 0;
  return ::testing::TempDir() + "tlm_fault_" + std::to_string(getpid()) + "_" + std::to_string(n++) + "_" + tag;
}

// Runs doar-sim with `args` plus a fault report; status, output and report.
inline SimRun sim(const std::string& args, bool with_report = true) {
  SimRun r;
  const std::string rep = temp_path("report.json");
  std::remove(rep.c_str());
  const CommandRun c =
      run_command(std::string(DOAR_SIM_BIN) + " " + args + (with_report ? " --fault-report " + rep : std::string()));
  r.status = c.status;
  r.out = c.out;
  if (with_report) r.report = slurp(rep);
  return r;
}

inline long long num(const std::string& json, const std::string& name) {
  const std::regex re("\"" + name + "\": \"?(-?[0-9]+)");
  std::smatch m;
  if (!std::regex_search(json, m, re)) {
    ADD_FAILURE() << "no field " << name << " in " << json;
    return -1;
  }
  return std::stoll(m[1]);
}

inline std::uint64_t unum(const std::string& json, const std::string& name) {
  const std::regex re("\"" + name + "\": \"?([0-9]+)");
  std::smatch m;
  if (!std::regex_search(json, m, re)) {
    ADD_FAILURE() << "no field " << name << " in " << json;
    return 0;
  }
  return std::stoull(m[1]);
}

inline bool flag(const std::string& json, const std::string& name) {
  return json.find("\"" + name + "\": true") != std::string::npos;
}

inline std::string write_file(const std::string& tag, const std::string& text) {
  const std::string path = temp_path(tag);
  std::ofstream(path) << text;
  return path;
}

}  // namespace doar::test
