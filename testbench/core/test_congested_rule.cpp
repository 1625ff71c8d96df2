// DOAR's rule under congestion (core/doar_congested.hpp): the saturated-bitmap bit's state
// machine and what each rule picks, on dfly(4,8,4,33) (a*h = 32 slots: the bit sets after
// kSaturated decisions in a row that read at least 24 congested slots, and clears at 2),
// from router 1.0's terminal port 0.
#include <gtest/gtest.h>

#include "doar_decision.hpp"
#include "same_decision.hpp"

using namespace doar;

namespace {

struct CongestedRuleTest : ::testing::Test {
  Dragonfly d{DflyParams{4, 8, 4, 33}};
  RouterId r{1, 0};
  PortTables t = configure_port(d, r, 0);
  Header hdr{NodeAddr{1, 0, 0}, NodeAddr{20, 3, 1}, 0};
  RtaSets sets = rta_sets(d, r, t, region_select(d, r, hdr.dst), hdr.dst, 0, SlotMask{});

  int minimal() const {
    for (int s = 0; s < d.slots(); ++s) {
      if (sets.ga.test(s)) return s;
    }
    return -1;
  }
  // A bitmap with the minimal slot and `extra` non-minimal slots congested (the lowest ones
  // that are not `keep_free`).
  SlotMask bitmap(int extra, int keep_free) const {
    SlotMask m;
    m.set(minimal(), true);
    for (int s = 0; s < d.slots() && extra > 0; ++s) {
      if (s == minimal() || s == keep_free) continue;
      m.set(s, true);
      --extra;
    }
    return m;
  }
  // A non-minimal candidate slot (the last one).
  int free_nonminimal() const {
    int last = -1;
    for (int s = 0; s < d.slots(); ++s) {
      if (sets.nm.test(s)) last = s;
    }
    return last;
  }
  Decision run(ArbState& st, const SlotMask& cg, PortMask cl = 0) { return decide(d, r, 0, t, hdr, cl, cg, st); }
};

}  // namespace

TEST(CongestedRule, Thresholds) {
  // 32 slots: saturated from 3/4 (24), clear up to 1/16 (2); 72 slots: 54 and 4.
  EXPECT_FALSE(bitmap_saturated(23, 32));
  EXPECT_TRUE(bitmap_saturated(24, 32));
  EXPECT_TRUE(bitmap_clear(2, 32));
  EXPECT_FALSE(bitmap_clear(3, 32));
  EXPECT_FALSE(bitmap_saturated(53, 72));
  EXPECT_TRUE(bitmap_saturated(54, 72));
  EXPECT_TRUE(bitmap_clear(4, 72));
  EXPECT_FALSE(bitmap_clear(5, 72));
}

TEST(CongestedRule, BitSetsAfterARunAndClearsOnlyWhenTheBitmapHasCleared) {
  std::uint8_t st = 0;
  // 254 saturated reads, then one that is not: the run starts again.
  for (int i = 0; i < kSaturated - 1; ++i) st = next_saturation(st, 30, 32);
  EXPECT_EQ(st, kSaturated - 1);
  st = next_saturation(st, 23, 32);
  EXPECT_EQ(st, 0);
  // A full run of 255 sets the bit on its last read.
  for (int i = 0; i < kSaturated - 1; ++i) st = next_saturation(st, 24, 32);
  EXPECT_NE(st, kSaturated);
  st = next_saturation(st, 24, 32);
  EXPECT_EQ(st, kSaturated);
  // Reads between the thresholds keep it, saturated ones too.
  for (int set : {32, 12, 3, 23, 3}) {
    st = next_saturation(st, set, 32);
    EXPECT_EQ(st, kSaturated) << set;
  }
  // At most 2 of 32 clear it; a single saturated read does not set it again.
  st = next_saturation(st, 2, 32);
  EXPECT_EQ(st, 0);
  st = next_saturation(st, 32, 32);
  EXPECT_EQ(st, 1);
}

