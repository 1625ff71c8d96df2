// Size and distance properties of any core::Topology, measured on its wiring (doar-topo):
// the columns of a static-network comparison table such as seed 002's Table 1.
//
// Every field is computed from the port tables and Topology::distance() (all-pairs BFS), so
// it holds for any topology of the framework. A further column (a bisection bound, say) is
// one more field here, filled by measure_topology() or by the tool after it, and one more
// entry in to_json() and the table of doar-topo.
#pragma once
#include <nlohmann/json.hpp>
#include <string>

#include "topology/topology.hpp"

namespace doar {

struct TopoMetrics {
  std::string spec, name;
  long long routers = 0, nodes = 0;
  long long links = 0;        // router-to-router links (connected network ports / 2)
  int degree = 0;             // largest number of connected network ports of a router
  int degree_min = 0;         // smallest (== degree: the network is regular)
  int diameter = 0;           // largest router-to-router distance
  double mean_distance = 0;   // mean distance over ordered pairs of distinct routers
  bool connected = true;      // every router reaches every other
};

TopoMetrics measure_topology(const Topology& t);

// {"spec", "name", "routers", "nodes", "links", "degree", "degree_min", "diameter",
//  "mean_distance", "connected"}.
nlohmann::json to_json(const TopoMetrics& m);

}  // namespace doar
