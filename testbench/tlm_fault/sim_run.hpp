// Running doar-sim as a subprocess and reading its fault report (flat JSON) in the tests.
#pragma once
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <numeric>
#include <regex>
#include <set>
#include <vector>
#include <sstream>
#include <string>
#include <unistd.h>

#include "common/json_field.hpp"
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

// Runs `args` twice with a timeline and expects the same JSON (wall-clock figures aside),
// the same fault report and the same non-empty timeline, byte for byte. Returns the first run.
inline SimRun expect_same_bytes_twice(const std::string& args, const std::string& tag) {
  std::string tl[2];
  SimRun r[2];
  for (int i = 0; i < 2; ++i) {
    tl[i] = temp_path(tag);
    r[i] = sim(args + " --timeline " + tl[i]);
    EXPECT_EQ(r[i].status, 0) << r[i].out;
  }
  const std::regex wall("(\"(wall|elab)_seconds\": [0-9.e+-]+|\"peak_rss_kb\": [0-9]+)");
  EXPECT_EQ(std::regex_replace(r[0].out, wall, ""), std::regex_replace(r[1].out, wall, ""));
  EXPECT_EQ(r[0].report, r[1].report);
  EXPECT_EQ(slurp(tl[0]), slurp(tl[1]));
  EXPECT_FALSE(slurp(tl[0]).empty());
  return r[0];
}

// The hop histogram of doar-sim's JSON as shares of all packets.
inline std::vector<double> hop_shares(const std::string& json) {
  const OrderedJson hops = json_field(json, "hops");
  const OrderedJson* h = &hops;
  std::vector<double> v;
  if (!h->is_array()) {
    ADD_FAILURE() << "no hops in " << json;
    return v;
  }
  for (const auto& x : *h) v.push_back(x.get<double>());
  const double sum = std::accumulate(v.begin(), v.end(), 0.0);
  for (double& x : v) x /= sum;
  return v;
}

// L1 distance of two hop-share vectors (the shorter one padded with zeros).
inline double l1(std::vector<double> a, std::vector<double> b) {
  a.resize(std::max(a.size(), b.size()), 0.0);
  b.resize(a.size(), 0.0);
  double s = 0;
  for (std::size_t i = 0; i < a.size(); ++i) s += std::fabs(a[i] - b[i]);
  return s;
}

// The first integer field `name` of a JSON output or report (64-bit digests are strings);
// null and a test failure when there is none.
inline OrderedJson int_field(const std::string& json, const std::string& name) {
  OrderedJson f = json_field(json, name);
  if (!(f.is_number_integer() || f.is_string())) {
    ADD_FAILURE() << "no field " << name << " in " << json;
    return nullptr;
  }
  return f;
}

inline long long num(const std::string& json, const std::string& name) {
  const OrderedJson f = int_field(json, name);
  if (f.is_null()) return -1;
  return f.is_string() ? std::stoll(f.get<std::string>()) : f.get<long long>();
}

inline std::uint64_t unum(const std::string& json, const std::string& name) {
  const OrderedJson f = int_field(json, name);
  if (f.is_null()) return 0;
  return f.is_string() ? std::stoull(f.get<std::string>()) : f.get<std::uint64_t>();
}

// A boolean field that is true (false when absent or false).
inline bool flag(const std::string& json, const std::string& name) {
  const OrderedJson f = json_field(json, name);
  return f.is_boolean() && f.get<bool>();
}

inline std::string write_file(const std::string& tag, const std::string& text) {
  const std::string path = temp_path(tag);
  std::ofstream(path) << text;
  return path;
}

// Repair at UR 0.4 on dfly(2,4,2,9) (the link and router repair tests): the run without
// faults, the run with `faults` from cycle 200 repaired at 3,000, and the run with them
// kept. What every repair must give is checked here: the repaired run restores every table
// with FR packets before cycle 8,000 and, in the 4,000-cycle sample after it, the fault-free
// hop distribution (L1 < 0.02); with the faults kept the distribution does move (so the
// check can fail). Call it under ASSERT_NO_FATAL_FAILURE.
struct RepairRuns {
  SimRun clean, healed, broken;
};
inline void run_repair(const std::string& faults, RepairRuns& r) {
  const std::string base = "--dfly 2,4,2,9 --routing DOAR --traffic UR --rate 0.4 --warmup 8000 --sample 4000 -q --json -";
  r.clean = sim(base, false);
  ASSERT_EQ(r.clean.status, 0) << r.clean.out;
  r.healed = sim(base + " " + faults + " --fault-at 200 --repair-at 3000");
  ASSERT_EQ(r.healed.status, 0) << r.healed.out;
  EXPECT_TRUE(flag(r.healed.report, "tables_restored")) << r.healed.report;
  EXPECT_GT(num(r.healed.report, "fr_packets"), 0);
  EXPECT_LT(num(r.healed.report, "recovery_end"), 8000);
  EXPECT_LT(l1(hop_shares(r.clean.out), hop_shares(r.healed.out)), 0.02) << r.clean.out << r.healed.out;
  r.broken = sim(base + " " + faults + " --fault-at 200");
  ASSERT_EQ(r.broken.status, 0) << r.broken.out;
  EXPECT_FALSE(flag(r.broken.report, "tables_restored"));
  EXPECT_GT(l1(hop_shares(r.clean.out), hop_shares(r.broken.out)), 0.02);
}

}  // namespace doar::test
