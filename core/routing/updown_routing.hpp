// Routings of switch-based irregular networks (seed 004), on any topology: UPDOWN, MTR and
// SHORTEST. docs/updown.md gives the rules in prose and the checker's verdicts.
//
// UPDOWN[:ROOT]  up*/down* from ROOT (default 0, the paper's "smallest id"): at every router
//                the candidates are every legal hop that starts a shortest legal path to the
//                destination (updown_tree.hpp), on every VC, all priority 0 and all escape.
//                Its channel dependencies only go up->up, up->down and down->down, so the
//                dependency graph is acyclic for any VC count (also for committed heads).
// MTR[:R[,SEED]] seed 004's multi-root up*/down* (mtr_routing.hpp).
// SHORTEST       the lower reference: every hop on a minimal path. With 1 VC that is all
//                it is (on the irregular networks tried it deadlocks: the checker gives a
//                witness).
//                With 2 VCs or more, VCs 1.. carry the minimal hops (priority 0) and VC 0
//                is an escape: UPDOWN from root 0, priority 1; a head that has taken VC 0
//                stays on it (the escape's phase follows the link it arrived on), one that
//                enters VC 0 from another VC starts it in phase kMayGoUp.
#pragma once
#include <memory>
#include <string>

#include "routing/routing.hpp"
#include "routing/updown_tree.hpp"

namespace doar {

// Adds to `out` every hop out of `router` (in `phase` of `tree`) that starts a shortest
// legal path to router `to`, on VCs vc_lo..vc_hi.
void add_updown_hops(const Topology& topo, const UpDownTree& tree, int phase, int router, int to, int vc_lo,
                     int vc_hi, int priority, bool escape, CandidateSet& out);

// At the destination router: the node's terminal port on the input VC. Returns whether it was.
bool eject_at_destination(const Topology& topo, int router, int in_vc, int dst_node, CandidateSet& out);

class UpDownRouting : public Routing {
 public:
  UpDownRouting(const Topology& topo, int vcs, int root);
  std::string name() const override;
  bool adaptive() const override { return true; }
  void candidates(int router, int in_port, int in_vc, int dst_node, std::uint32_t state,
                  CandidateSet& out) const override;
  const UpDownTree& tree() const { return tree_; }

 private:
  const Topology& topo_;
  UpDownTree tree_;
};

class ShortestRouting : public Routing {
 public:
  ShortestRouting(const Topology& topo, int vcs);
  std::string name() const override { return "SHORTEST"; }
  bool adaptive() const override { return true; }
  void candidates(int router, int in_port, int in_vc, int dst_node, std::uint32_t state,
                  CandidateSet& out) const override;

 private:
  const Topology& topo_;
  UpDownTree escape_;  // root 0
};

// UPDOWN[:ROOT], MTR[:R[,SEED]] or SHORTEST; nullptr when `name` is none of them. Throws
// std::invalid_argument (one line) for bad parameters, a root that is not a router, or a VC
// count outside 1..8.
std::unique_ptr<Routing> make_updown_family(const std::string& name, const Topology& topo, int vcs);

// For routing_names(): "UPDOWN[:ROOT], MTR[:R[,SEED]], SHORTEST".
const char* updown_family_names();

}  // namespace doar
