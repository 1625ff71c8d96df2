#include "arbiter.hpp"

namespace doar {

std::uint16_t lfsr_seed(int router_index, int port) {
  // A fixed odd multiplier spreads neighbouring ports over the sequence.
  const std::uint32_t x = static_cast<std::uint32_t>(router_index * 64 + port + 1) * 40503u;
  const std::uint16_t s = static_cast<std::uint16_t>(x ^ (x >> 16));
  return s ? s : 0xACE1u;
}

int uniform_pick_words(const std::uint64_t* words, int nw, std::uint16_t lfsr) {
  int n = 0;
  for (int w = 0; w < nw; ++w) n += popcount64(words[w]);
  if (n == 0) return -1;
  // Walk the words, counting set bits, to the one that holds the k-th.
  int k = uniform_rank(lfsr, n);
  for (int w = 0;; ++w) {
    const int c = popcount64(words[w]);
    if (k < c) return (w << 6) + kth_set_bit(words[w], k);
    k -= c;
  }
}

int uniform_pick(const SlotMask& m, std::uint16_t lfsr) {
  std::uint64_t w[SlotMask::kWords];
  for (int i = 0; i < SlotMask::kWords; ++i) w[i] = m.word(i);
  return uniform_pick_words(w, SlotMask::kWords, lfsr);
}

}  // namespace doar
