// The RCU's table configuration port (used by configuration and by the fault action unit):
// cfg_table selects table A (0), B (1) or C (2); the request goes to that memory and its
// grant comes back. cfg_rdata is the read data of the table granted in the previous cycle.
// Table select 3 is reserved: granted at once, no access, reads zero.
#pragma once
#include <systemc>
#include "rcu_pins.hpp"

namespace doar::rtl {

class doar_rcu_cfg_port_mux : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<bool> cfg_req;
  sc_core::sc_in<TableSelPin> cfg_table;
  sc_core::sc_in<bool> gnt_a, gnt_b, gnt_c;
  sc_core::sc_in<Entry> rdata_a, rdata_b, rdata_c;
  sc_core::sc_out<bool> req_a, req_b, req_c;
  sc_core::sc_out<bool> cfg_gnt;
  sc_core::sc_out<Entry> cfg_rdata;

  SC_HAS_PROCESS(doar_rcu_cfg_port_mux);
  explicit doar_rcu_cfg_port_mux(sc_core::sc_module_name name);

 private:
  void route();
  void on_clock();
  sc_core::sc_signal<TableSelPin> rsel_{"rsel"};  // table of the last granted access
};

}  // namespace doar::rtl
