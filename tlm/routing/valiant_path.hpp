// Following a packet's chosen path, shared by VAL and the UGAL family: minimal towards the
// intermediate router while the packet is in phase 0 (RouteState::inter_router set), then
// minimal towards the destination, with the 4-VC classes of dfly_paths.hpp.
#pragma once
#include "dfly_paths.hpp"
#include "routing_function.hpp"

namespace doar::net {

inline RouteChoice follow_valiant4(const Dragonfly& d, const RouterId& r, int in_vc, PacketHeader& hdr) {
  RouteState& st = hdr.route;
  if (st.phase == 0 && st.inter_router >= 0 && d.router_index(r) == st.inter_router) st.phase = 1;
  const bool to_inter = st.phase == 0 && st.inter_router >= 0;
  const RouterId t = to_inter ? d.router_at(st.inter_router) : hdr.dst_router();
  if (t == r) return {hdr.dst_nid(), in_vc};  // at the destination (to_inter is false here)
  const int port = min_port(d, r, t);
  return {port, valiant4_vc(d, r, port, in_vc, hdr, to_inter)};
}

}  // namespace doar::net
