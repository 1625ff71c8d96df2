// How a parallel run (doar-sim --threads) cuts the network into parts. The parts depend on
// the topology only, never on the thread count, so that a result cannot depend on it: the
// threads take the parts in contiguous runs (deal_parts). A part is a contiguous range of
// router indices:
//   dragonfly   one group per part (a routers; the links between parts are the global
//               links, latency --lat-global: blocks of up to 100 cycles by default);
//   torus       one slab per part: the routers with the same last coordinate (the links
//               between parts are that dimension's, latency --lat-local: blocks of 10
//               cycles by default, of 1 with --lat-local 1, where the barrier per cycle
//               leaves little to gain);
//   otherwise   up to 64 equal ranges of router indices.
// More than kMaxParts such units are merged, consecutive ones, into kMaxParts parts.
#pragma once
#include <string>
#include <utility>
#include <vector>
#include "net_env.hpp"
#include "topology/topology.hpp"

namespace doar::net {

struct Partition {
  static constexpr int kMaxParts = 256;  // PacketPool gives each part its own chunk ids
  std::vector<int> first;    // part p is routers [first[p], first[p + 1]); first.back() = routers
  std::vector<int> part_of;  // per router
  // Routers that run their router blocks one after the other over a part block (a dragonfly
  // group, as in a run of one part; 0: the whole part).
  int group_size = 0;
  // Shortest latency of a link between two parts, or of a global-class link anywhere (a
  // part block may not exceed either), and of any other network link (a router block may
  // not exceed it); 1 << 30 when there is none.
  int cut_latency = 1 << 30;
  int near_latency = 1 << 30;
  std::string rule;          // "groups", "slabs", "ranges", for messages
  int parts() const { return static_cast<int>(first.size()) - 1; }
};

Partition partition_network(const Topology& topo, const std::vector<PortClassParams>& classes);

// Thread k of `threads` runs parts [begin[k], begin[k + 1]): contiguous runs with about the
// same number of routers each (begin has threads + 1 entries).
std::vector<int> deal_parts(const Partition& p, int threads);

// A run spread over processes (doar-sim-mpi): the routers rank `rank` of `ranks` builds and
// runs, those of the parts deal_parts gives it, [first, second) (contiguous, maybe empty).
std::pair<int, int> rank_routers(const Partition& p, int rank, int ranks);

}  // namespace doar::net
