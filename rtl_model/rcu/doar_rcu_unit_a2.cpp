#include "doar_rcu_unit_a2.hpp"

namespace doar::rtl {

doar_rcu_unit_a2::doar_rcu_unit_a2(sc_core::sc_module_name name, const RcuParams& prm)
    : sc_module(name), en("en"), entry("entry"), reach("reach"), nm_req("nm_req"), prm_(prm),
      connected_(prm.connected_slots()) {
  SC_METHOD(eval);
  sensitive << en << entry << reach;
}

void doar_rcu_unit_a2::eval() {
  SlotWords s;
  if (en.read()) {
    const std::uint64_t e = entry.read();
    const unsigned rch = reach.read().to_uint();
    const unsigned ogp = static_cast<unsigned>(e >> 48) & 0xFFFFu;
    for (int j = 0; j < prm_.h; ++j) {
      if ((ogp >> j) & 1u) s.set(prm_.bid * prm_.h + j);
    }
    for (int k = 0; k < 8; ++k) {
      const unsigned lpc = static_cast<unsigned>(e >> (6 * k)) & 0x3Fu;
      const int r = static_cast<int>(lpc & 0x1Fu);
      if (!(lpc & 0x20u) || r >= prm_.a || !((rch >> r) & 1u)) continue;
      for (int j = 0; j < prm_.h; ++j) {
        if (connected_.test(r * prm_.h + j)) s.set(r * prm_.h + j);
      }
    }
  }
  to_bus(s, scratch_);
  nm_req.write(scratch_);
}

}  // namespace doar::rtl
