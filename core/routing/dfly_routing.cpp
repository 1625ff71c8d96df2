#include "routing/dfly_routing.hpp"

#include <set>
#include <stdexcept>

#include "doar_decision.hpp"

namespace doar {

std::vector<int> doar_possible_outputs(const Dragonfly& d, const RouterId& r, int in_port, const PortTables& t,
                                       const Header& hdr) {
  std::vector<int> out;
  const Lookup lk = region_select(d, r, hdr.dst);
  if (is_rta(d, r, in_port, hdr.dst)) {
    // No congestion: every slot lands in one of the classes; their union is every pick.
    const RtaSets s = rta_sets(d, r, t, lk, hdr.dst, 0, SlotMask{});
    const SlotMask all = s.ga | s.nm;
    std::set<int> ports;
    for (int slot = all.find_from(0); slot >= 0 && slot < d.slots(); slot = all.find_from(slot + 1))
      ports.insert(slot_out_port(d, r, t, slot));
    out.assign(ports.begin(), ports.end());
  } else {
    const RtbSets s = rtb_sets(d, r, in_port, t, lk, hdr);
    for (int p = 0; p < d.radix(); ++p)
      if (port_bit(s.le | s.lf, p)) out.push_back(p);
  }
  return out;
}

DoarRouting::DoarRouting(const DragonflyTopology& t, int vcs)
    : Routing(vcs), dfly_(t.dragonfly()), tables_(t.dragonfly()) {}

std::uint32_t DoarRouting::initial_state(int src_node, int) const {
  return static_cast<std::uint32_t>(dfly_.node_at(src_node).gid);
}

void DoarRouting::candidates(int router, int in_port, int in_vc, int dst_node, std::uint32_t state,
                             CandidateSet& out) const {
  out.clear();
  const RouterId r = dfly_.router_at(router);
  const Header hdr{{static_cast<int>(state), 0, 0}, dfly_.node_at(dst_node), in_vc};
  for (int port : doar_possible_outputs(dfly_, r, in_port, tables_.at(r, in_port), hdr)) {
    const int vc = next_vc(dfly_, in_port, port, in_vc);
    if (vc >= vcs()) throw std::logic_error("DOAR: VC " + std::to_string(vc) + " exceeds the " + std::to_string(vcs()) + " VCs");
    out.add(port, vc, 0, true);
  }
}

void MinRouting::candidates(int router, int, int in_vc, int dst_node, std::uint32_t, CandidateSet& out) const {
  out.clear();
  const RouterId r = dfly_.router_at(router);
  const NodeAddr t = dfly_.node_at(dst_node);
  if (r.gid == t.gid && r.bid == t.bid) {
    out.add(t.nid, in_vc, 0, true);
    return;
  }
  if (r.gid == t.gid) {
    out.add(dfly_.local_port(r.bid, t.bid), 1, 0, true);
    return;
  }
  const int slot = dfly_.slot_to_group(r.gid, t.gid), owner = dfly_.slot_owner(slot);
  out.add(owner == r.bid ? dfly_.slot_port(slot) : dfly_.local_port(r.bid, owner), 0, 0, true);
}

}  // namespace doar
