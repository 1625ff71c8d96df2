#include "doar_cong_pcs_delay.hpp"

#include <stdexcept>

namespace doar::rtl {

doar_cong_pcs_delay::doar_cong_pcs_delay(sc_core::sc_module_name name, int lat)
    : sc_module(name), clk("clk"), rst("rst"), in_valid("in_valid"), in_map("in_map"),
      out_valid("out_valid"), out_map("out_map") {
  if (lat < 1) throw std::invalid_argument("doar_cong_pcs_delay: LAT must be >= 1");
  v_.assign(static_cast<std::size_t>(lat), false);
  m_.assign(static_cast<std::size_t>(lat), sc_dt::sc_bv<16>(0));
  SC_METHOD(tick);
  sensitive << clk.pos();
  dont_initialize();
}

void doar_cong_pcs_delay::tick() {
  if (rst.read()) {
    v_.assign(v_.size(), false);
    m_.assign(m_.size(), sc_dt::sc_bv<16>(0));
    pos_ = 0;
  } else {
    // Shift: the stage that was on the output is overwritten by the new input.
    v_[pos_] = in_valid.read();
    m_[pos_] = in_map.read();
    pos_ = (pos_ + 1) % v_.size();
  }
  // After this edge the ring holds the inputs of the last LAT edges and pos_ points at the
  // oldest of them: a value sampled at edge t is on the output from edge t + LAT - 1 on
  // (LAT = 1: a plain register).
  out_valid.write(v_[pos_]);
  out_map.write(m_[pos_]);
}

}  // namespace doar::rtl
