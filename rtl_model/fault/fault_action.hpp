// fault_action: the action unit of one input port (paper Fig. 8a). It is the only user of the
// configuration/fault ports of the port's four table memories (rtl_model/tables TableMem):
// live table A and B (what the RCU reads) and the configured copies A and B (written once at
// configuration; FR restores from them bit for bit and they tell which bits are options).
//   kOpFd, kOpFrSet, kOpCopy: cycle c read (all four), cycle c+1 write back (live A, B); the
//     result is on res_* in cycle c+2. Two cycles per entry.
//   kOpFrCheck: cycle c read; res_access in cycle c+2; one per cycle, pipelined.
//   kOpConfig: cycle c writes cfg_a/cfg_b into both copies.
// The op pins must be idle in the write cycle of a two-cycle op.
#pragma once
#include <systemc>
#include "fault_entry_logic.hpp"
#include "fault_pins.hpp"

namespace doar::rtl {

// One table memory's configuration/fault port as seen from the action unit.
struct mem_port_pins {
  sc_core::sc_out<bool> req, we;
  sc_core::sc_out<sc_dt::sc_uint<10>> addr;
  sc_core::sc_out<sc_dt::sc_uint<64>> wdata;
  sc_core::sc_in<bool> gnt;
  sc_core::sc_in<sc_dt::sc_uint<64>> rdata;
  explicit mem_port_pins(const char* prefix);
};

class fault_action : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<sc_dt::sc_uint<3>> op;
  sc_core::sc_in<sc_dt::sc_uint<10>> op_addr;
  sc_core::sc_in<sc_dt::sc_uint<6>> op_fp;
  sc_core::sc_in<bool> op_by_tag;
  sc_core::sc_in<sc_dt::sc_uint<2>> op_tag;
  sc_core::sc_in<sc_dt::sc_uint<64>> cfg_a, cfg_b;  // kOpConfig data
  sc_core::sc_out<bool> res_valid;
  sc_core::sc_out<sc_dt::sc_uint<3>> res_op;
  sc_core::sc_out<sc_dt::sc_uint<10>> res_addr;
  sc_core::sc_out<sc_dt::sc_uint<2>> res_died;  // kOpFd: contexts that lost their last route
  sc_core::sc_out<bool> res_became;             // kOpFrSet: the entry became accessible
  sc_core::sc_out<bool> res_access;             // kOpFrCheck: the entry is accessible
  mem_port_pins live_a, live_b, conf_a, conf_b;

  fault_action(sc_core::sc_module_name name, const fault_geom& gm, int port, bool fr_port_rule);
  SC_HAS_PROCESS(fault_action);

 private:
  void drive_memories();  // combinational
  void tick();
  EntryMasks masks(int e, int fp) const;
  EntryMasks access_masks(int e, int fp) const;

  fault_geom gm_;
  int port_;
  bool port_rule_;
  bool res_dirty_ = true;  // res_* may be non-idle
  // Registered state, as signals so that the combinational method sees it.
  sc_core::sc_signal<bool> wr_pending_{"wr_pending"}, chk_pending_{"chk_pending"};
  sc_core::sc_signal<sc_dt::sc_uint<3>> wr_op_{"wr_op"};
  sc_core::sc_signal<sc_dt::sc_uint<10>> pend_addr_{"pend_addr"};
  sc_core::sc_signal<sc_dt::sc_uint<6>> wr_fp_{"wr_fp"};
  sc_core::sc_signal<bool> wr_by_tag_{"wr_by_tag"};
  sc_core::sc_signal<sc_dt::sc_uint<2>> wr_tag_{"wr_tag"};
};

}  // namespace doar::rtl
