// The benches' random source: splitmix64, so a seed gives the same stimulus on every
// platform and compiler (std:: distributions do not promise that).
#pragma once
#include <cstdint>

namespace doar::cosim {

class Rng {
 public:
  explicit Rng(std::uint64_t seed) : s_(seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull) {}
  std::uint64_t next() {
    std::uint64_t z = (s_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Uniform in [0, n) (n > 0; the bias of the modulo is irrelevant for stimulus).
  std::uint64_t below(std::uint64_t n) { return next() % n; }
  // True with probability num/den.
  bool chance(unsigned num, unsigned den) { return below(den) < num; }

 private:
  std::uint64_t s_;
};

}  // namespace doar::cosim
