// core::Topology (DESIGN.md section 7a): what a network simulator or checker needs to know of
// a network, whatever its shape: routers, the nodes on each router, the ports of each router
// with their class, the wiring, and minimal distances.
//
// Every query the engine makes per packet or per hop is a non-virtual inline read of flat
// tables that the implementation fills once in its constructor (peer_router(), peer_port(),
// port_class()): an engine may also copy the tables (port_table()) into its own layout. Only
// names, parameter strings and structured addresses are virtual.
//
// Conventions shared by every implementation:
// - routers are 0..num_routers()-1; every router has radix() ports and nodes_per_router()
//   terminal ports, which are ports 0..P-1;
// - node n sits on router n / P, terminal port n % P (node = router * P + port);
// - a network port leads to (peer router, peer port) or is unconnected (peer router -1);
// - port class 0 is always "terminal"; the other classes are named by class_name() and group
//   ports that share a link latency, buffer depth and congestion threshold.
#pragma once
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace doar {

// One router port as the engine sees it.
struct TopoPort {
  std::int32_t peer_router = -1;  // -1: terminal port or unconnected
  std::int16_t peer_port = -1;
  std::uint8_t port_class = 0;    // index into class_names(); 0 = terminal
};

class Topology {
 public:
  virtual ~Topology() = default;

  // "dfly" or "torus": the part of the spec before the colon.
  virtual std::string kind() const = 0;
  // Canonical spec, accepted back by make_topology(): "dfly:2,4,2,9", "torus:8x8,1".
  virtual std::string spec() const = 0;
  // Human-readable name: "dfly(2,4,2,9)", "torus(8x8,P=1)".
  virtual std::string name() const = 0;
  // Labels for messages and witnesses: a router ("1.2", "(3,0)") and a port ("g0", "+1").
  virtual std::string router_label(int router) const { return std::to_string(router); }
  virtual std::string port_label(int p) const { return "p" + std::to_string(p); }

  int num_routers() const { return routers_; }
  int radix() const { return radix_; }
  int nodes_per_router() const { return p_; }
  int num_nodes() const { return routers_ * p_; }
  const std::vector<std::string>& class_names() const { return class_names_; }

  // Wiring, flat tables indexed router * radix + port.
  const TopoPort& port(int router, int p) const { return ports_[static_cast<std::size_t>(router) * radix_ + p]; }
  int peer_router(int router, int p) const { return port(router, p).peer_router; }
  int peer_port(int router, int p) const { return port(router, p).peer_port; }
  int port_class(int router, int p) const { return port(router, p).port_class; }
  bool is_terminal(int p) const { return p < p_; }
  bool connected(int router, int p) const { return port(router, p).peer_router >= 0; }
  const std::vector<TopoPort>& port_table() const { return ports_; }

  // Nodes <-> (router, terminal port).
  int node_router(int node) const { return node / p_; }
  int node_port(int node) const { return node % p_; }
  int node_at(int router, int terminal_port) const { return router * p_ + terminal_port; }

  // Minimal router-to-router hop count (all-pairs BFS over connected ports, computed on the
  // first call and kept: num_routers()^2 bytes). -1 when unreachable.
  int distance(int from, int to) const {
    ensure_distances();
    const int d = dist_[static_cast<std::size_t>(from) * routers_ + to];
    return d == 255 ? -1 : d;
  }
  // Largest distance between two routers (the diameter), from the same cache.
  int diameter() const;
  // The whole cache, row-major [from * num_routers() + to], 255 = unreachable: for an
  // engine that reads distances per head and wants no call_once check on each read.
  const std::uint8_t* distance_table() const {
    ensure_distances();
    return dist_.data();
  }

 protected:
  // Implementations call init() once, then fill every port with set_port().
  void init(int routers, int radix, int nodes_per_router, std::vector<std::string> class_names);
  void set_port(int router, int p, int peer_router, int peer_port, int cls);

 private:
  void ensure_distances() const;

  int routers_ = 0, radix_ = 0, p_ = 0;
  std::vector<std::string> class_names_;
  std::vector<TopoPort> ports_;
  mutable std::once_flag dist_once_;
  mutable std::vector<std::uint8_t> dist_;  // 255: unreachable
};

// The largest torus make_topology() builds (distances take routers^2 bytes: 256 MB here).
// Dragonflies are bounded by the chip limits of core::Dragonfly instead.
constexpr int kMaxTopologyRouters = 16384;

// Builds a topology from its spec: "dfly:P,A,H,G" or "torus:K1xK2[xK3][,P]". Throws
// std::invalid_argument with one line naming the problem.
std::unique_ptr<Topology> make_topology(const std::string& spec);

}  // namespace doar
