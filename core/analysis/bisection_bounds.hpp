// Lower bounds on the bisection width B (halves V1, V2 of floor(n/2) and ceil(n/2) routers).
//
// Edge load (seed 003, section 2.3). Route one packet from every router to every other one;
// R_e is the number of routes over link e (both directions), R_max = max_e R_e. A bisection
// cutting B links is crossed by at least 2 |V1| |V2| routes (every pair with one end on each
// side, both ways), and each cut link carries at most R_max of them:
//     B >= 2 |V1| |V2| / R_max.
// - edge_load_bound(): the routes of a routing function (the simulator's own: the first
//   candidate of the best priority at every hop), the paper's method;
// - shortest_path_load_bound(): every pair's unit split over all its shortest paths in
//   proportion to their number (edge betweenness): any routing's load spreads at best this
//   evenly over minimal paths, and it needs no routing function (graph:FILE).
// Spectral (seed 003, section 1; Fiedler). With lambda_2 the second smallest eigenvalue of
// the Laplacian L (degree minus adjacency, parallel links counted), the indicator x of V1
// minus |V1|/n is orthogonal to the all-ones vector, so cut = x^T L x >= lambda_2 |x|^2 and
//     B >= lambda_2 |V1| |V2| / n,
// which is the paper's lambda_2 |V| / 4 for even n and slightly below it for odd n (there
// lambda_2 |V| / 4 itself is not a proven bound).
#pragma once
#include <string>

#include "analysis/router_graph.hpp"
#include "routing/routing.hpp"
#include "topology/topology.hpp"

namespace doar {

struct LowerBound {
  double raw = 0;       // the real-valued bound
  long long value = 0;  // ceil(raw): B is an integer
  double seconds = 0;
  double r_max = 0;     // edge load: R_max; spectral: lambda_2
  std::string note;
};

// Largest sizes the bounds are computed for (time and memory: all pairs, a dense matrix).
constexpr int kMaxEdgeLoadRouters = 4096;
constexpr int kMaxSpectralRouters = 3000;

LowerBound edge_load_bound(const Topology& topo, const Routing& routing);
LowerBound shortest_path_load_bound(const RouterGraph& g);
LowerBound spectral_bound(const RouterGraph& g);

}  // namespace doar
