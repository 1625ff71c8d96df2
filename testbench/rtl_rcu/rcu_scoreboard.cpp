#include "rcu_scoreboard.hpp"

#include <sstream>

namespace doar::rcutb {

Scoreboard::Scoreboard(const Dragonfly& d, const RouterId& r, int port, const PortTables& configured,
                       CongestedRule rule)
    : d_(d), r_(r), port_(port), t_(configured), st_(reset_arb_state(d, r, port, rule)) {}

void Scoreboard::on_request(long cycle, const Request& req) {
  if (req.valid) fifo_.push_back({cycle, req});
}

void Scoreboard::on_cong(long cycle, const CongInput& cong) { cong_[cycle & 15] = cong; }

void Scoreboard::on_cfg_done(const CfgDone& done) {
  if (!done.op.write) return;
  (done.op.table == kTableC ? writes_c_ : writes_ab_).push_back(done);
}

void Scoreboard::apply_writes(long t) {
  while (!writes_ab_.empty() && writes_ab_.front().cycle <= t) {
    const CfgOp& op = writes_ab_.front().op;
    auto& tab = op.table == kTableA ? t_.a : t_.b;
    // Table B holds no N region: its writes below base p are dropped by the memory.
    const bool held = op.addr < static_cast<int>(tab.size()) && (op.table == kTableA || op.addr >= d_.p());
    if (held) tab[static_cast<std::size_t>(op.addr)] = op.data;
    writes_ab_.pop_front();
  }
  while (!writes_c_.empty() && writes_c_.front().cycle <= t + 1) {
    const CfgOp& op = writes_c_.front().op;
    if (op.addr < static_cast<int>(t_.c.size())) t_.c[static_cast<std::size_t>(op.addr)] = op.data & kCEntryMask;
    writes_c_.pop_front();
  }
}

void Scoreboard::fail(const std::string& msg) {
  ++mismatches_;
  if (messages_.size() < 20) messages_.push_back(msg);
}

std::string Scoreboard::describe(const Pending& p) const {
  std::ostringstream o;
  o << "request of cycle " << p.cycle << " at " << to_string(r_) << " port " << port_ << ": "
    << to_string(p.req.src) << " -> " << to_string(p.req.dst) << " vc " << p.req.vc;
  return o.str();
}

void Scoreboard::on_result(long cycle, const ResultPins& res) {
  if (!res.valid) {
    if (!fifo_.empty() && cycle - fifo_.front().cycle >= 4) {
      fail(describe(fifo_.front()) + ": no result in cycle " + std::to_string(fifo_.front().cycle + 4));
      fifo_.pop_front();
    }
    return;
  }
  if (fifo_.empty()) {
    fail("result in cycle " + std::to_string(cycle) + " without a request");
    return;
  }
  const Pending p = fifo_.front();
  fifo_.pop_front();
  const long lat = cycle - p.cycle;
  min_lat_ = std::min(min_lat_, lat);
  max_lat_ = std::max(max_lat_, lat);
  apply_writes(p.cycle);
  const CongInput& c = cong_[(p.cycle + 2) & 15];
  Header hdr{p.req.src, p.req.dst, p.req.vc};
  last_ = decide_reference(d_, r_, port_, t_, hdr, c.local, c.global, st_);
  ++checked_;
  if (last_.valid) ++class_count_[static_cast<int>(last_.cls)]; else ++unrouted_;
  const Lookup lk = region_select(d_, r_, p.req.dst);
  const PortMask ports = d_.radix() >= 64 ? ~PortMask{0} : (PortMask{1} << d_.radix()) - 1;
  if (lk.region == Region::B && d_.port_kind(port_) == PortKind::Global && !(t_.a[lk.index] & ports) &&
      (t_.b[lk.index] & ports)) {
    ++refraction_heads_;
    if (last_.valid) ++refracted_;
  }
  const bool rta = is_rta(d_, r_, port_, p.req.dst);
  bool same = lat == 4 && res.routed == last_.valid;
  if (same && last_.valid) {
    same = res.port == last_.out_port && res.vc == last_.out_vc && res.cls == static_cast<int>(last_.cls) &&
           (!rta || res.slot == last_.slot);
  }
  if (!same) {
    std::ostringstream o;
    o << describe(p) << ", result in cycle " << cycle << " (latency " << lat << ")\n"
      << "  rcu:  routed=" << res.routed << " port=" << res.port << " vc=" << res.vc
      << " class=" << hop_class_name(static_cast<HopClass>(res.cls)) << " slot=" << res.slot << "\n"
      << "  core: routed=" << last_.valid << " port=" << last_.out_port << " vc=" << last_.out_vc
      << " class=" << (last_.valid ? hop_class_name(last_.cls) : "-") << " slot=" << last_.slot;
    fail(o.str());
  }
}

}  // namespace doar::rcutb
