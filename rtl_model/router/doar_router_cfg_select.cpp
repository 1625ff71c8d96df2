#include "doar_router_cfg_select.hpp"

namespace doar::rtl {

doar_router_cfg_select::doar_router_cfg_select(sc_core::sc_module_name name, int ports)
    : sc_module(name), clk("clk"), rst("rst"), cfg_req("cfg_req"), cfg_we("cfg_we"), cfg_port("cfg_port"),
      cfg_table("cfg_table"), cfg_gnt("cfg_gnt"), cfg_rdata("cfg_rdata"), ab_we("ab_we"), ab_gnt("ab_gnt"),
      c_req("c_req", static_cast<std::size_t>(ports)), c_gnt("c_gnt", static_cast<std::size_t>(ports)),
      c_rdata("c_rdata", static_cast<std::size_t>(ports)), ports_(ports) {
  SC_METHOD(steer);
  sensitive << cfg_req << cfg_we << cfg_port << cfg_table << ab_gnt << rd_sel_;
  for (int q = 0; q < ports; ++q) sensitive << c_gnt[static_cast<std::size_t>(q)] << c_rdata[static_cast<std::size_t>(q)];
  SC_METHOD(hold_select);
  sensitive << clk.pos();
  dont_initialize();
}

void doar_router_cfg_select::steer() {
  const int sel = static_cast<int>(cfg_port.read());
  const unsigned table = static_cast<unsigned>(cfg_table.read());
  const bool req = cfg_req.read();
  const bool ab_write = req && table == 0 && cfg_we.read();
  ab_we.write(ab_write);
  for (int q = 0; q < ports_; ++q) c_req[static_cast<std::size_t>(q)].write(req && table == 2 && q == sel);
  bool gnt = req;  // reserved accesses: at once
  if (ab_write) gnt = ab_gnt.read();
  if (req && table == 2) gnt = sel < ports_ && c_gnt[static_cast<std::size_t>(sel)].read();
  cfg_gnt.write(gnt);
  const int rs = static_cast<int>(rd_sel_.read());
  cfg_rdata.write(rs < ports_ ? c_rdata[static_cast<std::size_t>(rs)].read() : Entry(0));
}

// The read data of the cycle after a grant come from table C of the port granted then.
void doar_router_cfg_select::hold_select() {
  const int sel = static_cast<int>(cfg_port.read());
  const bool c_access = cfg_req.read() && cfg_table.read() == 2 && sel < ports_;
  rd_sel_.write(!rst.read() && c_access ? sel : ports_);
}

}  // namespace doar::rtl
