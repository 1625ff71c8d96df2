// HT_LNF: the H-Torus's left-neighbour-first shortest-path routing (seed 003, section 1.2.2)
// as a candidate-set routing, with the VC assignment that makes it deadlock free.
//
// Route. The offset (q, r) from the current router to the destination, taken in the hexagon
// centred on the current router (topology/htorus.hpp), lies on one of the six axes or
// strictly inside one of the six sectors between two neighbouring directions D_i, D_{i+1}
// (cyclic order +1, -(3t-2), -(3t-1), -1, +(3t-2), +(3t-1)): offset = a D_i + b D_{i+1},
// a > 0, b >= 0. The paper's LNF always takes the "left neighbour" of the two productive
// ones; here that is D_i, the direction that comes first in the cyclic order. So a route is
// a hops along D_i, then b hops along D_{i+1}: minimal, at most one turn, and every turn
// turns the same way (D_i -> D_{i+1}).
//
// VCs (4 for deadlock freedom). Because every turn turns the same way, the six turn types
// close a ring of channel dependencies around the hexagon, and every direction's channels
// close a ring through the wrap hops. Both are broken, each with a pair of VCs:
// - class: 0 while the offset lies strictly inside a sector (a first leg, a turn ahead),
//   1 once it lies on an axis (the last leg); a class-1 head never turns, so no dependency
//   leads from class 1 back to class 0;
// - dateline bit: 0 up to and including the leg's wrap hop, 1 after it. A leg has at most
//   t-1 hops of a jump g <= 3t-1 and (t-1)(3t-1) < N, so it crosses the index wrap at most
//   once; channels with bit 1 carry no wrap hop, their index only moves one way, so they
//   form no ring; a bit-0 chain stops at the wrap hop.
// VC = 2 class + bit. The state comes from the input channel alone: a head continuing in the
// direction it arrived in keeps its leg, and its bit is 1 if it arrived over the wrap hop or
// on a bit-1 VC; a head that turned or was just injected starts its leg with bit 0.
// With fewer VCs the scheme is cut down, which is how the checker's witnesses are made:
// 3 VCs: class 0 keeps its dateline (VCs 0, 1), class 1 has none (VC 2);
// 2 VCs: no classes, VC = bit; 1 VC: everything on VC 0.
#pragma once
#include "routing/routing.hpp"
#include "topology/htorus.hpp"

namespace doar {

// One step of an LNF route: the port to take and whether the route has a turn still ahead.
struct HtStep {
  int port = -1;
  bool turn_ahead = false;
};
// The LNF step from `router` towards `dst` (dst != router).
HtStep ht_lnf_step(const HTorus& h, int router, int dst);

class HtLnf : public Routing {
 public:
  HtLnf(const HTorus& h, int vcs) : Routing(vcs), h_(h) {}
  std::string name() const override { return "HT_LNF"; }
  bool adaptive() const override { return false; }
  void candidates(int router, int in_port, int in_vc, int dst_node, std::uint32_t state,
                  CandidateSet& out) const override;

 private:
  int vc_of(int cls, int bit) const;
  int bit_of(int cls, int vc) const;
  const HTorus& h_;
};

}  // namespace doar
