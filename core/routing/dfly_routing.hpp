// Dragonfly routings as candidate sets, for the deadlock checker (and for any engine that
// wants the union of what a routing can do).
//
// DOAR: every output the chip's decision (doar_decision.hpp) can return at (router, input
// port) for a header under some congestion and arbiter state, i.e. the union of its
// candidate classes (RTA: the GA and non-minimal slots; RTB: table A and table B after
// filter F), each with the VC of DESIGN.md section 4 (next_vc). The chip commits a head to
// the one output it picks, so DOAR is not adaptive() in the checker's sense. Fault-free
// tables (NetworkTables as configured). Per-packet state: the source group (filter F reads it).
//
// MIN: the minimal path l-g-l (local hop to the router owning the slot to the destination
// group, the global link, local hop to the destination router), VC 0 before the destination
// group and VC 1 on the local hop inside it (the 2-VC scheme of shared/notes/baselines.md).
#pragma once
#include "topology/dragonfly_topology.hpp"
#include "routing/routing.hpp"
#include "doar_decision.hpp"
#include "tables.hpp"

namespace doar {

class DoarRouting : public Routing {
 public:
  DoarRouting(const DragonflyTopology& t, int vcs);
  std::string name() const override { return "DOAR"; }
  bool adaptive() const override { return false; }
  int num_states() const override { return dfly_.g(); }
  std::uint32_t initial_state(int src_node, int) const override;
  void candidates(int router, int in_port, int in_vc, int dst_node, std::uint32_t state,
                  CandidateSet& out) const override;

 private:
  const Dragonfly& dfly_;
  NetworkTables tables_;
};

// The output ports DOAR's decision can take at (r, in_port) for this header, over every
// congestion and arbiter state (terminal ports included: ejection).
std::vector<int> doar_possible_outputs(const Dragonfly& d, const RouterId& r, int in_port, const PortTables& t,
                                       const Header& hdr);

class MinRouting : public Routing {
 public:
  MinRouting(const DragonflyTopology& t, int vcs) : Routing(vcs), dfly_(t.dragonfly()) {}
  std::string name() const override { return "MIN"; }
  bool adaptive() const override { return false; }
  void candidates(int router, int in_port, int in_vc, int dst_node, std::uint32_t state,
                  CandidateSet& out) const override;

 private:
  const Dragonfly& dfly_;
};

}  // namespace doar
