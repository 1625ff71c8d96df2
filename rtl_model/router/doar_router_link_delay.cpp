#include "doar_router_link_delay.hpp"

#include <stdexcept>
#include "flit_pins.hpp"

namespace doar::rtl {

template <class T>
doar_router_link_delay<T>::doar_router_link_delay(sc_core::sc_module_name name, int latency) : sc_module(name), clk("clk"), rst("rst"), d("d"), q("q") {
  if (latency < 2) throw std::invalid_argument("doar_router_link_delay: latency must be >= 2 (latency 1 is a wire)");
  ring_.assign(static_cast<std::size_t>(latency - 2), T(0));
  SC_METHOD(tick);
  sensitive << clk.pos();
  dont_initialize();
}

template <class T>
void doar_router_link_delay<T>::tick() {
  if (rst.read()) {
    for (T& v : ring_) v = 0;
    pos_ = 0;
    q.write(0);
    return;
  }
  const T in = d.read();
  if (ring_.empty()) {
    q.write(in);
    return;
  }
  q.write(ring_[pos_]);
  ring_[pos_] = in;
  pos_ = pos_ + 1 == ring_.size() ? 0 : pos_ + 1;
}

template class doar_router_link_delay<FlitPin>;
template class doar_router_link_delay<CreditPin>;

}  // namespace doar::rtl
