// doar_cong_router: the congestion path of one router (paper Sec. 3.1, Fig. 5; DESIGN.md section 5)
// built from its units: one doar_cong_port per switch output, doar_cong_map_tx into the PCS layer, the
// own-map loopback (doar_cong_pcs_delay), doar_cong_group_map_asm and one doar_cong_ring_stage per port.
//
// Timing (docs/congestion.md): CongG of global port j of router u changes in cycle t (the
// cycle doar_cong_port's register shows it) -> the a*h-bit group bitmap of every router of the
// group, u included, shows it in cycle t + t_ps -> the RCU of port q of that router in cycle
// t + t_ps + (q + 1). t_ps = 1 (doar_cong_map_tx) + (t_ps - 2) (PCS line) + 1 (doar_cong_group_map_asm).
// The cycle of the change is exact when no frame left in the INTERVAL - 1 cycles before it.
#pragma once
#include <memory>
#include <systemc>
#include <vector>
#include "doar_cong_map_tx.hpp"
#include "doar_cong_port.hpp"
#include "doar_cong_ring_stage.hpp"
#include "doar_cong_group_map_asm.hpp"
#include "doar_cong_pcs_delay.hpp"

namespace doar::rtl {

struct cong_router_params {
  int p = 0, a = 0, h = 0, bid = 0;
  int local_th = 10, global_th = 30;
  int window = 202;    // history window of CongG, cycles
  int interval = 10;   // max-packet interval between two map frames, cycles
  int t_ps = 30;       // PCS-layer latency, cycles (>= 3)
  int radix() const { return p + a - 1 + h; }
};

class doar_cong_router : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<sc_dt::sc_bv<64>> send;      // bit q: a unit leaves on output q
  sc_core::sc_in<sc_dt::sc_bv<64>> credit;    // bit q: a credit returns on output q
  sc_core::sc_out<bool> pcs_tx_valid;         // to every intra-group link's PCS
  sc_core::sc_out<sc_dt::sc_bv<16>> pcs_tx_map;
  sc_core::sc_in<sc_dt::sc_bv<64>> pcs_rx_valid;  // from the PCS of intra-group port q
  sc_core::sc_in<sc_dt::sc_bv<1024>> pcs_rx_map;  // bits [16q+15 : 16q]
  sc_core::sc_out<sc_dt::sc_bv<64>> port_cong;    // per-port bitmap for the RCUs
  sc_core::sc_out<sc_dt::sc_bv<16>> own_map;      // CongG of the own global ports
  sc_core::sc_vector<sc_core::sc_out<sc_dt::sc_bv<512>>> rcu_gmap;  // ring stage of port q

  doar_cong_router(sc_core::sc_module_name name, const cong_router_params& prm);
  SC_HAS_PROCESS(doar_cong_router);

  const cong_router_params& params() const { return prm_; }
  // Cycles from a change of the assembled group bitmap to port q's RCU.
  static int ring_delay(int q) { return q + 1; }

 private:
  void split_inputs();
  void gather_congestion();
  void forward_outputs();

  cong_router_params prm_;
  sc_core::sc_vector<sc_core::sc_signal<bool>> send_s_, credit_s_, congl_s_, congg_s_;
  sc_core::sc_vector<sc_core::sc_signal<sc_dt::sc_uint<16>>> occ_s_, nwin_s_;
  sc_core::sc_signal<sc_dt::sc_bv<16>> own_map_s_, tx_map_s_, loop_map_s_;
  sc_core::sc_signal<bool> tx_valid_s_, loop_valid_s_;
  sc_core::sc_vector<sc_core::sc_signal<sc_dt::sc_bv<512>>> ring_s_;  // [0] = assembled

  std::vector<std::unique_ptr<doar_cong_port>> ports_;
  std::unique_ptr<doar_cong_map_tx> tx_;
  std::unique_ptr<doar_cong_pcs_delay> loopback_;
  std::unique_ptr<doar_cong_group_map_asm> asm_;
  std::vector<std::unique_ptr<doar_cong_ring_stage>> ring_;
};

}  // namespace doar::rtl
