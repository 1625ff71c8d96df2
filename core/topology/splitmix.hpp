// A small PRNG whose output is fixed by its seed on every machine and compiler (SplitMix64,
// Steele, Lea and Flood 2014), with an unbiased draw below n by rejection. The standard
// library's distributions are implementation-defined, so a seeded topology built with them
// could differ between two machines.
#pragma once
#include <cstdint>

namespace doar {

class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : s_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (s_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Uniform in 0..n-1 (n >= 1): draws above the largest multiple of n are redrawn.
  std::uint64_t below(std::uint64_t n) {
    const std::uint64_t limit = (~std::uint64_t{0} / n) * n;
    for (;;) {
      const std::uint64_t x = next();
      if (x < limit) return x % n;
    }
  }

 private:
  std::uint64_t s_;
};

}  // namespace doar
