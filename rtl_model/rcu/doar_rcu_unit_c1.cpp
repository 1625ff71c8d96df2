#include "doar_rcu_unit_c1.hpp"

namespace doar::rtl {

doar_rcu_unit_c1::doar_rcu_unit_c1(sc_core::sc_module_name name, const RcuParams& prm)
    : sc_module(name), c_all("c_all"), cong_local("cong_local"), reach("reach"), slot_lcong("slot_lcong"),
      prm_(prm) {
  SC_METHOD(eval);
  sensitive << c_all << cong_local;
}

void doar_rcu_unit_c1::decode_table() {
  const CAll all = c_all.read();
  for (int u = 0; u < prm_.a; ++u) {
    const std::uint64_t e = all.range(kCEntryBits * u + 47, kCEntryBits * u).to_uint64();
    first_port_[u] = -1;
    for (int k = 0; k < 6; ++k) {
      const unsigned item = static_cast<unsigned>(e >> (8 * k)) & 0xFFu;
      if (item & 0x80u) {
        first_port_[u] = static_cast<int>(item & 0x3Fu);
        break;
      }
    }
  }
  decoded_ = true;
}

void doar_rcu_unit_c1::eval() {
  if (!decoded_ || c_all.event()) decode_table();
  const std::uint64_t cong = cong_local.read();
  std::uint32_t rch = 1u << prm_.bid;
  SlotWords lc;
  for (int u = 0; u < prm_.a; ++u) {
    const int l = first_port_[u];
    if (u == prm_.bid || l < 0) continue;
    rch |= 1u << u;
    if ((cong >> l) & 1u) lc.set_range(u * prm_.h, prm_.h);
  }
  reach.write(rch);
  to_bus(lc, scratch_);
  slot_lcong.write(scratch_);
}

}  // namespace doar::rtl
