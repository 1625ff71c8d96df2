// Small, fast, platform-independent random number generator (xoshiro256** seeded through
// splitmix64). The simulator gives every terminal and every router its own stream derived
// from (seed, stream id), so results do not depend on the order in which SystemC runs the
// routers' methods within a cycle, and one seed always gives the same run.
#pragma once
#include <cstdint>

namespace doar::net {

class Rng {
 public:
  Rng() { seed(1, 0); }
  Rng(std::uint64_t seed_value, std::uint64_t stream) { seed(seed_value, stream); }

  void seed(std::uint64_t seed_value, std::uint64_t stream) {
    std::uint64_t x = seed_value * 0x9E3779B97F4A7C15ull ^ (stream + 0x632BE59BD9B4E019ull);
    for (auto& w : s_) w = splitmix(x);
  }
  std::uint64_t next() {
    const std::uint64_t r = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return r;
  }
  // Uniform integer in [0, n), n > 0 (multiply-shift on the high 32 bits).
  int below(int n) {
    return static_cast<int>(((next() >> 32) * static_cast<std::uint64_t>(n)) >> 32);
  }
  // Uniform double in [0, 1).
  double uniform() { return static_cast<double>(next() >> 11) * (1.0 / 9007199254740992.0); }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  static std::uint64_t splitmix(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  std::uint64_t s_[4];
};

}  // namespace doar::net
