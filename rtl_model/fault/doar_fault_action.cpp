#include "doar_fault_action.hpp"

#include <string>

namespace doar::rtl {

doar_fault_action::doar_fault_action(sc_core::sc_module_name name, const fault_geom& gm, int port, bool fr_port_rule)
    : sc_module(name), clk("clk"), rst("rst"), t_op("t_op"), t_addr("t_addr"), t_fp("t_fp"), m_op("m_op"),
      m_addr("m_addr"), m_fp("m_fp"), m_by_tag("m_by_tag"), m_tag("m_tag"), cfg_we("cfg_we"), cfg_addr("cfg_addr"),
      cfg_a("cfg_a"), cfg_b("cfg_b"), cfg_gnt("cfg_gnt"), stall("stall"), res_valid("res_valid"), res_op("res_op"), res_addr("res_addr"),
      res_died("res_died"), res_became("res_became"), res_access("res_access"), mem_req("mem_req"),
      live_we("live_we"), conf_we("conf_we"), mem_addr("mem_addr"), wdata_a("wdata_a"), wdata_b("wdata_b"),
      la_gnt("la_gnt"), lb_gnt("lb_gnt"), ca_gnt("ca_gnt"), cb_gnt("cb_gnt"), la_rdata("la_rdata"),
      lb_rdata("lb_rdata"), ca_rdata("ca_rdata"), cb_rdata("cb_rdata"), gm_(gm), port_(port),
      port_rule_(fr_port_rule) {
  SC_METHOD(drive_memories);
  sensitive << t_op << t_addr << m_op << m_addr << cfg_we << cfg_addr << cfg_a << cfg_b << wr_pending_ << wr_op_
            << pend_addr_ << wr_fp_ << wr_by_tag_ << wr_tag_ << la_rdata << lb_rdata << ca_rdata << cb_rdata;
  SC_METHOD(arbitrate);
  sensitive << la_gnt << lb_gnt << ca_gnt << cb_gnt << wr_pending_ << t_op << m_op << cfg_we;
  SC_METHOD(tick);
  sensitive << clk.pos();
  dont_initialize();
}

EntryMasks doar_fault_action::masks(int e, int fp) const {
  return entry_masks(gm_, port_, e, ca_rdata.read().to_uint64(), cb_rdata.read().to_uint64(), fp);
}

// Accessibility as FR_act judges it: under FrRule Port the routes back out of this port itself
// do not count (core: entry_accessible_from).
EntryMasks doar_fault_action::access_masks(int e, int fp) const {
  EntryMasks m = masks(e, fp);
  if (port_rule_) {
    const EntryMasks own = masks(e, port_);
    m.s_a &= ~own.fp_a;
    m.i_a &= ~own.fp_a;
    m.s_b &= ~own.fp_b;
    m.i_b &= ~own.fp_b;
  }
  return m;
}

void doar_fault_action::drive_memories() {
  if (wr_pending_.read()) {
    // Write cycle of a two-cycle op: the entry read last cycle is on *_rdata.
    const int e = static_cast<int>(pend_addr_.read());
    const std::uint64_t la = la_rdata.read().to_uint64(), lb = lb_rdata.read().to_uint64();
    std::uint64_t na = la, nb = lb;
    const unsigned o = static_cast<unsigned>(wr_op_.read());
    if (o == kOpCopy) {
      na = ca_rdata.read().to_uint64();
      nb = cb_rdata.read().to_uint64();
    } else {
      const EntryMasks m = masks(e, static_cast<int>(wr_fp_.read()));
      if (o == kOpFd) {
        const FdResult r = fd_act(gm_, m, e, la, lb, wr_by_tag_.read(), static_cast<unsigned>(wr_tag_.read()));
        na = r.live_a;
        nb = r.live_b;
      } else {  // kOpFrSet: restore every option on Fp
        na = la | m.fp_a;
        nb = lb | m.fp_b;
      }
    }
    mem_req.write(true);
    mem_addr.write(static_cast<unsigned>(e));
    live_we.write(true);
    conf_we.write(false);
    wdata_a.write(na);
    wdata_b.write(nb);
    return;
  }
  const unsigned o = current_op();
  if (o != kOpNone) {  // read cycle: all four copies
    mem_req.write(true);
    mem_addr.write(t_op.read() != kOpNone ? t_addr.read() : m_addr.read());
    live_we.write(false);
    conf_we.write(false);
  } else if (cfg_we.read()) {  // configuration write: only when no op wants the memories
    mem_req.write(true);
    mem_addr.write(cfg_addr.read());
    live_we.write(true);
    conf_we.write(true);
    wdata_a.write(cfg_a.read());
    wdata_b.write(cfg_b.read());
  } else {
    mem_req.write(false);
    live_we.write(false);
    conf_we.write(false);
  }
}

// The grants decide, the requests only ask (Verilog: assigns).
void doar_fault_action::arbitrate() {
  const bool busy_op = wr_pending_.read() || current_op() != kOpNone;
  stall.write(busy_op && !all_granted());
  cfg_gnt.write(!busy_op && cfg_we.read() && all_granted());
}

unsigned doar_fault_action::current_op() const {
  return t_op.read() != kOpNone ? static_cast<unsigned>(t_op.read()) : static_cast<unsigned>(m_op.read());
}

void doar_fault_action::tick() {
  if (rst.read()) {
    wr_pending_.write(false);
    chk_pending_.write(false);
    res_valid.write(false);
    res_op.write(kOpNone);
    res_dirty_ = false;
    return;
  }
  // An access happened at this edge only where all four memories granted it (RCU first).
  const bool granted = all_granted();
  // Idle (no op, nothing pending, results already cleared): the registers keep their values.
  if (!wr_pending_.read() && !chk_pending_.read() && current_op() == kOpNone && !res_dirty_) return;
  bool rv = false;
  unsigned ro = kOpNone;
  unsigned died = 0;
  bool became = false, access = false;
  const int e = static_cast<int>(pend_addr_.read());
  const std::uint64_t la = la_rdata.read().to_uint64(), lb = lb_rdata.read().to_uint64();
  // A denied write-back stays pending and repeats; its result waits for the granted write.
  const bool wb_done = wr_pending_.read() && granted;
  if (wb_done) {
    rv = true;
    ro = static_cast<unsigned>(wr_op_.read());
    if (ro == kOpFd || ro == kOpFrSet) {
      const EntryMasks m = masks(e, static_cast<int>(wr_fp_.read()));
      if (ro == kOpFd) {
        died = fd_act(gm_, m, e, la, lb, wr_by_tag_.read(), static_cast<unsigned>(wr_tag_.read())).died;
      } else {
        const EntryMasks am = access_masks(e, static_cast<int>(wr_fp_.read()));
        became = !entry_accessible(am, la, lb) && entry_accessible(am, la | m.fp_a, lb | m.fp_b);
      }
    }
  } else if (!wr_pending_.read() && chk_pending_.read()) {
    // The check's read was granted last cycle: its data are on *_rdata whatever this cycle did.
    rv = true;
    ro = kOpFrCheck;
    access = entry_accessible(access_masks(e, -1), la, lb);
  }
  res_dirty_ = rv;
  res_valid.write(rv);
  res_op.write(ro);
  res_addr.write(static_cast<unsigned>(e));
  res_died.write(died);
  res_became.write(became);
  res_access.write(access);

  // Accept this cycle's op if its read was granted (a two-cycle op goes on to its write
  // cycle); a denied op stays on the travel/match pins (they saw `stall`).
  const unsigned o = wr_pending_.read() || !granted ? kOpNone : current_op();
  const bool two = o == kOpFd || o == kOpFrSet || o == kOpCopy;
  wr_pending_.write((wr_pending_.read() && !wb_done) || two);
  chk_pending_.write(o == kOpFrCheck);
  if (two || o == kOpFrCheck) {
    const bool from_travel = t_op.read() != kOpNone;
    wr_op_.write(o);
    pend_addr_.write(from_travel ? t_addr.read() : m_addr.read());
    wr_fp_.write(from_travel ? t_fp.read() : m_fp.read());
    wr_by_tag_.write(!from_travel && m_by_tag.read());
    wr_tag_.write(from_travel ? 0u : static_cast<unsigned>(m_tag.read()));
  }
}

}  // namespace doar::rtl
