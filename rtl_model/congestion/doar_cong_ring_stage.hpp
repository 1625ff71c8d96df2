// doar_cong_ring_stage: one stop of the ring that carries the group bitmap to the RCUs (paper
// Sec. 3.1: "broadcast to every port's RCU over a ring"). Stage q is the bitmap register of
// port q's RCU; it loads from stage q-1 (stage 0 from doar_cong_group_map_asm), so port q sees a change
// of the assembled bitmap q+1 cycles later. No RCU needs an extra copy: the ring register is
// the copy that the RCU's stage 3 reads.
#pragma once
#include <systemc>

namespace doar::rtl {

class doar_cong_ring_stage : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<sc_dt::sc_bv<512>> gmap_in;
  sc_core::sc_out<sc_dt::sc_bv<512>> gmap_out;

  explicit doar_cong_ring_stage(sc_core::sc_module_name name);
  SC_HAS_PROCESS(doar_cong_ring_stage);

 private:
  void tick();
};

}  // namespace doar::rtl
