// doar_cong_pcs_delay: the PCS-layer path of a map frame, a LAT-stage delay line of {valid, map}
// (serializer, link and deserializer lumped together). doar_cong_router's own loopback uses the
// same line so that a router sees its own map exactly when its neighbours do.
#pragma once
#include <systemc>
#include <vector>

namespace doar::rtl {

class doar_cong_pcs_delay : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<bool> in_valid;
  sc_core::sc_in<sc_dt::sc_bv<16>> in_map;
  sc_core::sc_out<bool> out_valid;
  sc_core::sc_out<sc_dt::sc_bv<16>> out_map;

  doar_cong_pcs_delay(sc_core::sc_module_name name, int lat);  // LAT >= 1 register stages
  SC_HAS_PROCESS(doar_cong_pcs_delay);

 private:
  void tick();
  std::vector<bool> v_;
  std::vector<sc_dt::sc_bv<16>> m_;
  std::size_t pos_ = 0;  // ring index of the oldest stage
};

}  // namespace doar::rtl
