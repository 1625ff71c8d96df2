// LU (NAS LU's SSOR sweeps, Ember's Sweep2D): a 2D process grid PX x PY swept by a wavefront.
// Each iteration is a forward sweep from rank (0,0) and a backward sweep from (PX-1,PY-1).
// In a sweep every rank waits for the messages of its upstream neighbours (many-to-one),
// computes, then sends msg_bytes to each downstream neighbour (one-to-many), so a rank on
// anti-diagonal k starts only after k message latencies: the run is latency-bound.
#include "grid.hpp"
#include "motif.hpp"

namespace doar::wl {

Job build_lu(const MotifParams& p) {
  const Grid g = make_grid("LU", p.ranks, 2, p.grid);
  JobBuilder b("LU", p.ranks);
  for (int it = 0; it < p.iterations; ++it) {
    for (int dir : {+1, -1}) {
      for (int r = 0; r < p.ranks; ++r) {
        const std::vector<int> c = g.coords(r);
        const int up0 = g.rank({c[0] - dir, c[1]}), up1 = g.rank({c[0], c[1] - dir});
        const int dn0 = g.rank({c[0] + dir, c[1]}), dn1 = g.rank({c[0], c[1] + dir});
        if (up0 >= 0) b.recv(r, up0, p.msg_bytes);
        if (up1 >= 0) b.recv(r, up1, p.msg_bytes);
        b.wait(r);
        b.compute(r, p.compute);
        if (dn0 >= 0) b.send(r, dn0, p.msg_bytes);
        if (dn1 >= 0) b.send(r, dn1, p.msg_bytes);
      }
    }
  }
  return b.finish("grid " + g.text() + ", " + std::to_string(p.msg_bytes) + " B per neighbour, " +
                  std::to_string(p.compute) + " compute cycles per rank and sweep, 2 sweeps per iteration");
}

}  // namespace doar::wl
