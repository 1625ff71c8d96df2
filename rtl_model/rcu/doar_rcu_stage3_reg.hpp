// Pipeline stage 3 register (Fig. 6): the RTA class requests from B and the RTB requests
// from S1/S2 (with LE/LF for the fallback), as stage 4's arbiters see them.
#pragma once
#include <systemc>
#include "rcu_pins.hpp"

namespace doar::rtl {

class doar_rcu_stage3_reg : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<bool> d_valid, d_rta;
  sc_core::sc_in<InVcPin> d_vc;
  sc_core::sc_in<SlotBus> d_gap, d_gbp, d_gcp, d_gdp, d_gall;
  sc_core::sc_in<PortMaskPin> d_s1, d_s2, d_le, d_lf;
  sc_core::sc_out<bool> q_valid;
  sc_core::sc_out<bool> q_rta, q_rtb;  // an RTA / RTB head: enables P1 / P3
  sc_core::sc_out<InVcPin> q_vc;
  sc_core::sc_out<SlotBus> q_gap, q_gbp, q_gcp, q_gdp, q_gall;
  sc_core::sc_out<PortMaskPin> q_s1, q_s2, q_le, q_lf;

  SC_HAS_PROCESS(doar_rcu_stage3_reg);
  explicit doar_rcu_stage3_reg(sc_core::sc_module_name name);

 private:
  void on_clock();
};

}  // namespace doar::rtl
