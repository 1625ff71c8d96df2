#include "routing/torus_routing.hpp"

namespace doar {

namespace {

// At the destination router the one candidate is the node's terminal port.
bool eject_if_there(const Torus& t, int router, int in_vc, int dst_node, CandidateSet& out) {
  if (t.node_router(dst_node) != router) return false;
  out.add(t.node_port(dst_node), in_vc, 0, true);
  return true;
}

int dir_port(const Torus& t, int d, int dir) { return dir > 0 ? t.plus_port(d) : t.minus_port(d); }

}  // namespace

void TorusDor::candidates(int router, int in_port, int in_vc, int dst_node, std::uint32_t state,
                          CandidateSet& out) const {
  out.clear();
  if (eject_if_there(t_, router, in_vc, dst_node, out)) return;
  const int dst = t_.node_router(dst_node);
  for (int d = 0; d < t_.dims(); ++d) {
    const int c = t_.coord(router, d), dir = direction(d, c, t_.coord(dst, d), state);
    if (dir == 0) continue;
    int vc = 0;
    // Continuing in the dimension and direction it arrived in: a + traveller arrives on -d.
    const bool same = !t_.is_terminal(in_port) && in_port == dir_port(t_, d, -dir);
    if (vcs() > 1 && same) {
      const bool came_over_wrap = dir > 0 ? c == 0 : c == t_.k(d) - 1;
      vc = (came_over_wrap || in_vc == 1) ? 1 : 0;
    }
    out.add(dir_port(t_, d, dir), vc, 0, true);
    return;
  }
}

void TorusDuato::candidates(int router, int, int in_vc, int dst_node, std::uint32_t state,
                            CandidateSet& out) const {
  out.clear();
  if (eject_if_there(t_, router, in_vc, dst_node, out)) return;
  const int dst = t_.node_router(dst_node);
  bool escape_done = false;
  for (int d = 0; d < t_.dims(); ++d) {
    const int c = t_.coord(router, d), tc = t_.coord(dst, d), dir = direction(d, c, tc, state);
    if (dir == 0) continue;
    const int port = dir_port(t_, d, dir);
    for (int vc = 2; vc < vcs(); ++vc) out.add(port, vc, 0);
    if (!escape_done) {
      out.add(port, torus_wrap_ahead(c, tc, dir) ? 0 : 1, 1, true);
      escape_done = true;
    }
  }
}

int TorusGear::center_distance2(int router) const {
  int s = 0;
  for (int d = 0; d < t_.dims(); ++d) {
    const int v = t_.k(d) - 1 - 2 * t_.coord(router, d);
    s += v * v;
  }
  return s;
}

void TorusGear::candidates(int router, int, int in_vc, int dst_node, std::uint32_t state,
                           CandidateSet& out) const {
  out.clear();
  if (eject_if_there(t_, router, in_vc, dst_node, out)) return;
  const int dst = t_.node_router(dst_node);
  const int base = gear3_ ? 1 : 0;  // priority of Gear's VC 0
  int dir[3] = {0, 0, 0};
  int wraps = 0, lowest_wrap = -1, lowest_nonzero = -1;
  for (int d = 0; d < t_.dims(); ++d) {
    const int c = t_.coord(router, d), tc = t_.coord(dst, d);
    dir[d] = direction(d, c, tc, state);
    if (dir[d] == 0) continue;
    if (lowest_nonzero < 0) lowest_nonzero = d;
    if (torus_wrap_ahead(c, tc, dir[d])) {
      ++wraps;
      if (lowest_wrap < 0) lowest_wrap = d;
    }
  }
  const int cd_here = wraps ? center_distance2(router) : 0;
  for (int d = 0; d < t_.dims(); ++d) {
    if (dir[d] == 0) continue;
    const int port = dir_port(t_, d, dir[d]);
    for (int vc = 2; vc < vcs(); ++vc) out.add(port, vc, 0);
    if (wraps == 0) {  // Algorithm 2
      out.add(port, 0, base);
      if (d == lowest_nonzero) out.add(port, 1, base + 1);
      continue;
    }
    // Algorithm 3: VC1-Restrain and VC2-Restrain on the neighbour in this direction.
    const int cd_next = center_distance2(t_.peer_router(router, port));
    if (cd_here <= cd_next) out.add(port, 0, base);
    if (cd_here > cd_next) out.add(port, 1, base + 1);
    if (d == lowest_wrap) {
      const int c = t_.coord(router, d);
      if (c == 0) out.add(t_.minus_port(d), 1, base + 1);
      if (c == t_.k(d) - 1) out.add(t_.plus_port(d), 1, base + 1);
    }
  }
}

}  // namespace doar
