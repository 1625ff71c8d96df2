// The core rule alone (no SystemC): the properties docs/congestion.md states.
#include <gtest/gtest.h>

#include <random>
#include "congestion/congestion_rules.hpp"

namespace doar {
namespace {

TEST(CongestionRules, ThresholdsAreStrict) {
  EXPECT_FALSE(cong_local(10, 10));
  EXPECT_TRUE(cong_local(11, 10));
  EXPECT_FALSE(cong_global(30, 0, 30));
  EXPECT_TRUE(cong_global(31, 0, 30));
  EXPECT_FALSE(cong_global(31, 1, 30));
  EXPECT_EQ(phantom_corrected(3, 5), 0);
}

// For every cycle t >= W: CongG(t) implies occupancy > threshold at t and at t - W, so no
// excursion of W cycles or less raises it. Checked on random traffic with several windows.
TEST(CongestionRules, CongGNeedsOccupancyOverThresholdWindowApart) {
  for (int w : {1, 3, 16, 202}) {
    CongestionParams prm;
    prm.global_threshold = 6;
    prm.window = w;
    OutputCongestion oc(prm);
    std::mt19937 rng(static_cast<unsigned>(w));
    std::vector<int> occ_hist;
    int raised = 0;
    for (int t = 0; t < 20000; ++t) {
      const double ps = (t / 500) % 2 ? 0.7 : 0.4;
      const bool s = std::bernoulli_distribution(ps)(rng);
      const bool c = oc.occupancy() > 0 && std::bernoulli_distribution(0.5)(rng);
      oc.step(s, c);
      occ_hist.push_back(oc.occupancy());
      if (oc.cong_g()) {
        ++raised;
        ASSERT_GT(oc.occupancy(), prm.global_threshold);
        if (t >= w) {
          ASSERT_GT(occ_hist[static_cast<std::size_t>(t - w)], prm.global_threshold) << "w " << w << " t " << t;
        }
      }
    }
    EXPECT_GT(raised, 0) << "w " << w;
  }
}

}  // namespace
}  // namespace doar
