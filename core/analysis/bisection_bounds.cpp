#include "analysis/bisection_bounds.hpp"

#include "analysis/cpu_clock.hpp"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace doar {

namespace {

// Each method's cost grows fast with the routers: refuse sizes beyond its limit.
void require_routers(int n, int max, const char* method) {
  if (n > max) throw std::invalid_argument(std::string(method) + " is limited to " + std::to_string(max) + " routers");
}

// 2 |V1| |V2| / r_max, with the integer figure rounded up; the CPU time since `cpu` started.
LowerBound from_load(int n, double r_max, const CpuClock& cpu) {
  LowerBound b;
  b.seconds = cpu.seconds();
  b.r_max = r_max;
  const double pairs = 2.0 * (n / 2) * ((n + 1) / 2);
  b.raw = r_max > 0 ? pairs / r_max : 0;
  // Round up, forgiving the floating-point error of the loads (a fraction of 1e-6).
  b.value = static_cast<long long>(std::ceil(b.raw - 1e-6 * std::max(1.0, b.raw)));
  return b;
}

}  // namespace

LowerBound edge_load_bound(const Topology& topo, const Routing& routing) {
  const CpuClock cpu;
  const int n = topo.num_routers(), radix = topo.radix();
  require_routers(n, kMaxEdgeLoadRouters, "the edge-load bound");
  // A link id per connected network port, shared by its two ends.
  std::vector<int> link_of(static_cast<std::size_t>(n) * radix, -1);
  int links = 0;
  for (int r = 0; r < n; ++r)
    for (int p = topo.nodes_per_router(); p < radix; ++p) {
      const int q = topo.peer_router(r, p);
      if (q < r) continue;
      link_of[static_cast<std::size_t>(r) * radix + p] = links;
      link_of[static_cast<std::size_t>(q) * radix + topo.peer_port(r, p)] = links++;
    }
  std::vector<long long> load(links, 0);
  CandidateSet cs;
  for (int s = 0; s < n; ++s)
    for (int d = 0; d < n; ++d) {
      if (s == d) continue;
      const int src = topo.node_at(s, 0), dst = topo.node_at(d, 0);
      const std::uint32_t state = routing.initial_state(src, dst);
      int at = s, in_port = topo.node_port(src), in_vc = 0;
      for (int hop = 0;; ++hop) {
        routing.candidates(at, in_port, in_vc, dst, state, cs);
        if (cs.n == 0 || hop > 4 * n)
          throw std::logic_error(routing.name() + " gives no route from router " + std::to_string(s) + " to " + std::to_string(d));
        const Candidate* pick = &cs.c[0];
        for (const Candidate& c : cs)
          if (c.priority < pick->priority) pick = &c;
        if (topo.is_terminal(pick->port)) break;
        ++load[link_of[static_cast<std::size_t>(at) * radix + pick->port]];
        in_port = topo.peer_port(at, pick->port);
        in_vc = pick->vc;
        at = topo.peer_router(at, pick->port);
      }
    }
  return from_load(n, static_cast<double>(*std::max_element(load.begin(), load.end())), cpu);
}

LowerBound shortest_path_load_bound(const RouterGraph& g) {
  const CpuClock cpu;
  const int n = g.n;
  require_routers(n, kMaxEdgeLoadRouters, "the edge-load bound");
  // Brandes's accumulation per source; load[u][k]: the flow over the links from u to its
  // k-th neighbour, accumulated at the nearer end of each step.
  std::vector<std::vector<double>> load(n);
  for (int u = 0; u < n; ++u) load[u].assign(g.adj[u].size(), 0);
  std::vector<int> dist(n), order(n);
  std::vector<double> sigma(n), delta(n);
  for (int s = 0; s < n; ++s) {
    std::fill(dist.begin(), dist.end(), -1);
    std::fill(sigma.begin(), sigma.end(), 0);
    std::fill(delta.begin(), delta.end(), 0);
    int head = 0, tail = 0;
    order[tail++] = s;
    dist[s] = 0;
    sigma[s] = 1;
    while (head < tail) {
      const int v = order[head++];
      for (const auto& [w, m] : g.adj[v]) {
        if (dist[w] < 0) {
          dist[w] = dist[v] + 1;
          order[tail++] = w;
        }
        if (dist[w] == dist[v] + 1) sigma[w] += sigma[v] * m;
      }
    }
    for (int i = tail - 1; i > 0; --i) {
      const int w = order[i];
      for (std::size_t k = 0; k < g.adj[w].size(); ++k) {
        const auto& [v, m] = g.adj[w][k];
        if (dist[v] != dist[w] - 1) continue;
        const double c = sigma[v] * m / sigma[w] * (1 + delta[w]);
        load[w][k] += c;
        delta[v] += c;
      }
    }
  }
  double r_max = 0;
  for (int u = 0; u < n; ++u)
    for (std::size_t k = 0; k < g.adj[u].size(); ++k) {
      const auto& [v, m] = g.adj[u][k];
      if (v < u) continue;
      double total = load[u][k];
      for (std::size_t j = 0; j < g.adj[v].size(); ++j)
        if (g.adj[v][j].first == u) total += load[v][j];
      r_max = std::max(r_max, total / m);  // per link of the m parallel ones
    }
  return from_load(n, r_max, cpu);
}

LowerBound spectral_bound(const RouterGraph& g) {
  const CpuClock cpu;
  const int n = g.n;
  require_routers(n, kMaxSpectralRouters, "the spectral bound");
  LowerBound b;
  if (n < 2) return b;
  Eigen::MatrixXd lap = Eigen::MatrixXd::Zero(n, n);
  for (const auto& [u, v] : g.links) {
    lap(u, u) += 1;
    lap(v, v) += 1;
    lap(u, v) -= 1;
    lap(v, u) -= 1;
  }
  const Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> es(lap, Eigen::EigenvaluesOnly);
  const double lambda2 = std::max(0.0, es.eigenvalues()(1));
  b.r_max = lambda2;
  b.raw = lambda2 * (n / 2) * ((n + 1) / 2) / n;
  // Round up with a tolerance for the eigenvalue's error.
  b.value = static_cast<long long>(std::ceil(b.raw - 1e-6 * std::max(1.0, b.raw)));
  b.seconds = cpu.seconds();
  return b;
}

}  // namespace doar
