// FFT3D (a pencil-decomposed 3D FFT, Ember's FFT3D): a 2D process grid PR x PC. Each
// iteration transposes twice: an all-to-all inside every row communicator (PC ranks), compute,
// then an all-to-all inside every column communicator (PR ranks), compute. Every pair message
// carries msg_bytes. Per iteration: n(PC-1) + n(PR-1) messages for n = PR*PC ranks.
#include "collectives.hpp"
#include "grid.hpp"
#include "motif.hpp"

namespace doar::wl {

Job build_fft3d(const MotifParams& p) {
  const Grid g = make_grid("FFT3D", p.ranks, 2, p.grid);
  const int pr = g.extent(0), pc = g.extent(1);
  JobBuilder b("FFT3D", p.ranks);
  for (int it = 0; it < p.iterations; ++it) {
    for (int row = 0; row < pr; ++row) {
      std::vector<int> members;
      for (int col = 0; col < pc; ++col) members.push_back(g.rank({row, col}));
      alltoall(b, members, p.msg_bytes);
    }
    for (int r = 0; r < p.ranks; ++r) b.compute(r, p.compute);
    for (int col = 0; col < pc; ++col) {
      std::vector<int> members;
      for (int row = 0; row < pr; ++row) members.push_back(g.rank({row, col}));
      alltoall(b, members, p.msg_bytes);
    }
    for (int r = 0; r < p.ranks; ++r) b.compute(r, p.compute);
  }
  return b.finish("grid " + g.text() + " (row x column communicators), " + std::to_string(p.msg_bytes) +
                  " B per pair, " + std::to_string(p.compute) + " compute cycles after each transpose");
}

}  // namespace doar::wl
