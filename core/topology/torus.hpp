// The k-ary n-cube torus (seed 000, Definition 1), n = 1..3 dimensions of sizes K1, K2, K3
// (each >= 2; they may differ), with P nodes on every router.
//
// Router index: coordinates (x0, x1, x2), dimension 0 fastest:
//   r = x0 + K0 * (x1 + K1 * x2).
// Port numbering (radix P + 2n):
//   0 .. P-1        terminal ports (node r * P + port);
//   P + 2d          +d: to the router whose coordinate d is (x_d + 1) mod K_d;
//   P + 2d + 1      -d: to the router whose coordinate d is (x_d - 1) mod K_d.
// The +d port of a router is wired to the -d port of its + neighbour, so a packet moving in
// the + direction of dimension d arrives on a -d port. The wrap links of dimension d are the
// + link from x_d = K_d - 1 to 0 and the - link from 0 to K_d - 1.
// K = 2: the + and - neighbours are the same router; the two ports stay two parallel links
// (+d of x=0 to -d of x=1, -d of x=0 to +d of x=1), so every router keeps radix P + 2n and
// every port is connected.
// Port classes: 0 terminal, 1 link (every torus link has the same latency and buffer).
#pragma once
#include <vector>
#include "topology/topology.hpp"

namespace doar {

struct TorusParams {
  std::vector<int> k;  // sizes per dimension, 1..3 of them
  int p = 1;           // nodes per router
};

// Largest size per dimension and nodes per router make_topology() accepts.
constexpr int kMaxTorusK = 256;
constexpr int kMaxTorusP = 64;

// Parses "K1xK2[xK3][,P]". Throws std::invalid_argument naming the problem.
TorusParams parse_torus(const std::string& text);

class Torus : public Topology {
 public:
  explicit Torus(const TorusParams& prm);

  std::string kind() const override { return "torus"; }
  std::string spec() const override;
  std::string name() const override;
  std::string router_label(int router) const override;  // "(x0,x1)"
  std::string port_label(int p) const override;         // "t0", "+1", "-0"

  int dims() const { return n_; }
  int k(int d) const { return k_[d]; }
  int coord(int router, int d) const { return (router / stride_[d]) % k_[d]; }
  int router_at(const int* coords) const;
  // Ports of dimension d.
  int plus_port(int d) const { return nodes_per_router() + 2 * d; }
  int minus_port(int d) const { return nodes_per_router() + 2 * d + 1; }
  // For a network port: its dimension and direction (+1 or -1).
  int port_dim(int port) const { return (port - nodes_per_router()) >> 1; }
  int port_dir(int port) const { return ((port - nodes_per_router()) & 1) ? -1 : +1; }
  // Whether the hop from `router` through network `port` crosses the wrap link of its dimension.
  bool is_wrap_hop(int router, int port) const {
    const int d = port_dim(port), x = coord(router, d);
    return port_dir(port) > 0 ? x == k_[d] - 1 : x == 0;
  }

 private:
  int n_ = 0;
  int k_[3] = {1, 1, 1};
  int stride_[3] = {1, 1, 1};
};

}  // namespace doar
