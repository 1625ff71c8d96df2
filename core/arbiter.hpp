// The two arbitration primitives of the RCU (DESIGN.md section 4), shared by every layer:
// a round-robin pick whose pointer moves past the last grant, and a 16-bit maximal LFSR
// (x^16 + x^14 + x^13 + x^11 + 1) that supplies the random choice of the fallback.
#pragma once
#include <cstdint>
#include "bitmask.hpp"

namespace doar {

// One Fibonacci step: shift left, feedback = b15 ^ b13 ^ b12 ^ b10 into bit 0.
std::uint16_t lfsr_step(std::uint16_t s);
// Per-port seed: never zero (the all-zero state is the LFSR's lock-up state).
std::uint16_t lfsr_seed(int router_index, int port);
// Start index of the random pick among `width` positions: the LFSR's low bits masked to the
// next power of two, folded once into [0, width). Cheap in hardware (no modulo).
int random_start(std::uint16_t lfsr, int width);

// Round-robin pick: the first set bit at index >= ptr, wrapping once around [0, width).
// Returns -1 when no bit is set.
int rr_pick(PortMask bits, int width, int ptr);
int rr_pick(const SlotMask& bits, int width, int ptr);

}  // namespace doar
