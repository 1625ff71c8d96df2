#include <gtest/gtest.h>

#include <random>
#include <set>
#include <vector>

#include "arbiter.hpp"

using namespace doar;

TEST(Lfsr, MaximalPeriod) {
  // x^16 + x^14 + x^13 + x^11 + 1 is primitive: every non-zero state is visited once.
  std::uint16_t s = 1;
  int period = 0;
  do {
    s = lfsr_step(s);
    ++period;
    ASSERT_NE(s, 0);
  } while (s != 1 && period < 70000);
  EXPECT_EQ(period, 65535);
}

TEST(Lfsr, KnownSteps) {
  // Hand-computed: 0x8000 has b15 set only -> feedback 1.
  EXPECT_EQ(lfsr_step(0x8000), 0x0001);
  EXPECT_EQ(lfsr_step(0x0001), 0x0002);
  // b13 and b12 set -> feedback 0.
  EXPECT_EQ(lfsr_step(0x3000), 0x6000);
}

TEST(Lfsr, SeedsAreNonZeroAndSpread) {
  std::set<std::uint16_t> seen;
  for (int r = 0; r < 100; ++r)
    for (int p = 0; p < 64; ++p) {
      const auto s = lfsr_seed(r, p);
      ASSERT_NE(s, 0);
      seen.insert(s);
    }
  EXPECT_GT(seen.size(), 6000u);
}

// rr_pick is no longer the RCU arbiter; the TLM switch allocator still uses it.
TEST(RoundRobin, PortsWrapFromPointer) {
  const PortMask m = port_only(2) | port_only(5) | port_only(9);
  EXPECT_EQ(rr_pick(m, 12, 0), 2);
  EXPECT_EQ(rr_pick(m, 12, 3), 5);
  EXPECT_EQ(rr_pick(m, 12, 6), 9);
  EXPECT_EQ(rr_pick(m, 12, 10), 2);
  EXPECT_EQ(rr_pick(PortMask{0}, 12, 4), -1);
  EXPECT_EQ(rr_pick(port_only(63), 64, 63), 63);
  EXPECT_EQ(rr_pick(port_only(11), 10, 0), -1);  // outside the width
}

TEST(SlotMaskOps, RangeAndOrBitsAcrossWords) {
  const SlotMask r = SlotMask::range(60, 70);  // bits 60..129: three words
  for (int i = 0; i < 512; ++i) EXPECT_EQ(r.test(i), i >= 60 && i < 130) << i;
  EXPECT_EQ(r.count(), 70);
  SlotMask m;
  m.or_bits(62, 0b1011);  // bits 62, 63, 65
  EXPECT_TRUE(m.test(62));
  EXPECT_TRUE(m.test(63));
  EXPECT_FALSE(m.test(64));
  EXPECT_TRUE(m.test(65));
  EXPECT_EQ(m.count(), 3);
  SlotMask top;
  top.or_bits(508, 0xFF);  // bits beyond 511 fall off the end
  EXPECT_EQ(top.count(), 4);
  EXPECT_EQ(SlotMask::range(0, 512).count(), 512);
}

// ---- The uniform pick of P1 and P3: n = popcount, k = (lfsr * n) >> 16, k-th set bit ----

namespace {

// Set bits of a SlotMask in increasing order, read bit by bit (independent of the word code).
std::vector<int> set_bits(const SlotMask& m) {
  std::vector<int> v;
  for (int i = 0; i < SlotMask::kBits; ++i)
    if (m.test(i)) v.push_back(i);
  return v;
}

// Runs the pick for all 65,536 LFSR values and checks that it only returns candidates and
// gives each of them floor or ceil of 65536 / n picks.
void expect_uniform(const SlotMask& m) {
  const std::vector<int> bits = set_bits(m);
  const int n = static_cast<int>(bits.size());
  ASSERT_GT(n, 0);
  std::vector<int> hits(SlotMask::kBits, 0);
  for (int v = 0; v < 65536; ++v) {
    const int s = uniform_pick(m, static_cast<std::uint16_t>(v));
    ASSERT_GE(s, 0);
    ASSERT_TRUE(m.test(s)) << "picked a non-candidate " << s << " at lfsr " << v;
    ++hits[s];
  }
  for (int b : bits) {
    EXPECT_GE(hits[b], 65536 / n) << "bit " << b << " of " << n;
    EXPECT_LE(hits[b], (65536 + n - 1) / n) << "bit " << b << " of " << n;
  }
}

}  // namespace

TEST(doar_rcu_uniform_pick, RankIsFloorOfLfsrTimesCount) {
  EXPECT_EQ(uniform_rank(0, 5), 0);
  EXPECT_EQ(uniform_rank(0xFFFF, 5), 4);     // 327675 >> 16
  EXPECT_EQ(uniform_rank(0x8000, 2), 1);     // the top bit splits two candidates
  EXPECT_EQ(uniform_rank(0x7FFF, 2), 0);
  EXPECT_EQ(uniform_rank(0xFFFF, 512), 511);
  EXPECT_EQ(uniform_rank(0x1234, 1), 0);
}

