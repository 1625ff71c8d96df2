// D (stage 3, exit rule): the detour credit of core/doar_congested.hpp, one register per
// input port. At every RTA head in stage 3, with S = a*h slots of which n are set in the
// group bitmap (a population count of cong_global below S):
//   credit <= clamp(credit + (no minimal slot free of CongG ? 8*S : 0) - 8*n - S, 0, 128*S)
// and the head's `stay` bit, registered for stage 4 (P1), is set when the head has a
// minimal slot and the new credit is at most 64*S: the non-minimal classes are closed to it.
// The register is 17 bits (128 * 512 = 65,536). Under the paper's rule (exit_rule false)
// the credit stays 0 and `stay` low.
#pragma once
#include <systemc>
#include "rcu_params.hpp"

namespace doar::rtl {

using DetourCreditPin = sc_dt::sc_uint<17>;

class UnitD : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<bool> en;  // an RTA head in stage 3
  sc_core::sc_in<SlotBus> ga_req, gcong;
  sc_core::sc_out<bool> q_stay;        // for the head in stage 4
  sc_core::sc_out<DetourCreditPin> q_credit;  // the register

  SC_HAS_PROCESS(UnitD);
  UnitD(sc_core::sc_module_name name, const RcuParams& prm);

 private:
  void on_clock();
  RcuParams prm_;
};

}  // namespace doar::rtl
