// doar_router_cfg_select: the router's one table configuration port. Tables A and B of every input
// port live in the fault units (rtl_model/fault: the live copy the RCU reads and the
// configured copy FR restores from), written together as one entry pair; table C of each
// port is its own doar_table_c_mem. Encoding of cfg_table:
//   0  write entry cfg_addr of port cfg_port's tables A and B (cfg_wdata, cfg_wdata_b) into
//      both copies, through doar_fault_router's configuration port; granted when it is done
//   2  read or write entry cfg_addr of port cfg_port's table C
//   1, 3 and reads of 0: reserved: granted at once, no access, read data 0
// Read data follows one cycle after the grant, so its select is registered at the grant.
#pragma once
#include <systemc>
#include "rcu_pins.hpp"

namespace doar::rtl {

class doar_router_cfg_select : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<bool> cfg_req, cfg_we;
  sc_core::sc_in<PortPin> cfg_port;
  sc_core::sc_in<TableSelPin> cfg_table;
  sc_core::sc_out<bool> cfg_gnt;
  sc_core::sc_out<Entry> cfg_rdata;
  sc_core::sc_out<bool> ab_we;                          // to doar_fault_router cfg_we
  sc_core::sc_in<bool> ab_gnt;                          // from doar_fault_router cfg_gnt
  sc_core::sc_vector<sc_core::sc_out<bool>> c_req;      // per port's doar_table_c_mem
  sc_core::sc_vector<sc_core::sc_in<bool>> c_gnt;
  sc_core::sc_vector<sc_core::sc_in<Entry>> c_rdata;

  doar_router_cfg_select(sc_core::sc_module_name name, int ports);
  SC_HAS_PROCESS(doar_router_cfg_select);

 private:
  void steer();
  void hold_select();
  int ports_;
  sc_core::sc_signal<sc_dt::sc_uint<7>> rd_sel_{"rd_sel"};  // port of the last granted C read, or ports_: none
};

}  // namespace doar::rtl
