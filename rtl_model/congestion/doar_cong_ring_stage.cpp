#include "doar_cong_ring_stage.hpp"

namespace doar::rtl {

doar_cong_ring_stage::doar_cong_ring_stage(sc_core::sc_module_name name)
    : sc_module(name), clk("clk"), rst("rst"), gmap_in("gmap_in"), gmap_out("gmap_out") {
  SC_METHOD(tick);
  sensitive << clk.pos();
  dont_initialize();
}

void doar_cong_ring_stage::tick() {
  gmap_out.write(rst.read() ? sc_dt::sc_bv<512>(0) : gmap_in.read());
}

}  // namespace doar::rtl
