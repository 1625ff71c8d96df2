#include "doar_rcu_stage1_reg.hpp"

namespace doar::rtl {

doar_rcu_stage1_reg::doar_rcu_stage1_reg(sc_core::sc_module_name name)
    : sc_module(name), clk("clk"), rst("rst"), d_valid("d_valid"), d_rta("d_rta"), d_inter("d_inter"),
      d_region("d_region"), d_addr("d_addr"), d_dst_bid("d_dst_bid"), d_vc("d_vc"), q_valid("q_valid"),
      q_rta("q_rta"), q_inter("q_inter"), q_a_rd("q_a_rd"), q_b_rd("q_b_rd"), q_region("q_region"), q_addr("q_addr"),
      q_dst_bid("q_dst_bid"), q_vc("q_vc") {
  SC_METHOD(on_clock);
  sensitive << clk.pos();
  dont_initialize();
}

void doar_rcu_stage1_reg::on_clock() {
  if (rst.read()) {
    q_valid.write(false);
    q_a_rd.write(false);
    q_b_rd.write(false);
    return;
  }
  const bool v = d_valid.read();
  q_valid.write(v);
  q_a_rd.write(v);
  q_b_rd.write(v && d_region.read() != kRegionN);
  q_rta.write(d_rta.read());
  q_inter.write(d_inter.read());
  q_region.write(d_region.read());
  q_addr.write(d_addr.read());
  q_dst_bid.write(d_dst_bid.read());
  q_vc.write(d_vc.read());
}

}  // namespace doar::rtl
