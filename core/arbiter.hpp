// The two arbitration primitives of the RCU (DESIGN.md section 4), shared by every layer:
// a round-robin pick whose pointer moves past the last grant, and a 16-bit maximal LFSR
// (x^16 + x^14 + x^13 + x^11 + 1) that supplies the random choice of the fallback.
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
// Start index of the random pick among `width` positions: the LFSR's low bits masked to the
// next power of two, folded once into [0, width). Cheap in hardware (no modulo).
int random_start(std::uint16_t lfsr, int width);

// Round-robin pick: the first set bit at index >= ptr, wrapping once around [0, width).
// Returns -1 when no bit is set.
inline int rr_pick(PortMask bits, int width, int ptr) {  // inline: once per routed head
  if (width < 64) bits &= (PortMask{1} << width) - 1;
  if (!bits) return -1;
  if (ptr >= width) ptr = 0;
  const PortMask upper = ptr == 0 ? bits : bits & (~PortMask{0} << ptr);
  return __builtin_ctzll(upper ? upper : bits);
}
int rr_pick(const SlotMask& bits, int width, int ptr);

}  // namespace doar
