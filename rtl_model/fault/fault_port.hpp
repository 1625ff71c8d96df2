// fault_port: the fault-processing part of one input port (paper Fig. 8a), structural: the
// port's FD/FR input buffer, travel, match and action units, output queue, and its table
// memories (rtl_model/tables TableMem): live A and B, read by the RCU, and the configured
// copies A and B. In this bench the RCU read ports are idle (rd_en = 0).
#pragma once
#include <memory>
#include <systemc>
#include "fault_action.hpp"
#include "fault_match.hpp"
#include "fault_queues.hpp"
#include "fault_travel.hpp"
#include "table_mem.hpp"

namespace doar::rtl {

class fault_port : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<bool> flush, alive;
  sc_core::sc_in<bool> rx_valid;
  sc_core::sc_in<FaultWord> rx_pkt;
  sc_core::sc_in<bool> pop;
  sc_core::sc_out<bool> nonempty;
  sc_core::sc_out<FaultWord> head;
  sc_core::sc_in<bool> cmd_start;
  sc_core::sc_in<sc_dt::sc_uint<3>> cmd_kind;
  sc_core::sc_in<sc_dt::sc_uint<6>> cmd_fp;
  sc_core::sc_in<sc_dt::sc_uint<10>> cmd_entry;
  sc_core::sc_in<FaultWord> cmd_pkt;
  sc_core::sc_in<bool> cmd_release;
  sc_core::sc_in<bool> can_send;
  sc_core::sc_out<bool> tx_valid;
  sc_core::sc_out<FaultWord> tx_pkt;
  sc_core::sc_out<bool> out_empty;
  sc_core::sc_in<bool> cfg_we;  // configuration write of one entry into both copies
  sc_core::sc_in<sc_dt::sc_uint<10>> cfg_addr;
  sc_core::sc_in<sc_dt::sc_uint<64>> cfg_a, cfg_b;

  fault_port(sc_core::sc_module_name name, const fault_geom& gm, int port, bool fr_port_rule);
  SC_HAS_PROCESS(fault_port);

  // Backdoor for checks (no pins, no timing): the live tables as the RCU would read them.
  std::uint64_t live_a(int e) const { return mem_la_->peek(e); }
  std::uint64_t live_b(int e) const { return mem_lb_->peek(e); }

 private:
  void mux_ops();  // wiring: config, travel or match drives the action unit

  struct MemWires {
    sc_core::sc_signal<bool> req, we, gnt;
    sc_core::sc_signal<sc_dt::sc_uint<10>> addr;
    sc_core::sc_signal<sc_dt::sc_uint<64>> wdata, rdata, rd_data;
  };
  void bind_mem(TableMem& m, mem_port_pins& p, MemWires& w);

  sc_core::sc_signal<bool> zero_{"zero"};
  sc_core::sc_signal<sc_dt::sc_uint<10>> zero_addr_{"zero_addr"};
  MemWires w_la_, w_lb_, w_ca_, w_cb_;
  // travel -> mux, match -> mux, mux -> action
  sc_core::sc_signal<sc_dt::sc_uint<3>> t_op_, m_op_, a_op_;
  sc_core::sc_signal<sc_dt::sc_uint<10>> t_addr_, m_addr_, a_addr_;
  sc_core::sc_signal<sc_dt::sc_uint<6>> t_fp_, m_fp_, a_fp_;
  sc_core::sc_signal<bool> m_by_tag_, a_by_tag_;
  sc_core::sc_signal<sc_dt::sc_uint<2>> m_tag_, a_tag_;
  // action -> travel, match
  sc_core::sc_signal<bool> res_valid_, res_became_, res_access_;
  sc_core::sc_signal<sc_dt::sc_uint<3>> res_op_;
  sc_core::sc_signal<sc_dt::sc_uint<10>> res_addr_;
  sc_core::sc_signal<sc_dt::sc_uint<2>> res_died_;
  // travel, match -> output queue
  sc_core::sc_signal<bool> t_push_, m_push_, push_;
  sc_core::sc_signal<FaultWord> t_pkt_, m_pkt_, push_pkt_;

  std::unique_ptr<TableMem> mem_la_, mem_lb_, mem_ca_, mem_cb_;
  std::unique_ptr<fault_action> action_;
  std::unique_ptr<fault_travel> travel_;
  std::unique_ptr<fault_match> match_;
  std::unique_ptr<fault_in_buffer> inbuf_;
  std::unique_ptr<fault_out_queue> outq_;
};

}  // namespace doar::rtl
