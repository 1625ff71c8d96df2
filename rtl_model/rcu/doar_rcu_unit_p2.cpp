#include "doar_rcu_unit_p2.hpp"

namespace doar::rtl {

doar_rcu_unit_p2::doar_rcu_unit_p2(sc_core::sc_module_name name)
    : sc_module(name), c_entry("c_entry"), lport_valid("lport_valid"), lport("lport") {
  SC_METHOD(eval);
  sensitive << c_entry;
}

void doar_rcu_unit_p2::eval() {
  const std::uint64_t e = c_entry.read();
  for (int k = 0; k < 6; ++k) {
    const unsigned item = static_cast<unsigned>(e >> (8 * k)) & 0xFFu;
    if (item & 0x80u) {
      lport_valid.write(true);
      lport.write(item & 0x3Fu);
      return;
    }
  }
  lport_valid.write(false);
  lport.write(0);
}

}  // namespace doar::rtl
