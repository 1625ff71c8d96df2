// The destination patterns of tlm/sim/traffic: what each node may send to. The UR + RP mixes
// must keep the two node sets apart so that no node receives more than the offered rate
// (docs/tlm.md, "Mixed traffic"; docs/results/fig13_mixed_cause for what happened before).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "burst.hpp"
#include "dragonfly.hpp"
#include "topology/torus.hpp"
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

// --burst START:LEN:RATE (tlm/sim/burst): what it accepts and the load it gives each cycle.
TEST(Burst, ParsesStartLengthRateAndCoversExactlyItsCycles) {
  const Burst b = parse_burst("10000:3000:0.95");
  EXPECT_EQ(b.start, 10000u);
  EXPECT_EQ(b.len, 3000u);
  EXPECT_DOUBLE_EQ(b.rate, 0.95);
  EXPECT_TRUE(b.active());
  EXPECT_EQ(b.end(), 13000u);
  EXPECT_DOUBLE_EQ(b.rate_at(9999, 0.8), 0.8);
  EXPECT_DOUBLE_EQ(b.rate_at(10000, 0.8), 0.95);
  EXPECT_DOUBLE_EQ(b.rate_at(12999, 0.8), 0.95);
  EXPECT_DOUBLE_EQ(b.rate_at(13000, 0.8), 0.8);
  const Burst one = parse_burst("0:1:1");  // from the first cycle, one cycle long, the full rate
  EXPECT_TRUE(one.contains(0));
  EXPECT_FALSE(one.contains(1));
  EXPECT_DOUBLE_EQ(one.rate, 1.0);
  EXPECT_FALSE(Burst{}.active());  // the default: no burst, the load of --rate throughout
  EXPECT_DOUBLE_EQ(Burst{}.rate_at(0, 0.3), 0.3);
}

TEST(Burst, MalformedOrOutOfRangeValuesAreRefusedWithTheReason) {
  const std::pair<const char*, const char*> bad[] = {
      {"", "three fields"},          {"100:200", "three fields"},      {"1:2:0.5:4", "three fields"},
      {"a:200:0.5", "malformed START"}, {"-1:200:0.5", "malformed START"}, {"100:+5:0.5", "malformed LEN"},
      {"100::0.5", "malformed LEN"},  {"100:0:0.5", "LEN must be"},      {"100:200:", "malformed RATE"},
      {"100:200:0.5x", "malformed RATE"}, {"100:200: 0.5", "malformed RATE"}, {"100:200:0", "RATE must be"},
      {"100:200:-0.1", "RATE must be"}, {"100:200:1.01", "RATE must be"},  {"100:200:nan", "RATE must be"},
  };
  for (const auto& [text, why] : bad) {
    try {
      parse_burst(text);
      ADD_FAILURE() << "accepted '" << text << "'";
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find(why), std::string::npos) << text << ": " << e.what();
    }
  }
}

// Patterns of any topology (seed 000 Sec. 5): transpose and bit reversal are fixed maps.
TEST(Traffic, TransposeSendsNodeIJToNodeJI) {
  const Torus t(parse_torus("8x8,2"));
  const Traffic tr("TRANSPOSE", t, 1);
  Rng rng(1, 2);
  for (int n = 0; n < t.num_nodes(); ++n) {
    const int r = t.node_router(n), d = tr.dest(n, rng);
    EXPECT_EQ(t.coord(t.node_router(d), 0), t.coord(r, 1)) << n;
    EXPECT_EQ(t.coord(t.node_router(d), 1), t.coord(r, 0)) << n;
    EXPECT_EQ(t.node_port(d), t.node_port(n)) << n;
  }
}

TEST(Traffic, BitReversalReversesTheNodeIndex) {
  const Torus t(parse_torus("4x4"));
  const Traffic tr("BITREV", t, 1);
  Rng rng(1, 2);
  EXPECT_EQ(tr.dest(1, rng), 8);   // 0001 -> 1000
  EXPECT_EQ(tr.dest(6, rng), 6);   // 0110 -> 0110
  EXPECT_EQ(tr.dest(11, rng), 13); // 1011 -> 1101
}

TEST(Traffic, HotspotReceivesTheGivenShareMoreThanEachOtherNode) {
  for (int x : {10, 50}) {
    const Torus t(parse_torus("8x8"));
    const Traffic tr("HOTSPOT(" + std::to_string(x) + ")", t, 3);
    Rng rng(5, 6);
    std::vector<double> got(t.num_nodes(), 0);
    const int per_node = 40000;
    for (int n = 0; n < t.num_nodes(); ++n)
      for (int k = 0; k < per_node; ++k) got[tr.dest(n, rng)] += 1;
    const auto hot = std::max_element(got.begin(), got.end()) - got.begin();
    double others = 0;
    for (int n = 0; n < t.num_nodes(); ++n) others += n == hot ? 0 : got[n];
    others /= t.num_nodes() - 1;
    // 40,000 packets a node: the ratio's noise is below 1 %.
    EXPECT_NEAR(got[hot] / others, 1.0 + x / 100.0, 0.015) << x;
  }
}

TEST(Traffic, DragonflyOnlyPatternsAndMisfitsAreRefused) {
  const Torus t(parse_torus("4x8"));
  for (const char* spec : {"ADV+1", "R_MIXED_UA(50,50)", "N_MIXED_UA(50,50)", "TRANSPOSE", "HOTSPOT(0)", "HOTSPOT(1"})
    EXPECT_THROW(Traffic(spec, t, 1), std::invalid_argument) << spec;
  EXPECT_THROW(Traffic("BITREV", Torus(parse_torus("3x3")), 1), std::invalid_argument);
  EXPECT_THROW(Traffic("TRANSPOSE", make("2,4,2,9"), 1), std::invalid_argument);
  EXPECT_NO_THROW(Traffic("R_MIXED_UR(50,50)", t, 1));
}

}  // namespace
}  // namespace doar::net