TEST(CongestedRule, CountsOnlyTheGroupsSlots) {
  SlotMask m;
  for (int s = 0; s < 40; ++s) m.set(s, true);
  m.set(130, true);
  EXPECT_EQ(congested_slots(m, 32, 1), 32);
  EXPECT_EQ(congested_slots(m, 36, 1), 36);
  EXPECT_EQ(congested_slots(m, 72, 2), 40);
  EXPECT_EQ(congested_slots(m, 131, 3), 41);
}

TEST(CongestedRule, Names) {
  CongestedRule x = CongestedRule::Paper;
  EXPECT_TRUE(parse_congested_rule("exit", x));
  EXPECT_EQ(x, CongestedRule::Exit);
  EXPECT_TRUE(parse_congested_rule("paper", x));
  EXPECT_EQ(x, CongestedRule::Paper);
  EXPECT_FALSE(parse_congested_rule("Exit", x));
  EXPECT_STREQ(congested_rule_name(CongestedRule::Exit), "exit");
  EXPECT_STREQ(congested_rule_name(CongestedRule::Paper), "paper");
  EXPECT_EQ(reset_arb_state(Dragonfly(DflyParams{2, 4, 2, 9}), RouterId{0, 0}, 0).rule, CongestedRule::Paper);
}

TEST_F(CongestedRuleTest, SaturatedBitmapTakesTheMinimalSlot) {
  ASSERT_EQ(sets.ga.count(), 1);
  const int f = free_nonminimal();
  ASSERT_GE(f, 0);
  const SlotMask cg = bitmap(30, f);  // 31 of 32 congested, f free
  ArbState exit_st = reset_arb_state(d, r, 0, CongestedRule::Exit);
  ArbState paper_st = reset_arb_state(d, r, 0, CongestedRule::Paper);
  // Before the run is complete the exit rule takes the free non-minimal slot too.
  for (int i = 0; i < kSaturated - 1; ++i) {
    const Decision e = run(exit_st, cg);
    const Decision p = run(paper_st, cg);
    ASSERT_FALSE(exit_st.saturated()) << i;
    ASSERT_TRUE(same_decision(e, p)) << i;
  }
  const Decision e = run(exit_st, cg);
  const Decision p = run(paper_st, cg);
  EXPECT_TRUE(exit_st.saturated());
  EXPECT_EQ(e.slot, minimal());
  EXPECT_EQ(e.cls, HopClass::RtaRandom);  // taken although congested
  EXPECT_FALSE(paper_st.saturated());       // the paper's rule never sets the bit
  EXPECT_EQ(p.slot, f);                   // lines 10-15: the free non-minimal slot
  EXPECT_EQ(exit_st.lfsr, paper_st.lfsr);  // one LFSR step each
}

TEST_F(CongestedRuleTest, HysteresisHoldsUntilTheBitmapHasCleared) {
  const int f = free_nonminimal();
  ArbState st = reset_arb_state(d, r, 0, CongestedRule::Exit);
  // 12 congested (3/8): not enough to set the bit; the free non-minimal slot is taken.
  auto nonminimal = [](const Decision& x) {
    return x.cls == HopClass::GB || x.cls == HopClass::GC || x.cls == HopClass::GD;
  };
  Decision x = run(st, bitmap(11, f));
  EXPECT_FALSE(st.saturated());
  EXPECT_TRUE(nonminimal(x)) << hop_class_name(x.cls);
  // A run of reads with 24 sets it.
  for (int i = 0; i < kSaturated; ++i) x = run(st, bitmap(23, f));
  EXPECT_TRUE(st.saturated());
  EXPECT_EQ(x.slot, minimal());
  // 12 and 3 keep it: still minimal only.
  for (int extra : {11, 2}) {
    x = run(st, bitmap(extra, f));
    EXPECT_TRUE(st.saturated()) << extra + 1 << " congested";
    EXPECT_EQ(x.slot, minimal()) << extra + 1 << " congested";
  }
  // 2 clear it, and the free non-minimal slot is back.
  x = run(st, bitmap(1, f));
  EXPECT_FALSE(st.saturated());
  EXPECT_TRUE(nonminimal(x)) << hop_class_name(x.cls);
  // A free minimal slot is taken in either state, and the bit still follows the bitmap.
  SlotMask all_but_minimal = bitmap(31, -1);
  all_but_minimal.set(minimal(), false);
  for (int i = 0; i < kSaturated; ++i) {
    x = run(st, all_but_minimal);
    ASSERT_EQ(x.cls, HopClass::GA) << i;
  }
  EXPECT_TRUE(st.saturated());
}

