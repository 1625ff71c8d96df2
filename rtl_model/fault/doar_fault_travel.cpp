#include "doar_fault_travel.hpp"

namespace doar::rtl {

doar_fault_travel::doar_fault_travel(sc_core::sc_module_name name, const fault_geom& gm, bool fr_port_rule)
    : sc_module(name), clk("clk"), rst("rst"), cmd_start("cmd_start"), cmd_kind("cmd_kind"), cmd_fp("cmd_fp"),
      can_send("can_send"), stall("stall"), op("op"), op_addr("op_addr"), op_fp("op_fp"), res_valid("res_valid"),
      res_op("res_op"), res_addr("res_addr"), res_died("res_died"), res_became("res_became"),
      res_access("res_access"), push("push"), push_pkt("push_pkt"), gm_(gm), port_rule_(fr_port_rule) {
  SC_METHOD(tick);
  sensitive << clk.pos();
  dont_initialize();
}

void doar_fault_travel::tick() {
  if (rst.read()) {
    active_ = false;
    dirty_ = true;
    op.write(kOpNone);
    push.write(false);
    return;
  }
  if (!active_ && !cmd_start.read() && !dirty_) return;  // idle, outputs already idle
  dirty_ = active_ || cmd_start.read();
  const int n = gm_.entries();
  // Results of the action unit (one per cycle at most).
  bool psh = false;
  FaultFields out;
  if (active_ && res_valid.read()) {
    const unsigned ro = static_cast<unsigned>(res_op.read());
    const int e = static_cast<int>(res_addr.read());
    if (kind_ == kCmdTravelFd && ro == kOpFd && res_died.read() != 0 && can_send.read()) {
      // Travel_FD sends the entry's own address and prefix (Algorithm 2 lines 2-4).
      psh = true;
      out.tag = static_cast<int>(res_died.read());
      if (e >= gm_.p + gm_.a) {
        out.prefix = 1;
        out.gid = e - gm_.p - gm_.a;
      } else if (e >= gm_.p) {
        out.prefix = 2;
        out.gid = gm_.gid;
        out.bid = e - gm_.p;
      } else {
        out.prefix = 3;
        out.gid = gm_.gid;
        out.bid = gm_.bid;
        out.nid = e;
      }
    }
    if (kind_ == kCmdFrAct && ro == kOpFrSet) became_any_ = became_any_ || res_became.read();
    if (kind_ == kCmdFrAct && ro == kOpFrCheck) {
      all_access_ = all_access_ && res_access.read();
      if (e == n - 1) {
        // FrRule Entry (default): some entry became accessible; Port: and every entry is.
        if (became_any_ && (!port_rule_ || all_access_) && can_send.read()) {
          psh = true;
          out.fr = true;
        }
      }
    }
  }
  push.write(psh);
  push_pkt.write(psh ? pack_fault(out) : 0u);

  if (cmd_start.read()) {
    kind_ = static_cast<unsigned>(cmd_kind.read());
    fp_ = static_cast<int>(cmd_fp.read());
    active_ = kind_ == kCmdTravelFd || kind_ == kCmdFrAct || kind_ == kCmdRestore;
    step_ = 0;
    became_any_ = false;
    all_access_ = true;
  } else if (active_ && !stall.read()) {
    ++step_;
  }
  unsigned o = kOpNone;
  int addr = 0;
  if (active_) {
    const int two_pass = 2 * n;  // entries of the 2-cycle pass
    if (step_ < two_pass) {
      // A two-cycle op stays on the pins through its write cycle (the action unit takes it
      // once): fewer pin changes.
      o = kind_ == kCmdTravelFd ? kOpFd : kind_ == kCmdFrAct ? kOpFrSet : kOpCopy;
      addr = step_ / 2;
    } else if (kind_ == kCmdFrAct && step_ < two_pass + n) {
      o = kOpFrCheck;
      addr = step_ - two_pass;
    }
    // The last result arrives two cycles after the last op.
    const int last_op = kind_ == kCmdFrAct ? 3 * n - 1 : 2 * n - 2;
    if (step_ > last_op + 2) active_ = false;
  }
  op.write(o);
  op_addr.write(static_cast<unsigned>(addr));
  op_fp.write(static_cast<unsigned>(fp_));
}

}  // namespace doar::rtl
