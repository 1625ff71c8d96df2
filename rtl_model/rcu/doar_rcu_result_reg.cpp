#include "doar_rcu_result_reg.hpp"

namespace doar::rtl {

doar_rcu_result_reg::doar_rcu_result_reg(sc_core::sc_module_name name)
    : sc_module(name), clk("clk"), rst("rst"), d_valid("d_valid"), d_routed("d_routed"), d_port("d_port"),
      d_vc("d_vc"), d_cls("d_cls"), d_slot("d_slot"), q_valid("q_valid"), q_routed("q_routed"),
      q_port("q_port"), q_vc("q_vc"), q_cls("q_cls"), q_slot("q_slot") {
  SC_METHOD(on_clock);
  sensitive << clk.pos();
  dont_initialize();
}

void doar_rcu_result_reg::on_clock() {
  const bool v = !rst.read() && d_valid.read();
  const bool r = v && d_routed.read();
  q_valid.write(v);
  q_routed.write(r);
  q_port.write(r ? d_port.read() : PortPin(0));
  q_vc.write(r ? d_vc.read() : OutVcPin(0));
  q_cls.write(r ? d_cls.read() : ClassPin(0));
  q_slot.write(r ? d_slot.read() : SlotIdxPin(0));
}

}  // namespace doar::rtl
