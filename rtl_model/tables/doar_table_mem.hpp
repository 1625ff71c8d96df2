// Table A or table B of one input port's RCU (paper Sec. 3.2): an array of 8-byte entries
// with two ports.
//   - RCU read port (pipeline stage 2): synchronous read; rd_data holds the entry in the
//     cycle after rd_en, and zero after a cycle without rd_en.
//   - Configuration / fault action port: one read or write per grant. The array is a
//     single-ported SRAM: the RCU port has priority, and cf_gnt (combinational) is high in
//     a cycle where cf_req is high and rd_en is low. The access happens at the end of that
//     cycle; a read returns the entry on cf_rdata in the next cycle. So the action unit's
//     accesses go in the cycles the RCU does not use and never stall or alter a route.
// The array holds `depth` entries at addresses base .. base+depth-1 (table B: base = p,
// it has no N region). Other addresses read as zero and ignore writes, but are granted.
// Reset clears the output registers, not the array (an SRAM keeps its contents).
#pragma once
#include <cstdint>
#include <vector>
#include <systemc>
#include "table_pins.hpp"

namespace doar::rtl {

class doar_table_mem : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  // RCU read port.
  sc_core::sc_in<bool> rd_en;
  sc_core::sc_in<Addr> rd_addr;
  sc_core::sc_out<Entry> rd_data;
  // Configuration / fault action port.
  sc_core::sc_in<bool> cf_req, cf_we;
  sc_core::sc_in<Addr> cf_addr;
  sc_core::sc_in<Entry> cf_wdata;
  sc_core::sc_out<bool> cf_gnt;
  sc_core::sc_out<Entry> cf_rdata;

  SC_HAS_PROCESS(doar_table_mem);
  doar_table_mem(sc_core::sc_module_name name, int depth, int base);

  int depth() const { return depth_; }
  int base() const { return base_; }
  // Backdoor for tests and benches (no pins, no timing).
  std::uint64_t peek(int addr) const;
  // The entry as it stands after the current rising edge, when called from another process
  // triggered by that edge: the pins still show the cycle that ends there, so its write is
  // applied here whether or not on_clock() has run yet (applying it twice changes nothing).
  std::uint64_t peek_after_edge(int addr) const;

 private:
  void on_clock();
  void grant_logic();
  bool holds(int addr) const { return addr >= base_ && addr < base_ + depth_; }

  int depth_, base_;
  std::vector<std::uint64_t> mem_;
};

}  // namespace doar::rtl
