// Halo3D (Ember's Halo3D): a 3D process grid; each iteration every rank exchanges msg_bytes
// with its up to 6 face neighbours (non-periodic), waits, then computes.
#include "halo.hpp"
#include "motif.hpp"

namespace doar::wl {

Job build_halo3d(const MotifParams& p) {
  const Grid g = make_grid("Halo3D", p.ranks, 3, p.grid);
  JobBuilder b("Halo3D", p.ranks);
  const auto faces = face_offsets(3);
  for (int it = 0; it < p.iterations; ++it) {
    halo_exchange(b, g, faces, [&](const Offset&) { return p.msg_bytes; });
    for (int r = 0; r < p.ranks; ++r) b.compute(r, p.compute);
  }
  return b.finish("grid " + g.text() + ", " + std::to_string(p.msg_bytes) + " B per face, " +
                  std::to_string(p.compute) + " compute cycles per iteration");
}

}  // namespace doar::wl
