// The up*/down* orientation of a network from one root (seed 004 Algorithm 2, the Autonet
// rule) and the lengths of the shortest legal up*/down* paths.
//
// Levels are BFS depths from the root over the connected network ports. The hop from router
// u to router v is "up" when level(v) < level(u), or when the levels are equal and v < u
// (the paper's tie rule: from the larger switch id to the smaller one); every other hop is
// "down". Each link is up in one direction and down in the other, and the up hops form no
// cycle (they decrease (level, id)), nor do the down hops.
//
// A legal path never takes an up hop after a down hop. A packet's phase says which hops it
// may still take: kMayGoUp (injected, or its last hop went up) or kDownOnly (its last hop
// went down). dist(phase, r, t) is the length of the shortest legal path from router r in
// that phase to router t: a BFS over (router, phase) states, backwards from t. Unlike the
// paper's findRoute (Algorithm 3, a BFS that marks routers rather than (router, phase)
// states), this search finds the shortest legal path for every pair (docs/updown.md).
#pragma once
#include <cstdint>
#include <vector>

#include "topology/topology.hpp"

namespace doar {

class UpDownTree {
 public:
  static constexpr int kMayGoUp = 0, kDownOnly = 1;

  // Throws std::invalid_argument when root is not a router of the network, or the network is
  // too large for the distance tables (more than kMaxUpDownRouters routers).
  UpDownTree(const Topology& topo, int root);

  int root() const { return root_; }
  int level(int router) const { return level_[router]; }
  // Whether the hop out of `router` through network port p goes up.
  bool hop_up(int router, int p) const { return up_[static_cast<std::size_t>(router) * radix_ + p] != 0; }
  // The phase of a head that arrived at `router` on in_port (a terminal port: injected).
  int phase_at(int router, int in_port, int nodes_per_router) const {
    // The arrival hop is the reverse of the hop out of in_port: down when that one is up.
    return in_port < nodes_per_router ? kMayGoUp : (hop_up(router, in_port) ? kDownOnly : kMayGoUp);
  }
  // Whether a head in `phase` may take the hop out of router through p, and its phase after.
  bool allowed(int phase, int router, int p) const { return phase == kMayGoUp || !hop_up(router, p); }
  int phase_after(int router, int p) const { return hop_up(router, p) ? kMayGoUp : kDownOnly; }
  // Shortest legal path length from router in phase to router `to` (0 when router == to).
  int dist(int phase, int router, int to) const {
    return dist_[(static_cast<std::size_t>(phase) * n_ + router) * n_ + to];
  }

 private:
  int root_, n_, radix_;
  std::vector<int> level_;
  std::vector<std::uint8_t> up_;      // [router * radix + port]
  std::vector<std::uint16_t> dist_;   // [(phase * n + router) * n + to]
};

constexpr int kMaxUpDownRouters = 4096;

}  // namespace doar
