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
  for (int i = first; i < first + count; ++i) m.set(i);
  return m;
}

}  // namespace doar
