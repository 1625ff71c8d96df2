#include "routing/htorus_routing.hpp"

namespace doar {

namespace {

// The six unit moves in the cyclic order of the hexagon, as (jump index, sign).
constexpr int kCycle[6][2] = {{0, +1}, {1, -1}, {2, -1}, {0, -1}, {1, +1}, {2, +1}};

}  // namespace

HtStep ht_lnf_step(const HTorus& h, int router, int dst) {
  const int q = h.offset_q(router, dst), r = h.offset_r(router, dst);
  for (int i = 0; i < 6; ++i) {
    int q0, r0, q1, r1;
    h.port_move(h.port_of_jump(kCycle[i][0], kCycle[i][1]), q0, r0);
    h.port_move(h.port_of_jump(kCycle[(i + 1) % 6][0], kCycle[(i + 1) % 6][1]), q1, r1);
    // Solve (q, r) = a (q0, r0) + b (q1, r1); neighbouring directions have det +-1.
    const int det = q0 * r1 - r0 * q1;
    const int a = (q * r1 - r * q1) * det, b = (q0 * r - r0 * q) * det;
    if (a > 0 && b >= 0) return HtStep{h.port_of_jump(kCycle[i][0], kCycle[i][1]), b > 0};
  }
  return HtStep{};  // offset (0, 0): router == dst
}

int HtLnf::vc_of(int cls, int bit) const {
  if (vcs() >= 4) return 2 * cls + bit;
  if (vcs() == 3) return cls == 0 ? bit : 2;
  if (vcs() == 2) return bit;
  return 0;
}

int HtLnf::bit_of(int cls, int vc) const {
  if (vcs() >= 4) return vc & 1;
  if (vcs() == 3) return cls == 0 && vc == 1;
  if (vcs() == 2) return vc == 1;
  return 0;
}

void HtLnf::candidates(int router, int in_port, int in_vc, int dst_node, std::uint32_t, CandidateSet& out) const {
  out.clear();
  const int dst = h_.node_router(dst_node);
  if (dst == router) {
    out.add(h_.node_port(dst_node), in_vc, 0);
    return;
  }
  const HtStep s = ht_lnf_step(h_, router, dst);
  const int cls = s.turn_ahead ? 0 : 1;
  int bit = 0;
  // A head continuing in its direction arrived on the opposite port (+g arrives on -g).
  if (!h_.is_terminal(in_port) && h_.port_jump(in_port) == -h_.port_jump(s.port)) {
    const int prev = h_.peer_router(router, in_port);
    const bool over_wrap = h_.is_wrap_hop(prev, h_.peer_port(router, in_port));
    bit = (over_wrap || bit_of(cls, in_vc)) ? 1 : 0;
  }
  out.add(s.port, vc_of(cls, bit), 0);
}

}  // namespace doar
