// Upper bounds on the bisection width from a graph partitioner: METIS's multilevel
// bisection (METIS_PartGraphRecursive, two parts) over several seeds, each result made an
// exact bisection (floor(n/2) / ceil(n/2) routers: METIS allows a small imbalance) and then
// improved by pairwise swaps (Kernighan-Lin moves that keep the sizes). The cut is a real
// bisection of the graph, so its size is an upper bound; nothing says it is the minimum.
#pragma once
#include <vector>

#include "analysis/router_graph.hpp"
#include "topology/topology.hpp"

namespace doar {

struct PartitionCut {
  long long cut = -1;
  std::vector<int> side;
  double seconds = 0;
};

// The best of `seeds` METIS runs, each balanced and refined. Throws std::runtime_error when
// METIS reports an error.
PartitionCut metis_bisection(const RouterGraph& g, int seeds = 8);

// Makes `side` an exact bisection by moving the routers that cost least from the larger
// side, then applies improving swaps until none is left (at most a bounded number of
// passes on large graphs).
void balance_and_refine(const RouterGraph& g, std::vector<int>& side);

// The quick upper bound another tool should call (doar-topo, the topology helpers): METIS
// with refinement on the topology's router graph.
PartitionCut quick_bisection_upper_bound(const Topology& topo);

}  // namespace doar
