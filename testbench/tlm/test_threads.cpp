// Parallel runs (doar-sim --threads, docs/performance.md "Parallel runs"): the network is
// cut into parts that run side by side on threads, a barrier after each block of cycles.
// Every result must be that of one thread byte for byte, so every case runs doar-sim with
// --threads 1, 2 and 3 and compares the JSON, CSV, flow and channel files (less the fields
// that measure the machine, name the engine's blocks or count the threads), and checks that
// the parallel runs did use the threads (a run that fell back to one thread would otherwise
// pass for nothing).
#include <gtest/gtest.h>

#include <sched.h>
#include <unistd.h>

#include <algorithm>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "common/sim_output.hpp"
#include "common/subprocess.hpp"

namespace {

doar::test::CommandRun sim(const std::string& args) {
  return doar::test::run_command(std::string(DOAR_SIM_BIN) + " " + args);
}

using doar::test::slurp;
using doar::test::strip_csv;
using doar::test::strip_json;

int threads_of(const std::string& json) {
  std::smatch m;
  return std::regex_search(json, m, std::regex("\"threads\": ([0-9]+)")) ? std::stoi(m[1]) : -1;
}

class Threads : public ::testing::Test {
 protected:
  void SetUp() override {
    char tmpl[] = "/tmp/doar_threads_XXXXXX";
    ASSERT_NE(::mkdtemp(tmpl), nullptr);
    dir_ = tmpl;
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  // Runs `args` with --threads 1, 2 and 3, writing `files` (doar-sim options that take a
  // FILE: "json", "csv", "flows", "channels", "timeline", "fault-report"); every file must be
  // the same for the three, and the parallel runs must report `parallel` threads for N = 2
  // and min(3, parallel ? 3 : 1) for N = 3 (`parallel` false: the run falls back to one).
  void same_for_all(const std::string& args, const std::vector<std::string>& files, bool parallel = true) {
    std::string ref[8];
    for (int n = 1; n <= 3; ++n) {
      std::string cmd = args + " -q --threads " + std::to_string(n);
      for (const auto& f : files) cmd += " --" + f + " " + dir_ + "/" + f + std::to_string(n);
      const auto r = sim(cmd);
      ASSERT_EQ(r.status, 0) << cmd << "\n" << r.out;
      const std::string json = slurp(dir_ + "/json" + std::to_string(n));
      EXPECT_EQ(threads_of(json), parallel ? n : 1) << cmd;
      // A run that cannot use the threads says so, in one line.
      EXPECT_EQ(r.out.find("run on one thread") != std::string::npos, !parallel && n > 1) << cmd << "\n" << r.out;
      for (std::size_t k = 0; k < files.size(); ++k) {
        std::string text = slurp(dir_ + "/" + files[k] + std::to_string(n));
        EXPECT_FALSE(text.empty()) << files[k] << " of " << cmd;
        text = files[k] == "json" ? strip_json(text) : files[k] == "csv" ? strip_csv(text) : text;
        if (n == 1) {
          ref[k] = text;
        } else {
          EXPECT_EQ(ref[k], text) << files[k] << " differs with --threads " << n << ": " << args;
        }
      }
    }
  }
  std::string dir_;
};

const char* kWindow = " --warmup 400 --sample 400 --drain 3000";

TEST_F(Threads, SmallDragonflyEveryRoutingGivesTheBytesOfOneThread) {
  // dfly(2,4,2,9): nine groups, nine parts; UGAL_G reads its group's routers (in its part).
  for (const char* algo : {"DOAR", "MIN", "VAL", "UGAL_L", "UGAL_G", "PAR_PH", "SIM"}) {
    same_for_all(std::string("--dfly 2,4,2,9 --routing ") + algo + " --traffic ADV+1 --rate 0.35" + kWindow,
                 {"json", "csv"});
  }
}

TEST_F(Threads, SaturatedMultiFlitAndDrainedRunsGiveTheBytesOfOneThread) {
  same_for_all(std::string("--dfly 2,4,2,9 --routing DOAR --traffic UR --rate 1.0 --source-queue 50") + kWindow,
               {"json", "csv"});
  same_for_all(std::string("--dfly 2,4,2,9 --routing UGAL_L --traffic RP --rate 0.5 --packet-size 4") + kWindow,
               {"json", "csv"});
  same_for_all(std::string("--dfly 2,4,2,9 --routing DOAR --traffic UR --rate 0.4 --drain-empty --burst 300:100:0.9") +
                   kWindow,
               {"json"});
}

TEST_F(Threads, LargerDragonflyWithFlowsAndChannelsGivesTheBytesOfOneThread) {
  // dfly(4,8,4,33): 33 parts dealt to 2 and 3 threads in uneven runs.
  same_for_all("--dfly 4,8,4,33 --routing DOAR --traffic UR --rate 0.4 --warmup 300 --sample 300 --drain 3000",
               {"json", "csv", "flows", "channels"});
  same_for_all("--dfly 4,8,4,33 --routing UGAL_L --traffic RP --rate 0.3 --warmup 300 --sample 300 --drain 3000",
               {"json", "flows"});
}

TEST_F(Threads, TorusSlabsGiveTheBytesOfOneThread) {
  // torus:8x8: eight slabs; the links between them take --lat-local (blocks of 10, and of 1).
  for (const char* algo : {"TORUS_DOR", "GEAR"}) {
    same_for_all(std::string("--topology torus:8x8 --routing ") + algo + " --traffic UR --rate 0.3" + kWindow,
                 {"json", "csv"});
    same_for_all(std::string("--topology torus:8x8 --routing ") + algo +
                     " --traffic UR --rate 0.2 --packet-size 4 --buf-local 2 --lat-local 1" + kWindow,
                 {"json"});
  }
}

TEST_F(Threads, RunsWithFaultsFallBackToOneThreadWithTheSameBytes) {
  same_for_all(std::string("--dfly 2,4,2,9 --routing DOAR --traffic UR --rate 0.3 --link-faults 2 --fault-at 200 "
                           "--repair-at 500") + kWindow,
               {"json", "timeline", "fault-report"}, false);
}

TEST(ThreadsCli, ZeroTakesTheCoresThisProcessMayUse) {
  cpu_set_t set;
  CPU_ZERO(&set);
  ASSERT_EQ(sched_getaffinity(0, sizeof set, &set), 0);
  const int cores = CPU_COUNT(&set);
  // dfly(2,4,2,9) has nine parts: never more threads than that.
  const auto r = sim(std::string("--dfly 2,4,2,9 --routing DOAR --rate 0.2 --warmup 200 --sample 200 -q --json - --threads 0"));
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(threads_of(r.out), std::min(cores, 9)) << r.out;
}

TEST(ThreadsCli, BadCountsExitTwoWithOneLine) {
  for (const char* bad : {"-1", "1025", "two"}) {
    const auto r = sim(std::string("--dfly 2,4,2,9 --routing DOAR --rate 0.1 -q --threads ") + bad);
    EXPECT_EQ(r.status, 2) << bad << "\n" << r.out;
    EXPECT_NE(r.out.find("threads"), std::string::npos) << r.out;
    EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << r.out;
  }
  // Sweep workers times threads may not exceed the cores.
  const auto r = sim("--dfly 2,4,2,9 --routing DOAR --sweep 0.1:0.3:0.1 --jobs 1000 --threads 2 -q");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("exceed"), std::string::npos) << r.out;
}

}  // namespace
