// doar-sim with faults: the paper's worked cases end with core's table states and cycle
// counts; no loss once diagnosis is over; repair restores every table and the hop
// distribution; every injected packet is accounted for, also with 200 faults and a
// partitioned network; the same seed gives the same bytes.
#include <gtest/gtest.h>

#include <cmath>
#include <numeric>
#include <vector>
#include "network_driver.hpp"
#include "sim_run.hpp"

using namespace doar;
using namespace doar::test;

namespace {

// The digest doar-sim reports (FaultFabric's tables_digest), over core's reference network.
std::uint64_t digest(const fault::FaultNetwork& net) {
  return digest_tables(net.dfly(), [&net](const RouterId& r, int port) -> const PortTables& { return net.live(r, port); });
}

}  // namespace

// Fig. 8(b), Fig. 8(c) and Fig. 9 on the paper's dfly(2,4,2,8), with traffic flowing: the
// diagnosis takes exactly the cycles of core's FaultNetwork with the same link latency, sends
// the same FDs and leaves the same tables; repair takes core's recovery cycles, sends its FRs
// and restores the configuration bit for bit.
TEST(FaultSim, WorkedCasesMatchCoreReference) {
  const Dragonfly d({2, 4, 2, 8});
  const int lat = 7;
  const std::uint64_t fault_at = 300, repair_at = 4000;
  for (const char* f : {"global:0:2", "local:0.1:0.3", "local:2.0:2.2"}) {
    fault::Costs costs;
    costs.entries = entries_per_table(d);
    fault::FaultNetwork ref(d, costs, lat);
    const fault::PhaseStats diag = ref.fail({fault::parse_fault(d, f)});
    const std::uint64_t diag_digest = digest(ref);
    const fault::PhaseStats rec = ref.recover_all();

    const std::string file = write_file("worked.txt", std::string(f) + "\n");
    const std::string common = "--dfly 2,4,2,8 --routing DOAR --traffic UR --rate 0.3 --lat-local " +
                               std::to_string(lat) + " --lat-global " + std::to_string(lat) + " --faults " + file +
                               " --fault-at " + std::to_string(fault_at) + " -q";
    const SimRun a = sim(common + " --warmup 2500 --sample 500");
    ASSERT_EQ(a.status, 0) << a.out;
    EXPECT_EQ(num(a.report, "diagnosis_end"), static_cast<long long>(fault_at + diag.cycles)) << f;
    EXPECT_EQ(num(a.report, "fd_packets"), diag.fd_packets) << f;
    EXPECT_EQ(num(a.report, "commands"), diag.commands) << f;
    EXPECT_EQ(unum(a.report, "tables_digest"), diag_digest) << f;
    EXPECT_TRUE(flag(a.report, "balanced")) << a.report;

    const SimRun b = sim(common + " --repair-at " + std::to_string(repair_at) + " --warmup 6000 --sample 500");
    ASSERT_EQ(b.status, 0) << b.out;
    EXPECT_EQ(num(b.report, "recovery_end"), static_cast<long long>(repair_at + rec.cycles)) << f;
    EXPECT_EQ(num(b.report, "fr_packets"), rec.fr_packets) << f;
    EXPECT_TRUE(flag(b.report, "tables_restored")) << f;
    EXPECT_TRUE(flag(b.report, "balanced")) << b.report;
  }
}

// Once every FD has been processed, no packet injected afterwards is lost, for 10^4 cycles
// at load 0.5 (single faults of each kind, and a set of five).
TEST(FaultSim, NoLossAfterDiagnosis) {
  struct Case {
    std::string faults;
    std::string extra;
  };
  const std::string f1 = write_file("g.txt", "global:0:2\n");
  const std::string f2 = write_file("l.txt", "local:3.1:3.2\n");
  for (const Case& c : {Case{"--faults " + f1, ""}, Case{"--faults " + f2, ""}, Case{"--link-faults 5", "--seed 2"}}) {
    const SimRun r = sim("--dfly 2,4,2,9 --routing DOAR --traffic UR --rate 0.5 --fault-at 500 --warmup 4000 "
                         "--sample 10000 -q " + c.faults + " " + c.extra);
    ASSERT_EQ(r.status, 0) << r.out;
    const long long end = num(r.report, "diagnosis_end");
    ASSERT_GT(end, 500) << c.faults;
    EXPECT_GE(14000 - end, 10000) << "the run must cover 10^4 cycles after diagnosis";
    EXPECT_GT(num(r.report, "lost"), 0) << "packets routed over the failed link before diagnosis are lost";
    EXPECT_EQ(num(r.report, "lost_injected_after_diagnosis"), 0) << c.faults << "\n" << r.report;
    EXPECT_TRUE(flag(r.report, "balanced")) << r.report;
  }
}

