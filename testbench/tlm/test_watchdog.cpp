// The deadlock watchdog of doar-sim (exit status 3 and a report of where flits are stuck).
// A correct network never deadlocks, so the tests provoke one with the test-only environment
// variable DOAR_SIM_TEST_FREEZE_AT=CYCLE (tlm/sim/network.hpp): from that cycle on the routers
// keep receiving but forward nothing, so flits stay in their input buffers and, once the
// sources' injection credits are used up, nothing moves any more.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "common/subprocess.hpp"

namespace {

doar::test::CommandRun frozen_sim(const std::string& freeze_at, const std::string& args) {
  return doar::test::run_command("DOAR_SIM_TEST_FREEZE_AT=" + freeze_at + " " + std::string(DOAR_SIM_BIN) + " " + args);
}

TEST(Watchdog, FrozenNetworkIsReportedAsDeadlockWithExitStatus3) {
  const auto r = frozen_sim("300", "--dfly 2,4,2,9 --routing MIN --traffic UR --rate 0.3 --warmup 500 --sample 500 "
                                   "--watchdog 200 -q");
  EXPECT_EQ(r.status, 3) << r.out;
  // The summary: flits in flight, cycles without a move (at least the watchdog), algorithm, network.
  const std::regex head(R"(deadlock: ([0-9]+) flits in flight and none moved for ([0-9]+) cycles \(cycle ([0-9]+), MIN, dfly\(2,4,2,9\)\))");
  std::smatch m;
  ASSERT_TRUE(std::regex_search(r.out, m, head)) << r.out;
  EXPECT_GT(std::stoul(m[1]), 0u);
  EXPECT_GE(std::stoul(m[2]), 200u);
  EXPECT_GE(std::stoul(m[3]), 300u + 200u);
  // Where: stuck input VCs, with their head packet and state (at most 20 lines).
  const std::regex where(R"(router [0-9]+\.[0-9]+ input port [0-9]+ vc [0-9]+: [0-9]+ flits, head [0-9.]+->[0-9.]+ )");
  EXPECT_TRUE(std::regex_search(r.out, where)) << r.out;
}

TEST(Watchdog, NoReportWithoutTheFreeze) {
  // The same run, not frozen: completes normally (the freeze is the only cause above).
  const auto r = doar::test::run_command(std::string(DOAR_SIM_BIN) +
                                         " --dfly 2,4,2,9 --routing MIN --traffic UR --rate 0.3 --warmup 500 --sample 500 "
                                         "--watchdog 200 -q");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(r.out.find("deadlock"), std::string::npos) << r.out;
}

TEST(Watchdog, SweepWorkerDeadlockGivesExitStatus3) {
  const auto r = frozen_sim("300", "--dfly 2,4,2,9 --routing DOAR --traffic UR --sweep 0.2:0.4:0.2 --jobs 1 "
                                   "--warmup 500 --sample 500 --watchdog 200 -q");
  EXPECT_EQ(r.status, 3) << r.out;
  EXPECT_NE(r.out.find("deadlock"), std::string::npos) << r.out;
}

TEST(Watchdog, WorkloadDeadlockGivesExitStatus3) {
  const auto r = frozen_sim("50", "--dfly 2,4,2,9 --routing MIN --workload Halo3D --iterations 4 --msg-size 4096 "
                                  "--watchdog 100 -q");
  EXPECT_EQ(r.status, 3) << r.out;
  EXPECT_NE(r.out.find("deadlock"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("workload Halo3D"), std::string::npos) << r.out;
}

}  // namespace
