#include "motif.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace doar::wl {

const std::vector<MotifInfo>& motifs() {
  static const std::vector<MotifInfo> all = {
      {"LU", 2, "wavefront sweeps over a 2D grid (many-to-one, one-to-many)", build_lu},
      {"FFT3D", 2, "all-to-all in the row, then the column communicators of a 2D grid", build_fft3d},
      {"Halo3D", 3, "6-neighbour halo exchange on a 3D grid", build_halo3d},
      {"Stencil5D", 5, "10-neighbour exchange on a 5D grid", build_stencil5d},
      {"DL", 0, "compute, then an Allreduce (ring or recursive doubling)", build_dl},
      {"LULESH", 3, "26-neighbour halo on a 3D grid plus an Allreduce", build_lulesh},
  };
  return all;
}

std::string motif_names() {
  std::string s;
  for (const auto& m : motifs()) s += (s.empty() ? "" : ", ") + m.name;
  return s;
}

const MotifInfo* find_motif(const std::string& name) {
  auto lower = [](std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
    return s;
  };
  for (const auto& m : motifs()) {
    if (lower(m.name) == lower(name)) return &m;
  }
  return nullptr;
}

Job build_motif(const std::string& name, const MotifParams& p) {
  const MotifInfo* m = find_motif(name);
  if (!m) throw std::invalid_argument("unknown workload '" + name + "' (" + motif_names() + ")");
  if (p.ranks < 2) throw std::invalid_argument("a workload needs at least 2 ranks (got " + std::to_string(p.ranks) + ")");
  if (p.iterations < 1) throw std::invalid_argument("--iterations must be >= 1 (got " + std::to_string(p.iterations) + ")");
  if (p.msg_bytes < 1) throw std::invalid_argument("--msg-size must be >= 1 byte");
  if (m->dims == 0 && !p.grid.empty()) throw std::invalid_argument(m->name + " has no process grid (drop --grid)");
  return m->build(p);
}

}  // namespace doar::wl
