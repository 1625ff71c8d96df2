#include "doar_cong_router.hpp"

#include <stdexcept>
#include <string>

namespace doar::rtl {

doar_cong_router::doar_cong_router(sc_core::sc_module_name name, const cong_router_params& prm)
    : sc_module(name), clk("clk"), rst("rst"), send("send"), credit("credit"),
      pcs_tx_valid("pcs_tx_valid"), pcs_tx_map("pcs_tx_map"), pcs_rx_valid("pcs_rx_valid"),
      pcs_rx_map("pcs_rx_map"), port_cong("port_cong"), own_map("own_map"),
      rcu_gmap("rcu_gmap", static_cast<std::size_t>(prm.radix())), prm_(prm),
      send_s_("send_s", static_cast<std::size_t>(prm.radix())),
      credit_s_("credit_s", static_cast<std::size_t>(prm.radix())),
      congl_s_("congl_s", static_cast<std::size_t>(prm.radix())),
      congg_s_("congg_s", static_cast<std::size_t>(prm.radix())),
      occ_s_("occ_s", static_cast<std::size_t>(prm.radix())),
      nwin_s_("nwin_s", static_cast<std::size_t>(prm.radix())),
      own_map_s_("own_map_s"), tx_map_s_("tx_map_s"), loop_map_s_("loop_map_s"),
      tx_valid_s_("tx_valid_s"), loop_valid_s_("loop_valid_s"),
      ring_s_("ring_s", static_cast<std::size_t>(prm.radix() + 1)) {
  if (prm_.t_ps < 3) throw std::invalid_argument("doar_cong_router: t_ps must be >= 3");
  const int k = prm_.radix();
  if (k > 64) throw std::invalid_argument("doar_cong_router: radix above 64");

  for (int q = 0; q < k; ++q) {
    auto port = std::make_unique<doar_cong_port>(("port" + std::to_string(q)).c_str(),
                                            cong_port_params{prm_.local_th, prm_.global_th, prm_.window});
    port->clk(clk);
    port->rst(rst);
    port->send(send_s_[q]);
    port->credit(credit_s_[q]);
    port->occ(occ_s_[q]);
    port->nwin(nwin_s_[q]);
    port->cong_l(congl_s_[q]);
    port->cong_g(congg_s_[q]);
    ports_.push_back(std::move(port));
  }

  tx_ = std::make_unique<doar_cong_map_tx>("map_tx", prm_.interval);
  tx_->clk(clk);
  tx_->rst(rst);
  tx_->map_in(own_map_s_);
  tx_->tx_valid(tx_valid_s_);
  tx_->tx_map(tx_map_s_);

  loopback_ = std::make_unique<doar_cong_pcs_delay>("own_loopback", prm_.t_ps - 2);
  loopback_->clk(clk);
  loopback_->rst(rst);
  loopback_->in_valid(tx_valid_s_);
  loopback_->in_map(tx_map_s_);
  loopback_->out_valid(loop_valid_s_);
  loopback_->out_map(loop_map_s_);

  asm_ = std::make_unique<doar_cong_group_map_asm>("group_map", group_map_asm_params{prm_.p, prm_.a, prm_.h, prm_.bid});
  asm_->clk(clk);
  asm_->rst(rst);
  asm_->rx_valid(pcs_rx_valid);
  asm_->rx_map(pcs_rx_map);
  asm_->own_valid(loop_valid_s_);
  asm_->own_map(loop_map_s_);
  asm_->gmap(ring_s_[0]);

  for (int q = 0; q < k; ++q) {
    auto st = std::make_unique<doar_cong_ring_stage>(("ring" + std::to_string(q)).c_str());
    st->clk(clk);
    st->rst(rst);
    st->gmap_in(ring_s_[q]);
    st->gmap_out(ring_s_[q + 1]);
    ring_.push_back(std::move(st));
  }

  SC_METHOD(split_inputs);
  sensitive << send << credit;
  SC_METHOD(gather_congestion);
  for (int q = 0; q < k; ++q) sensitive << congl_s_[q] << congg_s_[q];
  SC_METHOD(forward_outputs);
  sensitive << tx_valid_s_ << tx_map_s_;
  for (int q = 0; q <= k; ++q) sensitive << ring_s_[q];
}

// Wiring only (Verilog: assigns).
void doar_cong_router::split_inputs() {
  const sc_dt::sc_bv<64> s = send.read(), c = credit.read();
  for (int q = 0; q < prm_.radix(); ++q) {
    send_s_[q].write(s[q] == sc_dt::SC_LOGIC_1);
    credit_s_[q].write(c[q] == sc_dt::SC_LOGIC_1);
  }
}

// Per-port bitmap of DESIGN.md section 5: CongL for terminal and intra-group ports, CongG for
// the router's own global ports (the same bits it broadcasts).
void doar_cong_router::gather_congestion() {
  const int first_global = prm_.p + prm_.a - 1;
  sc_dt::sc_bv<64> pc(0);
  sc_dt::sc_bv<16> om(0);
  for (int q = 0; q < prm_.radix(); ++q) {
    const bool g = q >= first_global;
    pc[q] = g ? congg_s_[q].read() : congl_s_[q].read();
    if (g) om[q - first_global] = congg_s_[q].read();
  }
  port_cong.write(pc);
  own_map_s_.write(om);
  own_map.write(om);
}

void doar_cong_router::forward_outputs() {
  pcs_tx_valid.write(tx_valid_s_.read());
  pcs_tx_map.write(tx_map_s_.read());
  for (int q = 0; q < prm_.radix(); ++q) rcu_gmap[q].write(ring_s_[q + 1].read());
}

}  // namespace doar::rtl
