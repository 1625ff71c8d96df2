#include "injection_trace.hpp"

#include <fstream>
#include <random>
#include <stdexcept>

namespace doar::routertb {

std::vector<TracePacket> make_ur_trace(const Dragonfly& d, double rate, int packet_size, std::uint64_t cycles,
                                       std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(0.0, 1.0);
  const int n = d.num_nodes();
  std::uniform_int_distribution<int> other(0, n - 2);
  const double p = rate / packet_size;
  std::vector<TracePacket> t;
  for (std::uint64_t c = 0; c < cycles; ++c) {
    for (int s = 0; s < n; ++s) {
      if (u(rng) >= p) continue;
      int dst = other(rng);
      if (dst >= s) ++dst;
      t.push_back({static_cast<std::uint32_t>(t.size()), s, dst, c});
    }
  }
  return t;
}

void write_trace(const std::string& path, const std::vector<TracePacket>& t) {
  std::ofstream f(path);
  for (const TracePacket& p : t) f << p.id << ' ' << p.src << ' ' << p.dst << ' ' << p.created << '\n';
  if (!f) throw std::runtime_error("cannot write " + path);
}

}  // namespace doar::routertb
