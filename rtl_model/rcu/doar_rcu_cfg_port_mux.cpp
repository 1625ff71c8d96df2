#include "doar_rcu_cfg_port_mux.hpp"

namespace doar::rtl {

doar_rcu_cfg_port_mux::doar_rcu_cfg_port_mux(sc_core::sc_module_name name)
    : sc_module(name), clk("clk"), rst("rst"), cfg_req("cfg_req"), cfg_table("cfg_table"), gnt_a("gnt_a"),
      gnt_b("gnt_b"), gnt_c("gnt_c"), rdata_a("rdata_a"), rdata_b("rdata_b"), rdata_c("rdata_c"),
      req_a("req_a"), req_b("req_b"), req_c("req_c"), cfg_gnt("cfg_gnt"), cfg_rdata("cfg_rdata") {
  SC_METHOD(route);
  sensitive << cfg_req << cfg_table << gnt_a << gnt_b << gnt_c << rdata_a << rdata_b << rdata_c << rsel_;
  SC_METHOD(on_clock);
  sensitive << clk.pos();
  dont_initialize();
}

void doar_rcu_cfg_port_mux::route() {
  const bool req = cfg_req.read();
  const unsigned t = cfg_table.read();
  req_a.write(req && t == 0);
  req_b.write(req && t == 1);
  req_c.write(req && t == 2);
  cfg_gnt.write(t == 0 ? gnt_a.read() : t == 1 ? gnt_b.read() : t == 2 ? gnt_c.read() : req);
  const unsigned r = rsel_.read();
  cfg_rdata.write(r == 0 ? rdata_a.read() : r == 1 ? rdata_b.read() : r == 2 ? rdata_c.read() : Entry(0));
}

void doar_rcu_cfg_port_mux::on_clock() {
  if (rst.read()) {
    rsel_.write(3);
    return;
  }
  if (cfg_gnt.read()) rsel_.write(cfg_table.read());
}

}  // namespace doar::rtl
