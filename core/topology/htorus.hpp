// The H-Torus HT_t (seed 003, section 1.1): the hexagonal mesh of t rings with the
// "continuous type" wrapping, a 6-regular circulant graph on N = 3t^2 - 3t + 1 routers with
// jumps +-1, +-(3t-2), +-(3t-1), with P nodes on every router. t >= 2 (HT_2 is the complete
// graph K7: its jumps 1, 4, 5 are -6, -3, -2 mod 7).
//
// Router index: the paper's numbering along the x axis, 0..N-1; router i's neighbours are
// i +- 1, i +- (3t-2), i +- (3t-1) mod N.
// Hexagonal (axial) coordinates: router i sits at the (q, r) of the hexagon of radius t-1,
// max(|q|, |r|, |q+r|) <= t-1, with i = q + (3t-1) r mod N. The hexagon tiles the plane under
// this map, so every index difference has exactly one (q, r) in it, and that one is the
// nearest: the hop distance is max(|q|, |r|, |q+r|). The unit moves are
//   +1 = (1,0),   +(3t-1) = (0,1),   +(3t-2) = (-1,1)
// and their negatives; in the cyclic order of the hexagon's six directions they come as
//   +1, -(3t-2), -(3t-1), -1, +(3t-2), +(3t-1).
// Port numbering (radix P + 6):
//   0 .. P-1   terminal ports;
//   P + 2j     +g_j: to router i + g_j mod N, with g_0 = 1, g_1 = 3t-2, g_2 = 3t-1;
//   P + 2j + 1 -g_j: to router i - g_j mod N.
// The +g_j port of a router is wired to the -g_j port of its + neighbour. A hop is a "wrap
// hop" when its index leaves 0..N-1 before the mod (i + g >= N going +, i - g < 0 going -).
// Port classes: 0 terminal, 1 link.
#pragma once
#include <string>
#include <vector>

#include "topology/topology.hpp"

namespace doar {

struct HTorusParams {
  int t = 0;
  int p = 1;
};

constexpr int kMaxHTorusT = 74;  // 16,207 routers: under kMaxTopologyRouters
constexpr int kMaxHTorusP = 64;

// Parses "T[,P]". Throws std::invalid_argument naming the problem.
HTorusParams parse_htorus(const std::string& text);

// Router count of HT_t.
constexpr long long htorus_routers(long long t) { return 3 * t * t - 3 * t + 1; }

class HTorus : public Topology {
 public:
  explicit HTorus(const HTorusParams& prm);

  std::string kind() const override { return "htorus"; }
  std::string spec() const override;
  std::string name() const override;
  std::string port_label(int p) const override;  // "t0", "+1", "-10"

  int t() const { return t_; }
  // The jump g_j (j = 0, 1, 2) and the signed jump of a network port.
  int jump(int j) const { return jumps_[j]; }
  int port_jump(int port) const {
    const int k = port - nodes_per_router();
    return (k & 1) ? -jumps_[k >> 1] : jumps_[k >> 1];
  }
  int port_of_jump(int j, int sign) const { return nodes_per_router() + 2 * j + (sign < 0 ? 1 : 0); }
  // Axial coordinates of the index difference (to - from) mod N: the offset from `from` to
  // `to` inside the hexagon centred on `from`.
  int offset_q(int from, int to) const { return off_q_[diff(from, to)]; }
  int offset_r(int from, int to) const { return off_r_[diff(from, to)]; }
  // The router at axial (q, r) of the hexagon centred on router 0.
  int router_at(int q, int r) const;
  // The unit move (q, r) of a network port.
  void port_move(int port, int& dq, int& dr) const;
  bool is_wrap_hop(int router, int port) const {
    const int g = port_jump(port);
    return g > 0 ? router + g >= num_routers() : router + g < 0;
  }

 private:
  int diff(int from, int to) const { return ((to - from) % num_routers() + num_routers()) % num_routers(); }

  int t_ = 0;
  int jumps_[3] = {0, 0, 0};
  std::vector<int> off_q_, off_r_;  // by index difference
};

}  // namespace doar
