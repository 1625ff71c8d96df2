// doar_rcu: the DOAR route computation unit of one input port (paper Fig. 6): the
// 4-stage pipeline (doar_rcu_pipeline) over its own table memories A, B (doar_table_mem) and C
// (doar_table_c_mem), whose configuration / fault action ports are reached through one port
// (doar_rcu_cfg_port_mux). A new head every cycle; its result is on the res_* pins exactly 4 cycles
// after the request cycle. Pins and timing: docs/rcu.md.
//
//   stage 1  doar_rcu_addr_compare -> doar_rcu_stage1_reg
//   stage 2  table A/B read (doar_table_mem output registers) | doar_rcu_stage2_reg
//   stage 3  RTA: C1 -> A1, A2 -> N1, N2 -> B     RTB: F -> S2, S1      -> doar_rcu_stage3_reg
//   stage 4  RTA: P1 -> M -> P2   RTB: P3   -> doar_rcu_out_mux -> doar_rcu_vc_select        -> doar_rcu_result_reg
//
// Congestion bitmaps are used in stage 3: a head sees the cong_local / cong_global values of
// the cycle it spends in stage 3, two cycles after its request cycle.
#pragma once
#include <memory>
#include <systemc>
#include "doar_rcu_cfg_port_mux.hpp"
#include "doar_rcu_pipeline.hpp"
#include "doar_table_c_mem.hpp"
#include "doar_table_mem.hpp"

namespace doar::rtl {

class doar_rcu : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  // Request (one head per cycle).
  sc_core::sc_in<bool> req_valid;
  sc_core::sc_in<GidPin> req_src_gid, req_dst_gid;
  sc_core::sc_in<BidPin> req_src_bid, req_dst_bid;
  sc_core::sc_in<NidPin> req_src_nid, req_dst_nid;
  sc_core::sc_in<InVcPin> req_vc;
  // Congestion: one bit per router port (CongL; CongG for this router's own global ports)
  // and the group's a*h-bit global bitmap.
  sc_core::sc_in<PortMaskPin> cong_local;
  sc_core::sc_in<SlotBus> cong_global;
  // Result.
  sc_core::sc_out<bool> res_valid, res_routed;
  sc_core::sc_out<PortPin> res_port;
  sc_core::sc_out<OutVcPin> res_vc;
  sc_core::sc_out<ClassPin> res_class;
  sc_core::sc_out<SlotIdxPin> res_slot;
  // Table configuration / fault action port.
  sc_core::sc_in<bool> cfg_req, cfg_we;
  sc_core::sc_in<TableSelPin> cfg_table;
  sc_core::sc_in<Addr> cfg_addr;
  sc_core::sc_in<Entry> cfg_wdata;
  sc_core::sc_out<bool> cfg_gnt;
  sc_core::sc_out<Entry> cfg_rdata;

  doar_rcu(sc_core::sc_module_name name, const RcuParams& prm);

  const RcuParams& params() const { return pipe_->params(); }
  // Traces every pin of the RCU and of its units (the internal signals).
  void trace(sc_core::sc_trace_file* tf) const;
  // Stage-3 unit outputs (tests compare them with core's rta_sets / rtb_sets).
  doar_rcu_pipeline::Stage3View stage3() const { return pipe_->stage3(); }
  // Backdoor reads of the tables (tests).
  const doar_table_mem& table_a() const { return *mem_a_; }
  const doar_table_mem& table_b() const { return *mem_b_; }
  const doar_table_c_mem& table_c() const { return *mem_c_; }

 private:
  template <class T>
  using Sig = sc_core::sc_signal<T>;

  // pipeline <-> tables
  Sig<bool> ta_rd_en_{"ta_rd_en"}, tb_rd_en_{"tb_rd_en"}, tc_rd_en_{"tc_rd_en"};
  Sig<Addr> tab_rd_addr_{"tab_rd_addr"};
  Sig<Entry> a_data_{"a_data"}, b_data_{"b_data"};
  Sig<CAll> c_all_{"c_all"};
  // configuration port
  Sig<bool> req_a_{"req_a"}, req_b_{"req_b"}, req_c_{"req_c"}, gnt_a_{"gnt_a"}, gnt_b_{"gnt_b"}, gnt_c_{"gnt_c"};
  Sig<Entry> rdata_a_{"rdata_a"}, rdata_b_{"rdata_b"}, rdata_c_{"rdata_c"};

  std::unique_ptr<doar_rcu_pipeline> pipe_;
  std::unique_ptr<doar_table_mem> mem_a_, mem_b_;
  std::unique_ptr<doar_table_c_mem> mem_c_;
  std::unique_ptr<doar_rcu_cfg_port_mux> cfg_;
};

}  // namespace doar::rtl
