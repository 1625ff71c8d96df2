#include "cfg_port_select.hpp"

namespace doar::rtl {

CfgPortSelect::CfgPortSelect(sc_core::sc_module_name name, int ports)
    : sc_module(name), clk("clk"), rst("rst"), cfg_req("cfg_req"), cfg_port("cfg_port"), cfg_gnt("cfg_gnt"),
      cfg_rdata("cfg_rdata"), port_req("port_req", static_cast<std::size_t>(ports)),
      port_gnt("port_gnt", static_cast<std::size_t>(ports)), port_rdata("port_rdata", static_cast<std::size_t>(ports)),
      ports_(ports) {
  SC_METHOD(steer);
  sensitive << cfg_req << cfg_port << rd_sel_;
  for (int q = 0; q < ports; ++q) sensitive << port_gnt[static_cast<std::size_t>(q)] << port_rdata[static_cast<std::size_t>(q)];
  SC_METHOD(hold_select);
  sensitive << clk.pos();
  dont_initialize();
}

void CfgPortSelect::steer() {
  const int sel = static_cast<int>(cfg_port.read());
  for (int q = 0; q < ports_; ++q) port_req[static_cast<std::size_t>(q)].write(cfg_req.read() && q == sel);
  cfg_gnt.write(cfg_req.read() && sel < ports_ && port_gnt[static_cast<std::size_t>(sel)].read());
  const int rs = static_cast<int>(rd_sel_.read());
  cfg_rdata.write(rs < ports_ ? port_rdata[static_cast<std::size_t>(rs)].read() : Entry(0));
}

void CfgPortSelect::hold_select() {
  if (rst.read()) {
    rd_sel_.write(0);
    return;
  }
  if (cfg_req.read()) rd_sel_.write(cfg_port.read());
}

}  // namespace doar::rtl
