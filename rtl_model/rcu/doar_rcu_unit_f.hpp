// F (Fig. 6, stage 3): port filter on table B's LP bitmaps. G region: table B may hold both
// intra-group and global ports: in an intermediate group (refraction) keep only intra-group
// ports, otherwise drop them. B region at a global input port: table B is the
// destination-group refraction of the E3 tables (DESIGN.md 6a), passed only when table A
// has no valid port and the head's VC leaves room for two more local hops (in_vc <= VCs - 2);
// under the literal tables that table B is empty, so the rule is the same for both readings
// (core: rtb_sets_entries / refraction_blocked). Other entries pass unchanged.
#pragma once
#include <systemc>
#include "rcu_params.hpp"
#include "rcu_pins.hpp"

namespace doar::rtl {

class doar_rcu_unit_f : public sc_core::sc_module {
 public:
  sc_core::sc_in<Entry> entry;    // table B data
  sc_core::sc_in<Entry> entry_a;  // table A data (LE as read)
  sc_core::sc_in<RegionPin> region;
  sc_core::sc_in<bool> inter;
  sc_core::sc_in<InVcPin> vc;     // VC the head arrived on
  sc_core::sc_out<PortMaskPin> lf;

  SC_HAS_PROCESS(doar_rcu_unit_f);
  doar_rcu_unit_f(sc_core::sc_module_name name, const RcuParams& prm);

  // Highest input VC that may refract in the destination group: 4 VCs - 2.
  static constexpr unsigned kRefractMaxVc = 2;

 private:
  void eval();
  std::uint64_t local_mask_ = 0;  // intra-group ports p .. p+a-2 (parameter)
  std::uint64_t ports_mask_ = 0;  // ports 0 .. radix-1 (parameter)
  bool global_port_ = false;      // this RCU serves a global input port (parameter)
};

}  // namespace doar::rtl
