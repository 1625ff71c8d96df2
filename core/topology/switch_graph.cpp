#include "topology/switch_graph.hpp"

namespace doar {

std::vector<int> switch_degrees(const SwitchGraph& g) {
  std::vector<int> deg(static_cast<std::size_t>(g.switches), 0);
  for (const auto& [a, b] : g.links) {
    ++deg[a];
    ++deg[b];
  }
  return deg;
}

int first_unreachable_switch(const SwitchGraph& g) {
  if (g.switches <= 1) return -1;
  std::vector<std::vector<int>> adj(static_cast<std::size_t>(g.switches));
  for (const auto& [a, b] : g.links) {
    adj[a].push_back(b);
    adj[b].push_back(a);
  }
  std::vector<char> seen(adj.size(), 0);
  std::vector<int> stack{0};
  seen[0] = 1;
  while (!stack.empty()) {
    const int u = stack.back();
    stack.pop_back();
    for (int v : adj[u])
      if (!seen[v]) {
        seen[v] = 1;
        stack.push_back(v);
      }
  }
  for (int s = 0; s < g.switches; ++s)
    if (!seen[s]) return s;
  return -1;
}

}  // namespace doar
