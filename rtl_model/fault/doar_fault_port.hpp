// doar_fault_port: the fault-processing part of one input port (paper Fig. 8a), structural: the
// port's FD/FR input buffer, travel, match and action units, output queue, and its table
// memories (rtl_model/tables doar_table_mem): live A and B, read by the RCU, and the configured
// copies A and B. The RCU reads live A and B through the ta_/tb_ pins (doar_rcu_pipeline's table
// pins) and has priority on both: the action unit's accesses take the cycles it leaves free
// (docs/fault_units.md, "Table arbitration"). The configured copies have no RCU port.
#pragma once
#include <memory>
#include <systemc>
#include "doar_fault_action.hpp"
#include "doar_fault_match.hpp"
#include "doar_fault_in_buffer.hpp"
#include "doar_fault_out_queue.hpp"
#include "doar_fault_travel.hpp"
#include "doar_table_mem.hpp"

namespace doar::rtl {

class doar_fault_port : public sc_core::sc_module {
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
  sc_core::sc_out<bool> cfg_gnt;  // the configuration write is done at the end of this cycle
  // RCU read ports of live tables A and B (stage 2): data in the cycle after the read.
  sc_core::sc_in<bool> ta_rd_en, tb_rd_en;
  sc_core::sc_in<Addr> tab_rd_addr;
  sc_core::sc_out<Entry> ta_rd_data, tb_rd_data;
  sc_core::sc_out<bool> stall;  // the action unit waits for a table grant this cycle

  doar_fault_port(sc_core::sc_module_name name, const fault_geom& gm, int port, bool fr_port_rule);
  SC_HAS_PROCESS(doar_fault_port);

  // Backdoor for checks (no pins, no timing): the live tables as the RCU would read them.
  std::uint64_t live_a(int e) const { return mem_la_->peek(e); }
  std::uint64_t live_b(int e) const { return mem_lb_->peek(e); }
  // The same after the current rising edge's write (doar_table_mem::peek_after_edge).
  std::uint64_t live_a_after_edge(int e) const { return mem_la_->peek_after_edge(e); }
  std::uint64_t live_b_after_edge(int e) const { return mem_lb_->peek_after_edge(e); }
  // The action unit's table access in the cycle that ends at the current rising edge: asked
  // for, granted (no RCU read of live A or B in that cycle), and its entry. An entry it asked
  // for may be written in the next cycle (a read's write-back, or a denied write repeated).
  struct TableAccess {
    bool req, granted;
    int entry;
  };
  TableAccess table_access() const {
    return {mem_req_.read(), fault_req_.read(), static_cast<int>(mem_addr_.read())};
  }

 private:
  void arbiter();  // combinational (Verilog: assign)
  void bind_mem(doar_table_mem& m, sc_core::sc_signal<bool>& req, sc_core::sc_signal<bool>& we,
                sc_core::sc_signal<sc_dt::sc_uint<64>>& wdata, sc_core::sc_signal<bool>& gnt,
                sc_core::sc_signal<sc_dt::sc_uint<64>>& rdata);

  sc_core::sc_signal<bool> zero_{"zero"};
  sc_core::sc_signal<sc_dt::sc_uint<10>> zero_addr_{"zero_addr"};
  sc_core::sc_signal<sc_dt::sc_uint<64>> conf_rd_data_[2];  // the copies' RCU read ports: unused
  // action -> memories (request to live / to configured, per-copy write enable, per-table data)
  sc_core::sc_signal<bool> mem_req_{"mem_req"}, live_we_{"live_we"}, conf_we_{"conf_we"};
  sc_core::sc_signal<bool> fault_req_{"fault_req"};  // mem_req in a cycle without RCU reads
  sc_core::sc_signal<sc_dt::sc_uint<10>> mem_addr_{"mem_addr"};
  sc_core::sc_signal<sc_dt::sc_uint<64>> wdata_a_{"wdata_a"}, wdata_b_{"wdata_b"};
  sc_core::sc_signal<bool> gnt_la_{"gnt_la"}, gnt_lb_{"gnt_lb"}, gnt_ca_{"gnt_ca"}, gnt_cb_{"gnt_cb"};
  sc_core::sc_signal<sc_dt::sc_uint<64>> rd_la_{"rd_la"}, rd_lb_{"rd_lb"}, rd_ca_{"rd_ca"}, rd_cb_{"rd_cb"};
  // travel, match -> action
  sc_core::sc_signal<sc_dt::sc_uint<3>> t_op_{"t_op"}, m_op_{"m_op"};
  sc_core::sc_signal<sc_dt::sc_uint<10>> t_addr_{"t_addr"}, m_addr_{"m_addr"};
  sc_core::sc_signal<sc_dt::sc_uint<6>> t_fp_{"t_fp"}, m_fp_{"m_fp"};
  sc_core::sc_signal<bool> m_by_tag_{"m_by_tag"};
  sc_core::sc_signal<sc_dt::sc_uint<2>> m_tag_{"m_tag"};
  // action -> travel, match
  sc_core::sc_signal<bool> res_valid_{"res_valid"}, res_became_{"res_became"}, res_access_{"res_access"};
  sc_core::sc_signal<sc_dt::sc_uint<3>> res_op_{"res_op"};
  sc_core::sc_signal<sc_dt::sc_uint<10>> res_addr_{"res_addr"};
  sc_core::sc_signal<sc_dt::sc_uint<2>> res_died_{"res_died"};
  // travel, match -> output queue
  sc_core::sc_signal<bool> t_push_{"t_push"}, m_push_{"m_push"};
  sc_core::sc_signal<FaultWord> t_pkt_{"t_pkt"}, m_pkt_{"m_pkt"};

  std::unique_ptr<doar_table_mem> mem_la_, mem_lb_, mem_ca_, mem_cb_;
  std::unique_ptr<doar_fault_action> action_;
  std::unique_ptr<doar_fault_travel> travel_;
  std::unique_ptr<doar_fault_match> match_;
  std::unique_ptr<doar_fault_in_buffer> inbuf_;
  std::unique_ptr<doar_fault_out_queue> outq_;
};

}  // namespace doar::rtl
