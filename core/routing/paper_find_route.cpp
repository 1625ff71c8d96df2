#include "routing/paper_find_route.hpp"

namespace doar {

std::vector<int> paper_find_route_lengths(const Topology& topo, const UpDownTree& tree) {
  const int n = topo.num_routers(), P = topo.nodes_per_router();
  std::vector<int> len(static_cast<std::size_t>(n) * n, -1);
  std::vector<char> visited(static_cast<std::size_t>(n));
  struct Item {
    int router, phase, hops;
  };
  std::vector<Item> queue;
  for (int i = 0; i < n; ++i) {
    std::fill(visited.begin(), visited.end(), 0);
    visited[i] = 1;
    len[static_cast<std::size_t>(i) * n + i] = 0;
    queue.assign(1, Item{i, UpDownTree::kMayGoUp, 0});
    for (std::size_t h = 0; h < queue.size(); ++h) {
      const Item it = queue[h];
      for (int p = P; p < topo.radix(); ++p) {
        const int v = topo.peer_router(it.router, p);
        if (v < 0 || visited[v] || !tree.allowed(it.phase, it.router, p)) continue;
        visited[v] = 1;
        len[static_cast<std::size_t>(i) * n + v] = it.hops + 1;
        queue.push_back(Item{v, tree.phase_after(it.router, p), it.hops + 1});
      }
    }
  }
  return len;
}

std::vector<int> paper_mtr_lengths(const Topology& topo, const std::vector<int>& roots) {
  std::vector<int> best;
  for (int r : roots) {
    const std::vector<int> l = paper_find_route_lengths(topo, UpDownTree(topo, r));
    if (best.empty()) {
      best = l;
      continue;
    }
    for (std::size_t k = 0; k < l.size(); ++k)
      if (l[k] >= 0 && (best[k] < 0 || l[k] < best[k])) best[k] = l[k];
  }
  return best;
}

}  // namespace doar
