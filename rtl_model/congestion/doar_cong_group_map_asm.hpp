// doar_cong_group_map_asm: assembly of the a*h-bit group congestion bitmap (paper Sec. 3.1, Fig. 5a).
// A map received on intra-group port q comes from router u = local_peer(BID, q), a function of
// the parameters (the paper's "R_bid configured in advance"), and is written at offset u*H;
// the router's own map (own loopback) at offset BID*H. Each field has its own write enable,
// so maps that arrive in the same cycle are all written in that cycle.
#pragma once
#include <systemc>

namespace doar::rtl {

struct group_map_asm_params {
  int p = 0, a = 0, h = 0, bid = 0;
};

class doar_cong_group_map_asm : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<sc_dt::sc_bv<64>> rx_valid;    // bit q: a frame arrived on port q
  sc_core::sc_in<sc_dt::sc_bv<1024>> rx_map;    // bits [16q+15 : 16q]: its map
  sc_core::sc_in<bool> own_valid;
  sc_core::sc_in<sc_dt::sc_bv<16>> own_map;
  sc_core::sc_out<sc_dt::sc_bv<512>> gmap;      // bit s: CongG of slot s of the group

  doar_cong_group_map_asm(sc_core::sc_module_name name, const group_map_asm_params& prm);
  SC_HAS_PROCESS(doar_cong_group_map_asm);

 private:
  void tick();
  group_map_asm_params prm_;
  sc_dt::sc_bv<512> reg_;
};

}  // namespace doar::rtl
