#include "cong_group_bench.hpp"

#include <string>

namespace doar::rtl {

namespace {
std::size_t sz(int n) { return static_cast<std::size_t>(n); }
}  // namespace

cong_group_bench::cong_group_bench(sc_core::sc_module_name name, const cong_router_params& prm,
                                   sc_core::sc_signal<bool>& clk, sc_core::sc_signal<bool>& rst)
    : sc_module(name), send("send", sz(prm.a)), credit("credit", sz(prm.a)),
      tx_valid("tx_valid", sz(prm.a)), tx_map("tx_map", sz(prm.a)), own_map("own_map", sz(prm.a)),
      port_cong("port_cong", sz(prm.a)), rcu_gmap("rcu_gmap", sz(prm.a * prm.radix())), prm_(prm),
      link_valid_("link_valid", sz(prm.a * prm.a)), link_map_("link_map", sz(prm.a * prm.a)),
      rx_valid_("rx_valid", sz(prm.a)), rx_map_("rx_map", sz(prm.a)) {
  const int a = prm_.a, k = prm_.radix();
  for (int r = 0; r < a; ++r) {
    cong_router_params rp = prm_;
    rp.bid = r;
    auto rt = std::make_unique<doar_cong_router>(("router" + std::to_string(r)).c_str(), rp);
    rt->clk(clk);
    rt->rst(rst);
    rt->send(send[r]);
    rt->credit(credit[r]);
    rt->pcs_tx_valid(tx_valid[r]);
    rt->pcs_tx_map(tx_map[r]);
    rt->pcs_rx_valid(rx_valid_[r]);
    rt->pcs_rx_map(rx_map_[r]);
    rt->port_cong(port_cong[r]);
    rt->own_map(own_map[r]);
    for (int q = 0; q < k; ++q) rt->rcu_gmap[q](rcu_gmap[r * k + q]);
    routers_.push_back(std::move(rt));
  }
  for (int u = 0; u < a; ++u) {
    for (int v = 0; v < a; ++v) {
      if (u == v) continue;
      auto ln = std::make_unique<doar_cong_pcs_delay>(("pcs" + std::to_string(u) + "_" + std::to_string(v)).c_str(),
                                            prm_.t_ps - 2);
      ln->clk(clk);
      ln->rst(rst);
      ln->in_valid(tx_valid[u]);
      ln->in_map(tx_map[u]);
      ln->out_valid(link_valid_[u * a + v]);
      ln->out_map(link_map_[u * a + v]);
      links_.push_back(std::move(ln));
    }
  }
  SC_METHOD(gather_rx);
  for (int i = 0; i < a * a; ++i) sensitive << link_valid_[i] << link_map_[i];
}

// Router v hears router u on its intra-group port p + (u < v ? u : u - 1).
void cong_group_bench::gather_rx() {
  const int a = prm_.a;
  for (int v = 0; v < a; ++v) {
    sc_dt::sc_bv<64> valid(0);
    sc_dt::sc_bv<1024> map(0);
    for (int u = 0; u < a; ++u) {
      if (u == v) continue;
      const int q = prm_.p + (u < v ? u : u - 1);
      valid[q] = link_valid_[u * a + v].read();
      map.range(16 * q + 15, 16 * q) = link_map_[u * a + v].read();
    }
    rx_valid_[v].write(valid);
    rx_map_[v].write(map);
  }
}

}  // namespace doar::rtl
