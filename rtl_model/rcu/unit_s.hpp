// S1 and S2 (Fig. 6, stage 3): the RTB requests without local congestion. S1 takes table
// A's LP bitmap (LE, minimal), S2 the filtered table B bitmap (LF, non-minimal). Bits at
// and above the radix are dropped (no such port). The logic is the same.
#pragma once
#include <systemc>
#include "rcu_params.hpp"

namespace doar::rtl {

class PortCongFilter : public sc_core::sc_module {
 public:
  sc_core::sc_in<PortMaskPin> req, cong;
  sc_core::sc_out<PortMaskPin> free_req;

  SC_HAS_PROCESS(PortCongFilter);
  PortCongFilter(sc_core::sc_module_name name, const RcuParams& prm);

 private:
  void eval();
  std::uint64_t ports_mask_;
};

class UnitS1 : public PortCongFilter {
 public:
  UnitS1(sc_core::sc_module_name name, const RcuParams& prm) : PortCongFilter(name, prm) {}
};

class UnitS2 : public PortCongFilter {
 public:
  UnitS2(sc_core::sc_module_name name, const RcuParams& prm) : PortCongFilter(name, prm) {}
};

}  // namespace doar::rtl
