#include "doar_fault_port.hpp"

namespace doar::rtl {

doar_fault_port::doar_fault_port(sc_core::sc_module_name name, const fault_geom& gm, int port, bool fr_port_rule)
    : sc_module(name), clk("clk"), rst("rst"), flush("flush"), alive("alive"), rx_valid("rx_valid"),
      rx_pkt("rx_pkt"), pop("pop"), nonempty("nonempty"), head("head"), cmd_start("cmd_start"),
      cmd_kind("cmd_kind"), cmd_fp("cmd_fp"), cmd_entry("cmd_entry"), cmd_pkt("cmd_pkt"),
      cmd_release("cmd_release"), can_send("can_send"), tx_valid("tx_valid"), tx_pkt("tx_pkt"),
      out_empty("out_empty"), cfg_we("cfg_we"), cfg_addr("cfg_addr"), cfg_a("cfg_a"), cfg_b("cfg_b"), cfg_gnt("cfg_gnt"),
      ta_rd_en("ta_rd_en"), tb_rd_en("tb_rd_en"), tab_rd_addr("tab_rd_addr"), ta_rd_data("ta_rd_data"),
      tb_rd_data("tb_rd_data"), stall("stall") {
  const int n = gm.entries();
  // Table A holds N, B and G regions; table B has no N region (base p).
  mem_la_ = std::make_unique<doar_table_mem>("live_a", n, 0);
  mem_lb_ = std::make_unique<doar_table_mem>("live_b", gm.a + gm.g, gm.p);
  mem_ca_ = std::make_unique<doar_table_mem>("conf_a", n, 0);
  mem_cb_ = std::make_unique<doar_table_mem>("conf_b", gm.a + gm.g, gm.p);

  action_ = std::make_unique<doar_fault_action>("action", gm, port, fr_port_rule);
  action_->clk(clk);
  action_->rst(rst);
  action_->t_op(t_op_);
  action_->t_addr(t_addr_);
  action_->t_fp(t_fp_);
  action_->m_op(m_op_);
  action_->m_addr(m_addr_);
  action_->m_fp(m_fp_);
  action_->m_by_tag(m_by_tag_);
  action_->m_tag(m_tag_);
  action_->cfg_we(cfg_we);
  action_->cfg_addr(cfg_addr);
  action_->cfg_a(cfg_a);
  action_->cfg_b(cfg_b);
  action_->cfg_gnt(cfg_gnt);
  action_->stall(stall);
  action_->res_valid(res_valid_);
  action_->res_op(res_op_);
  action_->res_addr(res_addr_);
  action_->res_died(res_died_);
  action_->res_became(res_became_);
  action_->res_access(res_access_);
  action_->mem_req(mem_req_);
  action_->live_we(live_we_);
  action_->conf_we(conf_we_);
  action_->mem_addr(mem_addr_);
  action_->wdata_a(wdata_a_);
  action_->wdata_b(wdata_b_);
  action_->la_gnt(gnt_la_);
  action_->lb_gnt(gnt_lb_);
  action_->ca_gnt(gnt_ca_);
  action_->cb_gnt(gnt_cb_);
  action_->la_rdata(rd_la_);
  action_->lb_rdata(rd_lb_);
  action_->ca_rdata(rd_ca_);
  action_->cb_rdata(rd_cb_);
  // The action unit's access goes to all four memories at once, and only in a cycle where the
  // RCU reads neither live table: they grant together, or none does (the RCU first).
  SC_METHOD(arbiter);
  sensitive << mem_req_ << ta_rd_en << tb_rd_en;
  bind_mem(*mem_la_, fault_req_, live_we_, wdata_a_, gnt_la_, rd_la_);
  bind_mem(*mem_lb_, fault_req_, live_we_, wdata_b_, gnt_lb_, rd_lb_);
  bind_mem(*mem_ca_, fault_req_, conf_we_, wdata_a_, gnt_ca_, rd_ca_);
  bind_mem(*mem_cb_, fault_req_, conf_we_, wdata_b_, gnt_cb_, rd_cb_);
  // The RCU reads the live tables; the configured copies have no reader but the action unit.
  mem_la_->rd_en(ta_rd_en);
  mem_la_->rd_addr(tab_rd_addr);
  mem_la_->rd_data(ta_rd_data);
  mem_lb_->rd_en(tb_rd_en);
  mem_lb_->rd_addr(tab_rd_addr);
  mem_lb_->rd_data(tb_rd_data);
  for (int i = 0; i < 2; ++i) {
    doar_table_mem& m = i == 0 ? *mem_ca_ : *mem_cb_;
    m.rd_en(zero_);
    m.rd_addr(zero_addr_);
    m.rd_data(conf_rd_data_[i]);
  }

  travel_ = std::make_unique<doar_fault_travel>("travel", gm, fr_port_rule);
  travel_->clk(clk);
  travel_->rst(rst);
  travel_->cmd_start(cmd_start);
  travel_->cmd_kind(cmd_kind);
  travel_->cmd_fp(cmd_fp);
  travel_->can_send(can_send);
  travel_->stall(stall);
  travel_->op(t_op_);
  travel_->op_addr(t_addr_);
  travel_->op_fp(t_fp_);
  travel_->res_valid(res_valid_);
  travel_->res_op(res_op_);
  travel_->res_addr(res_addr_);
  travel_->res_died(res_died_);
  travel_->res_became(res_became_);
  travel_->res_access(res_access_);
  travel_->push(t_push_);
  travel_->push_pkt(t_pkt_);

  match_ = std::make_unique<doar_fault_match>("match", gm);
  match_->clk(clk);
  match_->rst(rst);
  match_->cmd_start(cmd_start);
  match_->cmd_kind(cmd_kind);
  match_->cmd_fp(cmd_fp);
  match_->cmd_entry(cmd_entry);
  match_->cmd_pkt(cmd_pkt);
  match_->can_send(can_send);
  match_->stall(stall);
  match_->op(m_op_);
  match_->op_addr(m_addr_);
  match_->op_fp(m_fp_);
  match_->op_by_tag(m_by_tag_);
  match_->op_tag(m_tag_);
  match_->res_valid(res_valid_);
  match_->res_op(res_op_);
  match_->res_died(res_died_);
  match_->push(m_push_);
  match_->push_pkt(m_pkt_);

  // FD/FR buffers: a Travel_FD yields at most one packet per entry and port.
  inbuf_ = std::make_unique<doar_fault_in_buffer>("in_buffer", 8 * n);
  inbuf_->clk(clk);
  inbuf_->rst(rst);
  inbuf_->flush(flush);
  inbuf_->alive(alive);
  inbuf_->rx_valid(rx_valid);
  inbuf_->rx_pkt(rx_pkt);
  inbuf_->pop(pop);
  inbuf_->nonempty(nonempty);
  inbuf_->head(head);

  outq_ = std::make_unique<doar_fault_out_queue>("out_queue", 2 * n);
  outq_->clk(clk);
  outq_->rst(rst);
  outq_->flush(flush);
  outq_->push_t(t_push_);
  outq_->push_m(m_push_);
  outq_->pkt_t(t_pkt_);
  outq_->pkt_m(m_pkt_);
  outq_->release(cmd_release);
  outq_->tx_valid(tx_valid);
  outq_->tx_pkt(tx_pkt);
  outq_->empty(out_empty);

}

void doar_fault_port::arbiter() { fault_req_.write(mem_req_.read() && !ta_rd_en.read() && !tb_rd_en.read()); }

void doar_fault_port::bind_mem(doar_table_mem& m, sc_core::sc_signal<bool>& req, sc_core::sc_signal<bool>& we,
                          sc_core::sc_signal<sc_dt::sc_uint<64>>& wdata, sc_core::sc_signal<bool>& gnt,
                          sc_core::sc_signal<sc_dt::sc_uint<64>>& rdata) {
  m.clk(clk);
  m.rst(rst);
  m.cf_req(req);
  m.cf_we(we);
  m.cf_addr(mem_addr_);
  m.cf_wdata(wdata);
  m.cf_gnt(gnt);
  m.cf_rdata(rdata);
}

}  // namespace doar::rtl
