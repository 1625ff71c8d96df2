// F (Fig. 6, stage 3): port filter on table B's G-region LP bitmaps, which may hold both
// intra-group and global ports: in an intermediate group (refraction) keep only intra-group
// ports, otherwise drop them. N and B entries pass unchanged.
#pragma once
#include <systemc>
#include "rcu_params.hpp"

namespace doar::rtl {

class UnitF : public sc_core::sc_module {
 public:
  sc_core::sc_in<Entry> entry;  // table B data
  sc_core::sc_in<RegionPin> region;
  sc_core::sc_in<bool> inter;
  sc_core::sc_out<PortMaskPin> lf;

  SC_HAS_PROCESS(UnitF);
  UnitF(sc_core::sc_module_name name, const RcuParams& prm);

 private:
  void eval();
  std::uint64_t local_mask_ = 0;  // intra-group ports p .. p+a-2 (parameter)
};

}  // namespace doar::rtl
