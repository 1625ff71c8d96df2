#include "doar_fault_link.hpp"

#include <stdexcept>

namespace doar::rtl {

doar_fault_link::doar_fault_link(sc_core::sc_module_name name, int lat)
    : sc_module(name), clk("clk"), rst("rst"), in_valid("in_valid"), in_pkt("in_pkt"), out_valid("out_valid"),
      out_pkt("out_pkt") {
  if (lat < 1) throw std::invalid_argument("doar_fault_link: LAT must be >= 1");
  v_.assign(static_cast<std::size_t>(lat), false);
  p_.assign(static_cast<std::size_t>(lat), 0);
  SC_METHOD(tick);
  sensitive << clk.pos();
  dont_initialize();
}

void doar_fault_link::tick() {
  if (rst.read()) {
    v_.assign(v_.size(), false);
    pos_ = 0;
    in_flight_ = 0;
  } else {
    // The stage on the output is overwritten by the new input (ring of LAT stages).
    if (v_[pos_]) --in_flight_;
    v_[pos_] = in_valid.read();
    p_[pos_] = static_cast<std::uint32_t>(in_pkt.read());
    if (v_[pos_]) ++in_flight_;
    pos_ = (pos_ + 1) % v_.size();
  }
  out_valid.write(v_[pos_]);
  out_pkt.write(v_[pos_] ? p_[pos_] : 0u);
}

}  // namespace doar::rtl
