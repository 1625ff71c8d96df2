// C1 (Fig. 6, stage 3): through table C, the local port towards every router of the group
// and whether it is congested; spread over the a*h slots ("the local congestion of the 512
// global ports"). reach marks the routers the RTA may use: this router itself, and every
// other router with a valid table C item (a router without one offers no slot).
#pragma once
#include <array>
#include <systemc>
#include "rcu_params.hpp"

namespace doar::rtl {

class doar_rcu_unit_c1 : public sc_core::sc_module {
 public:
  sc_core::sc_in<CAll> c_all;
  sc_core::sc_in<PortMaskPin> cong_local;
  sc_core::sc_out<RouterMaskPin> reach;
  sc_core::sc_out<SlotBus> slot_lcong;

  SC_HAS_PROCESS(doar_rcu_unit_c1);
  doar_rcu_unit_c1(sc_core::sc_module_name name, const RcuParams& prm);

 private:
  void eval();
  void decode_table();
  RcuParams prm_;
  SlotBus scratch_;  // output staging (avoids an sc_bv allocation per write)
  bool decoded_ = false;
  // First valid item of every entry (-1: none); a function of c_all alone, redone only when
  // c_all changes (the cached value of a combinational sub-block).
  std::array<int, kMaxRouters> first_port_{};
};

}  // namespace doar::rtl