TEST_F(CongestedRuleTest, AllCongestedFallsBackToTheMinimalSlot) {
  // Every local port congested and the router's own slots in the bitmap: every candidate is
  // congested while the bitmap (4 of 32) is far from saturated.
  SlotMask cg;
  for (int s = r.bid * d.h(); s < (r.bid + 1) * d.h(); ++s) cg.set(s, true);
  const PortMask cl = ~PortMask{0};
  ArbState exit_st = reset_arb_state(d, r, 0, CongestedRule::Exit);
  ArbState paper_st = exit_st;
  paper_st.rule = CongestedRule::Paper;
  const std::uint16_t lfsr = exit_st.lfsr;
  const RtaSets s = rta_sets(d, r, t, region_select(d, r, hdr.dst), hdr.dst, cl, cg);
  const Decision e = run(exit_st, cg, cl);
  const Decision p = run(paper_st, cg, cl);
  EXPECT_FALSE(exit_st.saturated());
  EXPECT_EQ(e.cls, HopClass::RtaRandom);
  EXPECT_EQ(e.slot, minimal());  // line 16 restricted to GA
  EXPECT_EQ(p.cls, HopClass::RtaRandom);
  EXPECT_EQ(p.slot, uniform_pick(s.ga | s.nm, lfsr));  // line 16 as written
  EXPECT_NE(p.slot, minimal());  // this LFSR value picks a non-minimal slot: the rules differ
}

TEST_F(CongestedRuleTest, RtbAllCongestedTakesTableA) {
  // Heads at network input ports whose table B (after filter F) offers ports that table A
  // does not; with every port congested the rules pick from different sets.
  const PortMask cl = ~PortMask{0};
  int found = 0;
  for (int port = d.p(); port < d.radix() && found < 64; ++port) {
    const PortTables tp = configure_port(d, r, port);
    for (int n = 0; n < d.num_nodes() && found < 64; n += 7) {
      for (int sg : {r.gid, (r.gid + 5) % d.g()}) {
        const Header h{NodeAddr{sg, 0, 0}, d.node_at(n), 1};
        if (is_rta(d, r, port, h.dst)) continue;
        const Lookup lk = region_select(d, r, h.dst);
        const RtbSets s = rtb_sets(d, r, port, tp, lk, h);
        if (!s.le || !(s.lf & ~s.le)) continue;
        ArbState ex = reset_arb_state(d, r, port, CongestedRule::Exit);
        ArbState pa = reset_arb_state(d, r, port, CongestedRule::Paper);
        const std::uint16_t lfsr = ex.lfsr;
        const Decision e = decide(d, r, port, tp, h, cl, SlotMask{}, ex);
        const Decision p = decide(d, r, port, tp, h, cl, SlotMask{}, pa);
        ASSERT_EQ(e.cls, HopClass::RtbRandom);
        ASSERT_EQ(e.out_port, uniform_pick(s.le, lfsr));
        ASSERT_EQ(p.out_port, uniform_pick(s.le | s.lf, lfsr));
        ASSERT_FALSE(ex.saturated());  // RTB does not read the bitmap
        ++found;
      }
    }
  }
  EXPECT_GT(found, 0);
}
