// doar_fault_travel: the travel unit of one input port (paper Fig. 8a). On a broadcast command it
// walks every entry of the port's tables through the action unit:
//   kCmdTravelFd: Travel_FD(Fp): kOpFd on entries 0..n-1, one every 2 cycles; each entry whose
//     context died yields FD{entry address, prefix, died} into the output queue (if this port
//     can send);
//   kCmdFrAct: FR_act(Fp): pass 1 kOpFrSet every 2 cycles, pass 2 kOpFrCheck every cycle;
//     FR into the output queue when some entry became accessible (FrRule Entry, core's
//     default) and, under FrRule Port, every entry is accessible (Algorithm 3 lines 11-13);
//   kCmdRestore: router restart: kOpCopy every 2 cycles.
// Op for entry k leaves in cycle S+1+2k (pass 2: S+1+2n+k), S = the cmd_start cycle, counted
// in cycles without `stall`: while the action unit waits for a table grant the walk holds
// its op (results are still taken; the action unit gives none while it waits).
#pragma once
#include <systemc>
#include "fault_entry_logic.hpp"
#include "fault_pins.hpp"

namespace doar::rtl {

class doar_fault_travel : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<bool> cmd_start;
  sc_core::sc_in<sc_dt::sc_uint<3>> cmd_kind;
  sc_core::sc_in<sc_dt::sc_uint<6>> cmd_fp;
  sc_core::sc_in<bool> can_send;  // this port may send FD/FR (not terminal, connected, link up)
  sc_core::sc_in<bool> stall;     // the action unit did not take this cycle's op: hold it
  // To the action unit.
  sc_core::sc_out<sc_dt::sc_uint<3>> op;
  sc_core::sc_out<sc_dt::sc_uint<10>> op_addr;
  sc_core::sc_out<sc_dt::sc_uint<6>> op_fp;
  // From the action unit.
  sc_core::sc_in<bool> res_valid;
  sc_core::sc_in<sc_dt::sc_uint<3>> res_op;
  sc_core::sc_in<sc_dt::sc_uint<10>> res_addr;
  sc_core::sc_in<sc_dt::sc_uint<2>> res_died;
  sc_core::sc_in<bool> res_became, res_access;
  // To the output queue.
  sc_core::sc_out<bool> push;
  sc_core::sc_out<FaultWord> push_pkt;

  doar_fault_travel(sc_core::sc_module_name name, const fault_geom& gm, bool fr_port_rule);
  SC_HAS_PROCESS(doar_fault_travel);

 private:
  void tick();
  fault_geom gm_;
  bool port_rule_;
  unsigned kind_ = kCmdNone;
  int fp_ = 0;
  int step_ = 0;       // cycles since the command started
  bool active_ = false;
  bool dirty_ = true;  // outputs may be non-idle
  bool became_any_ = false, all_access_ = true;
};

}  // namespace doar::rtl
