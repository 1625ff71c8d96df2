#include "doar_rcu_lfsr16.hpp"

namespace doar::rtl {

doar_rcu_lfsr16::doar_rcu_lfsr16(sc_core::sc_module_name name, unsigned seed)
    : sc_module(name), clk("clk"), rst("rst"), step("step"), value("value"), seed_(seed & 0xFFFFu) {
  SC_METHOD(on_clock);
  sensitive << clk.pos();
  dont_initialize();
}

void doar_rcu_lfsr16::on_clock() {
  if (rst.read()) {
    value.write(seed_);
    return;
  }
  if (!step.read()) return;
  const unsigned s = value.read();
  const unsigned fb = ((s >> 15) ^ (s >> 13) ^ (s >> 12) ^ (s >> 10)) & 1u;
  value.write(((s << 1) | fb) & 0xFFFFu);
}

}  // namespace doar::rtl
