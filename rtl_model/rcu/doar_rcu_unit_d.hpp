// D (stage 3, exit rules): the detour credit of core/doar_congested.hpp, one register per
// input port. At every RTA head in stage 3, with S = a*h slots of which n are congested:
//   credit <= clamp(credit + (no minimal slot free ? 8*S : 0) - 8*n - S, 0, 128*S)
// and the head's `stay` bit, registered for stage 4 (P1), is set when the head has a
// minimal slot and the new credit is at most 64*S: the non-minimal classes are closed to it.
// "Congested" and "free" read the group bitmap alone (exit: n = its population count below
// S, a minimal slot free when its CongG bit is clear), or under the local credit
// (exit-local) the stage-3 slot congestion, CongG or CongL of the local hop to the slot's
// router (C1's slot_lcong). `closed` is the same stay bit before the register, for doar_rcu_unit_b
// (exit-local keeps a minimal slot behind a congested local hop only while the credit is
// closed; low under the other rules). The register is 17 bits (128 * 512 = 65,536). Under the paper's rule (exit_rule
// false) the credit stays 0 and `stay` low.
#pragma once
#include <systemc>
#include "rcu_params.hpp"

namespace doar::rtl {

using DetourCreditPin = sc_dt::sc_uint<17>;

class doar_rcu_unit_d : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<bool> en;  // an RTA head in stage 3
  sc_core::sc_in<SlotBus> ga_req, gcong;
  sc_core::sc_in<SlotBus> lcong;       // C1: slots behind a congested local hop (exit-local)
  sc_core::sc_out<bool> closed;        // the head's stay bit, combinational (for doar_rcu_unit_b)
  sc_core::sc_out<bool> q_stay;        // for the head in stage 4
  sc_core::sc_out<DetourCreditPin> q_credit;  // the register

  SC_HAS_PROCESS(doar_rcu_unit_d);
  doar_rcu_unit_d(sc_core::sc_module_name name, const RcuParams& prm);

 private:
  void on_clock();
  void eval();
  // The register's next value for the head in stage 3.
  long next_credit() const;
  RcuParams prm_;
};

}  // namespace doar::rtl
