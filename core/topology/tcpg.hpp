// The Torus-connected Petersen graph TCPG(k, m) (seed 002, Definition 11): 2k x 2m slices,
// each a Petersen graph of 10 routers, and the routers at the same Petersen position of all
// slices joined into a 2k x 2m torus (rows of 2m slices, columns of 2k), P nodes per router.
// 40km routers of degree 7 (3 Petersen links + 4 torus links), 140km links.
//
// Router index: r = 10 * (x + 2m * y) + v, with x = 0 .. 2m-1 the column (the paper's
// horizontal coordinate, m Johnson bits), y = 0 .. 2k-1 the row (k bits), v = 0 .. 9 the
// Petersen vertex of Definition 1 (u_i = i, v_i = 5 + i). Port numbering (radix P + 7):
//   0 .. P-1      terminal ports (node r * P + port);
//   P + j         Petersen port j = 0, 1, 2 to tcpg::petersen_neighbour(v, j);
//   P + 3, P + 4  +x, -x: the same vertex in column x + 1, x - 1 (mod 2m);
//   P + 5, P + 6  +y, -y: the same vertex in row y + 1, y - 1 (mod 2k).
// A + port is wired to the - port of its neighbour. k = 1 or m = 1: the ring of 2 keeps two
// parallel links, as the torus:2xK does (torus.hpp), so every router has degree 7 and the
// link count is the paper's 140km (property 5).
// Port classes: 0 terminal, 1 petersen, 2 torus (both take doar-sim's local settings).
#pragma once
#include "topology/tcpg_code.hpp"
#include "topology/topology.hpp"

namespace doar {

struct TcpgParams {
  int k = 1, m = 1;  // 2k rows, 2m columns
  int p = 1;         // nodes per router
};

constexpr int kMaxTcpgP = 64;

// Parses "K,M[,P]". Throws std::invalid_argument naming the problem.
TcpgParams parse_tcpg(const std::string& text);

class Tcpg : public Topology {
 public:
  // Throws std::invalid_argument (one line) when K or M < 1, P outside 1..64, or the network
  // exceeds kMaxTopologyRouters.
  explicit Tcpg(const TcpgParams& prm);

  std::string kind() const override { return "tcpg"; }
  std::string spec() const override;   // "tcpg:2,2,1"
  std::string name() const override;   // "tcpg(2,2,P=1)"
  std::string router_label(int router) const override;  // "(x,y)v"
  std::string port_label(int p) const override;         // "t0", "P0".."P2", "+x", "-x", "+y", "-y"

  int k() const { return k_; }
  int m() const { return m_; }
  int cols() const { return 2 * m_; }
  int rows() const { return 2 * k_; }
  int x(int router) const { return (router / 10) % cols(); }
  int y(int router) const { return router / 10 / cols(); }
  int vertex(int router) const { return router % 10; }
  int router_at(int x, int y, int vertex) const { return 10 * (x + cols() * y) + vertex; }

  int petersen_port(int j) const { return nodes_per_router() + j; }
  int plus_x() const { return nodes_per_router() + 3; }
  int minus_x() const { return nodes_per_router() + 4; }
  int plus_y() const { return nodes_per_router() + 5; }
  int minus_y() const { return nodes_per_router() + 6; }

  // The hybrid code of a router and back (-1: no router of this network has that code).
  tcpg::HybridCode code(int router) const;
  int router_of(const tcpg::HybridCode& c) const;
  // The paper's distance formula on the two routers' codes (Theorem 3).
  int formula_distance(int a, int b) const { return tcpg::code_distance(code(a), code(b)); }

  // TRANSPOSE on TCPG(k, k): the router at (x, y, v) sends to (y, x, v). Throws
  // std::invalid_argument when k != m (the slice torus is not square).
  int transpose(int router) const;

 private:
  int k_ = 1, m_ = 1;
};

}  // namespace doar
