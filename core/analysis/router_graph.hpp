// The router graph of a core::Topology, as the bisection methods see it: routers are the
// vertices and every link (a connected pair of network ports) is one edge, so parallel
// links count as many times as there are (a 2-ary torus dimension has two). Terminal ports
// and unconnected ports are not edges.
#pragma once
#include <utility>
#include <vector>

#include "topology/topology.hpp"

namespace doar {

struct RouterGraph {
  int n = 0;
  // One entry per link, u < v; parallel links repeat.
  std::vector<std::pair<int, int>> links;
  // Per router: (neighbour, links to it), each neighbour once.
  std::vector<std::vector<std::pair<int, int>>> adj;

  long long link_count() const { return static_cast<long long>(links.size()); }
};

// Builds the graph; a port wired to its own router (never made by the project's topologies)
// is left out: it cannot cross a cut.
RouterGraph router_graph(const Topology& topo);

// Whether every router reaches every other one.
bool is_connected(const RouterGraph& g);

// A bisection is a side (0 or 1) per router with floor(n/2) or ceil(n/2) routers on side 1.
bool is_bisection(const RouterGraph& g, const std::vector<int>& side);
// Links with ends on different sides.
long long cut_links(const RouterGraph& g, const std::vector<int>& side);

}  // namespace doar
