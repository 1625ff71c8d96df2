// The paper's Fig. 4 cases on dfly(2,3,2,7), every arbiter at reset.
#include <gtest/gtest.h>

#include "walk.hpp"

using namespace doar;

namespace {

struct Fig4 : ::testing::Test {
  Dragonfly d{DflyParams{2, 3, 2, 7}};
  NetworkTables tables{d};
  CongestionState cong{d};
  ArbStates arb{d};

  WalkResult go(const char* src, const char* dst) { return walk(d, tables, cong, arb, parse_node(src), parse_node(dst)); }
};

}  // namespace

TEST_F(Fig4, MinimalThroughSlot4) {
  const WalkResult w = go("1.1.0", "4.2.0");
  ASSERT_TRUE(w.delivered) << w.error;
  EXPECT_EQ(w.pattern, "LGL");
  EXPECT_EQ(w.hops[0].cls, HopClass::GA);
  EXPECT_EQ(w.hops[1].router, (RouterId{1, 2}));  // slot 4 is on router 2
}

// Router 1.1 owns slots 2 and 3; with slot 4 congested both are the GC (or GB) candidates
// of Fig. 4's head, and the first head's pick is the uniform one by the reset LFSR of
// input port 0: rank (lfsr * 2) >> 16, its top bit. The paper's figure draws slot 2; slot 3
// gives the same hop pattern on this network.
static int own_slot_picked(const Dragonfly& d) { return 2 + (reset_arb_state(d, RouterId{1, 1}, 0).lfsr >> 15); }

TEST_F(Fig4, Slot4CongestedLeavesThroughAnOwnSlot) {
  cong.mark_global(1, 4);
  const WalkResult w = go("1.1.0", "4.2.0");
  ASSERT_TRUE(w.delivered) << w.error;
  EXPECT_EQ(w.pattern, "GLGL");
  EXPECT_EQ(w.hops[0].cls, HopClass::GC);
  const int slot = own_slot_picked(d);
  EXPECT_EQ(w.hops[0].out_port, d.slot_port(slot));
  EXPECT_EQ(w.hops[1].router.gid, slot);  // slot s of group 1 leads to group s here
}

TEST_F(Fig4, Cases2And3AtOnce) {
  cong.mark_global(1, 4);
  const WalkResult w = go("1.1.0", "4.1.0");
  ASSERT_TRUE(w.delivered) << w.error;
  EXPECT_EQ(w.pattern, "GLG");
  EXPECT_EQ(w.hops[0].cls, HopClass::GB);
  EXPECT_EQ(w.hops[0].out_port, d.slot_port(own_slot_picked(d)));
}

TEST_F(Fig4, Case3ThroughRouter1) {
  for (int s : {0, 1, 4}) cong.mark_global(1, s);
  const WalkResult w = go("1.0.0", "4.1.0");
  ASSERT_TRUE(w.delivered) << w.error;
  EXPECT_EQ(w.pattern, "LGLG");
  EXPECT_EQ(w.hops[0].cls, HopClass::GC);
  EXPECT_EQ(w.hops[1].router, (RouterId{1, 1}));
}

TEST_F(Fig4, AllCongestedFallsBackToLfsr) {
  for (int s = 0; s < d.slots(); ++s) cong.mark_global(1, s);
  const RouterId r{1, 1};
  const Header hdr{parse_node("1.1.0"), parse_node("4.2.0"), 0};
  ArbState st = reset_arb_state(d, r, 0);
  const ArbState before = st;
  const Decision dec = decide_reference(d, r, 0, tables.at(r, 0), hdr, cong.router(r), cong.group(1), st);
  ASSERT_TRUE(dec.valid);
  EXPECT_EQ(dec.cls, HopClass::RtaRandom);
  // The pick is the uniform one over every candidate slot, with the LFSR before its step.
  const RtaSets s = rta_sets(d, r, tables.at(r, 0), region_select(d, r, hdr.dst), hdr.dst,
                             cong.router(r), cong.group(1));
  EXPECT_EQ(dec.slot, uniform_pick(s.ga | s.nm, before.lfsr));
  EXPECT_EQ(st.lfsr, lfsr_step(before.lfsr));
}

TEST_F(Fig4, UniformPickWithinAClassFollowsTheLfsr) {
  // Router 1.0 to group 4, slots 0 and 1 (router 0's own) congested and the minimal slot 4:
  // the GC class holds slots 2 and 3 (router 1 = R_d). With two candidates the rank
  // (lfsr * 2) >> 16 is the LFSR's top bit: slot 2 + b15 of the value before the step.
  for (int s : {0, 1, 4}) cong.mark_global(1, s);
  const RouterId r{1, 0};
  const Header hdr{parse_node("1.0.0"), parse_node("4.1.0"), 0};
  ArbState st = reset_arb_state(d, r, 0);
  int seen[2] = {0, 0};
  for (int i = 0; i < 64; ++i) {
    const std::uint16_t lfsr = st.lfsr;
    const Decision dec = decide_reference(d, r, 0, tables.at(r, 0), hdr, cong.router(r), cong.group(1), st);
    ASSERT_EQ(dec.cls, HopClass::GC);
    ASSERT_EQ(dec.slot, 2 + (lfsr >> 15)) << "head " << i << ", lfsr " << lfsr;
    ++seen[dec.slot - 2];
  }
  EXPECT_GT(seen[0], 10);  // both candidates are used
  EXPECT_GT(seen[1], 10);
}

TEST_F(Fig4, TableBitsBeyondTheRadixRouteNowhere) {
  // A hand-written entry that only names port 40 (radix 7) gives no route, never port -1.
  PortTables t = tables.at({1, 1}, 2);
  const NodeAddr dst = parse_node("1.2.0");
  const Lookup lk = region_select(d, {1, 1}, dst);
  t.a[lk.index] = port_only(40);
  t.b[lk.index] = 0;
  ArbState st = reset_arb_state(d, {1, 1}, 2);
  const Decision dec = decide_reference(d, {1, 1}, 2, t, Header{parse_node("1.0.0"), dst, 0}, 0, SlotMask{}, st);
  EXPECT_FALSE(dec.valid);
}
