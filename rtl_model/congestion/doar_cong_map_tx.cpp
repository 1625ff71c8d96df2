#include "doar_cong_map_tx.hpp"

#include <stdexcept>

namespace doar::rtl {

doar_cong_map_tx::doar_cong_map_tx(sc_core::sc_module_name name, int interval)
    : sc_module(name), clk("clk"), rst("rst"), map_in("map_in"), tx_valid("tx_valid"),
      tx_map("tx_map"), interval_(interval) {
  if (interval_ < 1) throw std::invalid_argument("doar_cong_map_tx: INTERVAL must be >= 1");
  SC_METHOD(tick);
  sensitive << clk.pos();
  dont_initialize();
}

void doar_cong_map_tx::tick() {
  if (rst.read()) {
    guard_ = 0;
    last_sent_ = 0;
    tx_valid.write(false);
    tx_map.write(sc_dt::sc_bv<16>(0));
    return;
  }
  const sc_dt::sc_bv<16> m = map_in.read();
  if (guard_ > 0) {
    --guard_;
    tx_valid.write(false);
  } else if (m != last_sent_) {
    last_sent_ = m;
    guard_ = interval_ - 1;
    tx_valid.write(true);
    tx_map.write(m);
  } else {
    tx_valid.write(false);
  }
}

}  // namespace doar::rtl
