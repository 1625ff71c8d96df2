// Test harness: the congestion path of every router of one group, joined by PCS lines
// (doar_cong_pcs_delay, t_ps - 2 stages) from each router's map sender to each other router's
// intra-group port. Not a hardware unit: the glue methods are wiring.
#pragma once
#include <memory>
#include <systemc>
#include <vector>
#include "doar_cong_router.hpp"

namespace doar::rtl {

class cong_group_bench : public sc_core::sc_module {
 public:
  // Inputs the test drives, one bus per router.
  sc_core::sc_vector<sc_core::sc_signal<sc_dt::sc_bv<64>>> send, credit;
  // Outputs of every router.
  sc_core::sc_vector<sc_core::sc_signal<bool>> tx_valid;
  sc_core::sc_vector<sc_core::sc_signal<sc_dt::sc_bv<16>>> tx_map, own_map;
  sc_core::sc_vector<sc_core::sc_signal<sc_dt::sc_bv<64>>> port_cong;
  // rcu_gmap[r * radix + q]: the bitmap port q's RCU of router r reads.
  sc_core::sc_vector<sc_core::sc_signal<sc_dt::sc_bv<512>>> rcu_gmap;

  cong_group_bench(sc_core::sc_module_name name, const cong_router_params& prm,
                   sc_core::sc_signal<bool>& clk, sc_core::sc_signal<bool>& rst);
  SC_HAS_PROCESS(cong_group_bench);

  const cong_router_params& params() const { return prm_; }
  int radix() const { return prm_.radix(); }

 private:
  void gather_rx();
  cong_router_params prm_;
  sc_core::sc_vector<sc_core::sc_signal<bool>> link_valid_;           // [u * a + v]
  sc_core::sc_vector<sc_core::sc_signal<sc_dt::sc_bv<16>>> link_map_;
  sc_core::sc_vector<sc_core::sc_signal<sc_dt::sc_bv<64>>> rx_valid_;
  sc_core::sc_vector<sc_core::sc_signal<sc_dt::sc_bv<1024>>> rx_map_;
  std::vector<std::unique_ptr<doar_cong_router>> routers_;
  std::vector<std::unique_ptr<doar_cong_pcs_delay>> links_;
};

}  // namespace doar::rtl
