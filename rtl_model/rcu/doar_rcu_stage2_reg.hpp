// Pipeline stage 2 (Fig. 6): the table A/B read itself happens in the memories (their
// output registers hold the entries); this register carries the head's other fields
// alongside and drives table C's "in use" input.
#pragma once
#include <systemc>
#include "rcu_pins.hpp"

namespace doar::rtl {

class doar_rcu_stage2_reg : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<bool> d_valid, d_rta, d_inter;
  sc_core::sc_in<RegionPin> d_region;
  sc_core::sc_in<BidPin> d_dst_bid;
  sc_core::sc_in<InVcPin> d_vc;
  sc_core::sc_out<bool> q_valid, q_inter;
  sc_core::sc_out<bool> q_rta;  // an RTA head (valid and rta): enables A1/A2
  sc_core::sc_out<RegionPin> q_region;
  sc_core::sc_out<BidPin> q_dst_bid;
  sc_core::sc_out<InVcPin> q_vc;
  // An RTA head is in stage 3 (it enters now) or stage 4 (it was in stage 3): table C is in
  // use by C1 or M and refuses configuration accesses.
  sc_core::sc_out<bool> q_c_rd;

  SC_HAS_PROCESS(doar_rcu_stage2_reg);
  explicit doar_rcu_stage2_reg(sc_core::sc_module_name name);

 private:
  void on_clock();
};

}  // namespace doar::rtl
