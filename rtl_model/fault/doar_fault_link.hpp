// doar_fault_link: the FD/FR path of one link direction in the network bench, LAT >= 1 register
// stages (a packet on the sender's tx pins in cycle c is on the receiver's rx pins in cycle
// c + LAT). Latency 0 is a plain wire and needs no module.
#pragma once
#include <systemc>
#include <vector>
#include "fault_pins.hpp"

namespace doar::rtl {

class doar_fault_link : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<bool> in_valid;
  sc_core::sc_in<FaultWord> in_pkt;
  sc_core::sc_out<bool> out_valid;
  sc_core::sc_out<FaultWord> out_pkt;

  doar_fault_link(sc_core::sc_module_name name, int lat);
  SC_HAS_PROCESS(doar_fault_link);
  bool carrying() const { return in_flight_ > 0; }

 private:
  void tick();
  std::vector<bool> v_;
  std::vector<std::uint32_t> p_;
  std::size_t pos_ = 0;
  int in_flight_ = 0;
};

}  // namespace doar::rtl
