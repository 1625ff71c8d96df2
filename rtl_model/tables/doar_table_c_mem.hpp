// Table C of one input port's RCU (paper Sec. 3.2): the port map, one 6-byte entry per router
// of the group (6 items of {valid, 6-bit local port}). Small enough to be a register file,
// and C1 needs every entry at once, so the RCU port is the whole array as one bus.
//   - RCU port: rd_all holds entry u at bits [48u+47 : 48u] (entries >= depth read zero).
//     rd_en is high in every cycle the RCU uses the table (an RTA head in stage 3, where C1
//     reads it, or in stage 4, where M reads it); the array does not change in those cycles.
//   - Configuration / fault action port: as doar_table_mem, with 48-bit data (cf_wdata bits
//     [63:48] are ignored, cf_rdata bits [63:48] read zero). cf_gnt = cf_req & !rd_en.
#pragma once
#include <cstdint>
#include <vector>
#include <systemc>
#include "table_pins.hpp"

namespace doar::rtl {

class doar_table_c_mem : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  // RCU port.
  sc_core::sc_in<bool> rd_en;
  sc_core::sc_out<CAll> rd_all;
  // Configuration / fault action port.
  sc_core::sc_in<bool> cf_req, cf_we;
  sc_core::sc_in<Addr> cf_addr;
  sc_core::sc_in<Entry> cf_wdata;
  sc_core::sc_out<bool> cf_gnt;
  sc_core::sc_out<Entry> cf_rdata;

  SC_HAS_PROCESS(doar_table_c_mem);
  doar_table_c_mem(sc_core::sc_module_name name, int depth);

  int depth() const { return depth_; }
  std::uint64_t peek(int addr) const;

 private:
  void on_clock();
  void grant_logic();
  void publish();

  int depth_;
  std::vector<std::uint64_t> mem_;
};

}  // namespace doar::rtl
