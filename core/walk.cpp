#include "walk.hpp"

namespace doar {

CongestionState::CongestionState(const Dragonfly& d)
    : a_(d.a()), h_(d.h()), d_(&d), group_(d.g()), router_(d.num_routers(), 0) {}

void CongestionState::mark_global(int gid, int slot) {
  group_[gid].set(slot);
  router_[gid * a_ + slot / h_] |= port_only(d_->slot_port(slot));
}

void CongestionState::mark_local(const RouterId& r, int port) { router_[r.gid * a_ + r.bid] |= port_only(port); }

void CongestionState::clear() {
  for (auto& m : group_) m = SlotMask{};
  for (auto& m : router_) m = 0;
}

ArbStates::ArbStates(const Dragonfly& d) : a_(d.a()), radix_(d.radix()) {
  s_.reserve(static_cast<std::size_t>(d.num_routers()) * radix_);
  for (int i = 0; i < d.num_routers(); ++i) {
    for (int port = 0; port < radix_; ++port) s_.push_back(reset_arb_state(d, d.router_at(i), port));
  }
}

WalkResult walk(const Dragonfly& d, const NetworkTables& tables, const CongestionState& cong,
                ArbStates& arb, const NodeAddr& src, const NodeAddr& dst, int max_hops) {
  WalkResult res;
  RouterId r = src.router();
  int in_port = src.nid;
  Header hdr{src, dst, 0};
  for (int step = 0; step <= max_hops; ++step) {
    const Decision dec = decide_reference(d, r, in_port, tables.at(r, in_port), hdr, cong.router(r),
                                          cong.group(r.gid), arb.at(r, in_port));
    if (!dec.valid) {
      res.error = "no valid route at router " + to_string(r) + " input port " + std::to_string(in_port);
      return res;
    }
    Hop hop{r, in_port, dec.out_port, dec.out_vc, 'E', dec.cls};
    const PortKind ok = d.port_kind(dec.out_port);
    if (ok == PortKind::Terminal) {
      res.hops.push_back(hop);
      if (r == dst.router() && dec.out_port == dst.nid) {
        res.delivered = true;
      } else {
        res.error = "ejected at wrong node " + to_string(NodeAddr{r.gid, r.bid, dec.out_port});
      }
      return res;
    }
    hop.kind = ok == PortKind::Global ? 'G' : 'L';
    res.hops.push_back(hop);
    res.pattern.push_back(hop.kind);
    const PortPeer next = d.peer(r, dec.out_port);
    if (!next.connected) {
      res.error = "router " + to_string(r) + " chose unconnected port " + std::to_string(dec.out_port);
      return res;
    }
    r = next.router;
    in_port = next.port;
    hdr.vc = dec.out_vc;
  }
  res.error = "more than " + std::to_string(max_hops) + " hops";
  return res;
}

}  // namespace doar
