#include "doar_rcu_unit_a1.hpp"

namespace doar::rtl {

doar_rcu_unit_a1::doar_rcu_unit_a1(sc_core::sc_module_name name, const RcuParams& prm)
    : sc_module(name), en("en"), entry("entry"), reach("reach"), ga_req("ga_req"), prm_(prm) {
  SC_METHOD(eval);
  sensitive << en << entry << reach;
}

void doar_rcu_unit_a1::eval() {
  SlotWords s;
  if (en.read()) {
    const std::uint64_t e = entry.read();
    const bool valid = (e >> 5) & 1u;
    const int r = static_cast<int>(e & 0x1Fu);
    const unsigned gp = static_cast<unsigned>(e >> 16) & 0xFFFFu;
    if (valid && ((reach.read().to_uint() >> r) & 1u)) {
      for (int j = 0; j < prm_.h; ++j) {
        if ((gp >> j) & 1u) s.set(r * prm_.h + j);
      }
    }
  }
  to_bus(s, scratch_);
  ga_req.write(scratch_);
}

}  // namespace doar::rtl
