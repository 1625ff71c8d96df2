#include "routing/tcpg_routing.hpp"

#include <stdexcept>

#include "routing/torus_routing.hpp"

namespace doar {

int tcpg_petersen_step(int v, int w) {
  const tcpg::PetersenCode target = tcpg::petersen_encode(w);
  for (int j = 0; j < 3; ++j)
    if (tcpg::petersen_neighbour(v, j) == w) return j;
  for (int j = 0; j < 3; ++j)
    if (tcpg::petersen_code_distance(tcpg::petersen_encode(tcpg::petersen_neighbour(v, j)), target) == 1) return j;
  throw std::logic_error("tcpg_petersen_step: no step from vertex " + std::to_string(v) + " to " + std::to_string(w));
}

namespace {

// The escape (TCPG) hop of a head at `router` bound for router `dst` != router: its port and
// VC from the position alone (tcpg_routing.hpp). vcs == 1 puts every hop on VC 0.
Candidate tcpg_hop(const Tcpg& t, int router, int dst, int vcs) {
  const int v = t.vertex(router), w = t.vertex(dst);
  Candidate c;
  if (v != w) {
    c.port = static_cast<std::int16_t>(t.petersen_port(tcpg_petersen_step(v, w)));
    c.vc = static_cast<std::int8_t>(tcpg::petersen_code_distance(tcpg::petersen_encode(v), tcpg::petersen_encode(w)) == 1);
  } else {
    const bool in_x = t.x(router) != t.x(dst);
    const int c0 = in_x ? t.x(router) : t.y(router), c1 = in_x ? t.x(dst) : t.y(dst);
    const int ring = in_x ? t.cols() : t.rows();
    const int dir = torus_dir(c0, c1, ring);
    c.port = static_cast<std::int16_t>(in_x ? (dir > 0 ? t.plus_x() : t.minus_x()) : (dir > 0 ? t.plus_y() : t.minus_y()));
    c.vc = static_cast<std::int8_t>(!torus_wrap_ahead(c0, c1, dir));
  }
  if (vcs == 1) c.vc = 0;
  return c;
}

}  // namespace

void TcpgRouting::candidates(int router, int, int in_vc, int dst_node, std::uint32_t, CandidateSet& out) const {
  out.clear();
  const int dst = t_.node_router(dst_node);
  if (dst == router) {
    out.add(t_.node_port(dst_node), in_vc, 0, true);
    return;
  }
  const Candidate c = tcpg_hop(t_, router, dst, vcs());
  out.add(c.port, c.vc, 0, true);
}

void TcpgAdaptive::candidates(int router, int, int in_vc, int dst_node, std::uint32_t, CandidateSet& out) const {
  out.clear();
  const int dst = t_.node_router(dst_node);
  if (dst == router) {
    out.add(t_.node_port(dst_node), in_vc, 0, true);
    return;
  }
  const int v = t_.vertex(router), w = t_.vertex(dst);
  auto adaptive = [&](int port) {
    for (int vc = 2; vc < vcs(); ++vc) out.add(port, vc, 0);
  };
  if (v != w) adaptive(t_.petersen_port(tcpg_petersen_step(v, w)));
  const int dx = torus_dir(t_.x(router), t_.x(dst), t_.cols());
  if (dx) adaptive(dx > 0 ? t_.plus_x() : t_.minus_x());
  const int dy = torus_dir(t_.y(router), t_.y(dst), t_.rows());
  if (dy) adaptive(dy > 0 ? t_.plus_y() : t_.minus_y());
  const Candidate c = tcpg_hop(t_, router, dst, vcs());
  out.add(c.port, c.vc, 1, true);
}

TcpgGear::TcpgGear(const Tcpg& t, int vcs)
    : Routing(vcs), t_(t), slices_(TorusParams{{t.cols(), t.rows()}, 1}), gear_(slices_, vcs, false) {}

void TcpgGear::candidates(int router, int in_port, int in_vc, int dst_node, std::uint32_t state,
                          CandidateSet& out) const {
  out.clear();
  const int dst = t_.node_router(dst_node);
  if (dst == router) {
    out.add(t_.node_port(dst_node), in_vc, 0, true);
    return;
  }
  if (t_.vertex(router) != t_.vertex(dst)) {
    const Candidate c = tcpg_hop(t_, router, dst, vcs());
    out.add(c.port, c.vc, 0);
    return;
  }
  // Slice torus ports 1..4 (+0, -0, +1, -1 with one terminal port) are TCPG's +x .. -y.
  const int shift = t_.plus_x() - slices_.plus_port(0);
  const bool from_torus = in_port >= t_.plus_x();
  CandidateSet g;
  gear_.candidates(router / 10, from_torus ? in_port - shift : 0, from_torus ? in_vc : 0, dst / 10, state, g);
  for (const Candidate& c : g) out.add(c.port + shift, c.vc, c.priority);
}

std::vector<int> tcpg_route(const Tcpg& t, int src, int dst) {
  const TcpgRouting routing(t, 2);
  std::vector<int> path{src};
  CandidateSet cs;
  int r = src, in_port = 0, in_vc = 0;
  for (int guard = 0; r != dst; ++guard) {
    if (guard > t.num_routers()) throw std::logic_error("tcpg_route: no progress");
    routing.candidates(r, in_port, in_vc, t.node_at(dst, 0), 0, cs);
    const Candidate& c = cs.c[0];
    in_port = t.peer_port(r, c.port);
    in_vc = c.vc;
    r = t.peer_router(r, c.port);
    path.push_back(r);
  }
  return path;
}

}  // namespace doar
