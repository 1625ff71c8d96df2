// A1 (Fig. 6, stage 3): expands the table A G entry of a terminal port {lpc0, GP} into
// minimal slot requests: slot lpc0*h + j for every GP bit j, when lpc0 is valid and
// reachable. Idle (all zero) unless an RTA head is in stage 3.
#pragma once
#include <systemc>
#include "rcu_params.hpp"

namespace doar::rtl {

class doar_rcu_unit_a1 : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> en;
  sc_core::sc_in<Entry> entry;  // table A data
  sc_core::sc_in<RouterMaskPin> reach;
  sc_core::sc_out<SlotBus> ga_req;

  SC_HAS_PROCESS(doar_rcu_unit_a1);
  doar_rcu_unit_a1(sc_core::sc_module_name name, const RcuParams& prm);

 private:
  void eval();
  RcuParams prm_;
  SlotBus scratch_;  // output staging (avoids an sc_bv allocation per write)
};

}  // namespace doar::rtl
