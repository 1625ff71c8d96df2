// The pieces of the UGAL comparison that UGAL_G, PAR_PH, TPR and UGAL_LE share
// (shared/notes/baselines.md sections 0-4): the first output port of each candidate path at
// a router, the queue values to compare (port totals, or the two candidates' own VCs when
// both leave through the same port), router-to-router hop counts of the candidates, and the
// comparison itself with ties going minimal. The queue metric is a parameter, so PAR_PH can
// plug in the phantom-corrected occupancy where the others use the raw used-credit count.
#pragma once
#include "dfly_paths.hpp"
#include "router_view.hpp"

namespace doar::net {

// Router-to-router hops of the minimal path from r to t (0 when r == t): one local hop
// inside a group; otherwise local to the gateway (if r is not it), the global hop, and
// local from the arrival router (if it is not t).
inline int min_hops(const Dragonfly& d, const RouterId& r, const RouterId& t) {
  if (r == t) return 0;
  if (r.gid == t.gid) return 1;
  const int out = d.slot_to_group(r.gid, t.gid);
  const int back = d.slot_to_group(t.gid, r.gid);
  return (d.slot_owner(out) != r.bid) + 1 + (d.slot_owner(back) != t.bid);
}

// Hops of the Valiant path r -> ri -> t, each leg minimal.
inline int valiant_hops(const Dragonfly& d, const RouterId& r, const RouterId& ri, const RouterId& t) {
  return min_hops(d, r, ri) + min_hops(d, ri, t);
}

// First output ports, at router r, of the minimal path to hdr's destination and of the path
// to the Valiant intermediate ri (ri is in a third group, so it is never r itself).
struct UgalPorts {
  int om = -1;  // minimal candidate
  int on = -1;  // non-minimal candidate
};
inline UgalPorts ugal_ports(const Dragonfly& d, const RouterId& r, const RouterId& ri, const PacketHeader& hdr) {
  return {min_port(d, r, hdr.dst_router()), min_port(d, r, ri)};
}

// The two queue values to compare. `port_q(port)` is the algorithm's port metric; when both
// candidates share a port the metric cannot tell them apart, so the two candidates' own VCs
// are compared instead (raw used credits of vc_m and vc_n).
struct UgalQueues {
  int qm = 0, qn = 0;
};
template <class PortMetric>
UgalQueues ugal_queues(const RouterView& v, const UgalPorts& p, int vc_m, int vc_n, PortMetric port_q) {
  if (p.om == p.on) return {v.occupancy(p.om, vc_m), v.occupancy(p.on, vc_n)};
  return {port_q(p.om), port_q(p.on)};
}

// UGAL_L's queue estimate at router r (the same values ugal_l.cpp compares): raw used
// credits of the two first-hop ports, or of the candidates' own 4-VC router-Valiant classes
// when they share a port. Used by TPR and UGAL_LE, which keep UGAL_L's information and
// change only how it is weighed. With `phantom` (--ugal-queue phantom) the port values are
// the phantom-corrected occupancy instead, as PAR_PH's: on a 100-cycle global port the raw
// count includes ~200 flits and credits in flight that make a free channel look full
// (docs/results.md section 3); the shared-port case still compares the raw VC counts.
inline UgalQueues ugal_l_queues(const Dragonfly& d, const RouterId& r, const RouterView& v, const UgalPorts& p,
                                int in_vc, const PacketHeader& hdr, bool phantom) {
  const int vc_m = valiant4_vc(d, r, p.om, in_vc, hdr, /*to_inter=*/false);
  const int vc_n = valiant4_vc(d, r, p.on, in_vc, hdr, /*to_inter=*/true);
  if (phantom) return ugal_queues(v, p, vc_m, vc_n, [&v](int port) { return v.phantom_occupancy(port); });
  return ugal_queues(v, p, vc_m, vc_n, [&v](int port) { return v.occupancy(port); });
}

// UGAL's test: minimal iff qm * wm <= qn * wn + bias (ties minimal; bias in flits, may be
// negative to favour the non-minimal path).
inline bool ugal_minimal(long qm, long qn, int wm, int wn, long bias) { return qm * wm <= qn * wn + bias; }

}  // namespace doar::net
