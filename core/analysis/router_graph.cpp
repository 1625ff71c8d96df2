#include "analysis/router_graph.hpp"

#include <map>

namespace doar {

RouterGraph router_graph(const Topology& topo) {
  RouterGraph g;
  g.n = topo.num_routers();
  std::vector<std::map<int, int>> mult(g.n);
  for (int r = 0; r < g.n; ++r)
    for (int p = topo.nodes_per_router(); p < topo.radix(); ++p) {
      const int q = topo.peer_router(r, p);
      if (q < 0 || q == r) continue;
      if (q < r) continue;  // each link is seen from both ends: count it at the smaller router
      g.links.emplace_back(r, q);
      ++mult[r][q];
      ++mult[q][r];
    }
  g.adj.resize(g.n);
  for (int r = 0; r < g.n; ++r)
    for (const auto& [q, m] : mult[r]) g.adj[r].emplace_back(q, m);
  return g;
}

bool is_connected(const RouterGraph& g) {
  if (g.n == 0) return true;
  std::vector<char> seen(g.n, 0);
  std::vector<int> stack{0};
  seen[0] = 1;
  int count = 1;
  while (!stack.empty()) {
    const int u = stack.back();
    stack.pop_back();
    for (const auto& e : g.adj[u])
      if (!seen[e.first]) {
        seen[e.first] = 1;
        ++count;
        stack.push_back(e.first);
      }
  }
  return count == g.n;
}

bool is_bisection(const RouterGraph& g, const std::vector<int>& side) {
  if (static_cast<int>(side.size()) != g.n) return false;
  int ones = 0;
  for (int s : side) {
    if (s != 0 && s != 1) return false;
    ones += s;
  }
  return ones == g.n / 2 || ones == (g.n + 1) / 2;
}

long long cut_links(const RouterGraph& g, const std::vector<int>& side) {
  long long c = 0;
  for (const auto& [u, v] : g.links) c += side[u] != side[v];
  return c;
}

}  // namespace doar
