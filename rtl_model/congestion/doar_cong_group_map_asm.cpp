#include "doar_cong_group_map_asm.hpp"

#include <stdexcept>

namespace doar::rtl {

doar_cong_group_map_asm::doar_cong_group_map_asm(sc_core::sc_module_name name, const group_map_asm_params& prm)
    : sc_module(name), clk("clk"), rst("rst"), rx_valid("rx_valid"), rx_map("rx_map"),
      own_valid("own_valid"), own_map("own_map"), gmap("gmap"), prm_(prm) {
  if (prm_.a < 1 || prm_.h < 1 || prm_.h > 16 || prm_.a * prm_.h > 512 || prm_.bid < 0 ||
      prm_.bid >= prm_.a || prm_.p + prm_.a - 1 + prm_.h > 64)
    throw std::invalid_argument("doar_cong_group_map_asm: parameters outside the chip limits");
  SC_METHOD(tick);
  sensitive << clk.pos();
  dont_initialize();
}

void doar_cong_group_map_asm::tick() {
  if (rst.read()) {
    reg_ = 0;
  } else {
    const sc_dt::sc_bv<64> v = rx_valid.read();
    const sc_dt::sc_bv<1024> m = rx_map.read();
    for (int i = 0; i < prm_.a - 1; ++i) {
      const int q = prm_.p + i;
      if (v[q] != sc_dt::SC_LOGIC_1) continue;
      const int u = i < prm_.bid ? i : i + 1;  // DESIGN.md section 2 port numbering
      for (int j = 0; j < prm_.h; ++j) reg_[u * prm_.h + j] = m[16 * q + j];
    }
    if (own_valid.read()) {
      const sc_dt::sc_bv<16> o = own_map.read();
      for (int j = 0; j < prm_.h; ++j) reg_[prm_.bid * prm_.h + j] = o[j];
    }
  }
  gmap.write(reg_);
}

}  // namespace doar::rtl
