// M (Fig. 6, stage 4): selects the table C entry of the router P1 named (one-hot map).
// Zero when no bit is set.
#pragma once
#include <systemc>
#include "rcu_params.hpp"

namespace doar::rtl {

class doar_rcu_unit_m : public sc_core::sc_module {
 public:
  sc_core::sc_in<RouterMaskPin> win_router;
  sc_core::sc_in<CAll> c_all;
  sc_core::sc_out<CEntryPin> c_entry;

  SC_HAS_PROCESS(doar_rcu_unit_m);
  doar_rcu_unit_m(sc_core::sc_module_name name, const RcuParams& prm);

 private:
  void eval();
  int a_;
};

}  // namespace doar::rtl
