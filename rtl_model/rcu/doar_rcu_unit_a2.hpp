// A2 (Fig. 6, stage 3): expands the table B G entry of a terminal port {lpc1..lpc8, OGP}
// into non-minimal slot requests: this router's slots named by OGP, and every connected
// slot of each valid, reachable router lpc_k. Idle unless an RTA head is in stage 3.
#pragma once
#include <systemc>
#include "rcu_params.hpp"

namespace doar::rtl {

class doar_rcu_unit_a2 : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> en;
  sc_core::sc_in<Entry> entry;  // table B data
  sc_core::sc_in<RouterMaskPin> reach;
  sc_core::sc_out<SlotBus> nm_req;

  SC_HAS_PROCESS(doar_rcu_unit_a2);
  doar_rcu_unit_a2(sc_core::sc_module_name name, const RcuParams& prm);

 private:
  void eval();
  RcuParams prm_;
  SlotBus scratch_;  // output staging (avoids an sc_bv allocation per write)
  SlotWords connected_;  // wiring constant (parameter)
};

}  // namespace doar::rtl
