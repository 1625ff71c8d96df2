// The fault report says whether diagnosis and recovery were over: a repair that comes while
// FDs are still queued counts the FDs processed after it (fd_commands_after_repair), and a
// run that ends while a fault scheduler still has work counts those routers
// (engines_busy_at_end), so that tables_restored false can be read as "not yet" or "never".
// With the chip's 560-entry timing (t_r = 1,820 cycles) recovery easily outlasts a short run,
// as it did in the full-size Fig. 17 run (docs/faults_sim.md section 10).
#include <gtest/gtest.h>

#include "sim_run.hpp"

using namespace doar::test;

namespace {

const char* kCommon = "--dfly 2,4,2,9 --routing DOAR --traffic UR --rate 0.2 --fault-entries 560 -q";

SimRun run(const std::string& fault, int fault_at, int repair_at, int warmup, int sample) {
  const std::string file = write_file("progress.txt", fault + "\n");
  const SimRun r = sim(std::string(kCommon) + " --faults " + file + " --fault-at " + std::to_string(fault_at) +
                       " --repair-at " + std::to_string(repair_at) + " --warmup " + std::to_string(warmup) +
                       " --sample " + std::to_string(sample));
  EXPECT_EQ(r.status, 0) << r.out;
  return r;
}

}  // namespace

// The same global fault, repaired long after diagnosis: a run that ends 1,000 cycles after the
// repair (less than one recovery command) leaves the routers busy and the tables not yet
// restored; a run that lasts long enough restores them and ends with every scheduler idle.
TEST(ReportProgress, UnfinishedRecoveryIsReported) {
  const SimRun cut = run("global:0:2", 200, 5000, 3000, 3000);
  EXPECT_EQ(unum(cut.report, "fd_commands_after_repair"), 0u);
  EXPECT_GT(unum(cut.report, "engines_busy_at_end"), 0u);
  EXPECT_FALSE(flag(cut.report, "tables_restored"));

  const SimRun full = run("global:0:2", 200, 5000, 3000, 40000);
  EXPECT_EQ(unum(full.report, "fd_commands_after_repair"), 0u);
  EXPECT_EQ(unum(full.report, "engines_busy_at_end"), 0u);
  EXPECT_TRUE(flag(full.report, "tables_restored"));
  EXPECT_GT(num(full.report, "recovery_end"), 5000);
}

// A local fault's local diagnosis alone takes t_ld = 1,260 cycles: a repair 300 cycles after
// the fault comes before any FD has been processed, so every FD is processed after it; a
// repair long after the last FD counts none.
TEST(ReportProgress, RepairDuringDiagnosisIsReported) {
  const SimRun early = run("local:1.0:1.3", 200, 500, 3000, 40000);
  EXPECT_GT(unum(early.report, "fd_commands_after_repair"), 0u);
  EXPECT_EQ(unum(early.report, "engines_busy_at_end"), 0u);

  const SimRun late = run("local:1.0:1.3", 200, 15000, 3000, 40000);
  EXPECT_EQ(unum(late.report, "fd_commands_after_repair"), 0u);
  EXPECT_EQ(unum(late.report, "engines_busy_at_end"), 0u);
  EXPECT_LT(num(late.report, "diagnosis_end"), 15000);
  EXPECT_TRUE(flag(late.report, "tables_restored"));
}
