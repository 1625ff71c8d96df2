// doar_cong_map_tx: the router's own h-bit global congestion map into the PCS layer (paper
// Sec. 3.1: "one map per max-packet interval"). The map is sent in the first cycle in which it
// differs from the last map sent, but never twice within INTERVAL cycles: a change during the
// guard time leaves when it ends (if it still differs). The same frame goes out on every
// intra-group link and into the router's own loopback (doar_cong_router).
#pragma once
#include <systemc>

namespace doar::rtl {

class doar_cong_map_tx : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<sc_dt::sc_bv<16>> map_in;    // bit j: CongG of global port j
  sc_core::sc_out<bool> tx_valid;             // one-cycle pulse: a frame leaves
  sc_core::sc_out<sc_dt::sc_bv<16>> tx_map;

  doar_cong_map_tx(sc_core::sc_module_name name, int interval);
  SC_HAS_PROCESS(doar_cong_map_tx);

 private:
  void tick();
  int interval_;
  int guard_ = 0;                 // cycles left before the next frame may leave
  sc_dt::sc_bv<16> last_sent_;    // what every neighbour holds now (all zero after reset)
};

}  // namespace doar::rtl
