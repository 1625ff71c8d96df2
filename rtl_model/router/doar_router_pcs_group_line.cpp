#include "doar_router_pcs_group_line.hpp"

#include <stdexcept>

namespace doar::rtl {

doar_router_pcs_group_line::doar_router_pcs_group_line(sc_core::sc_module_name name, int a, int h, int latency)
    : sc_module(name), clk("clk"), rst("rst"), own_map("own_map", static_cast<std::size_t>(a)), group_map("group_map"),
      a_(a), h_(h) {
  if (latency < 2) throw std::invalid_argument("doar_router_pcs_group_line: latency must be >= 2 cycles");
  ring_.assign(static_cast<std::size_t>(latency - 1), SlotBus());
  SC_METHOD(tick);
  sensitive << clk.pos();
  dont_initialize();
}

// At edge e the maps on own_map are those the routers computed in cycle e - 1; the map
// written at edge e is the one of cycle e - latency.
void doar_router_pcs_group_line::tick() {
  if (rst.read()) {
    for (SlotBus& b : ring_) b = SlotBus();
    pos_ = 0;
    group_map.write(SlotBus());
    return;
  }
  SlotBus now;
  for (int u = 0; u < a_; ++u) {
    const unsigned m = static_cast<unsigned>(own_map[static_cast<std::size_t>(u)].read());
    for (int j = 0; j < h_; ++j) now[u * h_ + j] = ((m >> j) & 1u) != 0;
  }
  group_map.write(ring_[pos_]);
  ring_[pos_] = now;
  pos_ = pos_ + 1 == ring_.size() ? 0 : pos_ + 1;
}

}  // namespace doar::rtl
