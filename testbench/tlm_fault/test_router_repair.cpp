// doar-sim router repair (--repair-at with router faults): a dead router restarts empty with
// its configured tables, its neighbours run the recovery of core's FaultNetwork::recover_all
// (same cycles, same FRs), every table is back to its configuration, the hop distribution is
// the fault-free one again, every packet is accounted for, nothing deadlocks, and the same
// seed gives the same bytes.
#include <gtest/gtest.h>

#include <cmath>
#include <numeric>
#include <vector>
#include "network_driver.hpp"
#include "common/json_field.hpp"
#include "sim_run.hpp"

using namespace doar;
using namespace doar::test;

// A dead router on the paper's dfly(2,4,2,8), traffic flowing: diagnosis ends at core's cycle
// count; after the restart the neighbours' recovery ends at core's recover_all cycle count,
// with its FRs, and every table equals its configuration.
TEST(RouterRepair, RecoveryMatchesCoreReference) {
  const Dragonfly d({2, 4, 2, 8});
  const int lat = 7;
  const std::uint64_t fault_at = 300, repair_at = 5000;
  for (const char* f : {"router:0.1", "router:3.2"}) {
    fault::Costs costs;
    costs.entries = entries_per_table(d);
    fault::FaultNetwork ref(d, costs, lat);
    const fault::PhaseStats diag = ref.fail({fault::parse_fault(d, f)});
    const fault::PhaseStats rec = ref.recover_all();
    ASSERT_TRUE(ref.tables_restored());

    const std::string file = write_file("router.txt", std::string(f) + "\n");
    const SimRun r = sim("--dfly 2,4,2,8 --routing DOAR --traffic UR --rate 0.3 --lat-local " + std::to_string(lat) +
                         " --lat-global " + std::to_string(lat) + " --faults " + file + " --fault-at " +
                         std::to_string(fault_at) + " --repair-at " + std::to_string(repair_at) +
                         " --warmup 7000 --sample 500 -q");
    ASSERT_EQ(r.status, 0) << r.out;
    EXPECT_EQ(num(r.report, "diagnosis_end"), static_cast<long long>(fault_at + diag.cycles)) << f;
    EXPECT_EQ(num(r.report, "fd_packets"), diag.fd_packets) << f;
    EXPECT_EQ(num(r.report, "recovery_end"), static_cast<long long>(repair_at + rec.cycles)) << f;
    EXPECT_EQ(num(r.report, "fr_packets"), rec.fr_packets) << f;
    EXPECT_EQ(num(r.report, "commands"), diag.commands + rec.commands) << f;
    EXPECT_TRUE(flag(r.report, "tables_restored")) << f << "\n" << r.report;
    EXPECT_TRUE(flag(r.report, "balanced")) << r.report;
    EXPECT_EQ(num(r.report, "dead_routers"), 0) << "the router is alive again at the end";
    EXPECT_EQ(num(r.report, "live_nodes"), d.num_nodes());
  }
}

// Two dead routers restarted at cycle 3,000 on dfly(2,4,2,9): every table is back to its
// configuration, the hop distribution of a sample window after the recovery is the fault-free
// one, the accepted load is the offered one (the restarted routers' nodes inject and receive
// again), and packets injected after the recovery are never lost. Without the repair the
// distribution does move (the test can fail).
TEST(RouterRepair, RestoresTablesHopsAndThroughput) {
  RepairRuns r;
  ASSERT_NO_FATAL_FAILURE(run_repair("--router-faults 2", r));
  const SimRun& healed = r.healed;
  EXPECT_TRUE(flag(healed.report, "balanced")) << healed.report;
  EXPECT_GT(num(healed.report, "recovery_end"), 3000);
  EXPECT_LT(num(healed.report, "last_loss"), 8000) << healed.report;
  EXPECT_EQ(num(healed.report, "live_nodes"), 72);
  EXPECT_NEAR(json_number(healed.out, "accepted"), json_number(r.clean.out, "accepted"), 0.01) << healed.out;
}

// injected = delivered + lost + unreachable + in flight with router repair, below and beyond
// saturation, with the dead-router rule, mixed with link faults, a restart in the middle of
// diagnosis, and for routings without fault engines (the data path restarts all the same).
// Exit status 0 also says that the deadlock watchdog never fired.
TEST(RouterRepair, EveryPacketIsAccountedForAndNothingDeadlocks) {
  const std::vector<std::string> cases = {
      "--routing DOAR --router-faults 3 --fault-at 200 --repair-at 1500 --rate 0.3",
      "--routing DOAR --router-faults 3 --fault-at 200 --repair-at 1500 --rate 0.9",
      "--routing DOAR --router-faults 3 --dead-router-rule --fault-at 200 --repair-at 1500 --rate 0.6",
      "--routing DOAR --router-faults 2 --link-faults 6 --fault-at 100 --repair-at 250 --rate 0.8",
      "--routing DOAR --router-faults 6 --fault-at 100 --repair-at 120 --lat-global 10 --lat-local 3 --rate 0.9 --seed 5",
      "--routing SIM --router-faults 3 --fault-at 200 --repair-at 700 --rate 0.8",
      "--routing MIN --router-faults 2 --fault-at 200 --repair-at 900 --rate 0.5",
      "--routing UGAL_G --traffic ADV+1 --router-faults 2 --fault-at 200 --repair-at 900 --rate 0.5",
  };
  for (const std::string& c : cases) {
    const std::string traffic = c.find("--traffic") == std::string::npos ? " --traffic UR " : " ";
    const SimRun r = sim("--dfly 2,4,2,9" + traffic + c + " --warmup 2000 --sample 1000 --drain 2000 -q");
    ASSERT_EQ(r.status, 0) << c << "\n" << r.out;
    EXPECT_TRUE(flag(r.report, "balanced")) << c << "\n" << r.report;
    EXPECT_EQ(num(r.report, "dead_routers"), 0) << c;
    const long long in = num(r.report, "injected");
    EXPECT_GT(in, 0);
    EXPECT_EQ(in, num(r.report, "delivered") + num(r.report, "lost") + num(r.report, "unreachable") +
                      num(r.report, "in_flight"))
        << c;
  }
}

TEST(RouterRepair, SameSeedSameBytes) {
  const std::string args = "--dfly 2,4,2,9 --routing DOAR --traffic UR --rate 0.6 --link-faults 2 --router-faults 2 "
                           "--fault-at 100 --repair-at 1200 --warmup 2500 --sample 1000 -q --json -";
  const SimRun first = expect_same_bytes_twice(args, "tl_rr.csv");
  EXPECT_GT(num(first.report, "fr_packets"), 0);
}
