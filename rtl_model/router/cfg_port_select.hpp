// CfgPortSelect: the router's one table configuration port, steered to the RCU of input port
// cfg_port. The request goes to that RCU only (the address, data and table fields are shared
// wires); its grant comes back combinationally; read data follows one cycle after the grant,
// so its select is the port registered at the grant.
#pragma once
#include <systemc>
#include "rcu_pins.hpp"

namespace doar::rtl {

class CfgPortSelect : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<bool> cfg_req;
  sc_core::sc_in<PortPin> cfg_port;
  sc_core::sc_out<bool> cfg_gnt;
  sc_core::sc_out<Entry> cfg_rdata;
  sc_core::sc_vector<sc_core::sc_out<bool>> port_req;   // per RCU
  sc_core::sc_vector<sc_core::sc_in<bool>> port_gnt;    // per RCU
  sc_core::sc_vector<sc_core::sc_in<Entry>> port_rdata; // per RCU

  CfgPortSelect(sc_core::sc_module_name name, int ports);
  SC_HAS_PROCESS(CfgPortSelect);

 private:
  void steer();
  void hold_select();
  int ports_;
  sc_core::sc_signal<PortPin> rd_sel_{"rd_sel"};
};

}  // namespace doar::rtl
