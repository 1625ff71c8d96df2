// DoarRouter: the whole router chip as pin-cycle SystemC (DESIGN.md 4a, docs/router.md).
//
//   in_flit[q] --+--> HeadDecode[q] --req--> RouteComputeUnit[q] --rt--+
//                |                           (tables A/B/C of port q)   |
//                +-------------------------------> RouterCore <---------+
//                                                  (VC buffers, VC and switch allocators,
//                                                   crossbar with speedup, output queues,
//                                                   credit counters, congestion bits)
//   cong_ports (RouterCore) and pcs_group_map (pin) --> every RCU's cong_local / cong_global
//   cfg_* --> CfgPortSelect --> the RCU of port cfg_port (its tables' configuration port)
//
// One clock, synchronous active-high reset; every pin a fixed-width sc_in/sc_out.
#pragma once
#include <memory>
#include <systemc>
#include <vector>
#include "cfg_port_select.hpp"
#include "flit_pins.hpp"
#include "head_decode.hpp"
#include "route_compute_unit.hpp"
#include "router_core.hpp"
#include "router_params.hpp"

namespace doar::rtl {

class DoarRouter : public sc_core::sc_module {
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
  // Table configuration port (one access at a time, to the RCU of port cfg_port).
  sc_core::sc_in<bool> cfg_req, cfg_we;
  sc_core::sc_in<PortPin> cfg_port;
  sc_core::sc_in<TableSelPin> cfg_table;
  sc_core::sc_in<Addr> cfg_addr;
  sc_core::sc_in<Entry> cfg_wdata;
  sc_core::sc_out<bool> cfg_gnt;
  sc_core::sc_out<Entry> cfg_rdata;

  DoarRouter(sc_core::sc_module_name name, const RouterParams& prm);

  const RouterParams& params() const { return prm_; }
  const RouterCore& core() const { return *core_; }
  const RouteComputeUnit& rcu(int port) const { return *rcu_[static_cast<std::size_t>(port)]; }

 private:
  template <class T>
  using SigVec = sc_core::sc_vector<sc_core::sc_signal<T>>;
  RouterParams prm_;
  // HeadDecode -> RCU
  SigVec<bool> req_valid_;
  SigVec<GidPin> src_gid_, dst_gid_;
  SigVec<BidPin> src_bid_, dst_bid_;
  SigVec<NidPin> src_nid_, dst_nid_;
  SigVec<InVcPin> req_vc_;
  // RCU -> RouterCore
  SigVec<bool> res_valid_, res_routed_;
  SigVec<PortPin> res_port_;
  SigVec<OutVcPin> res_vc_;
  SigVec<ClassPin> res_class_;
  SigVec<SlotIdxPin> res_slot_;
  sc_core::sc_signal<PortMaskPin> cong_ports_{"cong_ports"};
  // CfgPortSelect <-> RCUs
  SigVec<bool> cfg_req_q_, cfg_gnt_q_;
  SigVec<Entry> cfg_rdata_q_;

  std::vector<std::unique_ptr<HeadDecode>> decode_;
  std::vector<std::unique_ptr<RouteComputeUnit>> rcu_;
  std::unique_ptr<RouterCore> core_;
  std::unique_ptr<CfgPortSelect> cfg_;
};

}  // namespace doar::rtl
