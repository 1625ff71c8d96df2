#include "analysis/topo_metrics.hpp"

#include <algorithm>

namespace doar {

TopoMetrics measure_topology(const Topology& t) {
  TopoMetrics m;
  m.spec = t.spec();
  m.name = t.name();
  m.routers = t.num_routers();
  m.nodes = t.num_nodes();
  long long ports = 0;
  m.degree_min = t.radix();
  for (int r = 0; r < t.num_routers(); ++r) {
    int deg = 0;
    for (int p = t.nodes_per_router(); p < t.radix(); ++p) deg += t.connected(r, p);
    ports += deg;
    m.degree = std::max(m.degree, deg);
    m.degree_min = std::min(m.degree_min, deg);
  }
  m.links = ports / 2;
  // One pass over the cached distance table: sum and maximum over distinct pairs.
  const std::uint8_t* d = t.distance_table();
  const std::size_t n = static_cast<std::size_t>(t.num_routers());
  long double sum = 0;
  for (std::size_t a = 0; a < n; ++a)
    for (std::size_t b = 0; b < n; ++b) {
      if (a == b) continue;
      const std::uint8_t x = d[a * n + b];
      if (x == 255) {
        m.connected = false;
        continue;
      }
      sum += x;
      m.diameter = std::max<int>(m.diameter, x);
    }
  if (n > 1) m.mean_distance = static_cast<double>(sum / static_cast<long double>(n * (n - 1)));
  return m;
}

nlohmann::json to_json(const TopoMetrics& m) {
  return nlohmann::json{{"spec", m.spec},         {"name", m.name},
                        {"routers", m.routers},   {"nodes", m.nodes},
                        {"links", m.links},       {"degree", m.degree},
                        {"degree_min", m.degree_min}, {"diameter", m.diameter},
                        {"mean_distance", m.mean_distance}, {"connected", m.connected}};
}

}  // namespace doar
