#include "fault_action.hpp"

#include <string>

namespace doar::rtl {

namespace {
std::string pin(const char* prefix, const char* name) { return std::string(prefix) + "_" + name; }
}  // namespace

mem_port_pins::mem_port_pins(const char* prefix)
    : req(pin(prefix, "req").c_str()), we(pin(prefix, "we").c_str()), addr(pin(prefix, "addr").c_str()),
      wdata(pin(prefix, "wdata").c_str()), gnt(pin(prefix, "gnt").c_str()), rdata(pin(prefix, "rdata").c_str()) {}

fault_action::fault_action(sc_core::sc_module_name name, const fault_geom& gm, int port, bool fr_port_rule)
    : sc_module(name), clk("clk"), rst("rst"), op("op"), op_addr("op_addr"), op_fp("op_fp"),
      op_by_tag("op_by_tag"), op_tag("op_tag"), cfg_a("cfg_a"), cfg_b("cfg_b"), res_valid("res_valid"),
      res_op("res_op"), res_addr("res_addr"), res_died("res_died"), res_became("res_became"),
      res_access("res_access"), live_a("la"), live_b("lb"), conf_a("ca"), conf_b("cb"), gm_(gm), port_(port), port_rule_(fr_port_rule) {
  SC_METHOD(drive_memories);
  sensitive << op << op_addr << cfg_a << cfg_b << wr_pending_ << wr_op_ << pend_addr_ << wr_fp_ << wr_by_tag_
            << wr_tag_ << live_a.rdata << live_b.rdata << conf_a.rdata << conf_b.rdata;
  SC_METHOD(tick);
  sensitive << clk.pos();
  dont_initialize();
}

EntryMasks fault_action::masks(int e, int fp) const {
  return entry_masks(gm_, port_, e, conf_a.rdata.read().to_uint64(), conf_b.rdata.read().to_uint64(), fp);
}

// Accessibility as FR_act judges it: under FrRule Port the routes back out of this port itself
// do not count (core: entry_accessible_from).
EntryMasks fault_action::access_masks(int e, int fp) const {
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

void fault_action::drive_memories() {
  mem_port_pins* all[] = {&live_a, &live_b, &conf_a, &conf_b};
  auto idle = [](mem_port_pins* m) {
    m->req.write(false);
    m->we.write(false);
    m->addr.write(0);
    m->wdata.write(0);
  };
  if (wr_pending_.read()) {
    // Write cycle of a two-cycle op: the entry read last cycle is on rdata.
    const int e = static_cast<int>(pend_addr_.read());
    const std::uint64_t la = live_a.rdata.read().to_uint64(), lb = live_b.rdata.read().to_uint64();
    std::uint64_t na = la, nb = lb;
    const unsigned o = static_cast<unsigned>(wr_op_.read());
    if (o == kOpCopy) {
      na = conf_a.rdata.read().to_uint64();
      nb = conf_b.rdata.read().to_uint64();
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
    for (mem_port_pins* m : {&live_a, &live_b}) {
      m->req.write(true);
      m->we.write(true);
      m->addr.write(static_cast<unsigned>(e));
    }
    live_a.wdata.write(na);
    live_b.wdata.write(nb);
    idle(&conf_a);
    idle(&conf_b);
    return;
  }
  const unsigned o = static_cast<unsigned>(op.read());
  if (o == kOpFd || o == kOpFrSet || o == kOpFrCheck || o == kOpCopy) {
    for (mem_port_pins* m : all) {
      m->req.write(true);
      m->we.write(false);
      m->addr.write(op_addr.read());
      m->wdata.write(0);
    }
  } else if (o == kOpConfig) {
    for (mem_port_pins* m : all) {
      m->req.write(true);
      m->we.write(true);
      m->addr.write(op_addr.read());
    }
    live_a.wdata.write(cfg_a.read());
    conf_a.wdata.write(cfg_a.read());
    live_b.wdata.write(cfg_b.read());
    conf_b.wdata.write(cfg_b.read());
  } else {
    for (mem_port_pins* m : all) idle(m);
  }
}

void fault_action::tick() {
  if (rst.read()) {
    wr_pending_.write(false);
    chk_pending_.write(false);
    res_valid.write(false);
    res_op.write(kOpNone);
    res_dirty_ = false;
    return;
  }
  // Every access must be granted: the fault units use the cycles the RCU leaves free, and the
  // cost model of the paper counts no stall (docs/fault_units.md).
  for (mem_port_pins* m : {&live_a, &live_b, &conf_a, &conf_b}) {
    if (m->req.read() && !m->gnt.read()) SC_REPORT_ERROR("fault_action", "table access not granted");
  }
  // Idle (no op, nothing pending, results already cleared): the registers keep their values.
  if (!wr_pending_.read() && !chk_pending_.read() && static_cast<unsigned>(op.read()) == kOpNone && !res_dirty_) return;
  res_dirty_ = wr_pending_.read() || chk_pending_.read();
  bool rv = false;
  unsigned ro = kOpNone;
  unsigned died = 0;
  bool became = false, access = false;
  const int e = static_cast<int>(pend_addr_.read());
  const std::uint64_t la = live_a.rdata.read().to_uint64(), lb = live_b.rdata.read().to_uint64();
  if (wr_pending_.read()) {
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
  } else if (chk_pending_.read()) {
    rv = true;
    ro = kOpFrCheck;
    access = entry_accessible(access_masks(e, -1), la, lb);
  }
  res_valid.write(rv);
  res_op.write(ro);
  res_addr.write(static_cast<unsigned>(e));
  res_died.write(died);
  res_became.write(became);
  res_access.write(access);

  // Accept this cycle's op (a two-cycle op goes on to its write cycle).
  const unsigned o = wr_pending_.read() ? kOpNone : static_cast<unsigned>(op.read());
  const bool two = o == kOpFd || o == kOpFrSet || o == kOpCopy;
  wr_pending_.write(two);
  chk_pending_.write(o == kOpFrCheck);
  if (two || o == kOpFrCheck) {
    wr_op_.write(o);
    pend_addr_.write(op_addr.read());
    wr_fp_.write(op_fp.read());
    wr_by_tag_.write(op_by_tag.read());
    wr_tag_.write(op_tag.read());
  }
}

}  // namespace doar::rtl
