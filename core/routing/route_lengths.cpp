#include "routing/route_lengths.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>

namespace doar {

namespace {

double mean_off_diagonal(const std::vector<int>& v, int n) {
  if (n < 2) return 0;
  double s = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      if (i != j) s += v[static_cast<std::size_t>(i) * n + j];
  return s / (static_cast<double>(n) * (n - 1));
}

// Depth-first over (router, in_port, in_vc) states toward one destination in one routing
// state, keeping the fewest and most hops to ejection of each state.
class Walker {
 public:
  Walker(const Topology& topo, const Routing& routing, int dst, std::uint32_t state)
      : topo_(topo), routing_(routing), dst_node_(topo.node_at(dst, 0)), state_(state),
        memo_(static_cast<std::size_t>(topo.num_routers()) * topo.radix() * routing.vcs(), kUnseen),
        max_(memo_.size(), 0) {}

  // Lengths from injection at router `src`.
  std::pair<int, int> from_source(int src) { return lengths(src, 0, 0); }

 private:
  static constexpr int kUnseen = -1, kOpen = -2;

  std::pair<int, int> lengths(int router, int in_port, int in_vc) {
    const std::size_t key = (static_cast<std::size_t>(router) * topo_.radix() + in_port) * routing_.vcs() + in_vc;
    if (memo_[key] == kOpen)
      throw std::logic_error(routing_.name() + " livelocks at zero load: a path to router " +
                             std::to_string(topo_.node_router(dst_node_)) + " revisits router " + std::to_string(router));
    if (memo_[key] >= 0) return {memo_[key], max_[key]};
    memo_[key] = kOpen;
    CandidateSet cs;
    routing_.candidates(router, in_port, in_vc, dst_node_, state_, cs);
    if (cs.n == 0)
      throw std::logic_error(routing_.name() + " offers no candidate at router " + std::to_string(router));
    int best = 1 << 30;
    for (const Candidate& c : cs) best = std::min<int>(best, c.priority);
    int lo = 1 << 30, hi = 0;
    for (const Candidate& c : cs) {
      if (c.priority != best) continue;
      if (topo_.is_terminal(c.port)) {
        lo = std::min(lo, 0);
        continue;
      }
      const auto [l, h] = lengths(topo_.peer_router(router, c.port), topo_.peer_port(router, c.port), c.vc);
      lo = std::min(lo, l + 1);
      hi = std::max(hi, h + 1);
    }
    memo_[key] = lo;
    max_[key] = hi;
    return {lo, hi};
  }

  const Topology& topo_;
  const Routing& routing_;
  int dst_node_;
  std::uint32_t state_;
  std::vector<int> memo_, max_;
};

}  // namespace

double RouteLengths::mean_min() const { return mean_off_diagonal(min, n); }
double RouteLengths::mean_max() const { return mean_off_diagonal(max, n); }

RouteLengths zero_load_route_lengths(const Topology& topo, const Routing& routing) {
  RouteLengths rl;
  rl.n = topo.num_routers();
  rl.min.assign(static_cast<std::size_t>(rl.n) * rl.n, 0);
  rl.max = rl.min;
  for (int t = 0; t < rl.n; ++t) {
    std::map<std::uint32_t, Walker> walkers;  // one memo per routing state
    for (int s = 0; s < rl.n; ++s) {
      if (s == t) continue;
      const std::uint32_t st = routing.initial_state(topo.node_at(s, 0), topo.node_at(t, 0));
      auto it = walkers.try_emplace(st, topo, routing, t, st).first;
      const auto [lo, hi] = it->second.from_source(s);
      rl.min[static_cast<std::size_t>(s) * rl.n + t] = lo;
      rl.max[static_cast<std::size_t>(s) * rl.n + t] = hi;
    }
  }
  return rl;
}

double mean_distance(const Topology& topo) {
  const int n = topo.num_routers();
  std::vector<int> d(static_cast<std::size_t>(n) * n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) d[static_cast<std::size_t>(i) * n + j] = topo.distance(i, j);
  return mean_off_diagonal(d, n);
}

}  // namespace doar
