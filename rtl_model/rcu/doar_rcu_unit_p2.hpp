// P2 (Fig. 6, stage 4): the local port of the winner's table C entry: the first valid item
// (one link per router pair in a dragonfly; the other items are for parallel links).
#pragma once
#include <systemc>
#include "rcu_pins.hpp"

namespace doar::rtl {

class doar_rcu_unit_p2 : public sc_core::sc_module {
 public:
  sc_core::sc_in<CEntryPin> c_entry;
  sc_core::sc_out<bool> lport_valid;
  sc_core::sc_out<PortPin> lport;

  SC_HAS_PROCESS(doar_rcu_unit_p2);
  explicit doar_rcu_unit_p2(sc_core::sc_module_name name);

 private:
  void eval();
};

}  // namespace doar::rtl
