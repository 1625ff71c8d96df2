#include "routing/mtr_routing.hpp"

#include <numeric>

#include "routing/updown_routing.hpp"
#include "topology/splitmix.hpp"

namespace doar {

std::vector<int> mtr_roots(int routers, int r, std::uint64_t seed) {
  std::vector<int> pool(static_cast<std::size_t>(routers - 1));
  std::iota(pool.begin(), pool.end(), 1);
  SplitMix64 rng(seed);
  std::vector<int> roots{0};
  for (int i = 0; i + 1 < r; ++i) {
    const std::size_t j = i + rng.below(pool.size() - i);
    std::swap(pool[i], pool[j]);
    roots.push_back(pool[i]);
  }
  return roots;
}

MtrRouting::MtrRouting(const Topology& topo, int vcs, int roots, std::uint64_t seed)
    : Routing(vcs), topo_(topo), n_(topo.num_routers()), seed_(seed), roots_(mtr_roots(n_, roots, seed)) {
  trees_.reserve(roots_.size());
  for (int r : roots_) trees_.emplace_back(topo, r);
  table_.assign(static_cast<std::size_t>(n_) * n_, 0);
  for (int i = 0; i < n_; ++i)
    for (int j = 0; j < n_; ++j) {
      int best = 0;
      for (int t = 1; t < static_cast<int>(trees_.size()); ++t)
        if (trees_[t].dist(UpDownTree::kMayGoUp, i, j) < trees_[best].dist(UpDownTree::kMayGoUp, i, j)) best = t;
      table_[static_cast<std::size_t>(i) * n_ + j] = static_cast<std::uint8_t>(best);
    }
}

std::string MtrRouting::name() const {
  return "MTR:" + std::to_string(roots_.size()) + (seed_ == 1 ? "" : "," + std::to_string(seed_));
}

std::uint32_t MtrRouting::initial_state(int src_node, int dst_node) const {
  return tree_of(topo_.node_router(src_node), topo_.node_router(dst_node));
}

void MtrRouting::candidates(int router, int in_port, int in_vc, int dst_node, std::uint32_t state,
                            CandidateSet& out) const {
  out.clear();
  if (eject_at_destination(topo_, router, in_vc, dst_node, out)) return;
  const int to = topo_.node_router(dst_node), P = topo_.nodes_per_router();
  const bool injected = topo_.is_terminal(in_port);
  if (vcs() > 1) {
    const UpDownTree& esc = trees_[0];
    const int phase = injected || in_vc != 0 ? UpDownTree::kMayGoUp : esc.phase_at(router, in_port, P);
    add_updown_hops(topo_, esc, phase, router, to, 0, 0, 1, true, out);
    if (!injected && in_vc == 0) return;  // the escape is absorbing
  }
  const UpDownTree& tree = trees_[state];
  add_updown_hops(topo_, tree, tree.phase_at(router, in_port, P), router, to, vcs() > 1 ? 1 : 0, vcs() - 1, 0,
                  false, out);
}

}  // namespace doar
