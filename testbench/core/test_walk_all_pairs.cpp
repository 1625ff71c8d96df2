// Every source/destination pair under many random congestion patterns: the walk arrives,
// stays within 6 hops and 4 VCs, and follows the VC rule; without congestion it is minimal.
#include <gtest/gtest.h>

#include <random>

#include "walk.hpp"

using namespace doar;

namespace {

// The VC rule of DESIGN.md section 4, written out again from the port levels so the test
// does not lean on next_vc().
void check_vc_rule(const Dragonfly& d, const WalkResult& w) {
  for (std::size_t i = 0; i < w.hops.size(); ++i) {
    const Hop& hp = w.hops[i];
    if (i == 0) {
      EXPECT_EQ(hp.vc, 0);
      continue;
    }
    const int vin = w.hops[i - 1].vc;
    if (hp.kind == 'E') {
      EXPECT_EQ(hp.vc, vin);
      continue;
    }
    const int lin = d.port_kind(hp.in_port) == PortKind::Global ? 1 : 0;
    const int lout = d.port_kind(hp.out_port) == PortKind::Global ? 1 : 0;
    EXPECT_EQ(hp.vc, lout >= lin ? vin + 1 : vin);
  }
}

std::string minimal_pattern(const Dragonfly& d, const NodeAddr& s, const NodeAddr& t) {
  if (s.gid == t.gid) return s.bid == t.bid ? "" : "L";
  const int out = d.slot_to_group(s.gid, t.gid);
  const PortPeer land = d.peer({s.gid, d.slot_owner(out)}, d.slot_port(out));
  return std::string(d.slot_owner(out) == s.bid ? "" : "L") + "G" + (land.router.bid == t.bid ? "" : "L");
}

void random_pattern(const Dragonfly& d, CongestionState& c, std::mt19937& rng) {
  c.clear();
  // Densities from light to nearly everything congested, so every class and the fallback occur.
  std::uniform_real_distribution<double> u(0.0, 1.0);
  const double q = u(rng);
  for (int gid = 0; gid < d.g(); ++gid)
    for (int s = 0; s < d.slots(); ++s)
      if (u(rng) < q) c.mark_global(gid, s);
  for (int i = 0; i < d.num_routers(); ++i)
    for (int port = 0; port < d.radix(); ++port)
      if (u(rng) < q) c.mark_local(d.router_at(i), port);
}

void all_pairs(const DflyParams& prm, int patterns) {
  const Dragonfly d(prm);
  const NetworkTables tables(d);
  CongestionState cong(d);
  ArbStates arb(d);
  std::mt19937 rng(12345);
  int classes[8] = {};
  for (int pat = 0; pat <= patterns; ++pat) {
    // Pattern 0 is the congestion-free network.
    if (pat > 0) random_pattern(d, cong, rng);
    for (int si = 0; si < d.num_nodes(); ++si) {
      for (int ti = 0; ti < d.num_nodes(); ++ti) {
        if (si == ti) continue;
        const NodeAddr s = d.node_at(si), t = d.node_at(ti);
        const WalkResult w = walk(d, tables, cong, arb, s, t);
        ASSERT_TRUE(w.delivered) << to_string(s) << " -> " << to_string(t) << ": " << w.error;
        ASSERT_LE(w.pattern.size(), 6u) << w.pattern;
        for (const Hop& hp : w.hops) {
          ASSERT_LE(hp.vc, 3);
          ++classes[static_cast<int>(hp.cls)];
        }
        if (pat == 0) {
          ASSERT_EQ(w.pattern, minimal_pattern(d, s, t)) << to_string(s) << " -> " << to_string(t);
        }
        if (::testing::Test::HasFailure()) return;
        check_vc_rule(d, w);
      }
    }
  }
  // Every hop class of both units was exercised.
  for (int c = 0; c < 8; ++c) EXPECT_GT(classes[c], 0) << hop_class_name(static_cast<HopClass>(c));
}

}  // namespace

TEST(WalkAllPairs, Dfly2429) { all_pairs({2, 4, 2, 9}, 200); }
TEST(WalkAllPairs, Dfly36319) { all_pairs({3, 6, 3, 19}, 200); }

TEST(WalkAllPairs, LongestPathIsLGLLGL) {
  // Force the longest DOAR path on dfly(2,4,2,9): everything at the source router except a
  // slot of another router congested, the intermediate exit router's port congested.
  const Dragonfly d({2, 4, 2, 9});
  const NetworkTables tables(d);
  CongestionState cong(d);
  ArbStates arb(d);
  int longest = 0;
  std::mt19937 rng(7);
  for (int pat = 0; pat < 300 && longest < 6; ++pat) {
    random_pattern(d, cong, rng);
    const WalkResult w = walk(d, tables, cong, arb, {0, 0, 0}, {5, 3, 1});
    ASSERT_TRUE(w.delivered);
    longest = std::max<int>(longest, static_cast<int>(w.pattern.size()));
    if (w.pattern.size() == 6) {
      EXPECT_EQ(w.pattern, "LGLLGL");
      std::vector<int> vcs;
      for (const Hop& hp : w.hops) if (hp.kind != 'E') vcs.push_back(hp.vc);
      EXPECT_EQ(vcs, (std::vector<int>{0, 1, 1, 2, 3, 3}));
    }
  }
  EXPECT_EQ(longest, 6);
}
