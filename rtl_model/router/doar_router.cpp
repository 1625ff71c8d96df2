#include "doar_router.hpp"

#include <string>

namespace doar::rtl {

namespace {
std::size_t n(const RouterParams& p) { return static_cast<std::size_t>(p.radix()); }

fault_router_params fault_params(const RouterParams& prm) {
  fault_router_params f;
  f.geom = {prm.p, prm.a, prm.h, prm.g, prm.gid, prm.bid};
  f.timing = {prm.fault_t1, prm.fault_t2};
  const Dragonfly d(prm.dfly());
  for (int q = prm.p; q < prm.radix(); ++q) {
    if (d.peer(RouterId{prm.gid, prm.bid}, q).connected) f.connected |= std::uint64_t{1} << q;
  }
  return f;
}
}  // namespace

doar_router::doar_router(sc_core::sc_module_name name, const RouterParams& prm)
    : sc_module(name),
      clk("clk"),
      rst("rst"),
      in_flit("in_flit", n(prm)),
      in_credit("in_credit", n(prm)),
      out_flit("out_flit", n(prm)),
      out_credit("out_credit", n(prm)),
      pcs_own_map("pcs_own_map"),
      pcs_group_map("pcs_group_map"),
      cfg_req("cfg_req"),
      cfg_we("cfg_we"),
      cfg_port("cfg_port"),
      cfg_table("cfg_table"),
      cfg_addr("cfg_addr"),
      cfg_wdata("cfg_wdata"),
      cfg_wdata_b("cfg_wdata_b"),
      cfg_gnt("cfg_gnt"),
      cfg_rdata("cfg_rdata"),
      fd_rx_valid("fd_rx_valid", n(prm)),
      fd_rx_pkt("fd_rx_pkt", n(prm)),
      fd_tx_valid("fd_tx_valid", n(prm)),
      fd_tx_pkt("fd_tx_pkt", n(prm)),
      fault_alive("fault_alive"),
      fault_restart("fault_restart"),
      fault_ev_valid("fault_ev_valid"),
      fault_ev_up("fault_ev_up"),
      fault_ev_port("fault_ev_port"),
      link_up("link_up"),
      fault_cmd_done("fault_cmd_done"),
      fault_quiet("fault_quiet"),
      fault_cmd_kind("fault_cmd_kind"),
      prm_(prm),
      req_valid_("req_valid", n(prm)),
      src_gid_("src_gid", n(prm)),
      dst_gid_("dst_gid", n(prm)),
      src_bid_("src_bid", n(prm)),
      dst_bid_("dst_bid", n(prm)),
      src_nid_("src_nid", n(prm)),
      dst_nid_("dst_nid", n(prm)),
      req_vc_("req_vc", n(prm)),
      res_valid_("res_valid", n(prm)),
      res_routed_("res_routed", n(prm)),
      res_port_("res_port", n(prm)),
      res_vc_("res_vc", n(prm)),
      res_class_("res_class", n(prm)),
      res_slot_("res_slot", n(prm)),
      ta_rd_en_("ta_rd_en", n(prm)),
      tb_rd_en_("tb_rd_en", n(prm)),
      tc_rd_en_("tc_rd_en", n(prm)),
      tab_rd_addr_("tab_rd_addr", n(prm)),
      ta_rd_data_("ta_rd_data", n(prm)),
      tb_rd_data_("tb_rd_data", n(prm)),
      tc_rd_all_("tc_rd_all", n(prm)),
      c_req_("c_req", n(prm)),
      c_gnt_("c_gnt", n(prm)),
      c_rdata_("c_rdata", n(prm)) {
  prm_.check();
  const int radix = prm.radix();
  core_ = std::make_unique<doar_router_core>("core", prm);
  doar_router_core& c = *core_;
  c.clk(clk);
  c.rst(rst);
  c.cong_ports(cong_ports_);
  c.cong_own_global(pcs_own_map);

  fault_ = std::make_unique<doar_fault_router>("faults", fault_params(prm));
  doar_fault_router& f = *fault_;
  f.clk(clk);
  f.rst(rst);
  f.alive(fault_alive);
  f.restart(fault_restart);
  f.ev_valid(fault_ev_valid);
  f.ev_port(fault_ev_port);
  f.ev_up(fault_ev_up);
  f.link_up(link_up);
  f.cfg_we(ab_we_);
  f.cfg_port(cfg_port);
  f.cfg_addr(cfg_addr);
  f.cfg_a(cfg_wdata);
  f.cfg_b(cfg_wdata_b);
  f.cfg_gnt(ab_gnt_);
  f.cmd_done(fault_cmd_done);
  f.cmd_kind(fault_cmd_kind);
  f.quiet(fault_quiet);

  cfg_ = std::make_unique<doar_router_cfg_select>("cfg_select", radix);
  cfg_->clk(clk);
  cfg_->rst(rst);
  cfg_->cfg_req(cfg_req);
  cfg_->cfg_we(cfg_we);
  cfg_->cfg_port(cfg_port);
  cfg_->cfg_table(cfg_table);
  cfg_->cfg_gnt(cfg_gnt);
  cfg_->cfg_rdata(cfg_rdata);
  cfg_->ab_we(ab_we_);
  cfg_->ab_gnt(ab_gnt_);

  for (int q = 0; q < radix; ++q) {
    const std::size_t k = static_cast<std::size_t>(q);
    c.in_flit[k](in_flit[k]);
    c.in_credit[k](in_credit[k]);
    c.out_flit[k](out_flit[k]);
    c.out_credit[k](out_credit[k]);
    c.rt_valid[k](res_valid_[k]);
    c.rt_routed[k](res_routed_[k]);
    c.rt_port[k](res_port_[k]);
    c.rt_vc[k](res_vc_[k]);
    c.rt_class[k](res_class_[k]);
    f.rx_valid[k](fd_rx_valid[k]);
    f.rx_pkt[k](fd_rx_pkt[k]);
    f.tx_valid[k](fd_tx_valid[k]);
    f.tx_pkt[k](fd_tx_pkt[k]);

    decode_.push_back(std::make_unique<doar_router_head_decode>(("head_decode_" + std::to_string(q)).c_str()));
    doar_router_head_decode& d = *decode_.back();
    d.flit(in_flit[k]);
    d.req_valid(req_valid_[k]);
    d.src_gid(src_gid_[k]);
    d.src_bid(src_bid_[k]);
    d.src_nid(src_nid_[k]);
    d.dst_gid(dst_gid_[k]);
    d.dst_bid(dst_bid_[k]);
    d.dst_nid(dst_nid_[k]);
    d.vc(req_vc_[k]);

    rcu_.push_back(std::make_unique<doar_rcu_pipeline>(("rcu_" + std::to_string(q)).c_str(), prm.rcu(q)));
    doar_rcu_pipeline& r = *rcu_.back();
    r.clk(clk);
    r.rst(rst);
    r.req_valid(req_valid_[k]);
    r.req_src_gid(src_gid_[k]);
    r.req_src_bid(src_bid_[k]);
    r.req_src_nid(src_nid_[k]);
    r.req_dst_gid(dst_gid_[k]);
    r.req_dst_bid(dst_bid_[k]);
    r.req_dst_nid(dst_nid_[k]);
    r.req_vc(req_vc_[k]);
    r.cong_local(cong_ports_);
    r.cong_global(pcs_group_map);
    r.res_valid(res_valid_[k]);
    r.res_routed(res_routed_[k]);
    r.res_port(res_port_[k]);
    r.res_vc(res_vc_[k]);
    r.res_class(res_class_[k]);
    r.res_slot(res_slot_[k]);
    // Tables A and B: the fault units' live copies (the RCU's reads come first).
    r.ta_rd_en(ta_rd_en_[k]);
    r.tb_rd_en(tb_rd_en_[k]);
    r.tab_rd_addr(tab_rd_addr_[k]);
    r.ta_rd_data(ta_rd_data_[k]);
    r.tb_rd_data(tb_rd_data_[k]);
    f.ta_rd_en[k](ta_rd_en_[k]);
    f.tb_rd_en[k](tb_rd_en_[k]);
    f.tab_rd_addr[k](tab_rd_addr_[k]);
    f.ta_rd_data[k](ta_rd_data_[k]);
    f.tb_rd_data[k](tb_rd_data_[k]);
    // Table C: the port's own register file.
    table_c_.push_back(std::make_unique<doar_table_c_mem>(("table_c_" + std::to_string(q)).c_str(), prm.a));
    doar_table_c_mem& tc = *table_c_.back();
    tc.clk(clk);
    tc.rst(rst);
    tc.rd_en(tc_rd_en_[k]);
    tc.rd_all(tc_rd_all_[k]);
    tc.cf_req(c_req_[k]);
    tc.cf_we(cfg_we);
    tc.cf_addr(cfg_addr);
    tc.cf_wdata(cfg_wdata);
    tc.cf_gnt(c_gnt_[k]);
    tc.cf_rdata(c_rdata_[k]);
    r.tc_rd_en(tc_rd_en_[k]);
    r.tc_rd_all(tc_rd_all_[k]);
    cfg_->c_req[k](c_req_[k]);
    cfg_->c_gnt[k](c_gnt_[k]);
    cfg_->c_rdata[k](c_rdata_[k]);
  }
}

}  // namespace doar::rtl
