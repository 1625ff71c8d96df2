// A network of switches given as an undirected multigraph: what graph:FILE reads and what
// irregular:N,DEG,SEED generates, and what GraphTopology (graph_topology.hpp) turns into
// ports. Kept apart from both so that the file reader and the generator share one builder.
#pragma once
#include <string>
#include <utility>
#include <vector>

namespace doar {

struct SwitchGraph {
  int switches = 0;                       // routers 0..switches-1
  int nodes_per_switch = 1;               // terminal ports per switch (P)
  std::vector<std::pair<int, int>> links; // undirected, in port order; parallel links allowed
};

// Degree of every switch (a parallel link counts once per copy).
std::vector<int> switch_degrees(const SwitchGraph& g);

// The lowest-numbered switch that switch 0 cannot reach, or -1 when the graph is connected.
int first_unreachable_switch(const SwitchGraph& g);

}  // namespace doar
