// The destination patterns of tlm/sim/traffic: what each node may send to. The UR + RP mixes
// must keep the two node sets apart so that no node receives more than the offered rate
// (docs/tlm.md, "Mixed traffic"; docs/results/fig13_mixed_cause for what happened before).
#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "dragonfly.hpp"
#include "traffic.hpp"

namespace doar::net {
namespace {

constexpr int kRp = 2;  // Traffic's pattern code of the RP nodes

struct MixCase {
  const char* dfly;
  const char* spec;
  int rp_percent;
  bool router_level;
};

Dragonfly make(const std::string& s) { return Dragonfly(parse_dfly(s)); }

TEST(Traffic, UrRpMixKeepsTheTwoNodeSetsApartAndLoadsEveryNodeEvenly) {
  for (const MixCase c : {MixCase{"2,4,2,9", "N_MIXED_UR(75,25)", 25, false},
                          MixCase{"2,4,2,9", "N_MIXED_UR(25,75)", 75, false},
                          MixCase{"3,6,3,19", "N_MIXED_UR(50,50)", 50, false},
                          MixCase{"3,6,3,19", "R_MIXED_UR(75,25)", 25, true}}) {
    const Dragonfly d = make(c.dfly);
    const int n = d.num_nodes();
    for (std::uint64_t seed : {1, 2, 3}) {
      const Traffic t(c.spec, d, seed);
      Rng rng(seed, 99);
      std::vector<int> rp, ur;
      for (int i = 0; i < n; ++i) (t.pattern_of(i) == kRp ? rp : ur).push_back(i);
      const int units = c.router_level ? d.num_routers() : n;
      const int expect_units = static_cast<int>(std::lround(units * c.rp_percent / 100.0));
      ASSERT_EQ(static_cast<int>(rp.size()), expect_units * (c.router_level ? d.p() : 1)) << c.spec;
      // RP nodes: a permutation of the RP set without fixed points.
      std::set<int> rp_targets;
      for (int s : rp) {
        const int dst = t.dest(s, rng);
        ASSERT_NE(dst, s) << c.spec;
        ASSERT_EQ(t.pattern_of(dst), kRp) << c.spec << " RP node " << s << " sends to UR node " << dst;
        rp_targets.insert(dst);
      }
      EXPECT_EQ(rp_targets.size(), rp.size()) << c.spec;
      // UR nodes: only other UR nodes, and over many draws every UR node receives about as
      // much as it sends (expected load 1 per destination per unit of offered rate).
      const int draws = 400;
      std::vector<int> received(n, 0);
      for (int s : ur) {
        for (int k = 0; k < draws; ++k) {
          const int dst = t.dest(s, rng);
          ASSERT_NE(dst, s);
          ASSERT_NE(t.pattern_of(dst), kRp) << c.spec << " UR node " << s << " sends to RP node " << dst;
          ++received[dst];
        }
      }
      for (int v : ur) {
        EXPECT_NEAR(received[v], draws, draws * 0.25) << c.spec << " node " << v;
      }
    }
  }
}

TEST(Traffic, MixLeavingALoneNodeOfOnePatternIsRefused) {
  const Dragonfly d = make("2,4,2,9");  // 72 nodes: 1% RP rounds to one node
  EXPECT_THROW(Traffic("N_MIXED_UR(99,1)", d, 1), std::invalid_argument);
  EXPECT_THROW(Traffic("N_MIXED_UR(1,99)", d, 1), std::invalid_argument);
  EXPECT_NO_THROW(Traffic("N_MIXED_UR(100,0)", d, 1));
  EXPECT_NO_THROW(Traffic("N_MIXED_UR(0,100)", d, 1));
}

TEST(Traffic, PlainPatternsAreUnchanged) {
  const Dragonfly d = make("2,4,2,9");
  const int n = d.num_nodes();
  Rng rng(5, 1);
  const Traffic rp("RP", d, 4);
  std::set<int> targets;
  for (int s = 0; s < n; ++s) {
    const int dst = rp.dest(s, rng);
    EXPECT_NE(dst, s);
    targets.insert(dst);
  }
  EXPECT_EQ(static_cast<int>(targets.size()), n);
  const Traffic adv("ADV+2", d, 4);
  const int per_group = d.a() * d.p();
  for (int s = 0; s < n; s += 7) {
    EXPECT_EQ(adv.dest(s, rng) / per_group, (s / per_group + 2) % d.g());
  }
}

}  // namespace
}  // namespace doar::net
