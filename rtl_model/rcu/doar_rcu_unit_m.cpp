#include "doar_rcu_unit_m.hpp"

namespace doar::rtl {

doar_rcu_unit_m::doar_rcu_unit_m(sc_core::sc_module_name name, const RcuParams& prm)
    : sc_module(name), win_router("win_router"), c_all("c_all"), c_entry("c_entry"), a_(prm.a) {
  SC_METHOD(eval);
  sensitive << win_router << c_all;
}

void doar_rcu_unit_m::eval() {
  const unsigned onehot = win_router.read().to_uint();
  std::uint64_t e = 0;
  for (int u = 0; u < a_; ++u) {  // an AND-OR mux, as the hardware would build it
    if ((onehot >> u) & 1u) e |= c_all.read().range(kCEntryBits * u + 47, kCEntryBits * u).to_uint64();
  }
  c_entry.write(e);
}

}  // namespace doar::rtl
