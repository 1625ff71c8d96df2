// The SIM baseline with a reconfiguration latency (--sim-reconfig-cycles N): for N cycles
// after the faults the routers still route on the fault-free graph, so packets sent onto a
// failed link are lost; then the central manager's routes take effect and losses stop. After
// a repair the old (faulted) routes stay in force for N cycles, which loses nothing.
#include <gtest/gtest.h>

#include <vector>
#include "sim_run.hpp"

using namespace doar::test;

namespace {

struct Row {
  long long cycle, lost, unreachable;
};

std::vector<Row> timeline_rows(const std::string& path) {
  std::ifstream f(path);
  std::string line;
  std::getline(f, line);
  std::vector<Row> rows;
  while (std::getline(f, line)) {
    std::vector<std::string> v;
    std::stringstream s(line);
    std::string x;
    while (std::getline(s, x, ',')) v.push_back(x);
    if (v.size() < 6) continue;
    rows.push_back({std::stoll(v[0]), std::stoll(v[4]), std::stoll(v[5])});
  }
  return rows;
}

}  // namespace

TEST(SimReconfig, LossesOnlyWhileTheOldRoutesAreInForce) {
  const std::string base = "--dfly 2,4,2,9 --routing SIM --traffic UR --rate 0.3 --link-faults 10 --fault-at 1000 "
                           "--repair-at 6000 --warmup 2000 --sample 6000 --window 100 -q";
  long long lost[2] = {0, 0};
  const int n[2] = {0, 500};
  for (int i = 0; i < 2; ++i) {
    const std::string tl = temp_path("sim_tl.csv");
    const SimRun r = sim(base + " --sim-reconfig-cycles " + std::to_string(n[i]) + " --timeline " + tl);
    ASSERT_EQ(r.status, 0) << r.out;
    EXPECT_TRUE(flag(r.report, "balanced")) << r.report;
    EXPECT_EQ(num(r.report, "fd_packets"), 0);
    lost[i] = num(r.report, "lost");
    long long early = 0, stale = 0, late = 0;
    for (const Row& w : timeline_rows(tl)) {
      if (w.cycle < 1000) early += w.lost;
      else if (w.cycle < 1000 + n[i]) stale += w.lost;
      else if (w.cycle >= 6000) late += w.lost;
    }
    EXPECT_EQ(early, 0) << "nothing is lost before the faults";
    EXPECT_EQ(late, 0) << "the stale routes after the repair avoid links that work: nothing is lost";
    if (n[i] > 0) {
      // Nearly every loss happens while the old routes are in force; afterwards only a few
      // packets already under way, whose path on the new graph exceeds the VC budget.
      EXPECT_GT(stale, 0.95 * static_cast<double>(lost[i])) << r.report;
      EXPECT_LT(num(r.report, "last_loss"), 1000 + n[i] + 1000) << r.report;
    }
  }
  EXPECT_GT(lost[1], 5 * lost[0]) << "a slower reconfiguration loses more (" << lost[0] << " vs " << lost[1] << ")";
}

// Dead routers during the reconfiguration: packets for their nodes are lost on the way
// (the old routes lead to them), afterwards unreachable at the source; every packet is
// accounted for and nothing deadlocks, also beyond saturation and with a repair.
TEST(SimReconfig, DeadRoutersAccountingAndNoDeadlock) {
  for (const std::string& c : {std::string("--rate 0.5"), std::string("--rate 0.9"),
                               std::string("--rate 0.6 --repair-at 2500 --link-faults 4")}) {
    const SimRun r = sim("--dfly 2,4,2,9 --routing SIM --traffic UR --router-faults 2 --fault-at 500 "
                         "--sim-reconfig-cycles 800 --warmup 1500 --sample 1500 --drain 2000 -q " + c);
    ASSERT_EQ(r.status, 0) << c << "\n" << r.out;
    EXPECT_TRUE(flag(r.report, "balanced")) << c << "\n" << r.report;
    EXPECT_GT(num(r.report, "lost"), 0) << c;
    if (c.find("repair") == std::string::npos) {
      EXPECT_GT(num(r.report, "unreachable"), 0) << c;
    }
  }
}

TEST(SimReconfig, SameSeedSameBytes) {
  const std::string args = "--dfly 2,4,2,9 --routing SIM --traffic UR --rate 0.5 --link-faults 6 --router-faults 1 "
                           "--fault-at 300 --sim-reconfig-cycles 400 --warmup 1500 --sample 1000 -q";
  const SimRun a = sim(args), b = sim(args);
  ASSERT_EQ(a.status, 0) << a.out;
  EXPECT_EQ(a.report, b.report);
}

TEST(SimReconfig, BadUsesExitWith2) {
  const std::string base = "--dfly 2,4,2,9 --traffic UR --rate 0.1 --warmup 200 --sample 100 -q ";
  for (const char* bad : {"--routing DOAR --link-faults 2 --sim-reconfig-cycles 100",
                          "--routing SIM --sim-reconfig-cycles 100",
                          "--routing SIM --link-faults 2 --sim-reconfig-cycles -5"}) {
    const SimRun r = sim(base + bad, false);
    EXPECT_EQ(r.status, 2) << bad << "\n" << r.out;
    EXPECT_NE(r.out.find("sim-reconfig-cycles"), std::string::npos) << r.out;
  }
  EXPECT_EQ(sim(base + "--routing sim --link-faults 2 --sim-reconfig-cycles 100", false).status, 0);
}
