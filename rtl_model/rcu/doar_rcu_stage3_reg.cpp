#include "doar_rcu_stage3_reg.hpp"

namespace doar::rtl {

doar_rcu_stage3_reg::doar_rcu_stage3_reg(sc_core::sc_module_name name)
    : sc_module(name), clk("clk"), rst("rst"), d_valid("d_valid"), d_rta("d_rta"), d_vc("d_vc"),
      d_gap("d_gap"), d_gbp("d_gbp"), d_gcp("d_gcp"), d_gdp("d_gdp"), d_gall("d_gall"), d_s1("d_s1"),
      d_s2("d_s2"), d_le("d_le"), d_lf("d_lf"), q_valid("q_valid"), q_rta("q_rta"), q_rtb("q_rtb"), q_vc("q_vc"),
      q_gap("q_gap"), q_gbp("q_gbp"), q_gcp("q_gcp"), q_gdp("q_gdp"), q_gall("q_gall"), q_s1("q_s1"),
      q_s2("q_s2"), q_le("q_le"), q_lf("q_lf") {
  SC_METHOD(on_clock);
  sensitive << clk.pos();
  dont_initialize();
}

void doar_rcu_stage3_reg::on_clock() {
  if (rst.read()) {
    q_valid.write(false);
    q_rta.write(false);
    q_rtb.write(false);
    return;
  }
  q_valid.write(d_valid.read());
  q_rta.write(d_valid.read() && d_rta.read());
  q_rtb.write(d_valid.read() && !d_rta.read());
  q_vc.write(d_vc.read());
  q_gap.write(d_gap.read());
  q_gbp.write(d_gbp.read());
  q_gcp.write(d_gcp.read());
  q_gdp.write(d_gdp.read());
  q_gall.write(d_gall.read());
  q_s1.write(d_s1.read());
  q_s2.write(d_s2.read());
  q_le.write(d_le.read());
  q_lf.write(d_lf.read());
}

}  // namespace doar::rtl
