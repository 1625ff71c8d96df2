// doar_fault_match: the match unit of one input port (paper Fig. 8a). On kCmdMatchFd it runs
// Match_FD: one kOpFd on the entry the scheduler's Aim selected (cmd_entry), filtered by the
// FD's tag when Fp is an intra-group port, and, if a context died and this port can send,
// FD{received address, prefix, died} into the output queue. Op in cycle S+1, result S+3,
// push S+4 (S = cmd_start cycle), later by the cycles the action unit waits for a table
// grant: the op stays on the pins while `stall` is high.
#pragma once
#include <systemc>
#include "fault_entry_logic.hpp"
#include "fault_pins.hpp"

namespace doar::rtl {

class doar_fault_match : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<bool> cmd_start;
  sc_core::sc_in<sc_dt::sc_uint<3>> cmd_kind;
  sc_core::sc_in<sc_dt::sc_uint<6>> cmd_fp;
  sc_core::sc_in<sc_dt::sc_uint<10>> cmd_entry;
  sc_core::sc_in<FaultWord> cmd_pkt;
  sc_core::sc_in<bool> can_send;
  sc_core::sc_in<bool> stall;  // the action unit did not take this cycle's op: hold it
  sc_core::sc_out<sc_dt::sc_uint<3>> op;
  sc_core::sc_out<sc_dt::sc_uint<10>> op_addr;
  sc_core::sc_out<sc_dt::sc_uint<6>> op_fp;
  sc_core::sc_out<bool> op_by_tag;
  sc_core::sc_out<sc_dt::sc_uint<2>> op_tag;
  sc_core::sc_in<bool> res_valid;
  sc_core::sc_in<sc_dt::sc_uint<3>> res_op;
  sc_core::sc_in<sc_dt::sc_uint<2>> res_died;
  sc_core::sc_out<bool> push;
  sc_core::sc_out<FaultWord> push_pkt;

  doar_fault_match(sc_core::sc_module_name name, const fault_geom& gm);
  SC_HAS_PROCESS(doar_fault_match);

 private:
  void tick();
  fault_geom gm_;
  bool waiting_ = false;  // a kOpFd of this unit is in the action unit
  bool dirty_ = true;     // outputs may be non-idle
  std::uint32_t pkt_ = 0;
};

}  // namespace doar::rtl
