#include "slot_bits.hpp"

namespace doar::rtl {

int SlotWords::first_from(int from, int width) const {
  if (from < 0) from = 0;
  if (from >= width) return -1;
  int k = from >> 6;
  std::uint64_t cur = w[k] & (~std::uint64_t{0} << (from & 63));
  while (true) {
    if (cur) {
      const int i = (k << 6) + __builtin_ctzll(cur);
      return i < width ? i : -1;
    }
    if (++k == kWords) return -1;
    cur = w[k];
  }
}

SlotWords to_words(const SlotBus& bus) {
  SlotWords s;
  for (int k = 0; k < SlotWords::kWords; ++k) {
    s.w[k] = static_cast<std::uint64_t>(bus.get_word(2 * k)) |
             (static_cast<std::uint64_t>(bus.get_word(2 * k + 1)) << 32);
  }
  return s;
}

void to_bus(const SlotWords& s, SlotBus& out) {
  for (int k = 0; k < SlotWords::kWords; ++k) {
    out.set_word(2 * k, static_cast<sc_dt::sc_digit>(s.w[k]));
    out.set_word(2 * k + 1, static_cast<sc_dt::sc_digit>(s.w[k] >> 32));
  }
}

SlotBus to_bus(const SlotWords& s) {
  SlotBus bus;
  to_bus(s, bus);
  return bus;
}

int round_robin(const SlotWords& bits, int width, int ptr) {
  if (ptr >= width) ptr = 0;
  const int i = bits.first_from(ptr, width);
  return i >= 0 ? i : bits.first_from(0, width);
}

int round_robin(std::uint64_t bits, int width, int ptr) {
  if (width < 64) bits &= (std::uint64_t{1} << width) - 1;
  if (!bits) return -1;
  if (ptr >= width) ptr = 0;
  const std::uint64_t upper = ptr == 0 ? bits : bits & (~std::uint64_t{0} << ptr);
  return __builtin_ctzll(upper ? upper : bits);
}

unsigned fold_mask(int width) {
  unsigned mask = 1;
  while (static_cast<int>(mask + 1) < width) mask = (mask << 1) | 1u;
  return mask;
}

int fold_random(unsigned lfsr, int width, unsigned mask) {
  if (width <= 1) return 0;
  const int v = static_cast<int>(lfsr & mask);
  return v >= width ? v - width : v;
}

}  // namespace doar::rtl
