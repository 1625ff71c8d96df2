// P3 (Fig. 6, stage 4): the RTB port arbiter. S1 requests before S2 requests, round-robin
// from the port pointer, which then moves past the grant. Neither: a pick among LE | LF
// starting at the LFSR's folded value, and the pointer stays.
#pragma once
#include <systemc>
#include "rcu_params.hpp"

namespace doar::rtl {

class UnitP3 : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<bool> en;  // an RTB head in stage 4
  sc_core::sc_in<PortMaskPin> s1, s2, le, lf;
  sc_core::sc_in<LfsrPin> lfsr;
  sc_core::sc_out<bool> win_valid;
  sc_core::sc_out<ClassPin> win_cls;
  sc_core::sc_out<PortPin> win_port;

  SC_HAS_PROCESS(UnitP3);
  UnitP3(sc_core::sc_module_name name, const RcuParams& prm);

 private:
  struct Pick {
    bool valid = false;
    unsigned cls = 0;
    int port = 0;
  };
  Pick pick() const;
  void eval();
  void on_clock();

  int radix_;
  unsigned fold_;
  sc_core::sc_signal<PortPin> ptr_{"ptr"};  // round-robin pointer register
};

}  // namespace doar::rtl
