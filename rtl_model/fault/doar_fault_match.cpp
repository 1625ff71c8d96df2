#include "doar_fault_match.hpp"

namespace doar::rtl {

doar_fault_match::doar_fault_match(sc_core::sc_module_name name, const fault_geom& gm)
    : sc_module(name), clk("clk"), rst("rst"), cmd_start("cmd_start"), cmd_kind("cmd_kind"), cmd_fp("cmd_fp"),
      cmd_entry("cmd_entry"), cmd_pkt("cmd_pkt"), can_send("can_send"), stall("stall"), op("op"), op_addr("op_addr"),
      op_fp("op_fp"), op_by_tag("op_by_tag"), op_tag("op_tag"), res_valid("res_valid"), res_op("res_op"),
      res_died("res_died"), push("push"), push_pkt("push_pkt"), gm_(gm) {
  SC_METHOD(tick);
  sensitive << clk.pos();
  dont_initialize();
}

void doar_fault_match::tick() {
  if (rst.read()) {
    waiting_ = false;
    dirty_ = true;
    op.write(kOpNone);
    push.write(false);
    return;
  }
  const bool start = cmd_start.read() && static_cast<unsigned>(cmd_kind.read()) == kCmdMatchFd;
  if (!waiting_ && !start && !dirty_) return;  // idle, outputs already idle
  dirty_ = waiting_ || start;
  bool psh = false;
  std::uint32_t word = 0;
  if (waiting_ && res_valid.read() && static_cast<unsigned>(res_op.read()) == kOpFd) {
    waiting_ = false;
    if (res_died.read() != 0 && can_send.read()) {
      FaultFields f = unpack_fault(pkt_);
      f.tag = static_cast<int>(res_died.read());
      psh = true;
      word = pack_fault(f);
    }
  }
  push.write(psh);
  push_pkt.write(word);

  if (start) {
    const int fp = static_cast<int>(cmd_fp.read());
    pkt_ = static_cast<std::uint32_t>(cmd_pkt.read());
    waiting_ = true;
    op.write(kOpFd);
    op_addr.write(cmd_entry.read());
    op_fp.write(static_cast<unsigned>(fp));
    // An FD that came over an intra-group link acts only on the contexts it names.
    op_by_tag.write(gm_.is_local(fp));
    op_tag.write(static_cast<unsigned>(unpack_fault(pkt_).tag));
  } else if (!stall.read()) {
    op.write(kOpNone);
    op_by_tag.write(false);
    op_tag.write(0);
  }
}

}  // namespace doar::rtl
