// doar_router_pcs_group_line: the PCS-layer broadcast of one group's CongG maps as doar-sim models it
// (docs/tlm.md, "Group bitmap"): every router's h-bit map of cycle t, placed at offset
// bid * h, reaches the cong_global pins of every RCU of the group, the owner's included,
// in cycle t + latency. The pin-cycle congestion path of rtl_model/congestion (doar_cong_router:
// frames with a guard interval, a ring stop per port) refines this; docs/router.md says
// why the router uses this line for the comparison with doar-sim.
#pragma once
#include <systemc>
#include <vector>
#include "rcu_pins.hpp"

namespace doar::rtl {

class doar_router_pcs_group_line : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_vector<sc_core::sc_in<sc_dt::sc_uint<16>>> own_map;  // per router of the group
  sc_core::sc_out<SlotBus> group_map;

  doar_router_pcs_group_line(sc_core::sc_module_name name, int a, int h, int latency);
  SC_HAS_PROCESS(doar_router_pcs_group_line);

 private:
  void tick();
  int a_, h_;
  std::vector<SlotBus> ring_;  // latency - 1 assembled maps
  std::size_t pos_ = 0;
};

}  // namespace doar::rtl
