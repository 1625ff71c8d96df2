// Pipeline stage 1 (Fig. 6), registered half: the stage-1 register after the address compare,
// whose address drives the table A/B read of stage 2.
#pragma once
#include <systemc>
#include "rcu_params.hpp"

namespace doar::rtl {

class doar_rcu_stage1_reg : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<bool> d_valid, d_rta, d_inter;
  sc_core::sc_in<RegionPin> d_region;
  sc_core::sc_in<Addr> d_addr;
  sc_core::sc_in<BidPin> d_dst_bid;
  sc_core::sc_in<InVcPin> d_vc;
  sc_core::sc_out<bool> q_valid, q_rta, q_inter;
  sc_core::sc_out<bool> q_a_rd;  // = q_valid: table A read enable (a pin of its own, so the
                                 // pipeline can export it without a gate)
  sc_core::sc_out<bool> q_b_rd;  // valid and not N region: table B is read (it has no N region)
  sc_core::sc_out<RegionPin> q_region;
  sc_core::sc_out<Addr> q_addr;
  sc_core::sc_out<BidPin> q_dst_bid;
  sc_core::sc_out<InVcPin> q_vc;

  SC_HAS_PROCESS(doar_rcu_stage1_reg);
  explicit doar_rcu_stage1_reg(sc_core::sc_module_name name);

 private:
  void on_clock();
};

}  // namespace doar::rtl
