// --instant-diagnosis, the analysis oracle that starts DOAR with core's diagnosed tables: it
// must leave exactly the tables that a run which diagnoses through FD packets ends with, send
// no FD, lose nothing when the faults are there from cycle 0, and still recover through FR.
#include <gtest/gtest.h>

#include <string>
#include "sim_run.hpp"

using namespace doar::test;

namespace {
const std::string kBase = "--dfly 2,4,2,9 --routing DOAR --traffic UR --rate 0.3 --warmup 3000 --sample 2000 -q ";
}

// Under both table readings. With the E3 tables the diagnosed network still drops, as dead
// ends, the packets that reach the far end of a failed local link on VC 3 (its refraction
// would need VC 4: DESIGN.md 6a); nothing else is lost.
TEST(InstantDiagnosis, SameTablesAsDiagnosisNoFdNoLoss) {
  for (const char* rules : {"--fault-rules literal ", "--fault-rules e3 "}) {
  for (const char* faults : {"--link-faults 5 --seed 2", "--link-faults 12 --seed 3", "--link-faults 3 --router-faults 2",
                            "--link-faults 2 --router-faults 2 --dead-router-rule"}) {
    const SimRun live = sim(kBase + rules + faults);
    ASSERT_EQ(live.status, 0) << live.out;
    ASSERT_GT(num(live.report, "fd_packets"), 0) << faults;
    ASSERT_FALSE(flag(live.report, "instant_diagnosis"));
    ASSERT_EQ(num(live.report, "engines_busy_at_end"), 0) << "the diagnosing run must finish its diagnosis";
    const SimRun oracle = sim(kBase + rules + faults + " --instant-diagnosis");
    ASSERT_EQ(oracle.status, 0) << oracle.out;
    EXPECT_TRUE(flag(oracle.report, "instant_diagnosis")) << oracle.report;
    EXPECT_EQ(unum(oracle.report, "tables_digest"), unum(live.report, "tables_digest")) << rules << faults;
    EXPECT_NE(unum(oracle.report, "tables_digest"), unum(oracle.report, "configured_digest")) << rules << faults;
    EXPECT_EQ(num(oracle.report, "fd_packets"), 0) << rules << faults;
    EXPECT_EQ(num(oracle.report, "commands"), 0) << rules << faults;
    EXPECT_EQ(num(oracle.report, "diagnosis_end"), -1) << rules << faults;
    // From cycle 0 no packet ever meets a failed link that its tables still list.
    if (std::string(rules).find("literal") != std::string::npos) {
      EXPECT_EQ(num(oracle.report, "lost"), 0) << rules << faults << "\n" << oracle.report;
    } else {
      EXPECT_EQ(num(oracle.report, "lost"), num(oracle.report, "lost_dead_end")) << rules << faults << "\n" << oracle.report;
    }
    EXPECT_TRUE(flag(oracle.report, "balanced")) << oracle.report;
  }
  }
}

TEST(InstantDiagnosis, LaterFaultsAndRepairThroughFr) {
  const SimRun r = sim(kBase + "--link-faults 6 --fault-at 400 --repair-at 1500 --instant-diagnosis");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(num(r.report, "fd_packets"), 0);
  EXPECT_GT(num(r.report, "fr_packets"), 0);
  EXPECT_TRUE(flag(r.report, "tables_restored")) << r.report;
  EXPECT_TRUE(flag(r.report, "balanced")) << r.report;
  expect_same_bytes_twice(kBase + "--link-faults 6 --fault-at 400 --instant-diagnosis", "instant_tl.csv");
}

TEST(InstantDiagnosis, BadUsesExitWith2) {
  const std::string base = "--dfly 2,4,2,9 --rate 0.3 --warmup 300 --sample 200 -q ";
  for (const char* bad : {"--routing DOAR --instant-diagnosis", "--routing MIN --link-faults 2 --instant-diagnosis",
                          "--routing SIM --link-faults 2 --instant-diagnosis"}) {
    const SimRun r = sim(base + bad, false);
    EXPECT_EQ(r.status, 2) << bad << "\n" << r.out;
    EXPECT_NE(r.out.find("instant-diagnosis"), std::string::npos) << r.out;
  }
}
