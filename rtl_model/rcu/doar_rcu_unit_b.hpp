// B (Fig. 6, stage 3): splits the free requests into the hop classes of Algorithm 1
// lines 2-7: GAP = free minimal (3 hops); of the free non-minimal ones, G2 = this router's
// slots (case 2), G3 = the destination router's slots (case 3): GBP = G2 & G3 (3 hops),
// GCP = G2 ^ G3 (4 hops), GDP = the rest (5 hops). all = every candidate, congested or not,
// for the LFSR fallback (line 16). The exit rules: see doar_rcu_unit_b.cpp.
#pragma once
#include <systemc>
#include "rcu_params.hpp"

namespace doar::rtl {

class doar_rcu_unit_b : public sc_core::sc_module {
 public:
  sc_core::sc_in<SlotBus> ga_free, nm_free, ga_req, nm_req;
  sc_core::sc_in<BidPin> dst_bid;
  sc_core::sc_in<SlotBus> gcong;  // the group bitmap (exit rule: the minimal slots by CongG)
  sc_core::sc_in<bool> closed;    // doar_rcu_unit_d: the head's credit stays closed (exit-local)
  sc_core::sc_out<SlotBus> gap, gbp, gcp, gdp, all;

  SC_HAS_PROCESS(doar_rcu_unit_b);
  doar_rcu_unit_b(sc_core::sc_module_name name, const RcuParams& prm);

 private:
  void eval();
  RcuParams prm_;
  SlotBus scratch_;  // output staging (avoids an sc_bv allocation per write)
};

}  // namespace doar::rtl
