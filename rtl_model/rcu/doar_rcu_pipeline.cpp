#include "doar_rcu_pipeline.hpp"

namespace doar::rtl {

doar_rcu_pipeline::doar_rcu_pipeline(sc_core::sc_module_name name, const RcuParams& prm)
    : sc_module(name), clk("clk"), rst("rst"), req_valid("req_valid"), req_src_gid("req_src_gid"),
      req_dst_gid("req_dst_gid"), req_src_bid("req_src_bid"), req_dst_bid("req_dst_bid"),
      req_src_nid("req_src_nid"), req_dst_nid("req_dst_nid"), req_vc("req_vc"), cong_local("cong_local"),
      cong_global("cong_global"), res_valid("res_valid"), res_routed("res_routed"), res_port("res_port"),
      res_vc("res_vc"), res_class("res_class"), res_slot("res_slot"), ta_rd_en("ta_rd_en"), tb_rd_en("tb_rd_en"),
      tab_rd_addr("tab_rd_addr"), ta_rd_data("ta_rd_data"), tb_rd_data("tb_rd_data"), tc_rd_en("tc_rd_en"),
      tc_rd_all("tc_rd_all"), prm_(prm) {
  prm_.check();

  // ---- stage 1 ----
  addr_cmp_ = std::make_unique<doar_rcu_addr_compare>("addr_compare", prm_);
  addr_cmp_->src_gid(req_src_gid);
  addr_cmp_->dst_gid(req_dst_gid);
  addr_cmp_->dst_bid(req_dst_bid);
  addr_cmp_->dst_nid(req_dst_nid);
  addr_cmp_->region(s1d_region_);
  addr_cmp_->addr(s1d_addr_);
  addr_cmp_->rta(s1d_rta_);
  addr_cmp_->inter(s1d_inter_);

  st1_ = std::make_unique<doar_rcu_stage1_reg>("stage1_reg");
  st1_->clk(clk);
  st1_->rst(rst);
  st1_->d_valid(req_valid);
  st1_->d_rta(s1d_rta_);
  st1_->d_inter(s1d_inter_);
  st1_->d_region(s1d_region_);
  st1_->d_addr(s1d_addr_);
  st1_->d_dst_bid(req_dst_bid);
  st1_->d_vc(req_vc);
  st1_->q_valid(s1_valid_);
  st1_->q_rta(s1_rta_);
  st1_->q_inter(s1_inter_);
  st1_->q_a_rd(ta_rd_en);
  st1_->q_b_rd(tb_rd_en);
  st1_->q_region(s1_region_);
  st1_->q_addr(tab_rd_addr);
  st1_->q_dst_bid(s1_dst_bid_);
  st1_->q_vc(s1_vc_);

  // ---- stage 2: the side register (the tables are outside) ----
  st2_ = std::make_unique<doar_rcu_stage2_reg>("stage2_reg");
  st2_->clk(clk);
  st2_->rst(rst);
  st2_->d_valid(s1_valid_);
  st2_->d_rta(s1_rta_);
  st2_->d_inter(s1_inter_);
  st2_->d_region(s1_region_);
  st2_->d_dst_bid(s1_dst_bid_);
  st2_->d_vc(s1_vc_);
  st2_->q_valid(s2_valid_);
  st2_->q_rta(s2_rta_);
  st2_->q_inter(s2_inter_);
  st2_->q_region(s2_region_);
  st2_->q_dst_bid(s2_dst_bid_);
  st2_->q_vc(s2_vc_);
  st2_->q_c_rd(tc_rd_en);

  // ---- stage 3: RTA ----
  c1_ = std::make_unique<doar_rcu_unit_c1>("c1", prm_);
  c1_->c_all(tc_rd_all);
  c1_->cong_local(cong_local);
  c1_->reach(reach_);
  c1_->slot_lcong(slot_lcong_);
  a1_ = std::make_unique<doar_rcu_unit_a1>("a1", prm_);
  a1_->en(s2_rta_);
  a1_->entry(ta_rd_data);
  a1_->reach(reach_);
  a1_->ga_req(ga_req_);
  a2_ = std::make_unique<doar_rcu_unit_a2>("a2", prm_);
  a2_->en(s2_rta_);
  a2_->entry(tb_rd_data);
  a2_->reach(reach_);
  a2_->nm_req(nm_req_);
  n1_ = std::make_unique<doar_rcu_unit_n1>("n1");
  n1_->req(ga_req_);
  n1_->lcong(slot_lcong_);
  n1_->gcong(cong_global);
  n1_->free_req(ga_free_);
  n2_ = std::make_unique<doar_rcu_unit_n2>("n2");
  n2_->req(nm_req_);
  n2_->lcong(slot_lcong_);
  n2_->gcong(cong_global);
  n2_->free_req(nm_free_);
  b_ = std::make_unique<doar_rcu_unit_b>("b", prm_);
  b_->ga_free(ga_free_);
  b_->nm_free(nm_free_);
  b_->ga_req(ga_req_);
  b_->nm_req(nm_req_);
  b_->dst_bid(s2_dst_bid_);
  b_->gcong(cong_global);
  b_->closed(d_closed_);
  b_->gap(gap_);
  b_->gbp(gbp_);
  b_->gcp(gcp_);
  b_->gdp(gdp_);
  b_->all(gall_);
  d_ = std::make_unique<doar_rcu_unit_d>("d", prm_);
  d_->clk(clk);
  d_->rst(rst);
  d_->en(s2_rta_);
  d_->ga_req(ga_req_);
  d_->gcong(cong_global);
  d_->lcong(slot_lcong_);
  d_->closed(d_closed_);
  d_->q_stay(s3_stay_);
  d_->q_credit(credit_);

  // ---- stage 3: RTB ----
  f_ = std::make_unique<doar_rcu_unit_f>("f", prm_);
  f_->entry(tb_rd_data);
  f_->entry_a(ta_rd_data);
  f_->region(s2_region_);
  f_->inter(s2_inter_);
  f_->vc(s2_vc_);
  f_->lf(lf_);
  s1u_ = std::make_unique<doar_rcu_unit_s1>("s1", prm_);
  s1u_->req(ta_rd_data);  // LE: table A's LP bitmap as read
  s1u_->cong(cong_local);
  s1u_->free_req(s1_req_);
  s2u_ = std::make_unique<doar_rcu_unit_s2>("s2", prm_);
  s2u_->req(lf_);
  s2u_->cong(cong_local);
  s2u_->free_req(s2_req_);

  st3_ = std::make_unique<doar_rcu_stage3_reg>("stage3_reg");
  st3_->clk(clk);
  st3_->rst(rst);
  st3_->d_valid(s2_valid_);
  st3_->d_rta(s2_rta_);
  st3_->d_vc(s2_vc_);
  st3_->d_gap(gap_);
  st3_->d_gbp(gbp_);
  st3_->d_gcp(gcp_);
  st3_->d_gdp(gdp_);
  st3_->d_gall(gall_);
  st3_->d_s1(s1_req_);
  st3_->d_s2(s2_req_);
  st3_->d_le(ta_rd_data);
  st3_->d_lf(lf_);
  st3_->q_valid(s3_valid_);
  st3_->q_rta(s3_rta_);
  st3_->q_rtb(s3_rtb_);
  st3_->q_vc(s3_vc_);
  st3_->q_gap(s3_gap_);
  st3_->q_gbp(s3_gbp_);
  st3_->q_gcp(s3_gcp_);
  st3_->q_gdp(s3_gdp_);
  st3_->q_gall(s3_gall_);
  st3_->q_s1(s3_s1_);
  st3_->q_s2(s3_s2_);
  st3_->q_le(s3_le_);
  st3_->q_lf(s3_lf_);

  // ---- stage 4 ----
  lfsr_unit_ = std::make_unique<doar_rcu_lfsr16>("lfsr16", prm_.seed);
  lfsr_unit_->clk(clk);
  lfsr_unit_->rst(rst);
  lfsr_unit_->step(s3_valid_);
  lfsr_unit_->value(lfsr_);
  p1_ = std::make_unique<doar_rcu_unit_p1>("p1", prm_);
  p1_->en(s3_rta_);
  p1_->gap(s3_gap_);
  p1_->gbp(s3_gbp_);
  p1_->gcp(s3_gcp_);
  p1_->gdp(s3_gdp_);
  p1_->all(s3_gall_);
  p1_->lfsr(lfsr_);
  p1_->stay(s3_stay_);
  p1_->win_valid(p1_valid_);
  p1_->win_cls(p1_cls_);
  p1_->win_slot(p1_slot_);
  p1_->win_router(p1_router_);
  m_ = std::make_unique<doar_rcu_unit_m>("m", prm_);
  m_->win_router(p1_router_);
  m_->c_all(tc_rd_all);
  m_->c_entry(m_entry_);
  p2_ = std::make_unique<doar_rcu_unit_p2>("p2");
  p2_->c_entry(m_entry_);
  p2_->lport_valid(p2_valid_);
  p2_->lport(p2_port_);
  p3_ = std::make_unique<doar_rcu_unit_p3>("p3", prm_);
  p3_->en(s3_rtb_);
  p3_->s1(s3_s1_);
  p3_->s2(s3_s2_);
  p3_->le(s3_le_);
  p3_->lf(s3_lf_);
  p3_->lfsr(lfsr_);
  p3_->win_valid(p3_valid_);
  p3_->win_cls(p3_cls_);
  p3_->win_port(p3_port_);
  mux_ = std::make_unique<doar_rcu_out_mux>("out_mux", prm_);
  mux_->rta(s3_rta_);
  mux_->p1_valid(p1_valid_);
  mux_->p1_cls(p1_cls_);
  mux_->p1_slot(p1_slot_);
  mux_->p1_router(p1_router_);
  mux_->p2_valid(p2_valid_);
  mux_->p2_port(p2_port_);
  mux_->p3_valid(p3_valid_);
  mux_->p3_cls(p3_cls_);
  mux_->p3_port(p3_port_);
  mux_->routed(out_routed_);
  mux_->port(out_port_);
  mux_->cls(out_cls_);
  mux_->slot(out_slot_);
  vcs_ = std::make_unique<doar_rcu_vc_select>("vc_select", prm_);
  vcs_->routed(out_routed_);
  vcs_->port(out_port_);
  vcs_->in_vc(s3_vc_);
  vcs_->out_vc(out_vc_);
  res_ = std::make_unique<doar_rcu_result_reg>("result_reg");
  res_->clk(clk);
  res_->rst(rst);
  res_->d_valid(s3_valid_);
  res_->d_routed(out_routed_);
  res_->d_port(out_port_);
  res_->d_vc(out_vc_);
  res_->d_cls(out_cls_);
  res_->d_slot(out_slot_);
  res_->q_valid(res_valid);
  res_->q_routed(res_routed);
  res_->q_port(res_port);
  res_->q_vc(res_vc);
  res_->q_cls(res_class);
  res_->q_slot(res_slot);
}

void doar_rcu_pipeline::trace(sc_core::sc_trace_file* tf) const {
  using sc_core::sc_trace;
  const std::string n = std::string(name()) + ".";
  auto tr = [&](const auto& obj) { sc_trace(tf, obj, n + obj.basename()); };
  // Pins.
  tr(clk); tr(rst); tr(req_valid); tr(req_src_gid); tr(req_src_bid); tr(req_src_nid); tr(req_dst_gid);
  tr(req_dst_bid); tr(req_dst_nid); tr(req_vc); tr(cong_local); tr(cong_global); tr(res_valid); tr(res_routed);
  tr(res_port); tr(res_vc); tr(res_class); tr(res_slot); tr(ta_rd_en); tr(tb_rd_en); tr(tab_rd_addr);
  tr(ta_rd_data); tr(tb_rd_data); tr(tc_rd_en); tr(tc_rd_all);
  // Every internal signal: each is a pin of one or more units.
  tr(s1d_region_); tr(s1d_addr_); tr(s1d_rta_); tr(s1d_inter_); tr(s1_valid_); tr(s1_rta_); tr(s1_inter_);
  tr(s1_region_); tr(s1_dst_bid_); tr(s1_vc_); tr(s2_valid_); tr(s2_rta_); tr(s2_inter_); tr(s2_region_);
  tr(s2_dst_bid_); tr(s2_vc_); tr(reach_); tr(slot_lcong_); tr(ga_req_); tr(nm_req_); tr(ga_free_); tr(nm_free_);
  tr(gap_); tr(gbp_); tr(gcp_); tr(gdp_); tr(gall_); tr(lf_); tr(s1_req_); tr(s2_req_); tr(s3_valid_);
  tr(s3_rta_); tr(s3_rtb_); tr(s3_vc_); tr(s3_gap_); tr(s3_gbp_); tr(s3_gcp_); tr(s3_gdp_); tr(s3_gall_);
  tr(s3_s1_); tr(s3_s2_); tr(s3_le_); tr(s3_lf_); tr(lfsr_); tr(p1_valid_); tr(p2_valid_); tr(p3_valid_);
  tr(out_routed_); tr(p1_cls_); tr(p3_cls_); tr(out_cls_); tr(p1_slot_); tr(out_slot_); tr(p1_router_);
  tr(m_entry_); tr(p2_port_); tr(p3_port_); tr(out_port_); tr(out_vc_); tr(s3_stay_); tr(credit_); tr(d_closed_);
}

}  // namespace doar::rtl
