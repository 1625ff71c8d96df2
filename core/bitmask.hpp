// Fixed-width bit sets as the hardware sees them: PortMask is the 64-bit LP bitmap (one bit
// per router port), SlotMask the 512-bit group bitmap (one bit per global slot).
#pragma once
#include <array>
#include <cstdint>

namespace doar {

using PortMask = std::uint64_t;

// Population count of a 64-bit word, always inline. Without -mpopcnt (the default x86-64
// target) __builtin_popcountll is a call into libgcc (__popcountdi2); the routing decision
// counts candidates once or twice per head, so the call was ~1.5 % of the simulator's
// instructions. The SWAR count below is a dozen ALU instructions and no call.
inline int popcount64(std::uint64_t x) {
#if defined(__POPCNT__)
  return __builtin_popcountll(x);
#else
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((x * 0x0101010101010101ull) >> 56);
#endif
}

inline bool port_bit(PortMask m, int port) { return (m >> port) & 1u; }
inline PortMask port_only(int port) { return PortMask{1} << port; }

class SlotMask {
 public:
  static constexpr int kBits = 512;
  static constexpr int kWords = kBits / 64;

  bool test(int i) const { return (w_[i >> 6] >> (i & 63)) & 1u; }
  void set(int i, bool v = true) {
    const std::uint64_t b = std::uint64_t{1} << (i & 63);
    if (v) w_[i >> 6] |= b; else w_[i >> 6] &= ~b;
  }
  bool any() const {
    for (auto x : w_) if (x) return true;
    return false;
  }
  int count() const {
    int n = 0;
    for (auto x : w_) n += __builtin_popcountll(x);
    return n;
  }
  // First set bit at index >= from (no wrap), or -1.
  int find_from(int from) const;
  // Bits first .. first+count-1 set (e.g. the h slots of a router).
  static SlotMask range(int first, int count);
  // ORs `bits` (at most 64 of them) in at position `first`: bit j of `bits` -> bit first+j.
  void or_bits(int first, std::uint64_t bits) {
    if (!bits) return;
    const int w = first >> 6, o = first & 63;
    w_[w] |= bits << o;
    if (o && w + 1 < kWords) w_[w + 1] |= bits >> (64 - o);
  }

  SlotMask operator&(const SlotMask& o) const { SlotMask r; for (int i = 0; i < kWords; ++i) r.w_[i] = w_[i] & o.w_[i]; return r; }
  SlotMask operator|(const SlotMask& o) const { SlotMask r; for (int i = 0; i < kWords; ++i) r.w_[i] = w_[i] | o.w_[i]; return r; }
  SlotMask operator~() const { SlotMask r; for (int i = 0; i < kWords; ++i) r.w_[i] = ~w_[i]; return r; }
  SlotMask& operator|=(const SlotMask& o) { for (int i = 0; i < kWords; ++i) w_[i] |= o.w_[i]; return *this; }
  SlotMask& operator&=(const SlotMask& o) { for (int i = 0; i < kWords; ++i) w_[i] &= o.w_[i]; return *this; }
  bool operator==(const SlotMask& o) const { return w_ == o.w_; }
  bool operator!=(const SlotMask& o) const { return w_ != o.w_; }
  std::uint64_t word(int i) const { return w_[i]; }
  void set_word(int i, std::uint64_t v) { w_[i] = v; }

 private:
  std::array<std::uint64_t, kWords> w_{};
};

}  // namespace doar
