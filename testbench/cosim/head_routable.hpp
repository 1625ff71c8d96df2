// Whether a head the bench is about to send into the whole router (router_top_bench.cpp) has
// a route whatever the RCU picks, on the port's live tables A and B as the fault units have
// left them. doar_router, like the chip, takes only heads it can route: a result that names
// no port, an unconnected port or a VC beyond the router's stops the SystemC model
// (doar_router_core). Fault-free tables route every head of core's walk; once the fault units clear
// options, some heads have none left (upstream routers would no longer send them), so the
// bench holds those back. The candidates are core's (doar_decision.hpp): RTB, every port of
// table A and of table B after filter F or the refraction rule, each with next_vc(); RTA, a
// valid decision (a terminal input port: VC 0, every slot's port is linked in the benches).
#pragma once
#include <cstdint>

#include "doar_decision.hpp"
#include "dragonfly.hpp"
#include "tables.hpp"

namespace doar::cosim {

inline bool head_routable(const Dragonfly& d, const RouterId& r, int in_port, const Lookup& lk, std::uint64_t ea,
                          std::uint64_t eb, const PortTables& configured, const Header& hdr, std::uint64_t connected,
                          int vcs) {
  if (is_rta(d, r, in_port, hdr.dst)) {
    // The reference decision on the configured tables with the head's live A and B entries.
    PortTables live = configured;
    live.a[lk.index] = ea;
    live.b[lk.index] = eb;
    ArbState st = reset_arb_state(d, r, in_port);
    const Decision dec = decide_reference(d, r, in_port, live, hdr, 0, SlotMask{}, st);
    return dec.valid && ((connected >> dec.out_port) & 1u);
  }
  const RtbSets s = rtb_sets_entries(d, r, in_port, lk, ea, eb, hdr);
  const PortMask all = s.le | s.lf;
  if (all == 0) return false;
  for (int q = 0; q < d.radix(); ++q) {
    if (!((all >> q) & 1u)) continue;
    if (!((connected >> q) & 1u) || next_vc(d, in_port, q, hdr.vc) >= vcs) return false;
  }
  return true;
}

}  // namespace doar::cosim
