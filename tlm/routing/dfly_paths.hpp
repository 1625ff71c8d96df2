// Dragonfly path helpers shared by the table-free baseline algorithms (MIN, VAL, UGAL_*,
// PAR_PH, TPR, UGAL_LE): the minimal next port, the Valiant intermediate draw and the VC
// classes of shared/notes/baselines.md section 0. All wiring questions go to core's
// Dragonfly (slot_to_group, slot_owner, local_port, ...); nothing here encodes wiring.
#pragma once
#include "dragonfly.hpp"
#include "header.hpp"
#include "rng.hpp"

namespace doar::net {

// Next output port on the minimal path from router r to router t (t != r): the local port
// to t, or towards the router that owns the global slot to t's group, or that slot's global
// port when r owns it.
int min_port(const Dragonfly& d, const RouterId& r, const RouterId& t);

// Router-Valiant draw (baselines.md section 0): a group uniformly among those other than gs
// and gd, then a router uniformly inside it. One draw for the group, then one for the
// router. Returns false (state untouched) when no such group exists (g == 2).
bool draw_valiant(const Dragonfly& d, Rng& rng, int gs, int gd, RouteState& st);

// VC classes of the 4-VC router-Valiant scheme (UGAL_L/G, VAL, TPR, UGAL_LE):
// S2 = 0 (local hop in the source group), G1n = 0 (global hop to the intermediate group),
// I1 = 1 (local hop in Gi towards Ri), I2 = 2 (local hop in Gi after Ri), Gm = 2 (global hop
// into the destination group), D = 3 (local hop in the destination group). `to_inter` is
// true while the packet heads for its intermediate router. Ejection keeps in_vc.
int valiant4_vc(const Dragonfly& d, const RouterId& r, int out_port, int in_vc, const PacketHeader& hdr,
                bool to_inter);

// The same classes for the MIN scheme (2 VCs): everything before the destination group on
// VC 0, local hops in the destination group on VC 1.
int min2_vc(const Dragonfly& d, const RouterId& r, int out_port, int in_vc, const PacketHeader& hdr);

}  // namespace doar::net
