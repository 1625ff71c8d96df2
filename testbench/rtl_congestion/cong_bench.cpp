#include "cong_bench.hpp"

#include <string>

namespace doar::rtl {

CongBench& CongBench::get() {
  static CongBench* bench = new CongBench();  // lives until the process ends
  return *bench;
}

CongBench::CongBench() {
  // doar_cong_port DUTs: the paper's thresholds with a short, a one-cycle and the default window,
  // and small thresholds so that random traffic crosses them often.
  const cong_port_params port_prms[] = {
      {10, 30, 202}, {10, 30, 1}, {3, 5, 7}, {2, 4, 16},
  };
  int i = 0;
  for (const auto& prm : port_prms) {
    auto p = std::make_unique<PortDut>();
    p->prm = prm;
    p->dut = std::make_unique<doar_cong_port>(("port_dut" + std::to_string(i++)).c_str(), prm);
    p->dut->clk(clk_);
    p->dut->rst(rst_);
    p->dut->send(p->send);
    p->dut->credit(p->credit);
    p->dut->occ(p->occ);
    p->dut->nwin(p->nwin);
    p->dut->cong_l(p->cong_l);
    p->dut->cong_g(p->cong_g);
    ports.push_back(std::move(p));
  }
  // Group of dfly(2,4,2,9) with the paper's defaults, and a group of a wider router
  // (dfly(3,6,3,19)) with a short PCS latency, a short window and a short interval.
  cong_router_params g0;
  g0.p = 2; g0.a = 4; g0.h = 2;
  groups.push_back(std::make_unique<cong_group_bench>("group_dfly2429", g0, clk_, rst_));
  cong_router_params g1;
  g1.p = 3; g1.a = 6; g1.h = 3;
  g1.local_th = 2; g1.global_th = 3; g1.window = 6; g1.interval = 4; g1.t_ps = 7;
  groups.push_back(std::make_unique<cong_group_bench>("group_dfly36319", g1, clk_, rst_));
  sc_core::sc_start(sc_core::SC_ZERO_TIME);  // end of elaboration
}

void CongBench::tick() {
  // Low half first: the inputs the test just wrote settle through the wiring (split buses)
  // before the edge samples them; then the rising edge and the outputs settle.
  sc_core::sc_start(1, sc_core::SC_NS);
  clk_.write(true);
  sc_core::sc_start(1, sc_core::SC_NS);
  clk_.write(false);
  ++cycle_;
}

void CongBench::reset() {
  for (auto& p : ports) {
    p->send.write(false);
    p->credit.write(false);
  }
  for (auto& g : groups) {
    for (int r = 0; r < g->params().a; ++r) {
      g->send[r].write(sc_dt::sc_bv<64>(0));
      g->credit[r].write(sc_dt::sc_bv<64>(0));
    }
  }
  rst_.write(true);
  tick();
  rst_.write(false);
}

}  // namespace doar::rtl
