// Elaboration parameters of one input port's RCU: the dragonfly sizes, where the port sits
// and the LFSR seed. Verilog: module parameters of the same names.
#pragma once
#include <cstdint>
#include "slot_bits.hpp"

namespace doar::rtl {

enum class InPortKind { Terminal = 0, Local = 1, Global = 2 };

struct RcuParams {
  int p = 2, a = 3, h = 2, g = 7;  // dfly(p, a, h, g)
  int gid = 0, bid = 0;            // RouterID of the router
  int port = 0;                    // input port this RCU serves
  std::uint16_t seed = 1;          // LFSR state after reset (never 0)
  // DOAR's rule under congestion (core/doar_congested.hpp); the defaults are core's default
  // rule, exit-local (the RCU model does not include core: kept equal by hand). exit_rule
  // true: the exit rules (minimal fallback, minimal slot by its CongG bit, detour credit:
  // doar_rcu_unit_d); false, Algorithm 1 as written. local_credit (with exit_rule): the credit
  // also reads CongL of the local hops (CongestedRule::ExitLocal; doar_rcu_unit_d counts C1's slot
  // congestion, doar_rcu_unit_b keeps a minimal slot behind a congested local hop only while the
  // credit is closed); false, CongG alone (CongestedRule::Exit). Verilog: parameter EXIT,
  // the CongestedRule's value (2 exit-local, 1 exit, 0 paper).
  bool exit_rule = true;
  bool local_credit = true;

  int radix() const { return p + a - 1 + h; }
  int slots() const { return a * h; }
  int entries() const { return p + a + g; }  // table A depth
  InPortKind kind() const;
  // Port numbering (DESIGN.md section 2): first intra-group port and first global port.
  int first_local() const { return p; }
  int first_global() const { return p + a - 1; }
  // Global slots of this group that have a link (slot s reaches group s, s != gid, s < g;
  // the own slot reaches group a*h when g = a*h + 1).
  SlotWords connected_slots() const;
  // Throws std::invalid_argument naming the first size beyond the chip's pins.
  void check() const;
};

}  // namespace doar::rtl
