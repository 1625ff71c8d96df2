// The RCU's random source (DESIGN.md section 4): 16-bit maximal Fibonacci LFSR,
// x^16 + x^14 + x^13 + x^11 + 1 (shift left, bit 0 <= b15 ^ b13 ^ b12 ^ b10), loaded with
// the port's seed at reset and stepped once per head leaving stage 4, whatever its path.
// value is the state the head in stage 4 uses.
#pragma once
#include <systemc>
#include "rcu_pins.hpp"

namespace doar::rtl {

class doar_rcu_lfsr16 : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<bool> step;
  sc_core::sc_out<LfsrPin> value;

  SC_HAS_PROCESS(doar_rcu_lfsr16);
  doar_rcu_lfsr16(sc_core::sc_module_name name, unsigned seed);

 private:
  void on_clock();
  unsigned seed_;
};

}  // namespace doar::rtl
