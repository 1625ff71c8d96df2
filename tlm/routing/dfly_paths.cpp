#include "dfly_paths.hpp"

namespace doar::net {

int min_port(const Dragonfly& d, const RouterId& r, const RouterId& t) {
  if (t.gid == r.gid) return d.local_port(r.bid, t.bid);
  const int slot = d.slot_to_group(r.gid, t.gid);
  const int owner = d.slot_owner(slot);
  return owner == r.bid ? d.slot_port(slot) : d.local_port(r.bid, owner);
}

bool draw_valiant(const Dragonfly& d, Rng& rng, int gs, int gd, RouteState& st) {
  const int excluded = gs == gd ? 1 : 2;
  const int choices = d.g() - excluded;
  if (choices <= 0) return false;
  // Map a draw in [0, choices) onto the groups, skipping gs and gd in increasing order.
  int gi = rng.below(choices);
  const int lo = gs < gd ? gs : gd, hi = gs < gd ? gd : gs;
  if (gi >= lo) ++gi;
  if (excluded == 2 && gi >= hi) ++gi;
  const int ri = rng.below(d.a());
  st.inter_group = static_cast<std::int16_t>(gi);
  st.inter_router = d.router_index(RouterId{gi, ri});
  return true;
}

int valiant4_vc(const Dragonfly& d, const RouterId& r, int out_port, int in_vc, const PacketHeader& hdr,
                bool to_inter) {
  const PortKind k = d.port_kind(out_port);
  if (k == PortKind::Terminal) return in_vc;
  if (k == PortKind::Global) return to_inter ? 0 : 2;
  // Local hop.
  if (r.gid == hdr.dst_gid() && !to_inter) return 3;
  if (r.gid == hdr.src_gid) return 0;
  return to_inter ? 1 : 2;
}

int min2_vc(const Dragonfly& d, const RouterId& r, int out_port, int in_vc, const PacketHeader& hdr) {
  const PortKind k = d.port_kind(out_port);
  if (k == PortKind::Terminal) return in_vc;
  return (k == PortKind::Local && r.gid == hdr.dst_gid()) ? 1 : 0;
}

}  // namespace doar::net
