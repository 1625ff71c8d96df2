// An independent up*/down* reference for the tests, written from the rule (seed 004
// Algorithm 2) without core/routing's code: BFS levels from the root, a hop is up when it goes
// to a lower level or, on the same level, to a smaller switch id; and the shortest legal path
// lengths by a forward BFS over (switch, has-gone-down) from each source.
#pragma once
#include <vector>

#include "topology/topology.hpp"

namespace doar::test {

class UpDownReference {
 public:
  UpDownReference(const Topology& t, int root) : t_(t), n_(t.num_routers()), level_(n_, -1) {
    std::vector<int> q{root};
    level_[root] = 0;
    for (std::size_t h = 0; h < q.size(); ++h)
      for (int p = t.nodes_per_router(); p < t.radix(); ++p) {
        const int v = t.peer_router(q[h], p);
        if (v >= 0 && level_[v] < 0) {
          level_[v] = level_[q[h]] + 1;
          q.push_back(v);
        }
      }
  }
  bool up(int u, int v) const { return level_[v] < level_[u] || (level_[v] == level_[u] && v < u); }

  // Shortest legal lengths from `src` to every switch (forward BFS over (switch, gone_down)).
  std::vector<int> lengths_from(int src) const {
    std::vector<int> d(2 * static_cast<std::size_t>(n_), -1), best(n_, -1);
    std::vector<std::pair<int, int>> q{{src, 0}};
    d[src] = 0;
    for (std::size_t h = 0; h < q.size(); ++h) {
      const auto [u, down] = q[h];
      const int du = d[static_cast<std::size_t>(down) * n_ + u];
      if (best[u] < 0) best[u] = du;
      for (int p = t_.nodes_per_router(); p < t_.radix(); ++p) {
        const int v = t_.peer_router(u, p);
        if (v < 0) continue;
        const bool is_up = up(u, v);
        if (down && is_up) continue;  // the forbidden down->up turn
        const int nd = is_up ? 0 : 1;
        int& dv = d[static_cast<std::size_t>(nd) * n_ + v];
        if (dv >= 0) continue;
        dv = du + 1;
        q.push_back({v, nd});
      }
    }
    return best;
  }

 private:
  const Topology& t_;
  int n_;
  std::vector<int> level_;
};

}  // namespace doar::test
