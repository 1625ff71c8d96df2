// doar_router_head_decode: the RCU request of one input port, decoded from the flit on its input pins
// (combinational). A head flit on the link in cycle t is the RCU's request of cycle t, so
// its route is on the RCU's result pins in cycle t + 4, when doar_router_core (which takes the
// flit at the edge ending cycle t) has held the head for 4 cycles.
#pragma once
#include <systemc>
#include "flit_pins.hpp"
#include "rcu_pins.hpp"

namespace doar::rtl {

class doar_router_head_decode : public sc_core::sc_module {
 public:
  sc_core::sc_in<FlitPin> flit;
  sc_core::sc_out<bool> req_valid;
  sc_core::sc_out<GidPin> src_gid, dst_gid;
  sc_core::sc_out<BidPin> src_bid, dst_bid;
  sc_core::sc_out<NidPin> src_nid, dst_nid;
  sc_core::sc_out<InVcPin> vc;

  explicit doar_router_head_decode(sc_core::sc_module_name name);
  SC_HAS_PROCESS(doar_router_head_decode);

 private:
  void decode();
};

}  // namespace doar::rtl
