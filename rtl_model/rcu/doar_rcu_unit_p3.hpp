// P3 (Fig. 6, stage 4): the RTB port arbiter. S1 requests before S2 requests; neither: every
// port of LE | LF (class RTB random). Within the chosen set the uniform pick driven by the
// LFSR (core's uniform_pick). Combinational: no pointer (docs/core.md says why).
#pragma once
#include <systemc>
#include "rcu_params.hpp"

namespace doar::rtl {

class doar_rcu_unit_p3 : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> en;  // an RTB head in stage 4
  sc_core::sc_in<PortMaskPin> s1, s2, le, lf;
  sc_core::sc_in<LfsrPin> lfsr;
  sc_core::sc_out<bool> win_valid;
  sc_core::sc_out<ClassPin> win_cls;
  sc_core::sc_out<PortPin> win_port;

  SC_HAS_PROCESS(doar_rcu_unit_p3);
  doar_rcu_unit_p3(sc_core::sc_module_name name, const RcuParams& prm);

 private:
  void eval();

  int radix_;
  bool exit_rule_;
};

}  // namespace doar::rtl
