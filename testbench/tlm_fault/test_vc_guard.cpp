// The VC guard (core EngineRules::vc_guard, doar-sim --vc-guard; docs/fault.md): with E3
// tables, packets that reach the far end of a failed local link on VC 3 have no route, and
// without the guard they are lost for as long as the fault lasts, long after the last FD
// (docs/faults_sim.md section 6). Four local faults on dfly(3,6,3,19) under RP 0.6, diagnosed
// through FD packets and repaired at cycle 3,000: the load and faults where such losses show.
#include <gtest/gtest.h>

#include "sim_run.hpp"

using namespace doar::test;

namespace {

SimRun run(bool guard, const std::string& loss_log = "") {
  const std::string faults = write_file("vc_guard.txt", "local:2.0:2.3\nlocal:7.1:7.4\nlocal:11.2:11.5\nlocal:15.0:15.5\n");
  const SimRun r = sim("--dfly 3,6,3,19 --routing DOAR --traffic RP --rate 0.6 --seed 1 --warmup 4000 --sample 1000 -q "
                       "--faults " + faults + " --repair-at 3000" + (guard ? " --vc-guard" : "") +
                       (loss_log.empty() ? "" : " --loss-log " + loss_log));
  EXPECT_EQ(r.status, 0) << r.out;
  return r;
}

}  // namespace

// With the guard nothing injected after the last FD is lost, nothing at all after the repair,
// the identity holds and recovery (VR and FR) restores every table.
TEST(VcGuard, NoLossAfterDiagnosisOrRepair) {
  const SimRun g = run(true);
  ASSERT_GT(num(g.report, "diagnosis_end"), 0) << g.report;
  EXPECT_GT(num(g.report, "lost"), 0) << "packets on the failed links at the fault are lost";
  EXPECT_EQ(num(g.report, "lost_after_diagnosis"), 0) << g.report;
  EXPECT_EQ(num(g.report, "lost_injected_after_diagnosis"), 0) << g.report;
  EXPECT_EQ(num(g.report, "lost_after_repair"), 0) << g.report;
  EXPECT_TRUE(flag(g.report, "balanced")) << g.report;
  EXPECT_TRUE(flag(g.report, "tables_restored")) << g.report;
  EXPECT_EQ(num(g.report, "engines_busy_at_end"), 0) << g.report;
}

// The same run without the guard loses packets injected after diagnosis, and --loss-log
// shows what they are: dead ends at global input ports on VC 3 (so the test above is not
// vacuous and the log names the cause).
TEST(VcGuard, WithoutItVcThreeDeadEndsAfterDiagnosis) {
  const std::string log = temp_path("losses.csv");
  const SimRun u = run(false, log);
  const long long after = num(u.report, "lost_injected_after_diagnosis");
  EXPECT_GT(after, 0) << u.report;
  EXPECT_TRUE(flag(u.report, "balanced")) << u.report;
  const std::string csv = slurp(log);
  ASSERT_EQ(csv.rfind("cycle,kind,router,in_port,in_kind,in_vc,out_port,hops,src,dst,created,injected,router_busy,"
                      "after_diagnosis\n", 0), 0u) << csv.substr(0, 200);
  long long rows = 0, marked = 0, vc3 = 0;
  std::istringstream in(csv);
  std::string line;
  std::getline(in, line);
  while (std::getline(in, line)) {
    ++rows;
    if (line.back() != '1') continue;
    ++marked;
    if (line.find(",dead_end,") != std::string::npos && line.find(",global,3,-1,") != std::string::npos) ++vc3;
  }
  EXPECT_EQ(rows, num(u.report, "lost") + num(u.report, "unreachable"));  // one row per drop
  EXPECT_EQ(marked, after);
  EXPECT_EQ(vc3, after) << "every loss after diagnosis is a VC-3 dead end at a global input port";
}
