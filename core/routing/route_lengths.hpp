// Path lengths a routing gives at zero load, read from its candidate sets alone (so that any
// routing can be measured, and a routing's own distance tables can be checked against it):
// from injection at a source router to a destination router, a head takes a candidate of
// the best priority its set offers; the lengths of all such paths lie in [min, max].
// The paper's "AverageLength" of a routing table is the mean over ordered pairs of distinct
// switches (seed 004); for the routings of updown_routing.hpp every zero-load path of a pair
// has the same length, so min == max there.
#pragma once
#include <vector>

#include "routing/routing.hpp"
#include "topology/topology.hpp"

namespace doar {

struct RouteLengths {
  int n = 0;                     // routers
  std::vector<int> min, max;     // [from * n + to], 0 on the diagonal
  double mean_min() const;       // over ordered pairs from != to
  double mean_max() const;
};

// Throws std::logic_error when a zero-load path revisits a (router, input port, VC) state
// (a livelock), or a head has no candidate.
RouteLengths zero_load_route_lengths(const Topology& topo, const Routing& routing);

// The mean minimal distance over ordered pairs of distinct routers (the lower bound).
double mean_distance(const Topology& topo);

}  // namespace doar
