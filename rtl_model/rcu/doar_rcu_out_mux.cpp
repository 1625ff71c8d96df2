#include "doar_rcu_out_mux.hpp"

namespace doar::rtl {

doar_rcu_out_mux::doar_rcu_out_mux(sc_core::sc_module_name name, const RcuParams& prm)
    : sc_module(name), rta("rta"), p1_valid("p1_valid"), p1_cls("p1_cls"), p1_slot("p1_slot"),
      p1_router("p1_router"), p2_valid("p2_valid"), p2_port("p2_port"), p3_valid("p3_valid"), p3_cls("p3_cls"),
      p3_port("p3_port"), routed("routed"), port("port"), cls("cls"), slot("slot"), prm_(prm) {
  SC_METHOD(eval);
  sensitive << rta << p1_valid << p1_cls << p1_slot << p1_router << p2_valid << p2_port << p3_valid << p3_cls
            << p3_port;
}

void doar_rcu_out_mux::eval() {
  if (rta.read()) {
    const bool own = (p1_router.read().to_uint() >> prm_.bid) & 1u;
    const int s = static_cast<int>(p1_slot.read());
    routed.write(p1_valid.read() && (own || p2_valid.read()));
    port.write(own ? prm_.first_global() + (s - prm_.bid * prm_.h) : static_cast<int>(p2_port.read()));
    cls.write(p1_cls.read());
    slot.write(s);
  } else {
    routed.write(p3_valid.read());
    port.write(p3_port.read());
    cls.write(p3_cls.read());
    slot.write(0);
  }
}

doar_rcu_vc_select::doar_rcu_vc_select(sc_core::sc_module_name name, const RcuParams& prm)
    : sc_module(name), routed("routed"), port("port"), in_vc("in_vc"), out_vc("out_vc"), prm_(prm) {
  SC_METHOD(eval);
  sensitive << routed << port << in_vc;
}

void doar_rcu_vc_select::eval() {
  const int out = static_cast<int>(port.read());
  const unsigned vc = in_vc.read();
  if (!routed.read() || prm_.kind() == InPortKind::Terminal) {
    out_vc.write(0);
  } else if (out < prm_.p) {
    out_vc.write(vc);
  } else {
    const int out_level = out >= prm_.first_global() ? 1 : 0;
    const int in_level = prm_.kind() == InPortKind::Global ? 1 : 0;
    out_vc.write(out_level >= in_level ? vc + 1 : vc);
  }
}

}  // namespace doar::rtl
