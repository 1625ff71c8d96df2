#include "doar_fault_in_buffer.hpp"

namespace doar::rtl {

doar_fault_in_buffer::doar_fault_in_buffer(sc_core::sc_module_name name, int depth)
    : sc_module(name), clk("clk"), rst("rst"), flush("flush"), alive("alive"), rx_valid("rx_valid"),
      rx_pkt("rx_pkt"), pop("pop"), nonempty("nonempty"), head("head"), depth_(static_cast<std::size_t>(depth)) {
  SC_METHOD(tick);
  sensitive << clk.pos();
  dont_initialize();
}

void doar_fault_in_buffer::tick() {
  // Nothing in, nothing out: the registers keep their values (saves simulation time only).
  if (!rst.read() && !flush.read() && !pop.read() && !rx_valid.read()) return;
  if (rst.read() || flush.read()) {
    q_.clear();
  } else {
    if (pop.read() && !q_.empty()) q_.pop_front();
    if (rx_valid.read() && alive.read()) {
      if (q_.size() >= depth_) SC_REPORT_ERROR("doar_fault_in_buffer", "FD/FR input buffer overflow");
      q_.push_back(static_cast<std::uint32_t>(rx_pkt.read()));
    }
  }
  nonempty.write(!q_.empty());
  head.write(q_.empty() ? 0u : q_.front());
}

}  // namespace doar::rtl
