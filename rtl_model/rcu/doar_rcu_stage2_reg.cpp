#include "doar_rcu_stage2_reg.hpp"

namespace doar::rtl {

doar_rcu_stage2_reg::doar_rcu_stage2_reg(sc_core::sc_module_name name)
    : sc_module(name), clk("clk"), rst("rst"), d_valid("d_valid"), d_rta("d_rta"), d_inter("d_inter"),
      d_region("d_region"), d_dst_bid("d_dst_bid"), d_vc("d_vc"), q_valid("q_valid"), q_inter("q_inter"),
      q_rta("q_rta"), q_region("q_region"), q_dst_bid("q_dst_bid"), q_vc("q_vc"), q_c_rd("q_c_rd") {
  SC_METHOD(on_clock);
  sensitive << clk.pos();
  dont_initialize();
}

void doar_rcu_stage2_reg::on_clock() {
  if (rst.read()) {
    q_valid.write(false);
    q_rta.write(false);
    q_c_rd.write(false);
    return;
  }
  const bool rta_in = d_valid.read() && d_rta.read();
  const bool rta_now = q_valid.read() && q_rta.read();
  q_c_rd.write(rta_in || rta_now);
  q_valid.write(d_valid.read());
  q_rta.write(rta_in);
  q_inter.write(d_inter.read());
  q_region.write(d_region.read());
  q_dst_bid.write(d_dst_bid.read());
  q_vc.write(d_vc.read());
}

}  // namespace doar::rtl
