#include "table_loader.hpp"

namespace doar::routertb {

TableLoader::TableLoader(sc_core::sc_module_name name, const NetworkTables& t, const RouterId& r, int p, int radix)
    : sc_module(name), clk("clk"), rst("rst"), cfg_req("cfg_req"), cfg_we("cfg_we"), cfg_port("cfg_port"),
      cfg_table("cfg_table"), cfg_addr("cfg_addr"), cfg_wdata("cfg_wdata"), cfg_wdata_b("cfg_wdata_b"), cfg_gnt("cfg_gnt"), done("done") {
  for (int q = 0; q < radix; ++q) {
    const PortTables& pt = t.at(r, q);
    (void)p;  // table B has the addresses of table A (its N region is zero)
    for (std::size_t i = 0; i < pt.a.size(); ++i) all_.push_back({q, 0, static_cast<int>(i), pt.a[i], pt.b[i]});
    for (std::size_t i = 0; i < pt.c.size(); ++i) all_.push_back({q, 2, static_cast<int>(i), pt.c[i], 0});
  }
  total_ = all_.size();
  SC_METHOD(tick);
  sensitive << clk.pos();
  dont_initialize();
}

void TableLoader::tick() {
  if (rst.read()) {
    queue_ = all_;
    driven_ = false;
    cfg_req.write(false);
    done.write(false);
    return;
  }
  if (driven_ && cfg_gnt.read()) queue_.pop_front();  // granted in the cycle that just ended
  driven_ = !queue_.empty();
  cfg_req.write(driven_);
  done.write(!driven_);
  if (!driven_) return;
  const Op& op = queue_.front();
  cfg_we.write(true);
  cfg_port.write(op.port);
  cfg_table.write(op.table);
  cfg_addr.write(op.addr);
  cfg_wdata.write(op.data);
  cfg_wdata_b.write(op.data_b);
}

}  // namespace doar::routertb
