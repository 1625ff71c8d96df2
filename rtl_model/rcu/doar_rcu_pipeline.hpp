// doar_rcu_pipeline: the 4-stage DOAR pipeline of one input port (paper Fig. 6) without the table
// memories: stage 1 (doar_rcu_addr_compare, doar_rcu_stage1_reg), the stage-2 side register, stage 3 (C1, A1, A2,
// N1, N2, B, D; F, S1, S2; doar_rcu_stage3_reg) and stage 4 (doar_rcu_lfsr16, P1, M, P2, P3, doar_rcu_out_mux, doar_rcu_vc_select,
// doar_rcu_result_reg). Its table pins connect to doar_table_mem A/B and doar_table_c_mem: doar_rcu does
// that with its own memories; a router whose fault unit owns the live tables can connect
// the same pins to those. Pins and timing: docs/rcu.md.
#pragma once
#include <memory>
#include <systemc>
#include "doar_rcu_lfsr16.hpp"
#include "doar_rcu_out_mux.hpp"
#include "rcu_params.hpp"
#include "doar_rcu_result_reg.hpp"
#include "doar_rcu_addr_compare.hpp"
#include "doar_rcu_stage1_reg.hpp"
#include "doar_rcu_stage2_reg.hpp"
#include "doar_rcu_stage3_reg.hpp"
#include "doar_rcu_unit_a1.hpp"
#include "doar_rcu_unit_a2.hpp"
#include "doar_rcu_unit_b.hpp"
#include "doar_rcu_unit_c1.hpp"
#include "doar_rcu_unit_d.hpp"
#include "doar_rcu_unit_f.hpp"
#include "doar_rcu_unit_m.hpp"
#include "doar_rcu_slot_cong_filter.hpp"
#include "doar_rcu_unit_p1.hpp"
#include "doar_rcu_unit_p2.hpp"
#include "doar_rcu_unit_p3.hpp"
#include "doar_rcu_port_cong_filter.hpp"

namespace doar::rtl {

class doar_rcu_pipeline : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  // Request, congestion and result: as doar_rcu.
  sc_core::sc_in<bool> req_valid;
  sc_core::sc_in<GidPin> req_src_gid, req_dst_gid;
  sc_core::sc_in<BidPin> req_src_bid, req_dst_bid;
  sc_core::sc_in<NidPin> req_src_nid, req_dst_nid;
  sc_core::sc_in<InVcPin> req_vc;
  sc_core::sc_in<PortMaskPin> cong_local;
  sc_core::sc_in<SlotBus> cong_global;
  sc_core::sc_out<bool> res_valid, res_routed;
  sc_core::sc_out<PortPin> res_port;
  sc_core::sc_out<OutVcPin> res_vc;
  sc_core::sc_out<ClassPin> res_class;
  sc_core::sc_out<SlotIdxPin> res_slot;
  // Table pins (to the memories' RCU ports).
  sc_core::sc_out<bool> ta_rd_en;     // table A read (stage 2)
  sc_core::sc_out<bool> tb_rd_en;     // table B read (stage 2, not for N-region heads)
  sc_core::sc_out<Addr> tab_rd_addr;  // address of both reads
  sc_core::sc_in<Entry> ta_rd_data;   // table A entry, the cycle after ta_rd_en
  sc_core::sc_in<Entry> tb_rd_data;   // table B entry (0 after a cycle without tb_rd_en)
  sc_core::sc_out<bool> tc_rd_en;     // table C in use (an RTA head in stage 3 or 4)
  sc_core::sc_in<CAll> tc_rd_all;     // whole table C

  doar_rcu_pipeline(sc_core::sc_module_name name, const RcuParams& prm);

  const RcuParams& params() const { return prm_; }
  void trace(sc_core::sc_trace_file* tf) const;

  // Read-only view of the stage-3 units' outputs, for tests that compare them with core's
  // rta_sets / rtb_sets unit by unit (no pins; Verilog benches probe the same nets).
  struct Stage3View {
    const sc_core::sc_signal<bool>& valid;  // a head is in stage 3
    const sc_core::sc_signal<bool>& rta;    // ... and it is an RTA head
    const sc_core::sc_signal<SlotBus>& ga_req;      // A1
    const sc_core::sc_signal<SlotBus>& nm_req;      // A2
    const sc_core::sc_signal<SlotBus>& slot_lcong;  // C1
    const sc_core::sc_signal<SlotBus>& gap;         // B
    const sc_core::sc_signal<SlotBus>& gbp;
    const sc_core::sc_signal<SlotBus>& gcp;
    const sc_core::sc_signal<SlotBus>& gdp;
    const sc_core::sc_signal<SlotBus>& all;
    const sc_core::sc_in<Entry>& le;                // table A data (LE)
    const sc_core::sc_signal<PortMaskPin>& lf;      // F
    const sc_core::sc_signal<PortMaskPin>& s1_req;  // S1
    const sc_core::sc_signal<PortMaskPin>& s2_req;  // S2
  };
  Stage3View stage3() const {
    return {s2_valid_, s2_rta_, ga_req_, nm_req_, slot_lcong_, gap_, gbp_, gcp_, gdp_, gall_, ta_rd_data, lf_, s1_req_,
            s2_req_};
  }

