// DOAR's rule under congestion (core/doar_congested.hpp): the detour credit's arithmetic and
// what each rule picks, on dfly(4,8,4,33) (a*h = 32 slots: the detours open above a credit of
// 64 * 32 = 2,048 and the register stops at 4,096), from router 1.0's terminal port 0.
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
  Decision run(ArbState& st, const SlotMask& cg, PortMask cl = 0) { return decide_reference(d, r, 0, t, hdr, cl, cg, st); }
};

}  // namespace

TEST(CongestedRule, CreditArithmetic) {
  // A head whose minimal slot is congested earns 8 * S; every read costs 8 per congested
  // slot and S; the register stays in [0, 128 * S].
  EXPECT_EQ(next_credit(0, true, 0, 32), 7u * 32);
  EXPECT_EQ(next_credit(0, true, 1, 32), 7u * 32 - 8);
  EXPECT_EQ(next_credit(0, false, 0, 32), 0u);
  EXPECT_EQ(next_credit(1000, false, 3, 32), 1000u - 24 - 32);
  EXPECT_EQ(next_credit(1000, true, 28, 32), 1000u);  // 7/8 congested: the bitmap is as bad
  EXPECT_EQ(next_credit(1000, true, 27, 32), 1008u);
  EXPECT_EQ(next_credit(4090, true, 0, 32), 4096u);    // kCreditCap * 32
  EXPECT_EQ(next_credit(50, false, 32, 32), 0u);
  EXPECT_EQ(next_credit(0, true, 0, 512), 7u * 512);   // the chip's largest group
  EXPECT_EQ(next_credit(65535, true, 0, 512), 65536u);  // 17 bits
  EXPECT_FALSE(detours_open(2048, 32));
  EXPECT_TRUE(detours_open(2049, 32));
  EXPECT_FALSE(detours_open(64u * 72, 72));
  EXPECT_TRUE(detours_open(64u * 72 + 1, 72));
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
  EXPECT_TRUE(parse_congested_rule("exit-local", x));
  EXPECT_EQ(x, CongestedRule::ExitLocal);
  EXPECT_STREQ(congested_rule_name(CongestedRule::ExitLocal), "exit-local");
  EXPECT_FALSE(parse_congested_rule("Exit", x));
  EXPECT_FALSE(parse_congested_rule("local", x));
  EXPECT_STREQ(congested_rule_name(CongestedRule::Exit), "exit");
  EXPECT_STREQ(congested_rule_name(CongestedRule::Paper), "paper");
  EXPECT_EQ(reset_arb_state(Dragonfly(DflyParams{2, 4, 2, 9}), RouterId{0, 0}, 0).rule, CongestedRule::Paper);
}

TEST_F(CongestedRuleTest, DetoursOpenWhenTheMinimalSlotIsCongestedMoreThanTheBitmap) {
  ASSERT_EQ(sets.ga.count(), 1);
  const int f = free_nonminimal();
  ASSERT_GE(f, 0);
  auto nonminimal = [](const Decision& x) {
    return x.cls == HopClass::GB || x.cls == HopClass::GC || x.cls == HopClass::GD;
  };
  // Only the minimal slot congested: +7 * 32 - 8 = 216 per head; the credit passes 2,048 on
  // the 10th head. Until then the exit rule stays on the minimal slot, the paper's rule
  // takes the free non-minimal one from the first head.
  const SlotMask cg = bitmap(0, f);
  ArbState exit_st = reset_arb_state(d, r, 0, CongestedRule::Exit);
  ArbState paper_st = reset_arb_state(d, r, 0, CongestedRule::Paper);
  for (int i = 0; i < 9; ++i) {
    const Decision e = run(exit_st, cg);
    const Decision p = run(paper_st, cg);
    ASSERT_EQ(exit_st.credit, 216u * (i + 1)) << i;
    ASSERT_EQ(e.slot, minimal()) << i;
    ASSERT_EQ(e.cls, HopClass::RtaRandom) << i;  // taken although congested
    ASSERT_TRUE(nonminimal(p)) << i;
  }
  const Decision e = run(exit_st, cg);
  const Decision p = run(paper_st, cg);
  EXPECT_TRUE(detours_open(exit_st.credit, d.slots()));
  EXPECT_TRUE(same_decision(e, p));
  EXPECT_TRUE(nonminimal(e)) << hop_class_name(e.cls);
  EXPECT_EQ(paper_st.credit, 0u);           // the paper's rule keeps no credit
  EXPECT_EQ(exit_st.lfsr, paper_st.lfsr);  // one LFSR step each
  // A bitmap 7/8 congested (28 of 32) earns nothing: the detours stay as they are.
  ArbState st = reset_arb_state(d, r, 0, CongestedRule::Exit);
  for (int i = 0; i < 1000; ++i) {
    const Decision x = run(st, bitmap(27, f));
    ASSERT_EQ(st.credit, 0u) << i;
    ASSERT_EQ(x.slot, minimal()) << i;
  }
}

