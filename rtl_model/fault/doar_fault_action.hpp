// doar_fault_action: the action unit of one input port (paper Fig. 8a). It is the only user of the
// configuration/fault ports of the port's four table memories (rtl_model/tables doar_table_mem):
// live table A and B (what the RCU reads) and the configured copies A and B (written once at
// configuration; FR restores from them bit for bit and they tell which bits are options).
//   kOpFd, kOpFrSet, kOpCopy: cycle c read (all four), cycle c+1 write back (live A, B); the
//     result is on res_* in cycle c+2. Two cycles per entry.
//   kOpFrCheck: cycle c read; res_access in cycle c+2; one per cycle, pipelined.
//   cfg_we (configuration port): writes cfg_a/cfg_b into both copies in a cycle with no op
//     and no write-back; cfg_gnt says it happened (the source holds cfg_we until then).
// A two-cycle op may stay on the op pins during its write cycle (it is not taken twice).
// Table arbitration (DESIGN.md 4a, docs/fault_units.md): the RCU's reads of live A and B have
// priority (doar_table_mem: cf_gnt = cf_req & !rd_en; doar_fault_port asks all four memories only in a
// cycle where the RCU reads neither live table, so they grant together or not at all). A
// denied read is not taken and a denied write-back repeats in the next cycle with the same
// data (no memory moved, so the read data it depends on are held): no write is lost. `stall`
// tells the travel and match units to hold their op for that cycle.
#pragma once
#include <systemc>
#include "fault_entry_logic.hpp"
#include "fault_pins.hpp"

namespace doar::rtl {

class doar_fault_action : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  // Requests: from the travel unit, from the match unit (used when travel's op is idle) and
  // the configuration port (has priority). Only one is active in a command.
  sc_core::sc_in<sc_dt::sc_uint<3>> t_op;
  sc_core::sc_in<sc_dt::sc_uint<10>> t_addr;
  sc_core::sc_in<sc_dt::sc_uint<6>> t_fp;
  sc_core::sc_in<sc_dt::sc_uint<3>> m_op;
  sc_core::sc_in<sc_dt::sc_uint<10>> m_addr;
  sc_core::sc_in<sc_dt::sc_uint<6>> m_fp;
  sc_core::sc_in<bool> m_by_tag;
  sc_core::sc_in<sc_dt::sc_uint<2>> m_tag;
  sc_core::sc_in<bool> cfg_we;
  sc_core::sc_in<sc_dt::sc_uint<10>> cfg_addr;
  sc_core::sc_in<sc_dt::sc_uint<64>> cfg_a, cfg_b;
  sc_core::sc_out<bool> cfg_gnt;  // the configuration write is done at the end of this cycle
  sc_core::sc_out<bool> stall;    // the op (or its write-back) is not granted this cycle
  // Results (registered).
  sc_core::sc_out<bool> res_valid;
  sc_core::sc_out<sc_dt::sc_uint<3>> res_op;
  sc_core::sc_out<sc_dt::sc_uint<10>> res_addr;
  sc_core::sc_out<sc_dt::sc_uint<2>> res_died;  // kOpFd: contexts that lost their last route
  sc_core::sc_out<bool> res_became;             // kOpFrSet: the entry became accessible
  sc_core::sc_out<bool> res_access;             // kOpFrCheck: the entry is accessible
  // The four memories' configuration/fault ports (doar_table_mem cf_*): request and address are
  // shared, write enables per copy, write data per table (live and configured A share one).
  sc_core::sc_out<bool> mem_req, live_we, conf_we;
  sc_core::sc_out<sc_dt::sc_uint<10>> mem_addr;
  sc_core::sc_out<sc_dt::sc_uint<64>> wdata_a, wdata_b;
  sc_core::sc_in<bool> la_gnt, lb_gnt, ca_gnt, cb_gnt;
  sc_core::sc_in<sc_dt::sc_uint<64>> la_rdata, lb_rdata, ca_rdata, cb_rdata;

  doar_fault_action(sc_core::sc_module_name name, const fault_geom& gm, int port, bool fr_port_rule);
  SC_HAS_PROCESS(doar_fault_action);

 private:
  void drive_memories();  // combinational
  void arbitrate();       // combinational: stall, cfg_gnt from the grants
  bool all_granted() const { return la_gnt.read() && lb_gnt.read() && ca_gnt.read() && cb_gnt.read(); }
  void tick();
  EntryMasks masks(int e, int fp) const;
  EntryMasks access_masks(int e, int fp) const;
  unsigned current_op() const;  // travel's op, else match's

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