 private:
  template <class T>
  using Sig = sc_core::sc_signal<T>;

  RcuParams prm_;

  // stage 1
  Sig<RegionPin> s1d_region_{"s1d_region"};
  Sig<Addr> s1d_addr_{"s1d_addr"};
  Sig<bool> s1d_rta_{"s1d_rta"}, s1d_inter_{"s1d_inter"};
  Sig<bool> s1_valid_{"s1_valid"}, s1_rta_{"s1_rta"}, s1_inter_{"s1_inter"};
  Sig<RegionPin> s1_region_{"s1_region"};
  Sig<BidPin> s1_dst_bid_{"s1_dst_bid"};
  Sig<InVcPin> s1_vc_{"s1_vc"};
  // stage 2 (the side register; the entries arrive on ta/tb_rd_data)
  Sig<bool> s2_valid_{"s2_valid"}, s2_rta_{"s2_rta"}, s2_inter_{"s2_inter"};
  Sig<RegionPin> s2_region_{"s2_region"};
  Sig<BidPin> s2_dst_bid_{"s2_dst_bid"};
  Sig<InVcPin> s2_vc_{"s2_vc"};
  // stage 3
  Sig<RouterMaskPin> reach_{"reach"};
  Sig<SlotBus> slot_lcong_{"slot_lcong"}, ga_req_{"ga_req"}, nm_req_{"nm_req"}, ga_free_{"ga_free"},
      nm_free_{"nm_free"}, gap_{"gap"}, gbp_{"gbp"}, gcp_{"gcp"}, gdp_{"gdp"}, gall_{"gall"};
  Sig<PortMaskPin> lf_{"lf"}, s1_req_{"s1_req"}, s2_req_{"s2_req"};
  Sig<bool> s3_stay_{"s3_stay"};        // doar_rcu_unit_d, for stage 4
  Sig<DetourCreditPin> credit_{"credit"};     // doar_rcu_unit_d's register
  Sig<bool> d_closed_{"d_closed"};            // doar_rcu_unit_d: the stage-3 head's credit stays closed
  // stage 4
  Sig<bool> s3_valid_{"s3_valid"}, s3_rta_{"s3_rta"}, s3_rtb_{"s3_rtb"};
  Sig<InVcPin> s3_vc_{"s3_vc"};
  Sig<SlotBus> s3_gap_{"s3_gap"}, s3_gbp_{"s3_gbp"}, s3_gcp_{"s3_gcp"}, s3_gdp_{"s3_gdp"}, s3_gall_{"s3_gall"};
  Sig<PortMaskPin> s3_s1_{"s3_s1"}, s3_s2_{"s3_s2"}, s3_le_{"s3_le"}, s3_lf_{"s3_lf"};
  Sig<LfsrPin> lfsr_{"lfsr"};
  Sig<bool> p1_valid_{"p1_valid"}, p2_valid_{"p2_valid"}, p3_valid_{"p3_valid"}, out_routed_{"out_routed"};
  Sig<ClassPin> p1_cls_{"p1_cls"}, p3_cls_{"p3_cls"}, out_cls_{"out_cls"};
  Sig<SlotIdxPin> p1_slot_{"p1_slot"}, out_slot_{"out_slot"};
  Sig<RouterMaskPin> p1_router_{"p1_router"};
  Sig<CEntryPin> m_entry_{"m_entry"};
  Sig<PortPin> p2_port_{"p2_port"}, p3_port_{"p3_port"}, out_port_{"out_port"};
  Sig<OutVcPin> out_vc_{"out_vc"};

  std::unique_ptr<doar_rcu_addr_compare> addr_cmp_;
  std::unique_ptr<doar_rcu_stage1_reg> st1_;
  std::unique_ptr<doar_rcu_stage2_reg> st2_;
  std::unique_ptr<doar_rcu_unit_c1> c1_;
  std::unique_ptr<doar_rcu_unit_a1> a1_;
  std::unique_ptr<doar_rcu_unit_a2> a2_;
  std::unique_ptr<doar_rcu_unit_n1> n1_;
  std::unique_ptr<doar_rcu_unit_n2> n2_;
  std::unique_ptr<doar_rcu_unit_b> b_;
  std::unique_ptr<doar_rcu_unit_d> d_;
  std::unique_ptr<doar_rcu_unit_f> f_;
  std::unique_ptr<doar_rcu_unit_s1> s1u_;
  std::unique_ptr<doar_rcu_unit_s2> s2u_;
  std::unique_ptr<doar_rcu_stage3_reg> st3_;
  std::unique_ptr<doar_rcu_lfsr16> lfsr_unit_;
  std::unique_ptr<doar_rcu_unit_p1> p1_;
  std::unique_ptr<doar_rcu_unit_m> m_;
  std::unique_ptr<doar_rcu_unit_p2> p2_;
  std::unique_ptr<doar_rcu_unit_p3> p3_;
  std::unique_ptr<doar_rcu_out_mux> mux_;
  std::unique_ptr<doar_rcu_vc_select> vcs_;
  std::unique_ptr<doar_rcu_result_reg> res_;
};

}  // namespace doar::rtl
