// P1 (Fig. 6, stage 4): the RTA slot arbiter. The first non-empty class of GAP, GBP, GCP,
// GDP wins; inside it the uniform pick driven by the LFSR (n = popcount, k = (lfsr * n) >> 16,
// the k-th set slot; core's uniform_pick). No free class: the same pick among every
// candidate (class RTA random). Combinational: P1 holds no pointer (docs/core.md says why
// round-robin was replaced). Outputs the winning slot, its class and the winner's router as
// a one-hot 32-bit map (the paper's "32-bit bitmap naming the router") for M.
#pragma once
#include <systemc>
#include "rcu_params.hpp"

namespace doar::rtl {

class doar_rcu_unit_p1 : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> en;  // an RTA head in stage 4
  sc_core::sc_in<SlotBus> gap, gbp, gcp, gdp, all;
  sc_core::sc_in<LfsrPin> lfsr;
  sc_core::sc_in<bool> stay;  // doar_rcu_unit_d: no detour credit, the head stays on its minimal slots
  sc_core::sc_out<bool> win_valid;
  sc_core::sc_out<ClassPin> win_cls;
  sc_core::sc_out<SlotIdxPin> win_slot;
  sc_core::sc_out<RouterMaskPin> win_router;

  SC_HAS_PROCESS(doar_rcu_unit_p1);
  doar_rcu_unit_p1(sc_core::sc_module_name name, const RcuParams& prm);

 private:
  void eval();

  RcuParams prm_;
};

}  // namespace doar::rtl
