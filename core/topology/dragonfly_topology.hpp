// The dragonfly dfly(p, a, h, g) as a core::Topology: a view of core::Dragonfly, whose port
// numbering and wiring (DESIGN.md section 2) it copies into the flat tables unchanged.
// Router index = gid * a + bid, node index = router * p + nid (Dragonfly::router_index,
// node_index). Port classes: 0 terminal, 1 local (intra-group), 2 global: the values of
// PortKind, so that class == static_cast<int>(Dragonfly::port_kind(port)).
#pragma once
#include "dragonfly.hpp"
#include "topology/topology.hpp"

namespace doar {

class DragonflyTopology : public Topology {
 public:
  explicit DragonflyTopology(const DflyParams& prm);

  std::string kind() const override { return "dfly"; }
  std::string spec() const override;
  std::string name() const override { return dfly_.name(); }
  std::string router_label(int router) const override;  // "gid.bid"
  std::string port_label(int p) const override;         // "t0", "l2", "g1" (kind and index)

  // The structured view, for what only a dragonfly has (groups, slots, DOAR tables).
  const Dragonfly& dragonfly() const { return dfly_; }

 private:
  Dragonfly dfly_;
};

}  // namespace doar
