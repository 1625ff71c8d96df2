// Stencil5D: a 5D process grid (a 5-dimensional stencil, e.g. a lattice code); each iteration
// every rank exchanges msg_bytes with its up to 10 face neighbours (+-1 along each of the five
// dimensions, non-periodic), waits, then computes.
#include "halo.hpp"
#include "motif.hpp"

namespace doar::wl {

Job build_stencil5d(const MotifParams& p) {
  const Grid g = make_grid("Stencil5D", p.ranks, 5, p.grid);
  JobBuilder b("Stencil5D", p.ranks);
  const auto faces = face_offsets(5);
  for (int it = 0; it < p.iterations; ++it) {
    halo_exchange(b, g, faces, [&](const Offset&) { return p.msg_bytes; });
    for (int r = 0; r < p.ranks; ++r) b.compute(r, p.compute);
  }
  return b.finish("grid " + g.text() + ", " + std::to_string(p.msg_bytes) + " B per neighbour, " +
                  std::to_string(p.compute) + " compute cycles per iteration");
}

}  // namespace doar::wl
