// Channel loads under uniform traffic on zero-load paths (core/routing/channel_load.hpp):
// flow is conserved (the loads add up to the sum of the path lengths), a ring under SHORTEST
// loads every link alike (a closed form), and MTR spreads UPDOWN's load.
#include <gtest/gtest.h>

#include "routing/channel_load.hpp"
#include "routing/route_lengths.hpp"

namespace doar {
namespace {

TEST(ChannelLoad, LoadsAddUpToThePathLengths) {
  for (const char* spec : {"irregular:32,3,1", "irregular:24,5,9,2", "torus:4x4"})
    for (const char* name : {"UPDOWN", "MTR:4", "SHORTEST"}) {
      const auto t = make_topology(spec);
      const auto r = make_routing(name, *t, 2);
      const ChannelLoad cl = zero_load_channel_load(*t, *r);
      const RouteLengths rl = zero_load_route_lengths(*t, *r);
      double total = 0, lengths = 0;
      for (double l : cl.load) total += l;
      for (int x : rl.min) lengths += x;
      EXPECT_NEAR(total, lengths, 1e-6 * lengths) << spec << " " << name;
      EXPECT_GE(cl.max, cl.mean);
    }
}

TEST(ChannelLoad, RingUnderShortestIsUniform) {
  // irregular:N,2,SEED is a ring (N even). The N(N-1) ordered pairs have mean distance
  // N^2/(4(N-1)), so the loads add up to N^3/4; by symmetry the 2N directed links share them
  // equally (a pair at distance N/2 splits its flow over both ways): N^2/8 each.
  for (int n : {16, 64}) {
    const auto t = make_topology("irregular:" + std::to_string(n) + ",2,3");
    const ChannelLoad cl = zero_load_channel_load(*t, *make_routing("SHORTEST", *t, 2));
    EXPECT_NEAR(cl.max, n * n / 8.0, 1e-9) << n;
    EXPECT_NEAR(cl.mean, n * n / 8.0, 1e-9) << n;
  }
}

TEST(ChannelLoad, MtrSpreadsUpDownsLoad) {
  for (const char* spec : {"irregular:64,3,1", "irregular:64,4,2"}) {
    const auto t = make_topology(spec);
    const ChannelLoad up = zero_load_channel_load(*t, *make_routing("UPDOWN", *t, 2));
    const ChannelLoad mtr = zero_load_channel_load(*t, *make_routing("MTR:4", *t, 2));
    EXPECT_LT(mtr.max, up.max) << spec;
    EXPECT_LT(mtr.max_over_mean(), up.max_over_mean()) << spec;
  }
}

}  // namespace
}  // namespace doar
