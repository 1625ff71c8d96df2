#include "doar_fault_router.hpp"

#include <string>

namespace doar::rtl {

namespace {
std::size_t sz(int n) { return static_cast<std::size_t>(n); }
}  // namespace

doar_fault_router::doar_fault_router(sc_core::sc_module_name name, const fault_router_params& prm)
    : sc_module(name), clk("clk"), rst("rst"), alive("alive"), restart("restart"), ev_valid("ev_valid"),
      ev_port("ev_port"), ev_up("ev_up"), link_up("link_up"), rx_valid("rx_valid", sz(prm.geom.radix())),
      rx_pkt("rx_pkt", sz(prm.geom.radix())), tx_valid("tx_valid", sz(prm.geom.radix())),
      tx_pkt("tx_pkt", sz(prm.geom.radix())), cfg_we("cfg_we"), cfg_port("cfg_port"), cfg_addr("cfg_addr"),
      cfg_a("cfg_a"), cfg_b("cfg_b"), cfg_gnt("cfg_gnt"),
      ta_rd_en("ta_rd_en", sz(prm.geom.radix())), tb_rd_en("tb_rd_en", sz(prm.geom.radix())),
      tab_rd_addr("tab_rd_addr", sz(prm.geom.radix())), ta_rd_data("ta_rd_data", sz(prm.geom.radix())),
      tb_rd_data("tb_rd_data", sz(prm.geom.radix())), cmd_done("cmd_done"), cmd_kind("cmd_kind"), quiet("quiet"), prm_(prm),
      p_pop_("p_pop", sz(prm.geom.radix())), p_nonempty_("p_nonempty", sz(prm.geom.radix())),
      p_can_send_("p_can_send", sz(prm.geom.radix())), p_out_empty_("p_out_empty", sz(prm.geom.radix())),
      p_cfg_we_("p_cfg_we", sz(prm.geom.radix())),
      p_cfg_gnt_("p_cfg_gnt", sz(prm.geom.radix())), p_stall_("p_stall", sz(prm.geom.radix())), p_head_("p_head", sz(prm.geom.radix())) {
  sched_ = std::make_unique<doar_fault_scheduler>("scheduler", prm_.geom, prm_.timing);
  sched_->clk(clk);
  sched_->rst(rst);
  sched_->alive(alive);
  sched_->restart(restart);
  sched_->ev_valid(ev_valid);
  sched_->ev_port(ev_port);
  sched_->ev_up(ev_up);
  sched_->hold(hold_);
  sched_->in_nonempty(in_nonempty_);
  sched_->sel_pkt(sel_pkt_);
  sched_->sel_port(sel_port_);
  sched_->pop(pop_);
  sched_->cmd_start(cmd_start_);
  sched_->cmd_kind(kind_);
  sched_->cmd_fp(fp_);
  sched_->cmd_entry(entry_);
  sched_->cmd_pkt(pkt_);
  sched_->cmd_release(cmd_release_);
  sched_->cmd_done(cmd_done);
  sched_->busy(busy_);
  sched_->events_pending(events_pending_);

  for (int q = 0; q < radix(); ++q) {
    auto p = std::make_unique<doar_fault_port>(("port" + std::to_string(q)).c_str(), prm_.geom, q, prm_.fr_port_rule);
    p->clk(clk);
    p->rst(rst);
    p->flush(restart);
    p->alive(alive);
    p->rx_valid(rx_valid[q]);
    p->rx_pkt(rx_pkt[q]);
    p->pop(p_pop_[q]);
    p->nonempty(p_nonempty_[q]);
    p->head(p_head_[q]);
    p->cmd_start(cmd_start_);
    p->cmd_kind(kind_);
    p->cmd_fp(fp_);
    p->cmd_entry(entry_);
    p->cmd_pkt(pkt_);
    p->cmd_release(cmd_release_);
    p->can_send(p_can_send_[q]);
    p->tx_valid(tx_valid[q]);
    p->tx_pkt(tx_pkt[q]);
    p->out_empty(p_out_empty_[q]);
    p->cfg_we(p_cfg_we_[q]);
    p->cfg_addr(cfg_addr);
    p->cfg_a(cfg_a);
    p->cfg_b(cfg_b);
    p->cfg_gnt(p_cfg_gnt_[q]);
    p->ta_rd_en(ta_rd_en[q]);
    p->tb_rd_en(tb_rd_en[q]);
    p->tab_rd_addr(tab_rd_addr[q]);
    p->ta_rd_data(ta_rd_data[q]);
    p->tb_rd_data(tb_rd_data[q]);
    p->stall(p_stall_[q]);
    ports_.push_back(std::move(p));
  }

  SC_METHOD(wiring);
  sensitive << sel_port_ << pop_ << link_up << cfg_we << cfg_port << busy_ << events_pending_ << kind_;
  for (int q = 0; q < radix(); ++q) {
    sensitive << p_nonempty_[q] << p_head_[q] << p_out_empty_[q] << p_cfg_gnt_[q] << p_stall_[q];
  }
}

// Verilog: assigns.
void doar_fault_router::wiring() {
  const int k = radix();
  const std::uint64_t pops = pop_.read().to_uint64(), up = link_up.read().to_uint64();
  std::uint64_t ne = 0;
  bool all_quiet = !busy_.read() && !events_pending_.read();
  bool gnt = false, hold = false;
  for (int q = 0; q < k; ++q) {
    p_pop_[q].write(((pops >> q) & 1u) != 0);
    if (p_nonempty_[q].read()) ne |= std::uint64_t{1} << q;
    // FD/FR never go to a node, to an unconnected slot or over a failed link.
    p_can_send_[q].write(q >= prm_.geom.p && ((prm_.connected >> q) & 1u) && ((up >> q) & 1u));
    p_cfg_we_[q].write(cfg_we.read() && static_cast<int>(cfg_port.read()) == q);
    all_quiet = all_quiet && !p_nonempty_[q].read() && p_out_empty_[q].read();
    gnt = gnt || p_cfg_gnt_[q].read();
    // One port waiting for a table grant stops the command's clock in the scheduler.
    hold = hold || p_stall_[q].read();
  }
  in_nonempty_.write(ne);
  sel_pkt_.write(p_head_[static_cast<int>(sel_port_.read()) % k].read());
  cmd_kind.write(kind_.read());
  quiet.write(all_quiet);
  cfg_gnt.write(gnt);
  hold_.write(hold);
}

}  // namespace doar::rtl
