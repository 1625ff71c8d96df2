// Channel loads a routing puts on a network under uniform random traffic at zero load: one
// unit of flow from every switch to every other switch, each head splitting its flow evenly
// over the best-priority candidates its set offers (the zero-load paths of route_lengths.hpp).
// How evenly the links are used is the paper's claim for MTR over up*/down* (traffic piles up
// near the root); the busiest link also bounds the throughput: with one flit per cycle per
// link, UR saturates no later than (N-1) / max_load flits/switch/cycle (N switches, one node
// each; divide by P for P nodes per switch).
#pragma once
#include <vector>

#include "routing/routing.hpp"
#include "topology/topology.hpp"

namespace doar {

struct ChannelLoad {
  std::vector<double> load;  // [router * radix + port], every VC together; 0 for terminal ports
  double mean = 0, max = 0;  // over connected network ports
  int max_router = -1, max_port = -1;
  double max_over_mean() const { return mean > 0 ? max / mean : 0; }
  double throughput_bound(int routers) const { return max > 0 ? (routers - 1) / max : 0; }
};

// Throws std::logic_error when a zero-load path loops.
ChannelLoad zero_load_channel_load(const Topology& topo, const Routing& routing);

}  // namespace doar
