#include "routing/channel_load.hpp"

#include <map>
#include <stdexcept>
#include <string>

namespace doar {

namespace {

// The head states reachable toward one destination in one routing state, in an order where
// every state comes before the states its candidates lead to (reverse DFS post-order).
class StateDag {
 public:
  StateDag(const Topology& topo, const Routing& routing, int dst, std::uint32_t state)
      : topo_(topo), routing_(routing), dst_node_(topo.node_at(dst, 0)), state_(state),
        mark_(static_cast<std::size_t>(topo.num_routers()) * topo.radix() * routing.vcs(), 0) {}

  int key(int router, int port, int vc) const { return (router * topo_.radix() + port) * routing_.vcs() + vc; }

  void add_source(int src) { visit(src, 0, 0); }

  // Next states of `k` over its best-priority non-terminal candidates (empty when it ejects).
  std::vector<int> next(int k) const {
    const int vcs = routing_.vcs(), radix = topo_.radix();
    const int router = k / vcs / radix, port = (k / vcs) % radix, vc = k % vcs;
    CandidateSet cs;
    routing_.candidates(router, port, vc, dst_node_, state_, cs);
    int best = 1 << 30;
    for (const Candidate& c : cs) best = std::min<int>(best, c.priority);
    std::vector<int> out;
    for (const Candidate& c : cs) {
      if (c.priority != best) continue;
      if (topo_.is_terminal(c.port)) return {};  // ejects here
      out.push_back(key(topo_.peer_router(router, c.port), topo_.peer_port(router, c.port), c.vc));
      out.push_back(key(router, c.port, c.vc));  // the channel taken, as an even entry after the state
    }
    return out;
  }

  const std::vector<int>& post_order() const { return post_; }

 private:
  void visit(int router, int port, int vc) {
    const int k = key(router, port, vc);
    if (mark_[k] == 2) return;
    if (mark_[k] == 1)
      throw std::logic_error(routing_.name() + " loops at zero load toward router " +
                             std::to_string(topo_.node_router(dst_node_)));
    mark_[k] = 1;
    const std::vector<int> nx = next(k);
    const int vcs = routing_.vcs(), radix = topo_.radix();
    for (std::size_t i = 0; i < nx.size(); i += 2) visit(nx[i] / vcs / radix, (nx[i] / vcs) % radix, nx[i] % vcs);
    mark_[k] = 2;
    post_.push_back(k);
  }

  const Topology& topo_;
  const Routing& routing_;
  int dst_node_;
  std::uint32_t state_;
  std::vector<char> mark_;
  std::vector<int> post_;
};

}  // namespace

ChannelLoad zero_load_channel_load(const Topology& topo, const Routing& routing) {
  const int n = topo.num_routers(), radix = topo.radix(), vcs = routing.vcs();
  ChannelLoad cl;
  cl.load.assign(static_cast<std::size_t>(n) * radix, 0.0);
  std::vector<double> flow(static_cast<std::size_t>(n) * radix * vcs, 0.0);
  for (int t = 0; t < n; ++t) {
    std::map<std::uint32_t, std::vector<int>> by_state;
    for (int s = 0; s < n; ++s)
      if (s != t) by_state[routing.initial_state(topo.node_at(s, 0), topo.node_at(t, 0))].push_back(s);
    for (const auto& [state, sources] : by_state) {
      StateDag dag(topo, routing, t, state);
      for (int s : sources) dag.add_source(s);
      for (int s : sources) flow[dag.key(s, 0, 0)] += 1.0;
      const auto& order = dag.post_order();
      for (auto it = order.rbegin(); it != order.rend(); ++it) {
        const double f = flow[*it];
        flow[*it] = 0;  // leave the buffer clean for the next group
        if (f == 0) continue;
        const std::vector<int> nx = dag.next(*it);
        const double share = f / static_cast<double>(nx.size() / 2);
        for (std::size_t i = 0; i < nx.size(); i += 2) {
          flow[nx[i]] += share;
          cl.load[static_cast<std::size_t>(nx[i + 1] / vcs)] += share;
        }
      }
    }
  }
  int links = 0;
  double sum = 0;
  for (int r = 0; r < n; ++r)
    for (int p = topo.nodes_per_router(); p < radix; ++p) {
      if (!topo.connected(r, p)) continue;
      const double l = cl.load[static_cast<std::size_t>(r) * radix + p];
      ++links;
      sum += l;
      if (l > cl.max) {
        cl.max = l;
        cl.max_router = r;
        cl.max_port = p;
      }
    }
  cl.mean = links ? sum / links : 0;
  return cl;
}

}  // namespace doar
