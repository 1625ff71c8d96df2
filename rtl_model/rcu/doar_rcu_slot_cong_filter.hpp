// N1 and N2 (Fig. 6, stage 3): drop the slot requests that are congested, globally (the
// group bitmap) or locally (C1's per-slot local congestion). N1 filters A1's minimal
// requests, N2 A2's non-minimal ones; the logic is the same.
#pragma once
#include <systemc>
#include "rcu_pins.hpp"

namespace doar::rtl {

class doar_rcu_slot_cong_filter : public sc_core::sc_module {
 public:
  sc_core::sc_in<SlotBus> req, lcong, gcong;
  sc_core::sc_out<SlotBus> free_req;

  SC_HAS_PROCESS(doar_rcu_slot_cong_filter);
  explicit doar_rcu_slot_cong_filter(sc_core::sc_module_name name);

 private:
  void eval();
  SlotBus scratch_;  // output staging (avoids an sc_bv allocation per write)
};

class doar_rcu_unit_n1 : public doar_rcu_slot_cong_filter {
 public:
  explicit doar_rcu_unit_n1(sc_core::sc_module_name name) : doar_rcu_slot_cong_filter(name) {}
};

class doar_rcu_unit_n2 : public doar_rcu_slot_cong_filter {
 public:
  explicit doar_rcu_unit_n2(sc_core::sc_module_name name) : doar_rcu_slot_cong_filter(name) {}
};

}  // namespace doar::rtl
