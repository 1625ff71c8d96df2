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

// The windowed CongL (docs/congestion.md, "CongL on long local links"): a 10-cycle link that
// carries one flit per cycle into an empty buffer holds 22 credits in its round trip, all of
// them sends of the window. The raw rule calls it congested; the windowed rule does not, and
// it still flags a real queue behind the same traffic.
TEST(CongestionRules, WindowedCongLIgnoresCreditsInFlightButNotAQueue) {
  const int rtt = 2 * 10 + 2, thr = 10;
  EXPECT_TRUE(cong_local(rtt, thr));
  EXPECT_FALSE(cong_local_windowed(rtt, rtt, thr));
  EXPECT_TRUE(cong_local_windowed(rtt + thr + 1, rtt, thr));
  EXPECT_FALSE(cong_local_windowed(rtt + thr, rtt, thr));
  // With a short chip link (window of 2 sends) the verdicts agree away from the threshold.
  for (int q = 0; q < 40; ++q) {
    if (q >= thr + 1 && q <= thr + 2) continue;
    EXPECT_EQ(cong_local(q, thr), cong_local_windowed(q, 2, thr)) << "q " << q;
  }
}

}  // namespace
}  // namespace doar
