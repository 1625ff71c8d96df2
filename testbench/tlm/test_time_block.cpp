// Time blocks (Network::choose_blocks, docs/tlm.md): each group runs several cycles before
// the next group, and within them each router several cycles in a row before the next
// router. That must not change a single result, so every case here runs doar-sim twice,
// cycle by cycle (--time-block 1) and with the blocks the engine picks, and compares the
// JSON (and the CSV files) byte for byte. Each case also checks which block lengths the
// engine reports, so a case that silently fell back to cycle by cycle would fail instead of
// passing for nothing.
#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "common/json_field.hpp"
#include "common/subprocess.hpp"

namespace {

doar::test::CommandRun sim(const std::string& args) {
  return doar::test::run_command(std::string(DOAR_SIM_BIN) + " " + args);
}

// The JSON without the fields that measure the machine or name the engine's blocks.
std::string strip(const std::string& s) {
  doar::test::OrderedJson j = doar::test::parse_output(s);
  for (auto& p : j) {
    for (const char* k : {"wall_seconds", "elab_seconds", "peak_rss_kb", "time_block", "group_block"}) p.erase(k);
    if (p.contains("config")) p["config"].erase("time-block");  // the option that differs
  }
  return j.dump(1);
}

std::string slurp(const std::string& path) {
  std::ifstream f(path);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

// Every "time_block" (router block) of a JSON text must be `router`, every "group_block"
// `group`.
void expect_blocks(const std::string& json, int router, int group, const std::string& what) {
  for (const auto& [name, want] : {std::pair<std::string, int>{"time_block", router}, {"group_block", group}}) {
    const std::regex re("\"" + name + "\": ([0-9]+)");
    int n = 0;
    for (auto it = std::sregex_iterator(json.begin(), json.end(), re); it != std::sregex_iterator(); ++it, ++n) {
      EXPECT_EQ(std::stoi((*it)[1]), want) << what << ": " << name;
    }
    EXPECT_GT(n, 0) << what << ": no " << name << " in\n" << json;
  }
}

// Runs `args` cycle by cycle and with blocks (automatic, or `ask`: a --time-block option);
// both must succeed with the same JSON, and the blocked run must have used blocks of
// `router` and `group` cycles.
void same_both_ways(const std::string& args, int router, int group, const std::string& ask = "") {
  const std::string w = "--warmup 400 --sample 400 --drain 3000 -q --json -";
  const auto one = sim(args + " " + w + " --time-block 1");
  const auto blk = sim(args + " " + w + " " + ask);
  ASSERT_EQ(one.status, 0) << args << "\n" << one.out;
  ASSERT_EQ(blk.status, 0) << args << "\n" << blk.out;
  expect_blocks(one.out, 1, 1, args + " --time-block 1");
  expect_blocks(blk.out, router, group, args);
  EXPECT_EQ(strip(one.out), strip(blk.out)) << args;
}

TEST(TimeBlock, EveryLocalAlgorithmGivesTheSameResultsInBlocksOfTheLinkLatencies) {
  // Default latencies: local 10, global 100, PCS 30: router blocks of 10 cycles, group
  // blocks of 100.
  for (const char* algo : {"MIN", "VAL", "UGAL_L", "PAR_PH", "TPR", "UGAL_LE", "DOAR"}) {
    for (const char* traffic : {"UR", "ADV+1", "RP"}) {
      same_both_ways(std::string("--dfly 3,6,3,19 --routing ") + algo + " --traffic " + traffic + " --rate 0.35", 10, 100);
    }
  }
}

TEST(TimeBlock, SaturatedAndMultiFlitRunsGiveTheSameResults) {
  same_both_ways("--dfly 2,4,2,9 --routing DOAR --traffic ADV+1 --rate 0.9", 10, 100);
  same_both_ways("--dfly 2,4,2,9 --routing MIN --traffic ADV+1 --rate 0.6 --packet-size 4", 10, 100);
  same_both_ways("--dfly 3,6,3,19 --routing PAR_PH --traffic 'N_MIXED_UR(50,50)' --rate 0.5 --packet-size 3", 10, 100);
}

TEST(TimeBlock, TheBlocksFollowTheShortestLatenciesThatCoupleRouters) {
  // The group block is the longest divisor of the kernel's 100-cycle step that no global
  // link undercuts; the router block the longest divisor of the group block that no local
  // link and (for DOAR, which reads it) no PCS delay undercuts.
  same_both_ways("--dfly 3,6,3,19 --routing DOAR --traffic UR --rate 0.5 --lat-local 3", 2, 100);
  same_both_ways("--dfly 3,6,3,19 --routing DOAR --traffic UR --rate 0.5 --pcs-latency 5", 5, 100);
  same_both_ways("--dfly 3,6,3,19 --routing DOAR --traffic UR --rate 0.5 --lat-global 30", 5, 25);
  same_both_ways("--dfly 3,6,3,19 --routing DOAR --traffic UR --rate 0.5 --lat-global 7", 5, 5);
  same_both_ways("--dfly 3,6,3,19 --routing DOAR --traffic UR --rate 0.5 --lat-local 24 --lat-global 24", 20, 20);
  same_both_ways("--dfly 3,6,3,19 --routing VAL --traffic UR --rate 0.3 --lat-local 7 --pcs-latency 1", 5, 100);
  same_both_ways("--dfly 2,4,2,9 --routing UGAL_L --traffic RP --rate 0.4 --lat-local 1", 1, 100);
  // --time-block caps both (4 divides 100; 3 does not, so 3 gives 2).
  same_both_ways("--dfly 3,6,3,19 --routing DOAR --traffic UR --rate 0.5", 4, 4, "--time-block 4");
  same_both_ways("--dfly 3,6,3,19 --routing DOAR --traffic UR --rate 0.5", 2, 2, "--time-block 3");
  same_both_ways("--dfly 3,6,3,19 --routing DOAR --traffic UR --rate 0.5", 10, 50, "--time-block 50");
}

TEST(TimeBlock, TorusRoutersRunInBlocksOfTheLinkLatencyWithTheSameResults) {
  // A torus is one group: router blocks of --lat-local (its links) within the 100-cycle
  // group block. The candidate-set routings draw ties from each router's own stream, so the
  // order in which routers run must not matter either.
  for (const char* algo : {"TORUS_DOR", "DUATO", "GEAR", "GEAR3"}) {
    same_both_ways(std::string("--topology torus:4x4 --routing ") + algo +
                       " --traffic UR --rate 0.5 --packet-size 4 --buf-local 2 --lat-local 4", 4, 100);
    same_both_ways(std::string("--topology torus:4x4x4 --routing ") + algo +
                       " --traffic HOTSPOT --rate 0.9 --packet-size 2 --buf-local 1 --lat-local 5", 5, 100);
  }
}

TEST(TimeBlock, RouterTimingOptionsGiveTheSameResults) {
  same_both_ways("--dfly 3,6,3,19 --routing DOAR --traffic UR --rate 0.5 --speedup 1.5 --rc-latency 12", 10, 100);
  same_both_ways("--dfly 3,6,3,19 --routing UGAL_L --traffic RP --rate 0.4 --speedup 1 --rc-latency 0", 10, 100);
  same_both_ways("--dfly 2,4,2,9 --routing DOAR --traffic UR --rate 0.3 --va-arbiter shared --local-window 0", 10, 100);
  same_both_ways("--dfly 2,4,2,9 --routing DOAR --traffic UR --rate 0.2 --burst 300:150:0.9", 10, 100);
}

TEST(TimeBlock, RunsThatShareStateAtOnceRunCycleByCycle) {
  // UGAL_G reads the queues of its group's routers in the same cycle: its groups still run
  // in blocks, their routers cycle by cycle. Faults share the fault fabric: no blocks.
  same_both_ways("--dfly 2,4,2,9 --routing UGAL_G --traffic UR --rate 0.4", 1, 100);
  same_both_ways("--dfly 3,6,3,19 --routing UGAL_G --traffic ADV+1 --rate 0.3 --packet-size 2", 1, 100);
  same_both_ways("--dfly 2,4,2,9 --routing DOAR --traffic UR --rate 0.3 --link-faults 2 --fault-at 200", 1, 1);
}

TEST(TimeBlock, SweepsAndCsvFilesAreTheSame) {
  char tmpl[] = "/tmp/doar_time_block_XXXXXX";
  ASSERT_NE(::mkdtemp(tmpl), nullptr);
  const std::string dir = tmpl;
  const std::string args =
      "--dfly 2,4,2,9 --routing DOAR --traffic UR --sweep 0.2:0.6:0.2 --jobs 2 --warmup 300 --sample 300 -q";
  const auto one = sim(args + " --time-block 1 --json " + dir + "/1.json --csv " + dir + "/1.csv");
  const auto blk = sim(args + " --json " + dir + "/b.json --csv " + dir + "/b.csv");
  ASSERT_EQ(one.status, 0) << one.out;
  ASSERT_EQ(blk.status, 0) << blk.out;
  expect_blocks(slurp(dir + "/b.json"), 10, 100, "sweep");
  EXPECT_EQ(strip(slurp(dir + "/1.json")), strip(slurp(dir + "/b.json")));
  // The CSV has a wall_seconds column: compare every other column.
  auto no_wall = [](const std::string& csv) {
    return std::regex_replace(csv, std::regex(",[0-9.eE+-]+,([0-9;]+),([0-9.eE+-]+,){6}2,4,2,9,"), ",W,$1,P,2,4,2,9,");
  };
  const std::string c1 = slurp(dir + "/1.csv"), cb = slurp(dir + "/b.csv");
  EXPECT_EQ(no_wall(c1), no_wall(cb));
  EXPECT_NE(no_wall(c1).find(",W,"), std::string::npos) << "the CSV pattern above no longer matches:\n" << c1;
  std::filesystem::remove_all(dir);
}

TEST(TimeBlock, BadValueExitsTwo) {
  const auto r = sim("--dfly 2,4,2,9 --routing DOAR --rate 0.1 --time-block -1 -q");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("--time-block"), std::string::npos) << r.out;
}

}  // namespace
