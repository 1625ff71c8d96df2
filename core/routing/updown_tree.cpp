#include "routing/updown_tree.hpp"

#include <stdexcept>
#include <string>

namespace doar {

UpDownTree::UpDownTree(const Topology& topo, int root) : root_(root), n_(topo.num_routers()), radix_(topo.radix()) {
  if (root < 0 || root >= n_)
    throw std::invalid_argument("up*/down* root " + std::to_string(root) + " is not a router of " + topo.name() +
                                " (0.." + std::to_string(n_ - 1) + ")");
  if (n_ > kMaxUpDownRouters)
    throw std::invalid_argument("up*/down* tables: " + topo.name() + " has more than " +
                                std::to_string(kMaxUpDownRouters) + " routers");
  const int P = topo.nodes_per_router();
  // Levels: BFS depth from the root.
  level_.assign(static_cast<std::size_t>(n_), -1);
  std::vector<int> queue{root};
  level_[root] = 0;
  for (std::size_t h = 0; h < queue.size(); ++h) {
    const int u = queue[h];
    for (int p = P; p < radix_; ++p) {
      const int v = topo.peer_router(u, p);
      if (v >= 0 && level_[v] < 0) {
        level_[v] = level_[u] + 1;
        queue.push_back(v);
      }
    }
  }
  for (int r = 0; r < n_; ++r)
    if (level_[r] < 0)
      throw std::invalid_argument("up*/down*: router " + std::to_string(r) + " of " + topo.name() +
                                  " cannot reach the root " + std::to_string(root));
  up_.assign(static_cast<std::size_t>(n_) * radix_, 0);
  for (int u = 0; u < n_; ++u)
    for (int p = P; p < radix_; ++p) {
      const int v = topo.peer_router(u, p);
      if (v >= 0) up_[static_cast<std::size_t>(u) * radix_ + p] = level_[v] < level_[u] || (level_[v] == level_[u] && v < u);
    }
  // Shortest legal lengths, backwards from each destination over (router, phase) states.
  // A hop u -> v (out of u's port p) leads from state (u, ph) to (v, phase_after) when
  // allowed; backwards, state (v, ph') is entered from (u, kMayGoUp) always, and from
  // (u, kDownOnly) when the hop is down.
  constexpr std::uint16_t kUnset = 0xFFFF;
  dist_.assign(2 * static_cast<std::size_t>(n_) * n_, kUnset);
  std::vector<int> bq;  // states encoded phase * n + router
  for (int t = 0; t < n_; ++t) {
    auto at = [&](int ph, int r) -> std::uint16_t& { return dist_[(static_cast<std::size_t>(ph) * n_ + r) * n_ + t]; };
    bq.clear();
    for (int ph = 0; ph < 2; ++ph) {
      at(ph, t) = 0;
      bq.push_back(ph * n_ + t);
    }
    for (std::size_t h = 0; h < bq.size(); ++h) {
      const int ph2 = bq[h] / n_, v = bq[h] % n_;
      const std::uint16_t d = at(ph2, v);
      for (int q = P; q < radix_; ++q) {  // u is v's neighbour through q; u's port back is peer_port
        const int u = topo.peer_router(v, q);
        if (u < 0) continue;
        const int p = topo.peer_port(v, q);
        if (phase_after(u, p) != ph2) continue;  // this hop does not end in phase ph2
        for (int ph = 0; ph < 2; ++ph) {
          if (!allowed(ph, u, p) || at(ph, u) != kUnset) continue;
          at(ph, u) = static_cast<std::uint16_t>(d + 1);
          bq.push_back(ph * n_ + u);
        }
      }
    }
  }
}

}  // namespace doar
