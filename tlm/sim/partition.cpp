#include "partition.hpp"

#include <algorithm>
#include "topology/dragonfly_topology.hpp"
#include "topology/torus.hpp"

namespace doar::net {

Partition partition_network(const Topology& topo, const std::vector<PortClassParams>& classes) {
  Partition p;
  const int n = topo.num_routers();
  // The natural unit of the topology: routers per unit.
  int unit = std::max(1, (n + 63) / 64);
  p.rule = "ranges";
  if (const auto* dt = dynamic_cast<const DragonflyTopology*>(&topo)) {
    unit = dt->dragonfly().a();
    p.group_size = unit;
    p.rule = "groups";
  } else if (const auto* t = dynamic_cast<const Torus*>(&topo)) {
    unit = n / t->k(t->dims() - 1);
    p.rule = "slabs";
  }
  const int units = (n + unit - 1) / unit;
  const int per_part = (units + Partition::kMaxParts - 1) / Partition::kMaxParts;  // units per part
  for (int r = 0; r < n; r += unit * per_part) p.first.push_back(r);
  p.first.push_back(n);
  p.part_of.assign(static_cast<std::size_t>(n), 0);
  for (int q = 0; q < p.parts(); ++q) {
    for (int r = p.first[q]; r < p.first[q + 1]; ++r) p.part_of[static_cast<std::size_t>(r)] = q;
  }
  for (int r = 0; r < n; ++r) {
    for (int port = topo.nodes_per_router(); port < topo.radix(); ++port) {
      const int peer = topo.peer_router(r, port);
      if (peer < 0) continue;
      const PortClassParams& pc = classes[static_cast<std::size_t>(topo.port_class(r, port))];
      const bool cut = p.part_of[static_cast<std::size_t>(r)] != p.part_of[static_cast<std::size_t>(peer)];
      int& bound = cut || pc.global ? p.cut_latency : p.near_latency;
      bound = std::min(bound, pc.lat);
    }
  }
  return p;
}

std::vector<int> deal_parts(const Partition& p, int threads) {
  const int n = p.first.back();
  std::vector<int> begin(1, 0);
  for (int k = 1; k < threads; ++k) {
    int q = begin.back();
    while (q < p.parts() && static_cast<long long>(p.first[q]) * threads < static_cast<long long>(k) * n) ++q;
    begin.push_back(q);
  }
  begin.push_back(p.parts());
  return begin;
}

std::pair<int, int> rank_routers(const Partition& p, int rank, int ranks) {
  const std::vector<int> begin = deal_parts(p, ranks);
  return {p.first[static_cast<std::size_t>(begin[static_cast<std::size_t>(rank)])],
          p.first[static_cast<std::size_t>(begin[static_cast<std::size_t>(rank) + 1])]};
}

}  // namespace doar::net
