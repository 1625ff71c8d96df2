// Exact minimum bisection by integer programming (GLPK's branch and cut).
//
// Model, for a graph of n routers and links E (multiplicity m_uv):
//   x_v in {0,1}: the side of router v; x_0 = 0 (symmetry breaking, see below);
//   d_uv in [0,1] for every pair u < v: whether u and v lie on different sides;
//   minimise  sum over linked pairs of m_uv d_uv   (the links cut)
//   subject to
//     floor(n/2) <= sum x_v <= ceil(n/2)                      (a bisection)
//     d_uv >= x_u - x_v,  d_uv >= x_v - x_u,
//     d_uv <= x_u + x_v,  d_uv <= 2 - x_u - x_v               (d is |x_u - x_v| at integer x)
//     d_uv <= d_uw + d_wv  for every link {w,v}, every u       (d is at most the cut-link path length)
//     floor(n/2) <= sum over v != u of d_uv <= ceil(n/2)       (every router is separated from
//                                                              the routers of the other side)
//     sum over u < v of d_uv = floor(n/2) ceil(n/2)            (the separated pairs)
// At integer x every constraint holds with d = |x_u - x_v|, so the optimum is the minimum
// bisection. The last three families are redundant for integer points but make the linear
// relaxation a "spreading metric" bound, at least the edge-load bound of any routing that
// splits each pair's unit over paths (by the last row: 2 |V1||V2| separated ordered pairs, each
// a path whose cut-link length is >= 1), where the plain model's relaxation is 0 (x = 1/2).
// Symmetry breaking: the side sizes may be floor or ceil, so the complement of a bisection is
// one too with the same cut; fixing x_0 = 0 loses nothing, on any graph.
#pragma once
#include <vector>

#include "analysis/router_graph.hpp"

namespace doar {

// The largest graph the exact method accepts: the model has n(n-1)/2 pair variables and
// about n * 2|E| path rows (64 routers of degree 6: 2,016 columns, 26,000 rows).
constexpr int kMaxExactRouters = 64;

struct ExactBisection {
  bool optimal = false;          // proven optimal within the time limit
  long long best = -1;           // cut of the best bisection found (-1: none)
  std::vector<int> side;         // that bisection
  long long lower = 0;           // proven lower bound (= best when optimal)
  double root_lp = 0;            // the linear relaxation at the root
  double seconds = 0;
  long long nodes = 0;           // branch-and-bound nodes (GLPK's count when it stopped)
};

// Solves the model within time_limit seconds, starting from `start` (a bisection, or
// empty) as the incumbent. Throws std::invalid_argument when g.n exceeds kMaxExactRouters.
ExactBisection exact_bisection(const RouterGraph& g, double time_limit, const std::vector<int>& start);

}  // namespace doar
