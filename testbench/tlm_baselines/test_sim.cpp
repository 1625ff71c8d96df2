// Short doar-sim runs of UGAL_G, PAR_PH, TPR and UGAL_LE on dfly(2,4,2,9) (and dfly(3,6,3,19)
// for the deadlock check), each a separate process: low load is accepted as offered; no
// deadlock at and beyond saturation (watchdog tightened to 1000 idle cycles, exit status 3
// on deadlock); under ADV+1 each beats MIN's 1/(a p) bound, which MIN itself cannot; under
// UR each carries a load that VAL cannot, with paths much closer to MIN's than to VAL's.
#include <gtest/gtest.h>
#include <string>
#include "sim_run.hpp"

namespace doar::net::test {
namespace {

const char* kSmall = "--dfly 2,4,2,9 --warmup 2000 --sample 2000 --drain 3000 --watchdog 1000";

std::string args(const std::string& algo, const std::string& traffic, double rate, const char* base = kSmall) {
  return std::string(base) + " --routing " + algo + " --traffic " + traffic + " --rate " + std::to_string(rate);
}

class SimTest : public ::testing::TestWithParam<std::string> {};

TEST_P(SimTest, LowLoadIsAcceptedAsOffered) {
  for (const char* t : {"UR", "ADV+1", "RP"}) {
    const SimPoint p = run_sim(args(GetParam(), t, 0.05));
    ASSERT_EQ(p.status, 0) << p.output;
    EXPECT_FALSE(p.saturated) << t;
    EXPECT_NEAR(p.accepted, 0.05, 0.005) << t;
  }
}

// Full buffers within a few hundred cycles at twice the saturation load; a deadlock shows
// as 1000 cycles in which no flit moves anywhere (doar-sim exits with status 3).
const char* kSaturate = "--dfly 2,4,2,9 --warmup 1500 --sample 500 --drain 500 --watchdog 1000";

TEST_P(SimTest, NoDeadlockAtSaturation) {
  for (const char* t : {"UR", "ADV+1", "RP"}) {
    const SimPoint p = run_sim(args(GetParam(), t, 1.0, kSaturate));
    EXPECT_EQ(p.status, 0) << t << ": " << p.output;
    EXPECT_GT(p.accepted, 0.1) << t;
  }
  const SimPoint big = run_sim(args(GetParam(), "ADV+1", 1.0,
                                    "--dfly 3,6,3,19 --warmup 1500 --sample 500 --drain 500 --watchdog 1000"));
  EXPECT_EQ(big.status, 0) << big.output;
}

TEST_P(SimTest, AdversarialBeatsTheMinimalBound) {
  // dfly(2,4,2,9): a p = 8 nodes share one global channel to the next group, so MIN
  // carries at most 1/8 = 0.125 under ADV+1. Twice that:
  const SimPoint p = run_sim(args(GetParam(), "ADV+1", 0.25));
  ASSERT_EQ(p.status, 0) << p.output;
  EXPECT_FALSE(p.saturated) << "latency " << p.latency;
  EXPECT_GT(p.accepted, 0.95 * 0.25);
}

TEST_P(SimTest, UniformStaysCloseToMinimal) {
  // VAL saturates near 0.5 under UR; MIN's mean path is about 2.3 hops and VAL's 4.6.
  const SimPoint p = run_sim(args(GetParam(), "UR", 0.7));
  ASSERT_EQ(p.status, 0) << p.output;
  EXPECT_FALSE(p.saturated) << "latency " << p.latency;
  EXPECT_GT(p.accepted, 0.95 * 0.7);
  EXPECT_LT(p.mean_hops, 3.2);
}

INSTANTIATE_TEST_SUITE_P(Baselines, SimTest, ::testing::Values("UGAL_G", "PAR_PH", "TPR", "UGAL_LE"),
                         [](const auto& info) { return info.param; });

// The controls that make the checks above meaningful: MIN fails the adversarial one and VAL
// the uniform one, on the same settings.
TEST(SimControls, MinSaturatesUnderAdversarialAndValUnderUniform) {
  const SimPoint m = run_sim(args("MIN", "ADV+1", 0.25));
  ASSERT_EQ(m.status, 0) << m.output;
  EXPECT_TRUE(m.saturated);
  const SimPoint v = run_sim(args("VAL", "UR", 0.7));
  ASSERT_EQ(v.status, 0) << v.output;
  EXPECT_TRUE(v.saturated);
  EXPECT_GT(v.mean_hops, 4.0);
}

}  // namespace
}  // namespace doar::net::test
