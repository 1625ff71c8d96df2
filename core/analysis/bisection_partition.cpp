#include "analysis/bisection_partition.hpp"

#include "analysis/cpu_clock.hpp"

#include <metis.h>

#include <algorithm>
#include <stdexcept>
#include <string>

namespace doar {

namespace {

// gain[v]: how much the cut shrinks when v alone changes side.
std::vector<long long> gains(const RouterGraph& g, const std::vector<int>& side) {
  std::vector<long long> gain(g.n, 0);
  for (int u = 0; u < g.n; ++u)
    for (const auto& [v, m] : g.adj[u]) gain[u] += side[u] != side[v] ? m : -m;
  return gain;
}

void flip(const RouterGraph& g, std::vector<int>& side, std::vector<long long>& gain, int v) {
  side[v] ^= 1;
  gain[v] = -gain[v];
  for (const auto& [w, m] : g.adj[v]) gain[w] += side[w] != side[v] ? 2 * m : -2 * m;
}

long long links_between(const RouterGraph& g, int u, int v) {
  for (const auto& [w, m] : g.adj[u])
    if (w == v) return m;
  return 0;
}

}  // namespace

void balance_and_refine(const RouterGraph& g, std::vector<int>& side) {
  std::vector<long long> gain = gains(g, side);
  // Balance: side 1 gets floor(n/2) or ceil(n/2) routers.
  while (true) {
    const int ones = static_cast<int>(std::count(side.begin(), side.end(), 1));
    if (ones == g.n / 2 || ones == (g.n + 1) / 2) break;
    const int from = ones > g.n / 2 ? 1 : 0;
    int best = -1;
    for (int v = 0; v < g.n; ++v)
      if (side[v] == from && (best < 0 || gain[v] > gain[best])) best = v;
    flip(g, side, gain, best);
  }
  // Swaps of one router from each side while one shrinks the cut. A pass is O(n^2): on
  // large graphs only a few passes are made (the refinement is a heuristic either way).
  const int max_passes = g.n <= 2048 ? 4 * g.n : 8;
  for (int pass = 0; pass < max_passes; ++pass) {
    long long best_gain = 0;
    int bu = -1, bv = -1;
    for (int u = 0; u < g.n; ++u) {
      if (side[u] != 0) continue;
      for (int v = 0; v < g.n; ++v) {
        if (side[v] != 1) continue;
        const long long gsum = gain[u] + gain[v];
        if (gsum <= best_gain) continue;
        const long long gv = gsum - 2 * links_between(g, u, v);
        if (gv > best_gain) {
          best_gain = gv;
          bu = u;
          bv = v;
        }
      }
    }
    if (bu < 0) break;
    flip(g, side, gain, bu);
    flip(g, side, gain, bv);
  }
}

PartitionCut metis_bisection(const RouterGraph& g, int seeds) {
  const CpuClock cpu;
  PartitionCut best;
  if (g.n < 2) {
    best.cut = 0;
    best.side.assign(g.n, 0);
    return best;
  }
  // CSR with link multiplicities as edge weights.
  std::vector<idx_t> xadj{0}, adjncy, adjwgt;
  for (int u = 0; u < g.n; ++u) {
    for (const auto& [v, m] : g.adj[u]) {
      adjncy.push_back(v);
      adjwgt.push_back(m);
    }
    xadj.push_back(static_cast<idx_t>(adjncy.size()));
  }
  for (int s = 0; s < seeds; ++s) {
    idx_t nv = g.n, ncon = 1, nparts = 2, objval = 0;
    idx_t options[METIS_NOPTIONS];
    METIS_SetDefaultOptions(options);
    options[METIS_OPTION_SEED] = s + 1;
    options[METIS_OPTION_NCUTS] = 4;
    options[METIS_OPTION_UFACTOR] = 1;
    std::vector<idx_t> part(g.n, 0);
    const int rc = METIS_PartGraphRecursive(&nv, &ncon, xadj.data(), adjncy.data(), nullptr, nullptr,
                                            adjwgt.data(), &nparts, nullptr, nullptr, options, &objval, part.data());
    if (rc != METIS_OK) throw std::runtime_error("METIS failed with status " + std::to_string(rc));
    std::vector<int> side(part.begin(), part.end());
    balance_and_refine(g, side);
    const long long c = cut_links(g, side);
    if (best.cut < 0 || c < best.cut) {
      best.cut = c;
      best.side = side;
    }
  }
  best.seconds = cpu.seconds();
  return best;
}

PartitionCut quick_bisection_upper_bound(const Topology& topo) { return metis_bisection(router_graph(topo)); }

}  // namespace doar
