#include "rcu_harness.hpp"

#include <stdexcept>

namespace doar::rcutb {

rtl::RcuParams rcu_params(const Dragonfly& d, const RouterId& r, int port, CongestedRule rule) {
  rtl::RcuParams prm;
  prm.p = d.p();
  prm.a = d.a();
  prm.h = d.h();
  prm.g = d.g();
  prm.gid = r.gid;
  prm.bid = r.bid;
  prm.port = port;
  prm.seed = lfsr_seed(d.router_index(r), port);
  prm.exit_rule = exit_family(rule);
  prm.local_credit = credit_reads_local(rule);
  return prm;
}

void to_slot_bus(const SlotMask& m, rtl::SlotBus& bus) {
  for (int k = 0; k < SlotMask::kWords; ++k) {
    bus.set_word(2 * k, static_cast<sc_dt::sc_digit>(m.word(k)));
    bus.set_word(2 * k + 1, static_cast<sc_dt::sc_digit>(m.word(k) >> 32));
  }
}

RcuHarness::RcuHarness(sc_core::sc_module_name name, const rtl::RcuParams& prm)
    : sc_module(name),
      // Rising edges at 0.5, 1.5, ... ns: run(n) covers exactly n edges.
      clk_("clk", 1, sc_core::SC_NS, 0.5, 0.5, sc_core::SC_NS, true),
      rcu_("rcu", prm) {
  rcu_.clk(clk_);
  rcu_.rst(rst_);
  rcu_.req_valid(req_valid_);
  rcu_.req_src_gid(src_gid_);
  rcu_.req_src_bid(src_bid_);
  rcu_.req_src_nid(src_nid_);
  rcu_.req_dst_gid(dst_gid_);
  rcu_.req_dst_bid(dst_bid_);
  rcu_.req_dst_nid(dst_nid_);
  rcu_.req_vc(req_vc_);
  rcu_.cong_local(cong_local_);
  rcu_.cong_global(cong_global_);
  rcu_.res_valid(res_valid_);
  rcu_.res_routed(res_routed_);
  rcu_.res_port(res_port_);
  rcu_.res_vc(res_vc_);
  rcu_.res_class(res_class_);
  rcu_.res_slot(res_slot_);
  rcu_.cfg_req(cfg_req_);
  rcu_.cfg_we(cfg_we_);
  rcu_.cfg_table(cfg_table_);
  rcu_.cfg_addr(cfg_addr_);
  rcu_.cfg_wdata(cfg_wdata_);
  rcu_.cfg_gnt(cfg_gnt_);
  rcu_.cfg_rdata(cfg_rdata_);
  SC_METHOD(tick);
  sensitive << clk_.posedge_event();
  dont_initialize();
}

void RcuHarness::queue_tables(const PortTables& t) {
  for (std::size_t i = 0; i < t.a.size(); ++i) queue_cfg({kTableA, static_cast<int>(i), t.a[i], true});
  const int p = rcu_.params().p;
  for (std::size_t i = static_cast<std::size_t>(p); i < t.b.size(); ++i) {
    queue_cfg({kTableB, static_cast<int>(i), t.b[i], true});
  }
  for (std::size_t i = 0; i < t.c.size(); ++i) queue_cfg({kTableC, static_cast<int>(i), t.c[i], true});
}

void RcuHarness::reset_and_configure(const PortTables& t) {
  set_reset(true);
  run(2);
  set_reset(false);
  queue_tables(t);
  // Nothing else uses the tables now: one grant per cycle. Bound the wait so that a broken
  // grant rule fails instead of hanging.
  const long limit = cycle() + 4 * static_cast<long>(cfg_pending()) + 16;
  while (cfg_pending() > 0) {
    if (cycle() > limit) throw std::runtime_error("configuration port: writes not granted in an idle RCU");
    run(1);
  }
  run(1);
}

void RcuHarness::drive_cfg() {
  if (cfg_queue_.empty()) {
    cfg_req_.write(false);
    cfg_driven_ = false;
    return;
  }
  const CfgOp& op = cfg_queue_.front();
  cfg_req_.write(true);
  cfg_we_.write(op.write);
  cfg_table_.write(op.table);
  cfg_addr_.write(op.addr);
  cfg_wdata_.write(op.data);
  cfg_driven_ = true;
}

void RcuHarness::tick() {
  const long now = cycle_;
  // (1) Results of the cycle that just ended.
  if (on_result) {
    ResultPins r;
    r.valid = res_valid_.read();
    r.routed = res_routed_.read();
    r.port = static_cast<int>(res_port_.read());
    r.vc = static_cast<int>(res_vc_.read());
    r.cls = static_cast<int>(res_class_.read());
    r.slot = static_cast<int>(res_slot_.read());
    on_result(now - 1, r);
  }
  // (2) Configuration: read data of the access granted two edges ago, then the grant of the
  // cycle that just ended.
  if (read_pending_) {
    read_done_.rdata = cfg_rdata_.read().to_uint64();
    if (on_cfg_done) on_cfg_done(read_done_);
    read_pending_ = false;
  }
  // The memories do not perform accesses in reset (and the port must not be used then,
  // docs/rcu.md): a grant seen in a reset cycle is not an access.
  const bool was_reset = rst_.read();
  if (cfg_driven_ && cfg_gnt_.read() && !was_reset) {
    CfgDone done{cfg_queue_.front(), now - 1, 0};
    cfg_queue_.pop_front();
    if (done.op.write) {
      if (on_cfg_done) on_cfg_done(done);
    } else {
      read_done_ = done;
      read_pending_ = true;
    }
  }
  if (was_reset) {
    cfg_req_.write(false);
    cfg_driven_ = false;
  } else {
    drive_cfg();
  }
  // (3) This cycle's request and congestion.
  Request req;
  CongInput cong;
  if (stimulus) stimulus(now, req, cong);
  req_valid_.write(req.valid);
  if (req.valid) {
    src_gid_.write(req.src.gid);
    src_bid_.write(req.src.bid);
    src_nid_.write(req.src.nid);
    dst_gid_.write(req.dst.gid);
    dst_bid_.write(req.dst.bid);
    dst_nid_.write(req.dst.nid);
    req_vc_.write(req.vc);
  }
  cong_local_.write(cong.local);
  if (first_global_ || cong.global != last_global_) {  // skip the 512-bit conversion when unchanged
    to_slot_bus(cong.global, global_bus_);
    cong_global_.write(global_bus_);
    last_global_ = cong.global;
    first_global_ = false;
  }
  ++cycle_;
}

}  // namespace doar::rcutb
