// The 512-bit slot bus as eight 64-bit words inside a method. Pins stay sc_bv<512>; the
// logic works on words, which is what keeps the model fast.
#pragma once
#include <array>
#include <cstdint>
#include "rcu_pins.hpp"

namespace doar::rtl {

struct SlotWords {
  static constexpr int kWords = kSlotBits / 64;
  std::array<std::uint64_t, kWords> w{};

  bool test(int i) const { return (w[i >> 6] >> (i & 63)) & 1u; }
  void set(int i) { w[i >> 6] |= std::uint64_t{1} << (i & 63); }
  bool any() const {
    for (auto x : w) if (x) return true;
    return false;
  }
  // Bits first .. first+count-1.
  void set_range(int first, int count) {
    for (int i = first; i < first + count; ++i) set(i);
  }
  SlotWords operator&(const SlotWords& o) const { SlotWords r; for (int i = 0; i < kWords; ++i) r.w[i] = w[i] & o.w[i]; return r; }
  SlotWords operator|(const SlotWords& o) const { SlotWords r; for (int i = 0; i < kWords; ++i) r.w[i] = w[i] | o.w[i]; return r; }
  SlotWords operator~() const { SlotWords r; for (int i = 0; i < kWords; ++i) r.w[i] = ~w[i]; return r; }
  // First set bit at index >= from and < width, or -1.
  int first_from(int from, int width) const;
};

SlotWords to_words(const SlotBus& bus);
SlotBus to_bus(const SlotWords& s);
// Fills an existing bus (no allocation: sc_bv keeps its words on the heap).
void to_bus(const SlotWords& s, SlotBus& out);

// The uniform pick of P1 and P3 among bits [0, width) (bits above are not read), the
// arithmetic of core's uniform_pick: n = popcount, k = (lfsr * n) >> 16, the k-th set bit
// from bit 0. -1 when none is set. Written here again (no core/ dependency in the model);
// the RCU tests check it against core's.
int uniform_pick(const SlotWords& bits, int width, unsigned lfsr);
int uniform_pick(std::uint64_t bits, int width, unsigned lfsr);

}  // namespace doar::rtl
