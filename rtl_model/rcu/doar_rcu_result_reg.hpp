// Result register (end of stage 4): the RCU's output pins, 4 cycles after the request.
// res_routed = 0 means no valid entry leads anywhere (port, VC, class and slot then read 0).
#pragma once
#include <systemc>
#include "rcu_pins.hpp"

namespace doar::rtl {

class doar_rcu_result_reg : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<bool> d_valid, d_routed;
  sc_core::sc_in<PortPin> d_port;
  sc_core::sc_in<OutVcPin> d_vc;
  sc_core::sc_in<ClassPin> d_cls;
  sc_core::sc_in<SlotIdxPin> d_slot;
  sc_core::sc_out<bool> q_valid, q_routed;
  sc_core::sc_out<PortPin> q_port;
  sc_core::sc_out<OutVcPin> q_vc;
  sc_core::sc_out<ClassPin> q_cls;
  sc_core::sc_out<SlotIdxPin> q_slot;

  SC_HAS_PROCESS(doar_rcu_result_reg);
  explicit doar_rcu_result_reg(sc_core::sc_module_name name);

 private:
  void on_clock();
};

}  // namespace doar::rtl
