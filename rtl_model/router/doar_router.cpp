#include "doar_router.hpp"

#include <string>

namespace doar::rtl {

DoarRouter::DoarRouter(sc_core::sc_module_name name, const RouterParams& prm)
    : sc_module(name),
      clk("clk"),
      rst("rst"),
      in_flit("in_flit", static_cast<std::size_t>(prm.radix())),
      in_credit("in_credit", static_cast<std::size_t>(prm.radix())),
      out_flit("out_flit", static_cast<std::size_t>(prm.radix())),
      out_credit("out_credit", static_cast<std::size_t>(prm.radix())),
      pcs_own_map("pcs_own_map"),
      pcs_group_map("pcs_group_map"),
      cfg_req("cfg_req"),
      cfg_we("cfg_we"),
      cfg_port("cfg_port"),
      cfg_table("cfg_table"),
      cfg_addr("cfg_addr"),
      cfg_wdata("cfg_wdata"),
      cfg_gnt("cfg_gnt"),
      cfg_rdata("cfg_rdata"),
      prm_(prm),
      req_valid_("req_valid", static_cast<std::size_t>(prm.radix())),
      src_gid_("src_gid", static_cast<std::size_t>(prm.radix())),
      dst_gid_("dst_gid", static_cast<std::size_t>(prm.radix())),
      src_bid_("src_bid", static_cast<std::size_t>(prm.radix())),
      dst_bid_("dst_bid", static_cast<std::size_t>(prm.radix())),
      src_nid_("src_nid", static_cast<std::size_t>(prm.radix())),
      dst_nid_("dst_nid", static_cast<std::size_t>(prm.radix())),
      req_vc_("req_vc", static_cast<std::size_t>(prm.radix())),
      res_valid_("res_valid", static_cast<std::size_t>(prm.radix())),
      res_routed_("res_routed", static_cast<std::size_t>(prm.radix())),
      res_port_("res_port", static_cast<std::size_t>(prm.radix())),
      res_vc_("res_vc", static_cast<std::size_t>(prm.radix())),
      res_class_("res_class", static_cast<std::size_t>(prm.radix())),
      res_slot_("res_slot", static_cast<std::size_t>(prm.radix())),
      cfg_req_q_("cfg_req_q", static_cast<std::size_t>(prm.radix())),
      cfg_gnt_q_("cfg_gnt_q", static_cast<std::size_t>(prm.radix())),
      cfg_rdata_q_("cfg_rdata_q", static_cast<std::size_t>(prm.radix())) {
  prm_.check();
  const int radix = prm.radix();
  core_ = std::make_unique<RouterCore>("core", prm);
  RouterCore& c = *core_;
  c.clk(clk);
  c.rst(rst);
  c.cong_ports(cong_ports_);
  c.cong_own_global(pcs_own_map);
  cfg_ = std::make_unique<CfgPortSelect>("cfg_select", radix);
  cfg_->clk(clk);
  cfg_->rst(rst);
  cfg_->cfg_req(cfg_req);
  cfg_->cfg_port(cfg_port);
  cfg_->cfg_gnt(cfg_gnt);
  cfg_->cfg_rdata(cfg_rdata);
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

    decode_.push_back(std::make_unique<HeadDecode>(("head_decode_" + std::to_string(q)).c_str()));
    HeadDecode& d = *decode_.back();
    d.flit(in_flit[k]);
    d.req_valid(req_valid_[k]);
    d.src_gid(src_gid_[k]);
    d.src_bid(src_bid_[k]);
    d.src_nid(src_nid_[k]);
    d.dst_gid(dst_gid_[k]);
    d.dst_bid(dst_bid_[k]);
    d.dst_nid(dst_nid_[k]);
    d.vc(req_vc_[k]);

    rcu_.push_back(std::make_unique<RouteComputeUnit>(("rcu_" + std::to_string(q)).c_str(), prm.rcu(q)));
    RouteComputeUnit& r = *rcu_.back();
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
    r.cfg_req(cfg_req_q_[k]);
    r.cfg_we(cfg_we);
    r.cfg_table(cfg_table);
    r.cfg_addr(cfg_addr);
    r.cfg_wdata(cfg_wdata);
    r.cfg_gnt(cfg_gnt_q_[k]);
    r.cfg_rdata(cfg_rdata_q_[k]);
    cfg_->port_req[k](cfg_req_q_[k]);
    cfg_->port_gnt[k](cfg_gnt_q_[k]);
    cfg_->port_rdata[k](cfg_rdata_q_[k]);
  }
}

}  // namespace doar::rtl