TEST(doar_rcu_uniform_pick, KthSetBitOnHandMadeMasks) {
  const std::uint64_t m = 0b10110;  // bits 1, 2, 4
  EXPECT_EQ(kth_set_bit(m, 0), 1);
  EXPECT_EQ(kth_set_bit(m, 1), 2);
  EXPECT_EQ(kth_set_bit(m, 2), 4);
  EXPECT_EQ(kth_set_bit(m, 3), -1);
  EXPECT_EQ(kth_set_bit(0, 0), -1);
  EXPECT_EQ(kth_set_bit(~std::uint64_t{0}, 63), 63);
  EXPECT_EQ(kth_set_bit(port_only(63) | port_only(0), 1), 63);
}

TEST(doar_rcu_uniform_pick, PortsByHand) {
  // Candidates 2, 5, 9 (n = 3): k = (lfsr * 3) >> 16 changes at 21846 and 43691.
  const PortMask m = port_only(2) | port_only(5) | port_only(9);
  EXPECT_EQ(uniform_pick(m, 0), 2);
  EXPECT_EQ(uniform_pick(m, 21845), 2);  // 65535 >> 16 = 0
  EXPECT_EQ(uniform_pick(m, 21846), 5);  // 65538 >> 16 = 1
  EXPECT_EQ(uniform_pick(m, 43690), 5);  // 131070 >> 16 = 1
  EXPECT_EQ(uniform_pick(m, 43691), 9);  // 131073 >> 16 = 2
  EXPECT_EQ(uniform_pick(m, 0xFFFF), 9);
  EXPECT_EQ(uniform_pick(PortMask{0}, 0x1234), -1);
  EXPECT_EQ(uniform_pick(port_only(40), 0xBEEF), 40);  // one candidate always wins
}

TEST(doar_rcu_uniform_pick, SlotsAcrossWordsByHand) {
  SlotMask m;
  for (int b : {3, 200, 511}) m.set(b);
  EXPECT_EQ(uniform_pick(m, 0x0000), 3);
  EXPECT_EQ(uniform_pick(m, 0x8000), 200);  // (32768 * 3) >> 16 = 1
  EXPECT_EQ(uniform_pick(m, 0xFFFF), 511);
  EXPECT_EQ(uniform_pick(SlotMask{}, 0x8000), -1);
}

TEST(doar_rcu_uniform_pick, EveryCandidateGetsItsShareOfTheLfsrValues) {
  // Contiguous blocks (the gateway router's global ports that round-robin favoured the first
  // of), scattered bits, a block straddling a word boundary, one bit, and every slot.
  std::vector<SlotMask> masks;
  masks.push_back(SlotMask::range(0, 1));
  masks.push_back(SlotMask::range(10, 6));
  masks.push_back(SlotMask::range(60, 7));
  masks.push_back(SlotMask::range(0, 512));
  SlotMask scattered;
  for (int b : {0, 1, 63, 64, 127, 300, 301, 510}) scattered.set(b);
  masks.push_back(scattered);
  std::mt19937_64 rng(12345);
  for (int i = 0; i < 3; ++i) {
    SlotMask r;
    for (int w = 0; w < SlotMask::kWords; ++w) r.set_word(w, rng() & rng());
    masks.push_back(r);
  }
  for (const SlotMask& m : masks) expect_uniform(m);
}

TEST(doar_rcu_uniform_pick, PortWordAndSlotFormsAgree) {
  // The 64-bit form (P3), the word form (DoarDecider's RTA path) and the SlotMask form (the
  // reference) must be one function; the k-th set bit is recomputed here bit by bit.
  std::mt19937_64 rng(777);
  for (int i = 0; i < 2000; ++i) {
    SlotMask m;
    for (int w = 0; w < SlotMask::kWords; ++w) m.set_word(w, (i & 1) ? rng() : rng() & rng() & rng());
    const auto lfsr = static_cast<std::uint16_t>(rng());
    const std::vector<int> bits = set_bits(m);
    const int want = bits[(static_cast<std::uint32_t>(lfsr) * bits.size()) >> 16];
    ASSERT_EQ(uniform_pick(m, lfsr), want);
    std::uint64_t w[SlotMask::kWords];
    for (int k = 0; k < SlotMask::kWords; ++k) w[k] = m.word(k);
    ASSERT_EQ(uniform_pick_words(w, SlotMask::kWords, lfsr), want);
    if (m.word(0)) {
      SlotMask low;
      low.set_word(0, m.word(0));
      const std::vector<int> lb = set_bits(low);
      ASSERT_EQ(uniform_pick(PortMask{m.word(0)}, lfsr), lb[(static_cast<std::uint32_t>(lfsr) * lb.size()) >> 16]);
    }
  }
}
