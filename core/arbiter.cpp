#include "arbiter.hpp"

namespace doar {

std::uint16_t lfsr_seed(int router_index, int port) {
  // A fixed odd multiplier spreads neighbouring ports over the sequence.
  const std::uint32_t x = static_cast<std::uint32_t>(router_index * 64 + port + 1) * 40503u;
  const std::uint16_t s = static_cast<std::uint16_t>(x ^ (x >> 16));
  return s ? s : 0xACE1u;
}

int random_start(std::uint16_t lfsr, int width) {
  if (width <= 1) return 0;
  unsigned mask = 1;
  while (static_cast<int>(mask + 1) < width) mask = (mask << 1) | 1u;  // next pow2 - 1
  int v = static_cast<int>(lfsr & mask);
  return v >= width ? v - width : v;
}

int rr_pick(const SlotMask& bits, int width, int ptr) {
  if (ptr >= width) ptr = 0;
  int i = bits.find_from(ptr);
  if (i >= 0 && i < width) return i;
  i = bits.find_from(0);
  return (i >= 0 && i < width) ? i : -1;
}

}  // namespace doar
