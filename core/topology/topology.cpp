#include "topology/topology.hpp"

#include <algorithm>
#include <stdexcept>

#include "topology/dragonfly_topology.hpp"
#include "topology/graph_topology.hpp"
#include "topology/irregular.hpp"
#include "topology/tcpg.hpp"
#include "topology/htorus.hpp"
#include "topology/torus.hpp"

namespace doar {

void Topology::init(int routers, int radix, int nodes_per_router, std::vector<std::string> class_names) {
  routers_ = routers;
  radix_ = radix;
  p_ = nodes_per_router;
  class_names_ = std::move(class_names);
  ports_.assign(static_cast<std::size_t>(routers) * radix, TopoPort{});
}

void Topology::set_port(int router, int p, int peer_router, int peer_port, int cls) {
  TopoPort& tp = ports_[static_cast<std::size_t>(router) * radix_ + p];
  tp.peer_router = peer_router;
  tp.peer_port = static_cast<std::int16_t>(peer_port);
  tp.port_class = static_cast<std::uint8_t>(cls);
}

void Topology::ensure_distances() const {
  std::call_once(dist_once_, [this]() {
    const std::size_t n = static_cast<std::size_t>(routers_);
    dist_.assign(n * n, 255);
    std::vector<int> queue(n);
    for (int s = 0; s < routers_; ++s) {
      std::uint8_t* row = &dist_[s * n];
      int head = 0, tail = 0;
      row[s] = 0;
      queue[tail++] = s;
      while (head < tail) {
        const int u = queue[head++];
        for (int p = p_; p < radix_; ++p) {
          const int v = peer_router(u, p);
          if (v < 0 || row[v] != 255) continue;
          if (row[u] >= 254) throw std::logic_error(name() + ": distance exceeds 254 hops");
          row[v] = static_cast<std::uint8_t>(row[u] + 1);
          queue[tail++] = v;
        }
      }
    }
  });
}

int Topology::diameter() const {
  ensure_distances();
  int best = 0;
  for (std::uint8_t d : dist_)
    if (d != 255) best = std::max<int>(best, d);
  return best;
}

std::unique_ptr<Topology> make_topology(const std::string& spec) {
  const auto colon = spec.find(':');
  if (colon == std::string::npos)
    throw std::invalid_argument("malformed topology '" + spec + "' (expected dfly:P,A,H,G, torus:K1xK2[xK3][,P], tcpg:K,M[,P], htorus:T[,P], irregular:N,DEG,SEED[,P] or graph:FILE)");
  const std::string kind = spec.substr(0, colon), params = spec.substr(colon + 1);
  if (kind == "dfly") return std::make_unique<DragonflyTopology>(parse_dfly(params));
  if (kind == "torus") return std::make_unique<Torus>(parse_torus(params));
  if (kind == "tcpg") return std::make_unique<Tcpg>(parse_tcpg(params));
  if (kind == "htorus") return std::make_unique<HTorus>(parse_htorus(params));
  if (kind == "graph") return make_graph_topology(params);
  if (kind == "irregular") return make_irregular_topology(params);
  throw std::invalid_argument("unknown topology kind '" + kind + "' in '" + spec + "' (known: dfly, torus, tcpg, htorus, graph, irregular)");
}

}  // namespace doar
