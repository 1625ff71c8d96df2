#include "doar_rcu.hpp"

namespace doar::rtl {

doar_rcu::doar_rcu(sc_core::sc_module_name name, const RcuParams& prm)
    : sc_module(name), clk("clk"), rst("rst"), req_valid("req_valid"), req_src_gid("req_src_gid"),
      req_dst_gid("req_dst_gid"), req_src_bid("req_src_bid"), req_dst_bid("req_dst_bid"),
      req_src_nid("req_src_nid"), req_dst_nid("req_dst_nid"), req_vc("req_vc"), cong_local("cong_local"),
      cong_global("cong_global"), res_valid("res_valid"), res_routed("res_routed"), res_port("res_port"),
      res_vc("res_vc"), res_class("res_class"), res_slot("res_slot"), cfg_req("cfg_req"), cfg_we("cfg_we"),
      cfg_table("cfg_table"), cfg_addr("cfg_addr"), cfg_wdata("cfg_wdata"), cfg_gnt("cfg_gnt"),
      cfg_rdata("cfg_rdata") {
  pipe_ = std::make_unique<doar_rcu_pipeline>("pipeline", prm);  // checks the parameters
  doar_rcu_pipeline& p = *pipe_;
  p.clk(clk);
  p.rst(rst);
  p.req_valid(req_valid);
  p.req_src_gid(req_src_gid);
  p.req_src_bid(req_src_bid);
  p.req_src_nid(req_src_nid);
  p.req_dst_gid(req_dst_gid);
  p.req_dst_bid(req_dst_bid);
  p.req_dst_nid(req_dst_nid);
  p.req_vc(req_vc);
  p.cong_local(cong_local);
  p.cong_global(cong_global);
  p.res_valid(res_valid);
  p.res_routed(res_routed);
  p.res_port(res_port);
  p.res_vc(res_vc);
  p.res_class(res_class);
  p.res_slot(res_slot);
  p.ta_rd_en(ta_rd_en_);
  p.tb_rd_en(tb_rd_en_);
  p.tab_rd_addr(tab_rd_addr_);
  p.ta_rd_data(a_data_);
  p.tb_rd_data(b_data_);
  p.tc_rd_en(tc_rd_en_);
  p.tc_rd_all(c_all_);

  mem_a_ = std::make_unique<doar_table_mem>("table_a", prm.entries(), 0);
  mem_b_ = std::make_unique<doar_table_mem>("table_b", prm.a + prm.g, prm.p);
  mem_c_ = std::make_unique<doar_table_c_mem>("table_c", prm.a);
  doar_table_mem* ab[2] = {mem_a_.get(), mem_b_.get()};
  Sig<bool>* rd_en[2] = {&ta_rd_en_, &tb_rd_en_};
  Sig<Entry>* rd_data[2] = {&a_data_, &b_data_};
  Sig<bool>* req[2] = {&req_a_, &req_b_};
  Sig<bool>* gnt[2] = {&gnt_a_, &gnt_b_};
  Sig<Entry>* rdata[2] = {&rdata_a_, &rdata_b_};
  for (int i = 0; i < 2; ++i) {
    ab[i]->clk(clk);
    ab[i]->rst(rst);
    ab[i]->rd_en(*rd_en[i]);
    ab[i]->rd_addr(tab_rd_addr_);
    ab[i]->rd_data(*rd_data[i]);
    ab[i]->cf_req(*req[i]);
    ab[i]->cf_we(cfg_we);
    ab[i]->cf_addr(cfg_addr);
    ab[i]->cf_wdata(cfg_wdata);
    ab[i]->cf_gnt(*gnt[i]);
    ab[i]->cf_rdata(*rdata[i]);
  }
  mem_c_->clk(clk);
  mem_c_->rst(rst);
  mem_c_->rd_en(tc_rd_en_);
  mem_c_->rd_all(c_all_);
  mem_c_->cf_req(req_c_);
  mem_c_->cf_we(cfg_we);
  mem_c_->cf_addr(cfg_addr);
  mem_c_->cf_wdata(cfg_wdata);
  mem_c_->cf_gnt(gnt_c_);
  mem_c_->cf_rdata(rdata_c_);

  cfg_ = std::make_unique<doar_rcu_cfg_port_mux>("cfg_port");
  cfg_->clk(clk);
  cfg_->rst(rst);
  cfg_->cfg_req(cfg_req);
  cfg_->cfg_table(cfg_table);
  cfg_->gnt_a(gnt_a_);
  cfg_->gnt_b(gnt_b_);
  cfg_->gnt_c(gnt_c_);
  cfg_->rdata_a(rdata_a_);
  cfg_->rdata_b(rdata_b_);
  cfg_->rdata_c(rdata_c_);
  cfg_->req_a(req_a_);
  cfg_->req_b(req_b_);
  cfg_->req_c(req_c_);
  cfg_->cfg_gnt(cfg_gnt);
  cfg_->cfg_rdata(cfg_rdata);
}

void doar_rcu::trace(sc_core::sc_trace_file* tf) const {
  using sc_core::sc_trace;
  const std::string n = std::string(name()) + ".";
  auto tr = [&](const auto& obj) { sc_trace(tf, obj, n + obj.basename()); };
  // Configuration pins here; request, congestion and result pins are traced by the pipeline.
  tr(cfg_req); tr(cfg_we); tr(cfg_table); tr(cfg_addr); tr(cfg_wdata); tr(cfg_gnt); tr(cfg_rdata);
  tr(req_a_); tr(req_b_); tr(req_c_); tr(gnt_a_); tr(gnt_b_); tr(gnt_c_); tr(rdata_a_); tr(rdata_b_); tr(rdata_c_);
  pipe_->trace(tf);
}

}  // namespace doar::rtl