TEST_F(CongestedRuleTest, UniformCongestionKeepsTheDetoursClosed) {
  // The minimal slot congested in one read of four while a quarter of the bitmap is: the
  // minimal slot is just one of the slots (UR), the credit never leaves 0 and every head
  // takes its minimal slot, congested or not.
  const int f = free_nonminimal();
  ArbState st = reset_arb_state(d, r, 0, CongestedRule::Exit);
  SlotMask quarter_free_min = bitmap(8, f);
  quarter_free_min.set(minimal(), false);
  for (int i = 0; i < 400; ++i) {
    const Decision x = run(st, i % 4 == 0 ? bitmap(7, f) : quarter_free_min);
    ASSERT_LE(st.credit, 7u * 32) << i;
    ASSERT_FALSE(detours_open(st.credit, d.slots())) << i;
    ASSERT_EQ(x.slot, minimal()) << i;
  }
  // Once open, reads with a free minimal slot close them again: -(8 * 8 + 32) per head.
  st.credit = kCreditCap * 32;
  int heads = 0;
  while (detours_open(st.credit, d.slots())) {
    run(st, quarter_free_min);
    ++heads;
  }
  EXPECT_EQ(heads, 22);  // 4,096 - 22 * 96 = 1,984 <= 2,048
}

TEST_F(CongestedRuleTest, CongestedLocalHopAloneKeepsTheMinimalSlot) {
  // Every local port congested, no CongG bit: the paper's rule leaves the minimal slot for
  // one of the router's own slots (no local hop); the exit rule takes the minimal slot and
  // earns no credit.
  const PortMask cl = ~PortMask{0};
  ArbState exit_st = reset_arb_state(d, r, 0, CongestedRule::Exit);
  ArbState paper_st = reset_arb_state(d, r, 0, CongestedRule::Paper);
  const Decision e = run(exit_st, SlotMask{}, cl);
  const Decision p = run(paper_st, SlotMask{}, cl);
  EXPECT_EQ(e.slot, minimal());
  EXPECT_EQ(e.cls, HopClass::GA);
  EXPECT_EQ(exit_st.credit, 0u);
  EXPECT_NE(p.slot, minimal());
  EXPECT_EQ(p.slot / d.h(), r.bid);  // the source router's own slot
}

TEST_F(CongestedRuleTest, AllCongestedFallsBackToTheMinimalSlot) {
  // Every local port congested, the router's own slots and the minimal one in the bitmap:
  // every candidate is congested.
  SlotMask cg;
  for (int s = r.bid * d.h(); s < (r.bid + 1) * d.h(); ++s) cg.set(s, true);
  cg.set(minimal(), true);
  const PortMask cl = ~PortMask{0};
  ArbState exit_st = reset_arb_state(d, r, 0, CongestedRule::Exit);
  exit_st.credit = kCreditCap * 32;  // detours open: the fallback itself is tested
  ArbState paper_st = exit_st;
  paper_st.rule = CongestedRule::Paper;
  const std::uint16_t lfsr = exit_st.lfsr;
  const RtaSets s = rta_sets(d, r, t, region_select(d, r, hdr.dst), hdr.dst, cl, cg);
  const Decision e = run(exit_st, cg, cl);
  const Decision p = run(paper_st, cg, cl);
  EXPECT_TRUE(detours_open(exit_st.credit, d.slots()));
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
        const Decision e = decide_reference(d, r, port, tp, h, cl, SlotMask{}, ex);
        const Decision p = decide_reference(d, r, port, tp, h, cl, SlotMask{}, pa);
        ASSERT_EQ(e.cls, HopClass::RtbRandom);
        ASSERT_EQ(e.out_port, uniform_pick(s.le, lfsr));
        ASSERT_EQ(p.out_port, uniform_pick(s.le | s.lf, lfsr));
        ASSERT_EQ(ex.credit, 0u);  // RTB does not read the bitmap
        ++found;
      }
    }
  }
  EXPECT_GT(found, 0);
}

