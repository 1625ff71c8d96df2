// doar_router: the whole router chip as pin-cycle SystemC (DESIGN.md 4a, docs/router.md).
//
//   in_flit[q] --+--> doar_router_head_decode[q] --req--> doar_rcu_pipeline[q] --rt--------+
//                |                           | tables A, B: doar_fault_router  |
//                |                           | table C: doar_table_c_mem[q]      |
//                +-------------------------------> doar_router_core <---------+
//                                                  (VC buffers, VC and switch allocators,
//                                                   crossbar with speedup, output queues,
//                                                   credit counters, congestion bits)
//   cong_ports (doar_router_core) and pcs_group_map (pin) --> every RCU's cong_local / cong_global
//   fd_rx/fd_tx[q], fault events --> doar_fault_router: FD/FR handling; it owns every port's live
//     tables A and B, which the RCUs read first, and writes them in the cycles they leave free
//   cfg_* --> doar_router_cfg_select --> doar_fault_router's configuration port (A and B) or doar_table_c_mem[q]
//
// One clock, synchronous active-high reset; every pin a fixed-width sc_in/sc_out.
#pragma once
#include <memory>
#include <systemc>
#include <vector>
#include "doar_router_cfg_select.hpp"
#include "flit_pins.hpp"
#include "doar_router_head_decode.hpp"
#include "doar_fault_router.hpp"
#include "doar_rcu_pipeline.hpp"
#include "doar_table_c_mem.hpp"
#include "doar_router_core.hpp"
#include "router_params.hpp"

namespace doar::rtl {

class doar_router : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  // Per port q (radix = p + a - 1 + h): flits in and credits back on its input side, flits
  // out and credits in on its output side.
  sc_core::sc_vector<sc_core::sc_in<FlitPin>> in_flit;
  sc_core::sc_vector<sc_core::sc_out<CreditPin>> in_credit;
  sc_core::sc_vector<sc_core::sc_out<FlitPin>> out_flit;
  sc_core::sc_vector<sc_core::sc_in<CreditPin>> out_credit;
  // PCS layer: this router's CongG map (h bits) out, its group's a*h-bit bitmap in.
  sc_core::sc_out<sc_dt::sc_uint<16>> pcs_own_map;
  sc_core::sc_in<SlotBus> pcs_group_map;
  // Table configuration port (one access at a time; cfg_table: doar_router_cfg_select).
  sc_core::sc_in<bool> cfg_req, cfg_we;
  sc_core::sc_in<PortPin> cfg_port;
  sc_core::sc_in<TableSelPin> cfg_table;
  sc_core::sc_in<Addr> cfg_addr;
  sc_core::sc_in<Entry> cfg_wdata, cfg_wdata_b;  // table A (or C) entry, table B entry
  sc_core::sc_out<bool> cfg_gnt;
  sc_core::sc_out<Entry> cfg_rdata;
  // Fault self-healing (docs/fault_units.md): FD/FR packets per port, the link monitors'
  // events, the router's state, and the fault units' status.
  sc_core::sc_vector<sc_core::sc_in<bool>> fd_rx_valid;
  sc_core::sc_vector<sc_core::sc_in<FaultWord>> fd_rx_pkt;
  sc_core::sc_vector<sc_core::sc_out<bool>> fd_tx_valid;
  sc_core::sc_vector<sc_core::sc_out<FaultWord>> fd_tx_pkt;
  sc_core::sc_in<bool> fault_alive, fault_restart;
  sc_core::sc_in<bool> fault_ev_valid, fault_ev_up;
  sc_core::sc_in<PortPin> fault_ev_port;
  sc_core::sc_in<sc_dt::sc_uint<64>> link_up;
  sc_core::sc_out<bool> fault_cmd_done, fault_quiet;
  sc_core::sc_out<sc_dt::sc_uint<3>> fault_cmd_kind;

  doar_router(sc_core::sc_module_name name, const RouterParams& prm);

  const RouterParams& params() const { return prm_; }
  const doar_router_core& core() const { return *core_; }
  const doar_rcu_pipeline& rcu(int port) const { return *rcu_[static_cast<std::size_t>(port)]; }
  const doar_fault_router& faults() const { return *fault_; }

 private:
  template <class T>
  using SigVec = sc_core::sc_vector<sc_core::sc_signal<T>>;
  RouterParams prm_;
  // doar_router_head_decode -> RCU
  SigVec<bool> req_valid_;
  SigVec<GidPin> src_gid_, dst_gid_;
  SigVec<BidPin> src_bid_, dst_bid_;
  SigVec<NidPin> src_nid_, dst_nid_;
  SigVec<InVcPin> req_vc_;
  // RCU -> doar_router_core
  SigVec<bool> res_valid_, res_routed_;
  SigVec<PortPin> res_port_;
  SigVec<OutVcPin> res_vc_;
  SigVec<ClassPin> res_class_;
  SigVec<SlotIdxPin> res_slot_;
  sc_core::sc_signal<PortMaskPin> cong_ports_{"cong_ports"};
  // RCU <-> tables
  SigVec<bool> ta_rd_en_, tb_rd_en_, tc_rd_en_;
  SigVec<Addr> tab_rd_addr_;
  SigVec<Entry> ta_rd_data_, tb_rd_data_;
  SigVec<CAll> tc_rd_all_;
  // doar_router_cfg_select <-> doar_fault_router, table C memories
  sc_core::sc_signal<bool> ab_we_{"ab_we"}, ab_gnt_{"ab_gnt"};
  SigVec<bool> c_req_, c_gnt_;
  SigVec<Entry> c_rdata_;

  std::vector<std::unique_ptr<doar_router_head_decode>> decode_;
  std::vector<std::unique_ptr<doar_rcu_pipeline>> rcu_;
  std::vector<std::unique_ptr<doar_table_c_mem>> table_c_;
  std::unique_ptr<doar_fault_router> fault_;
  std::unique_ptr<doar_router_core> core_;
  std::unique_ptr<doar_router_cfg_select> cfg_;
};

}  // namespace doar::rtl
