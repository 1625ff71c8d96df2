// irregular:N,DEG,SEED[,P]: a seeded random connected irregular network of N switches with
// DEG inter-switch links per switch where the generator can (seed 004's random topologies;
// the paper gives only the switch count and a degree limit, so the rule below is ours and is
// documented in docs/topology.md).
//
// Generator, one attempt: every switch starts with DEG free link ends. While two switches
// with free ends remain: draw switch a uniformly among them; draw b uniformly among the other
// switches with free ends not yet linked to a; link a-b (no parallel links, no self loops).
// When a has no such b, its free ends stay unconnected (it keeps fewer than DEG links). An
// attempt whose graph is not connected is dropped and the next one drawn from the same
// stream, up to 1000 attempts. The stream is SplitMix64 seeded with SEED (splitmix.hpp), so
// a spec gives the same network on every machine.
#pragma once
#include <memory>
#include <string>

#include "topology/switch_graph.hpp"
#include "topology/topology.hpp"

namespace doar {

struct IrregularParams {
  int n = 0, deg = 0;
  std::uint64_t seed = 0;
  int p = 1;
};

// Parses "N,DEG,SEED[,P]". Throws std::invalid_argument naming the problem.
IrregularParams parse_irregular(const std::string& text);

// The links of the network (throws std::invalid_argument for impossible parameters or when
// no connected attempt was found).
SwitchGraph generate_irregular(const IrregularParams& prm);

// irregular:N,DEG,SEED[,P] as a GraphTopology.
std::unique_ptr<Topology> make_irregular_topology(const std::string& params);

}  // namespace doar
