#include "fault_port.hpp"

namespace doar::rtl {

fault_port::fault_port(sc_core::sc_module_name name, const fault_geom& gm, int port, bool fr_port_rule)
    : sc_module(name), clk("clk"), rst("rst"), flush("flush"), alive("alive"), rx_valid("rx_valid"),
      rx_pkt("rx_pkt"), pop("pop"), nonempty("nonempty"), head("head"), cmd_start("cmd_start"),
      cmd_kind("cmd_kind"), cmd_fp("cmd_fp"), cmd_entry("cmd_entry"), cmd_pkt("cmd_pkt"),
      cmd_release("cmd_release"), can_send("can_send"), tx_valid("tx_valid"), tx_pkt("tx_pkt"),
      out_empty("out_empty"), cfg_we("cfg_we"), cfg_addr("cfg_addr"), cfg_a("cfg_a"), cfg_b("cfg_b") {
  const int n = gm.entries();
  // Table A holds N, B and G regions; table B has no N region (base p).
  mem_la_ = std::make_unique<TableMem>("live_a", n, 0);
  mem_lb_ = std::make_unique<TableMem>("live_b", gm.a + gm.g, gm.p);
  mem_ca_ = std::make_unique<TableMem>("conf_a", n, 0);
  mem_cb_ = std::make_unique<TableMem>("conf_b", gm.a + gm.g, gm.p);

  action_ = std::make_unique<fault_action>("action", gm, port, fr_port_rule);
  action_->clk(clk);
  action_->rst(rst);
  action_->op(a_op_);
  action_->op_addr(a_addr_);
  action_->op_fp(a_fp_);
  action_->op_by_tag(a_by_tag_);
  action_->op_tag(a_tag_);
  action_->cfg_a(cfg_a);
  action_->cfg_b(cfg_b);
  action_->res_valid(res_valid_);
  action_->res_op(res_op_);
  action_->res_addr(res_addr_);
  action_->res_died(res_died_);
  action_->res_became(res_became_);
  action_->res_access(res_access_);
  bind_mem(*mem_la_, action_->live_a, w_la_);
  bind_mem(*mem_lb_, action_->live_b, w_lb_);
  bind_mem(*mem_ca_, action_->conf_a, w_ca_);
  bind_mem(*mem_cb_, action_->conf_b, w_cb_);

  travel_ = std::make_unique<fault_travel>("travel", gm, fr_port_rule);
  travel_->clk(clk);
  travel_->rst(rst);
  travel_->cmd_start(cmd_start);
  travel_->cmd_kind(cmd_kind);
  travel_->cmd_fp(cmd_fp);
  travel_->can_send(can_send);
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

  match_ = std::make_unique<fault_match>("match", gm);
  match_->clk(clk);
  match_->rst(rst);
  match_->cmd_start(cmd_start);
  match_->cmd_kind(cmd_kind);
  match_->cmd_fp(cmd_fp);
  match_->cmd_entry(cmd_entry);
  match_->cmd_pkt(cmd_pkt);
  match_->can_send(can_send);
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
  inbuf_ = std::make_unique<fault_in_buffer>("in_buffer", 8 * n);
  inbuf_->clk(clk);
  inbuf_->rst(rst);
  inbuf_->flush(flush);
  inbuf_->alive(alive);
  inbuf_->rx_valid(rx_valid);
  inbuf_->rx_pkt(rx_pkt);
  inbuf_->pop(pop);
  inbuf_->nonempty(nonempty);
  inbuf_->head(head);

  outq_ = std::make_unique<fault_out_queue>("out_queue", 2 * n);
  outq_->clk(clk);
  outq_->rst(rst);
  outq_->flush(flush);
  outq_->push(push_);
  outq_->push_pkt(push_pkt_);
  outq_->release(cmd_release);
  outq_->tx_valid(tx_valid);
  outq_->tx_pkt(tx_pkt);
  outq_->empty(out_empty);

  SC_METHOD(mux_ops);
  sensitive << cfg_we << cfg_addr << t_op_ << t_addr_ << t_fp_ << m_op_ << m_addr_ << m_fp_ << m_by_tag_ << m_tag_
            << t_push_ << t_pkt_ << m_push_ << m_pkt_;
}

void fault_port::bind_mem(TableMem& m, mem_port_pins& p, MemWires& w) {
  m.clk(clk);
  m.rst(rst);
  m.rd_en(zero_);
  m.rd_addr(zero_addr_);
  m.rd_data(w.rd_data);
  m.cf_req(w.req);
  m.cf_we(w.we);
  m.cf_addr(w.addr);
  m.cf_wdata(w.wdata);
  m.cf_gnt(w.gnt);
  m.cf_rdata(w.rdata);
  p.req(w.req);
  p.we(w.we);
  p.addr(w.addr);
  p.wdata(w.wdata);
  p.gnt(w.gnt);
  p.rdata(w.rdata);
}

void fault_port::mux_ops() {
  if (cfg_we.read()) {
    a_op_.write(kOpConfig);
    a_addr_.write(cfg_addr.read());
    a_fp_.write(0);
    a_by_tag_.write(false);
    a_tag_.write(0);
  } else if (t_op_.read() != kOpNone) {
    a_op_.write(t_op_.read());
    a_addr_.write(t_addr_.read());
    a_fp_.write(t_fp_.read());
    a_by_tag_.write(false);
    a_tag_.write(0);
  } else {
    a_op_.write(m_op_.read());
    a_addr_.write(m_addr_.read());
    a_fp_.write(m_fp_.read());
    a_by_tag_.write(m_by_tag_.read());
    a_tag_.write(m_tag_.read());
  }
  push_.write(t_push_.read() || m_push_.read());
  push_pkt_.write(t_push_.read() ? t_pkt_.read() : m_pkt_.read());
}

}  // namespace doar::rtl
