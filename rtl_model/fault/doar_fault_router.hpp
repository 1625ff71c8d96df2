// doar_fault_router: the fault-handling hardware of one router (paper Fig. 8a), structural: the
// global scheduler and one doar_fault_port per input port, plus wiring (buffer-head mux, pop
// split, can_send, configuration decode, quiet, the scheduler's hold).
// Each port's live tables A and B are read by that port's RCU through ta_/tb_ pins (one
// element per port); those reads have priority over the fault units (docs/fault_units.md).
#pragma once
#include <memory>
#include <systemc>
#include <vector>
#include "doar_fault_port.hpp"
#include "doar_fault_scheduler.hpp"

namespace doar::rtl {

struct fault_router_params {
  fault_geom geom;
  fault_timing timing;
  std::uint64_t connected = 0;  // bit q: port q has a link (terminal ports: 0)
  bool fr_port_rule = false;    // core's FrRule::Port (default FrRule::Entry)
};

class doar_fault_router : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<bool> alive, restart;
  sc_core::sc_in<bool> ev_valid;
  sc_core::sc_in<sc_dt::sc_uint<6>> ev_port;
  sc_core::sc_in<bool> ev_up;
  sc_core::sc_in<sc_dt::sc_uint<64>> link_up;  // bit q: the link of port q is up
  sc_core::sc_vector<sc_core::sc_in<bool>> rx_valid;        // per port, from the link
  sc_core::sc_vector<sc_core::sc_in<FaultWord>> rx_pkt;
  sc_core::sc_vector<sc_core::sc_out<bool>> tx_valid;       // per port, to the link
  sc_core::sc_vector<sc_core::sc_out<FaultWord>> tx_pkt;
  sc_core::sc_in<bool> cfg_we;
  sc_core::sc_in<sc_dt::sc_uint<6>> cfg_port;
  sc_core::sc_in<sc_dt::sc_uint<10>> cfg_addr;
  sc_core::sc_in<sc_dt::sc_uint<64>> cfg_a, cfg_b;
  sc_core::sc_out<bool> cfg_gnt;                 // the cfg_we write is done at the end of this cycle
  // RCU read ports of each port's live tables A and B (doar_rcu_pipeline's ta_/tb_ table pins).
  sc_core::sc_vector<sc_core::sc_in<bool>> ta_rd_en, tb_rd_en;
  sc_core::sc_vector<sc_core::sc_in<Addr>> tab_rd_addr;
  sc_core::sc_vector<sc_core::sc_out<Entry>> ta_rd_data, tb_rd_data;
  sc_core::sc_out<bool> cmd_done;                // one pulse per completed command
  sc_core::sc_out<sc_dt::sc_uint<3>> cmd_kind;
  sc_core::sc_out<bool> quiet;                   // nothing to do and nothing to send

  doar_fault_router(sc_core::sc_module_name name, const fault_router_params& prm);
  SC_HAS_PROCESS(doar_fault_router);

  const doar_fault_port& port(int q) const { return *ports_[static_cast<std::size_t>(q)]; }
  int radix() const { return prm_.geom.radix(); }

 private:
  void wiring();
  fault_router_params prm_;
  std::unique_ptr<doar_fault_scheduler> sched_;
  std::vector<std::unique_ptr<doar_fault_port>> ports_;
  // scheduler <-> wiring
  sc_core::sc_signal<sc_dt::sc_uint<64>> in_nonempty_{"in_nonempty"}, pop_{"pop"};
  sc_core::sc_signal<FaultWord> sel_pkt_{"sel_pkt"};
  sc_core::sc_signal<sc_dt::sc_uint<6>> sel_port_{"sel_port"};
  sc_core::sc_signal<bool> cmd_start_{"cmd_start"}, cmd_release_{"cmd_release"}, busy_{"busy"},
      events_pending_{"events_pending"}, hold_{"hold"};
  sc_core::sc_signal<sc_dt::sc_uint<3>> kind_{"kind"};
  sc_core::sc_signal<sc_dt::sc_uint<6>> fp_{"fp"};
  sc_core::sc_signal<sc_dt::sc_uint<10>> entry_{"entry"};
  sc_core::sc_signal<FaultWord> pkt_{"pkt"};
  // per port
  sc_core::sc_vector<sc_core::sc_signal<bool>> p_pop_, p_nonempty_, p_can_send_, p_out_empty_, p_cfg_we_,
      p_cfg_gnt_, p_stall_;
  sc_core::sc_vector<sc_core::sc_signal<FaultWord>> p_head_;
};

}  // namespace doar::rtl
