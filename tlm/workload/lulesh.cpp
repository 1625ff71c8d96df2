// LULESH (the proxy hydrodynamics code): a 3D process grid; each iteration every rank
// exchanges with its up to 26 neighbours (non-periodic): msg_bytes across a face, a quarter
// of it along an edge and a sixteenth at a corner (at least 8 B; the ratios of a cubic
// subdomain's face, edge and corner ghost zones), computes, and then all ranks Allreduce
// reduce_bytes (the time-step constraint) by recursive doubling.
#include <algorithm>
#include <cstdlib>
#include "collectives.hpp"
#include "halo.hpp"
#include "motif.hpp"

namespace doar::wl {

Job build_lulesh(const MotifParams& p) {
  const Grid g = make_grid("LULESH", p.ranks, 3, p.grid);
  JobBuilder b("LULESH", p.ranks);
  const auto box = box_offsets(3);
  auto bytes = [&](const Offset& o) {
    const int nonzero = std::abs(o[0]) + std::abs(o[1]) + std::abs(o[2]);
    const std::uint64_t div = nonzero == 1 ? 1 : nonzero == 2 ? 4 : 16;
    return std::max<std::uint64_t>(8, p.msg_bytes / div);
  };
  std::vector<int> all(static_cast<std::size_t>(p.ranks));
  for (int r = 0; r < p.ranks; ++r) all[r] = r;
  for (int it = 0; it < p.iterations; ++it) {
    halo_exchange(b, g, box, bytes);
    for (int r = 0; r < p.ranks; ++r) b.compute(r, p.compute);
    allreduce_rd(b, all, p.reduce_bytes);
  }
  return b.finish("grid " + g.text() + ", 26-neighbour halo of " + std::to_string(p.msg_bytes) + "/" +
                  std::to_string(bytes({1, 1, 0})) + "/" + std::to_string(bytes({1, 1, 1})) +
                  " B (face/edge/corner), " + std::to_string(p.compute) + " compute cycles, " +
                  std::to_string(p.reduce_bytes) + " B Allreduce per iteration");
}

}  // namespace doar::wl
