// S1 and S2 (Fig. 6, stage 3): the RTB requests without local congestion. S1 takes table
// A's LP bitmap (LE, minimal), S2 the filtered table B bitmap (LF, non-minimal). Bits at
// and above the radix are dropped (no such port). The logic is the same.
#pragma once
#include <systemc>
#include "rcu_params.hpp"

namespace doar::rtl {

class doar_rcu_port_cong_filter : public sc_core::sc_module {
 public:
  sc_core::sc_in<PortMaskPin> req, cong;
  sc_core::sc_out<PortMaskPin> free_req;

  SC_HAS_PROCESS(doar_rcu_port_cong_filter);
  doar_rcu_port_cong_filter(sc_core::sc_module_name name, const RcuParams& prm);

 private:
  void eval();
  std::uint64_t ports_mask_;
};

class doar_rcu_unit_s1 : public doar_rcu_port_cong_filter {
 public:
  doar_rcu_unit_s1(sc_core::sc_module_name name, const RcuParams& prm) : doar_rcu_port_cong_filter(name, prm) {}
};

class doar_rcu_unit_s2 : public doar_rcu_port_cong_filter {
 public:
  doar_rcu_unit_s2(sc_core::sc_module_name name, const RcuParams& prm) : doar_rcu_port_cong_filter(name, prm) {}
};

}  // namespace doar::rtl
