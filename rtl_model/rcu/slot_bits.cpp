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

namespace {

// What the hardware computes as a product of a 16-bit and a count-wide operand.
int rank_of(unsigned lfsr, int n) { return static_cast<int>(((lfsr & 0xFFFFu) * static_cast<unsigned>(n)) >> 16); }

// Position of the set bit of x that has exactly k set bits below it.
int select_in_word(std::uint64_t x, int k) {
  while (k-- > 0) x &= x - 1;
  return __builtin_ctzll(x);
}

}  // namespace

int uniform_pick(const SlotWords& bits, int width, unsigned lfsr) {
  // Candidates below the width only, word by word.
  SlotWords c;
  int n = 0;
  for (int k = 0; k < SlotWords::kWords; ++k) {
    const int lo = 64 * k;
    c.w[k] = width >= lo + 64 ? bits.w[k] : width > lo ? bits.w[k] & ((std::uint64_t{1} << (width - lo)) - 1) : 0;
    n += __builtin_popcountll(c.w[k]);
  }
  if (n == 0) return -1;
  // Prefix popcount over the words: the word whose running count passes the rank holds it.
  int k = rank_of(lfsr, n);
  for (int i = 0; i < SlotWords::kWords; ++i) {
    const int in_word = __builtin_popcountll(c.w[i]);
    if (k < in_word) return 64 * i + select_in_word(c.w[i], k);
    k -= in_word;
  }
  return -1;  // not reached: k < n
}

int uniform_pick(std::uint64_t bits, int width, unsigned lfsr) {
  if (width < 64) bits &= (std::uint64_t{1} << width) - 1;
  if (!bits) return -1;
  return select_in_word(bits, rank_of(lfsr, __builtin_popcountll(bits)));
}

}  // namespace doar::rtl
