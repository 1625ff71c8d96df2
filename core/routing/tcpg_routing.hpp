// Routings of the Torus-connected Petersen graph (seed 002, Sec. 3.1): TCPG, the paper's
// unicast algorithm, and TCPG_ADAPT, a minimal adaptive variant with TCPG as its escape.
// The rules in prose and the checker's verdicts are in docs/topology.md ("TCPG") and
// docs/deadlock.md.
//
// TCPG (deterministic, 2 VCs). The paper's step 3 routes a packet first inside its Petersen
// graph to the destination's Petersen vertex (step 1: the direct link when the Petersen
// distance is 1, else the unique common neighbour; the Petersen graph has girth 5), then in
// that vertex's torus (step 2) to a neighbour whose code is nearest the destination's. Step 2
// names no order among equally near neighbours; we take the paper's listing order (left and
// right before up and down), which makes it dimension order, columns (x) before rows (y), and
// at the half-ring tie the direction that does not cross the wrap link (torus_dir()). Every
// hop lowers the code distance by one: the route is minimal, at most k+m+2 hops.
// VC classes, from the position alone (no per-packet state):
//   Petersen hop: VC 0 when the Petersen distance is 2 (first of two hops), VC 1 when it is
//     1 (the last Petersen hop);
//   torus hop (either dimension): VC 0 while the minimal path in that dimension still
//     crosses the wrap link (the wrap hop included), VC 1 once it does not (the dateline).
// Petersen links carry VC 0 -> VC 1 only, each ring's VC 0 chain ends at its wrap link and its
// VC 1 never uses it, and the phases go Petersen -> x -> y: the dependency graph is acyclic.
// With vcs == 1 every hop is on VC 0: the checker's negative case (a 5-cycle of the Petersen
// graph, whose 2-hop routes are forced, closes a dependency cycle; so do the rings).
//
// TCPG_GEAR (2 VCs): the TCPG Petersen phase, then Gear (seed 000, TorusGear) on the slice
// torus, fully adaptive minimal between x and y. Petersen links are left for good once the
// vertex matches, so Petersen channels only feed torus channels, and Gear on a torus is
// deadlock free when a head may take any candidate (docs/deadlock.md). Committed to one
// candidate it is not, as Gear is not.
//
// TCPG_ADAPT (3 VCs or more): Duato's protocol: the TCPG hop above is the escape
// (priority 1), and VCs 2..vcs-1 take every minimal hop (priority 0): the Petersen hop
// while the Petersen vertex differs, and the productive direction of each torus dimension
// with a non-zero offset, in any order.
#pragma once
#include <vector>
#include "routing/routing.hpp"
#include "routing/torus_routing.hpp"
#include "topology/tcpg.hpp"
#include "topology/torus.hpp"

namespace doar {

class TcpgRouting : public Routing {
 public:
  TcpgRouting(const Tcpg& t, int vcs) : Routing(vcs), t_(t) {}
  std::string name() const override { return "TCPG"; }
  bool adaptive() const override { return false; }
  void candidates(int router, int in_port, int in_vc, int dst_node, std::uint32_t state,
                  CandidateSet& out) const override;

 private:
  const Tcpg& t_;
};

class TcpgGear : public Routing {
 public:
  TcpgGear(const Tcpg& t, int vcs);
  std::string name() const override { return "TCPG_GEAR"; }
  bool adaptive() const override { return true; }
  void candidates(int router, int in_port, int in_vc, int dst_node, std::uint32_t state,
                  CandidateSet& out) const override;

 private:
  const Tcpg& t_;
  Torus slices_;     // the 2m x 2k torus of slice indices (router / 10), one node per router
  TorusGear gear_;   // Gear on slices_
};

class TcpgAdaptive : public Routing {
 public:
  TcpgAdaptive(const Tcpg& t, int vcs) : Routing(vcs), t_(t) {}
  std::string name() const override { return "TCPG_ADAPT"; }
  bool adaptive() const override { return true; }
  void candidates(int router, int in_port, int in_vc, int dst_node, std::uint32_t state,
                  CandidateSet& out) const override;

 private:
  const Tcpg& t_;
};

// The Petersen port (0..2) of the first hop from vertex v towards vertex w != v: the direct
// link or the one towards their unique common neighbour.
int tcpg_petersen_step(int v, int w);

// The paper's unicast route as the sequence of routers from `src` to `dst` (both included),
// read off TcpgRouting's candidates.
std::vector<int> tcpg_route(const Tcpg& t, int src, int dst);

}  // namespace doar