TEST_F(CongestedRuleTest, OverloadedFirstLocalHopOpensTheDetoursUnderTheLocalCredit) {
  // The local hop to the router that owns the minimal slot is congested (the router's own
  // nodes overload it, docs/rp_starvation.md section 7), no CongG bit is set. `exit` takes
  // the minimal slot for ever (its credit reads CongG only); `exit-local` counts the 4 slots
  // behind that hop as congested and the minimal slot with them: +8*32 - 8*4 - 32 = 192 per
  // head, over 2,048 on the 11th, after which the head detours over a free slot.
  const int owner = minimal() / d.h();
  ASSERT_NE(owner, r.bid);
  const PortMask cl = PortMask{1} << (d.p() + owner - (owner > r.bid ? 1 : 0));
  ArbState ex = reset_arb_state(d, r, 0, CongestedRule::Exit);
  ArbState lo = reset_arb_state(d, r, 0, CongestedRule::ExitLocal);
  for (int i = 0; i < 10; ++i) {
    const Decision e = run(ex, SlotMask{}, cl);
    const Decision l = run(lo, SlotMask{}, cl);
    ASSERT_EQ(lo.credit, 192u * (i + 1)) << i;
    ASSERT_EQ(l.slot, minimal()) << i;  // closed: the minimal slot behind the congested hop
    ASSERT_EQ(l.cls, HopClass::GA) << i;
    ASSERT_TRUE(same_decision(e, l)) << i;
  }
  for (int i = 0; i < 100; ++i) {
    const Decision e = run(ex, SlotMask{}, cl);
    const Decision l = run(lo, SlotMask{}, cl);
    ASSERT_EQ(ex.credit, 0u) << i;
    ASSERT_EQ(e.slot, minimal()) << i;
    ASSERT_TRUE(detours_open(lo.credit, d.slots())) << i;
    ASSERT_NE(l.slot / d.h(), owner) << i;  // not behind the congested hop
    ASSERT_TRUE(l.cls == HopClass::GB || l.cls == HopClass::GC || l.cls == HopClass::GD) << hop_class_name(l.cls);
    ASSERT_EQ(ex.lfsr, lo.lfsr);
  }
  // The credit stops at the cap; with the hop free again it closes as under `exit`.
  EXPECT_EQ(lo.credit, kCreditCap * 32u);
  int heads = 0;
  while (detours_open(lo.credit, d.slots())) {
    ASSERT_EQ(run(lo, SlotMask{}).slot, minimal());
    ++heads;
  }
  EXPECT_EQ(heads, 64);  // 4,096 - 64 * 32 = 2,048
}

TEST_F(CongestedRuleTest, LocalCreditStaysClosedWhenEveryLocalHopIsCongested) {
  // UR near saturation: every local hop congested, the minimal slot's as much as the others.
  // 28 of 32 slots congested: +256 - 224 - 32 = 0, the credit never moves and the head takes
  // its minimal slot, as under `exit`.
  const PortMask cl = ~PortMask{0};
  ArbState ex = reset_arb_state(d, r, 0, CongestedRule::Exit);
  ArbState lo = reset_arb_state(d, r, 0, CongestedRule::ExitLocal);
  for (int i = 0; i < 200; ++i) {
    const Decision e = run(ex, SlotMask{}, cl);
    const Decision l = run(lo, SlotMask{}, cl);
    ASSERT_EQ(lo.credit, 0u) << i;
    ASSERT_TRUE(same_decision(e, l)) << i;
    ASSERT_EQ(l.slot, minimal()) << i;
  }
}
