// Pipeline stage 1 (Fig. 6), combinational half: DestID/RouterID compare and region/address
// select; its address drives the table A/B read of stage 2 through the stage-1 register.
#pragma once
#include <systemc>
#include "rcu_params.hpp"

namespace doar::rtl {

// Region N/B/G and entry address at core's Base_ADD0/1/2 (= 0, p, p + a); rta = terminal
// input port and another group (Algorithm 1 line 1); inter = neither the source nor the
// destination group is this one (filter F's intermediate-group test).
class doar_rcu_addr_compare : public sc_core::sc_module {
 public:
  sc_core::sc_in<GidPin> src_gid, dst_gid;
  sc_core::sc_in<BidPin> dst_bid;
  sc_core::sc_in<NidPin> dst_nid;
  sc_core::sc_out<RegionPin> region;
  sc_core::sc_out<Addr> addr;
  sc_core::sc_out<bool> rta, inter;

  SC_HAS_PROCESS(doar_rcu_addr_compare);
  doar_rcu_addr_compare(sc_core::sc_module_name name, const RcuParams& prm);

 private:
  void eval();
  RcuParams prm_;
};

}  // namespace doar::rtl
