#include <gtest/gtest.h>

#include <set>

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

TEST(RandomStart, FoldsIntoRange) {
  for (int width : {1, 2, 3, 6, 7, 8, 23, 64, 72, 512}) {
    for (int v = 0; v < 65536; v += 7) {
      const int s = random_start(static_cast<std::uint16_t>(v), width);
      ASSERT_GE(s, 0);
      ASSERT_LT(s, width);
    }
  }
  EXPECT_EQ(random_start(0x000E, 6), 0);  // 0xE & 7 = 6 -> 6 - 6
  EXPECT_EQ(random_start(0x0005, 6), 5);
}

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

TEST(RoundRobin, SlotsWrapFromPointer) {
  SlotMask m;
  m.set(3);
  m.set(200);
  m.set(511);
  EXPECT_EQ(rr_pick(m, 512, 0), 3);
  EXPECT_EQ(rr_pick(m, 512, 4), 200);
  EXPECT_EQ(rr_pick(m, 512, 201), 511);
  EXPECT_EQ(rr_pick(m, 300, 201), 3);  // 511 is outside a 300-slot group
  EXPECT_EQ(rr_pick(SlotMask{}, 512, 0), -1);
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
