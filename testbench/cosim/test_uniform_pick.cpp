// verilog/rcu/doar_rcu_uniform_pick.v, Verilated alone at the widths the RCU uses (P1: a*h = 8 small,
// 512 at the paper's size; P3: radix 7 small, 63 at the paper's size), against core's
// uniform_pick. The co-simulation covers the small widths inside the whole RCU; the paper's
// widths are only synthesized, so this is where their multi-block logic is simulated.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "VUniformPick512.h"
#include "VUniformPick63.h"
#include "VUniformPick7.h"
#include "VUniformPick8.h"
#include "arbiter.hpp"
#include "verilated.h"

using namespace doar;

namespace {

// Request words of a SlotMask onto the model's pin, whatever its Verilator type.
void drive(CData& pin, const SlotMask& m) { pin = static_cast<CData>(m.word(0)); }
void drive(QData& pin, const SlotMask& m) { pin = m.word(0); }
template <std::size_t N>
void drive(VlWide<N>& pin, const SlotMask& m) {
  for (std::size_t i = 0; i < N; ++i) pin[i] = static_cast<EData>(m.word(static_cast<int>(i / 2)) >> (32 * (i % 2)));
}
bool onehot_bit(CData v, int i) { return (v >> i) & 1u; }
bool onehot_bit(QData v, int i) { return (v >> i) & 1u; }
template <std::size_t N>
bool onehot_bit(const VlWide<N>& v, int i) { return (v[static_cast<std::size_t>(i / 32)] >> (i % 32)) & 1u; }

// Drives (mask, lfsr) and expects valid, index and onehot to give core's pick.
template <class Model>
void expect_pick(Model& top, int width, const SlotMask& m, std::uint16_t lfsr) {
  drive(top.bits, m);
  top.lfsr = lfsr;
  top.eval();
  const int want = uniform_pick(m, lfsr);
  ASSERT_EQ(static_cast<bool>(top.valid), want >= 0) << "width " << width << " lfsr " << lfsr;
  if (want < 0) return;
  ASSERT_EQ(static_cast<int>(top.index), want) << "width " << width << " lfsr " << lfsr << " n " << m.count();
  for (int i = 0; i < width; ++i) ASSERT_EQ(onehot_bit(top.onehot, i), i == want) << "onehot bit " << i;
}

SlotMask random_mask(std::mt19937_64& rng, int width, int density) {
  SlotMask m;
  for (int w = 0; w < SlotMask::kWords; ++w) {
    std::uint64_t v = rng();
    for (int d = 0; d < density; ++d) v &= rng();  // density 0: half the bits, 3: 1/16
    m.set_word(w, v);
  }
  return m & SlotMask::range(0, width);
}

template <class Model>
void check_width(int width, int masks, int lfsr_per_mask) {
  VerilatedContext ctx;
  Model top(&ctx);
  std::mt19937_64 rng(static_cast<std::uint64_t>(width) * 7919u);
  // Every mask for the small widths, random ones (sparse to dense) for the wide ones.
  std::vector<SlotMask> ms;
  if (width <= 8) {
    for (int v = 0; v < (1 << width); ++v) {
      SlotMask m;
      m.set_word(0, static_cast<std::uint64_t>(v));
      ms.push_back(m);
    }
  } else {
    ms.push_back(SlotMask::range(0, width));
    ms.push_back(SlotMask::range(width - 1, 1));
    ms.push_back(SlotMask::range(width / 2, width / 4 + 1));  // a block of ports
    for (int i = 0; i < masks; ++i) ms.push_back(random_mask(rng, width, i % 5));
  }
  for (const SlotMask& m : ms) {
    for (std::uint16_t l : {0x0000, 0x0001, 0x7FFF, 0x8000, 0xFFFE, 0xFFFF}) expect_pick(top, width, m, l);
    for (int i = 0; i < lfsr_per_mask; ++i) expect_pick(top, width, m, static_cast<std::uint16_t>(rng()));
    if (::testing::Test::HasFatalFailure()) return;
  }
  // Every LFSR value on one dense mask: the whole rank range of the multiplier.
  const SlotMask dense = random_mask(rng, width, 0);
  for (int l = 0; l < 65536; ++l) {
    expect_pick(top, width, dense, static_cast<std::uint16_t>(l));
    if (::testing::Test::HasFatalFailure()) return;
  }
}

}  // namespace

TEST(UniformPickRtl, SameAsCoreAt8Slots) { check_width<VUniformPick8>(8, 0, 200); }
TEST(UniformPickRtl, SameAsCoreAtRadix7) { check_width<VUniformPick7>(7, 0, 200); }
TEST(UniformPickRtl, SameAsCoreAtRadix63) { check_width<VUniformPick63>(63, 400, 200); }
TEST(UniformPickRtl, SameAsCoreAt512Slots) { check_width<VUniformPick512>(512, 400, 200); }
