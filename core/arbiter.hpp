// The arbitration primitives of the RCU, shared by every layer (DESIGN.md section 4 and the
// deviation in docs/core.md, "Why P1 and P3 pick uniformly"):
//   - a 16-bit maximal LFSR (x^16 + x^14 + x^13 + x^11 + 1), stepped once per routed head;
//   - the uniform pick that P1 and P3 (and both all-congested fallbacks) use:
//       n = popcount(candidates); k = (lfsr * n) >> 16; winner = the k-th set bit from bit 0.
//     In hardware: a 16 x log2(n) multiplier and a prefix-popcount compare, no modulo.
//   - a round-robin pick, which the decision no longer uses; the TLM's switch allocator does.
#pragma once
#include <cstdint>
#include "bitmask.hpp"

namespace doar {

// One Fibonacci step: shift left, feedback = b15 ^ b13 ^ b12 ^ b10 into bit 0.
inline std::uint16_t lfsr_step(std::uint16_t s) {
  const unsigned fb = ((s >> 15) ^ (s >> 13) ^ (s >> 12) ^ (s >> 10)) & 1u;
  return static_cast<std::uint16_t>((s << 1) | fb);
}
// Per-port seed: never zero (the all-zero state is the LFSR's lock-up state).
std::uint16_t lfsr_seed(int router_index, int port);

// Rank of the winner among n candidates: floor(lfsr * n / 2^16), always < n for n >= 1.
// Over the 65,536 values of lfsr every rank gets floor or ceil of 65536 / n of them.
inline int uniform_rank(std::uint16_t lfsr, int n) {
  return static_cast<int>((std::uint32_t{lfsr} * static_cast<std::uint32_t>(n)) >> 16);
}
// Index of the k-th set bit (0-based, counted from bit 0) of m; -1 if m has k or fewer.
inline int kth_set_bit(std::uint64_t m, int k) {
  for (; k > 0 && m; --k) m &= m - 1;  // drop the k lowest set bits
  return m ? __builtin_ctzll(m) : -1;
}
// The uniform pick; -1 when no bit is set. inline: once per routed head in the simulator.
inline int uniform_pick(PortMask m, std::uint16_t lfsr) {
  if (!m) return -1;
  return kth_set_bit(m, uniform_rank(lfsr, popcount64(m)));
}
// The same over the first nw 64-bit words of a wider mask (bit i = bit i%64 of word i/64).
int uniform_pick_words(const std::uint64_t* words, int nw, std::uint16_t lfsr);
int uniform_pick(const SlotMask& m, std::uint16_t lfsr);

// Round-robin pick: the first set bit at index >= ptr, wrapping once around [0, width).
// Returns -1 when no bit is set.
inline int rr_pick(PortMask bits, int width, int ptr) {  // inline: once per switch allocation
  if (width < 64) bits &= (PortMask{1} << width) - 1;
  if (!bits) return -1;
  if (ptr >= width) ptr = 0;
  const PortMask upper = ptr == 0 ? bits : bits & (~PortMask{0} << ptr);
  return __builtin_ctzll(upper ? upper : bits);
}

}  // namespace doar