// Repair and FR bring every table back to its configuration, and the hop distribution back
// to the fault-free one.
TEST(FaultSim, RepairRestoresTablesAndHopDistribution) {
  RepairRuns r;
  ASSERT_NO_FATAL_FAILURE(run_repair("--link-faults 6", r));
}

// injected = delivered + lost + unreachable + in flight, whatever happens: many faults, a
// partitioned network, dead routers, loads below and beyond saturation. Exit status 0 also
// says that the deadlock watchdog never fired.
TEST(FaultSim, EveryPacketIsAccountedFor) {
  // Group 0 of dfly(2,4,2,9) loses every global link: a partition.
  std::string cut;
  for (int g = 1; g < 9; ++g) cut += "global:0:" + std::to_string(g) + "\n";
  const std::string part = write_file("cut.txt", cut);
  const std::vector<std::string> cases = {
      "--dfly 3,6,3,19 --link-faults 200 --rate 0.3",
      "--dfly 3,6,3,19 --link-faults 200 --rate 0.9",
      "--dfly 2,4,2,9 --faults " + part + " --rate 0.6",
      "--dfly 2,4,2,9 --router-faults 3 --rate 0.8",
      "--dfly 2,4,2,9 --router-faults 3 --dead-router-rule --rate 0.4",
      "--dfly 2,4,2,9 --link-faults 20 --fault-at 700 --repair-at 1500 --rate 0.7",
  };
  for (const std::string& c : cases) {
    // A short drain: the identity must hold wherever the run stops.
    const SimRun r = sim(c + " --routing DOAR --traffic UR --warmup 1000 --sample 1000 --drain 1000 -q");
    ASSERT_EQ(r.status, 0) << c << "\n" << r.out;
    EXPECT_TRUE(flag(r.report, "balanced")) << c << "\n" << r.report;
    const long long in = num(r.report, "injected");
    EXPECT_GT(in, 0);
    EXPECT_EQ(in, num(r.report, "delivered") + num(r.report, "lost") + num(r.report, "unreachable") +
                      num(r.report, "in_flight"))
        << c;
  }
  // The partitioned group's packets to other groups are unreachable at their source.
  const SimRun p = sim("--dfly 2,4,2,9 --faults " + part + " --rate 0.3 --routing DOAR --traffic UR --warmup 3000 --sample 1500 -q");
  EXPECT_GT(num(p.report, "unreachable"), 0) << p.report;
}

TEST(FaultSim, SameSeedSameBytes) {
  const std::string args = "--dfly 2,4,2,9 --routing DOAR --traffic UR --rate 0.6 --link-faults 4 --router-faults 1 "
                           "--fault-at 100 --warmup 1500 --sample 1000 -q --json -";
  // Wall-clock figures aside, every byte is the same.
  const SimRun first = expect_same_bytes_twice(args, "tl.csv");
  // Another seed, other faults.
  const SimRun other = sim(args + " --seed 7");
  EXPECT_NE(first.report, other.report);
}

// The SIM baseline's central reconfiguration routes around faults present from cycle 0: no
// packet is ever lost, a cut-off group is unreachable at the source, and its hop-indexed VCs
// keep it deadlock free beyond saturation.
TEST(FaultSim, SimBaselineReroutesOverTheSurvivingGraph) {
  std::string cut;
  for (int g = 1; g < 9; ++g) cut += "global:0:" + std::to_string(g) + "\n";
  const std::string part = write_file("cut_sim.txt", cut);
  for (const std::string& c : {std::string("--link-faults 10 --rate 0.3"), std::string("--link-faults 10 --rate 0.9"),
                               std::string("--router-faults 2 --rate 0.9"), "--faults " + part + " --rate 0.4"}) {
    const SimRun r = sim("--dfly 2,4,2,9 --routing SIM --traffic UR --warmup 1500 --sample 1500 -q " + c);
    ASSERT_EQ(r.status, 0) << c << "\n" << r.out;
    EXPECT_EQ(num(r.report, "lost"), 0) << c << "\n" << r.report;
    EXPECT_TRUE(flag(r.report, "balanced")) << r.report;
    EXPECT_EQ(num(r.report, "fd_packets"), 0) << "SIM does not use DOAR's fault engines";
  }
  const SimRun p = sim("--dfly 2,4,2,9 --routing SIM --traffic UR --warmup 1500 --sample 1500 -q --rate 0.2 --faults " + part);
  EXPECT_GT(num(p.report, "unreachable"), 0) << p.report;
}
