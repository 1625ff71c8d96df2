#include "bitmask.hpp"

namespace doar {

int SlotMask::find_from(int from) const {
  if (from < 0) from = 0;
  if (from >= kBits) return -1;
  int w = from >> 6;
  std::uint64_t cur = w_[w] & (~std::uint64_t{0} << (from & 63));
  while (true) {
    if (cur) return (w << 6) + __builtin_ctzll(cur);
    if (++w == kWords) return -1;
    cur = w_[w];
  }
}

SlotMask SlotMask::range(int first, int count) {
  SlotMask m;
  while (count > 0) {
    const int n = count < 64 ? count : 64;
    m.or_bits(first, n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1);
    first += n;
    count -= n;
  }
  return m;
}

}  // namespace doar
