// latency_percentile (tlm/sim/stats.hpp): nearest rank on the one-cycle latency histogram,
// checked on histograms small enough to count by hand, and the histogram's merge across
// the parts of a parallel run.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>
#include "stats.hpp"

namespace {

using doar::net::latency_percentile;

TEST(LatencyPercentile, NearestRankOnAHandCountedHistogram) {
  // 50 packets at 10 cycles, 49 at 20, 1 at 30: N = 100.
  std::vector<std::uint64_t> h(31, 0);
  h[10] = 50;
  h[20] = 49;
  h[30] = 1;
  EXPECT_EQ(latency_percentile(h, 500), 10u);  // rank 50: the last packet at 10
  EXPECT_EQ(latency_percentile(h, 510), 20u);  // rank 51
  EXPECT_EQ(latency_percentile(h, 990), 20u);  // rank 99
  EXPECT_EQ(latency_percentile(h, 999), 30u);  // rank ceil(99.9) = 100: the slowest
  EXPECT_EQ(latency_percentile(h, 1000), 30u);
}

TEST(LatencyPercentile, EmptyAndSinglePacket) {
  EXPECT_EQ(latency_percentile({}, 500), 0u);
  EXPECT_EQ(latency_percentile(std::vector<std::uint64_t>(5, 0), 990), 0u);
  std::vector<std::uint64_t> one(8, 0);
  one[7] = 1;
  for (std::uint64_t q : {1u, 500u, 999u}) EXPECT_EQ(latency_percentile(one, q), 7u);
}

TEST(LatencyPercentile, ThousandPacketsPutTheTopRankBelowTheMax) {
  std::vector<std::uint64_t> h(101, 0);
  h[5] = 998;
  h[6] = 1;
  h[100] = 1;
  EXPECT_EQ(latency_percentile(h, 999), 6u);  // rank 999 of 1000
  EXPECT_EQ(latency_percentile(h, 1000), 100u);
}

TEST(LatencyPercentile, PartsAddTheirHistogramsWhateverTheirLengths) {
  doar::net::Stats a, b;
  a.latency_hist = {0, 2, 0, 1};
  b.latency_hist = {0, 0, 0, 0, 0, 0, 4};
  doar::net::Stats ab = a, ba = b;
  ab.add(b);
  ba.add(a);
  EXPECT_EQ(ab.latency_hist, ba.latency_hist);
  EXPECT_EQ(ab.latency_hist, (std::vector<std::uint64_t>{0, 2, 0, 1, 0, 0, 4}));
  EXPECT_EQ(latency_percentile(ab.latency_hist, 500), 6u);  // rank 4 of 7
}

}  // namespace
