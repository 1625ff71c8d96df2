// Final mux (Fig. 6, stage 4): the RTA result (P1's slot; its port is the global port when
// the slot is this router's own, else P2's local port from table C) or the RTB result (P3).
#pragma once
#include <systemc>
#include "rcu_params.hpp"

namespace doar::rtl {

class doar_rcu_out_mux : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> rta;
  sc_core::sc_in<bool> p1_valid;
  sc_core::sc_in<ClassPin> p1_cls;
  sc_core::sc_in<SlotIdxPin> p1_slot;
  sc_core::sc_in<RouterMaskPin> p1_router;
  sc_core::sc_in<bool> p2_valid;
  sc_core::sc_in<PortPin> p2_port;
  sc_core::sc_in<bool> p3_valid;
  sc_core::sc_in<ClassPin> p3_cls;
  sc_core::sc_in<PortPin> p3_port;
  sc_core::sc_out<bool> routed;
  sc_core::sc_out<PortPin> port;
  sc_core::sc_out<ClassPin> cls;
  sc_core::sc_out<SlotIdxPin> slot;

  SC_HAS_PROCESS(doar_rcu_out_mux);
  doar_rcu_out_mux(sc_core::sc_module_name name, const RcuParams& prm);

 private:
  void eval();
  RcuParams prm_;
};

// VC select (Fig. 6, stage 4; DESIGN.md section 4): VC 0 from a terminal input port; at
// ejection unchanged; otherwise +1 when the output port's level (intra-group 0, global 1) is
// >= the input port's, else unchanged.
class doar_rcu_vc_select : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> routed;
  sc_core::sc_in<PortPin> port;
  sc_core::sc_in<InVcPin> in_vc;
  sc_core::sc_out<OutVcPin> out_vc;

  SC_HAS_PROCESS(doar_rcu_vc_select);
  doar_rcu_vc_select(sc_core::sc_module_name name, const RcuParams& prm);

 private:
  void eval();
  RcuParams prm_;
};

}  // namespace doar::rtl
