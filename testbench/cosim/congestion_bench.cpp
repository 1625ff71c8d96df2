// Co-simulation of one router's congestion path, doar_cong_router (rtl_model/congestion/ beside
// verilog/congestion/), router 1 of a dfly(2,4,2,9) group (radix 7). Parameters fixed when
// the Verilog was Verilated (CMakeLists.txt): thresholds 10/30, WINDOW 24, INTERVAL 4,
// T_PS 7 (a short window and PCS line, so that CongG, frames and the ring all move often).
//
// Stimulus: legal credit traffic per output (a unit is sent only while the downstream
// buffer, of a random capacity of 20..200 units, has room; a credit returns only for a unit
// in flight), in phases of 64..463 cycles that fill (send 90%, credit 30%), drain (10%/90%)
// or balance (50%/50%) each output; map frames arriving on the intra-group ports with
// random maps (about one per 20 cycles per port); random bits on every input bit the router
// must ignore (ports >= radix, non-intra-group rx_valid bits, map bits >= H); reset for the
// first cycles and in random pulses later.
#include <array>
#include <memory>
#include <string>
#include <systemc>

#include "Vcong_router.h"
#include "bench_registry.hpp"
#include "doar_cong_router.hpp"
#include "cosim_harness.hpp"
#include "stimulus_rng.hpp"

namespace doar::cosim {
namespace {

using sc_core::sc_signal;
using sc_dt::sc_bv;

constexpr int kP = 2, kA = 4, kH = 2, kBid = 1, kRadix = kP + kA - 1 + kH;

// The Verilog flattens the SystemC sc_vector rcu_gmap into one bus; this splits it back so
// that every ring stop is compared as its own pin.
class SplitGmap : public sc_core::sc_module {
 public:
  sc_core::sc_in<sc_bv<512 * kRadix>> flat;
  sc_core::sc_vector<sc_core::sc_out<sc_bv<512>>> stop;
  SC_HAS_PROCESS(SplitGmap);
  explicit SplitGmap(sc_core::sc_module_name n) : sc_module(n), flat("flat"), stop("stop", kRadix) {
    SC_METHOD(split);
    sensitive << flat;
  }

 private:
  void split() {
    const sc_bv<512 * kRadix> v = flat.read();
    for (int q = 0; q < kRadix; ++q) stop[q].write(v.range(512 * q + 511, 512 * q));
  }
};

struct Traffic {
  std::array<int, 64> occ{}, cap{}, send_pct{}, credit_pct{};
  std::array<long, 64> phase_end{};
};

Result run_congestion(const Options& opt) {
  Rng rng(opt.seed);
  sc_signal<bool> rst("rst");
  sc_signal<sc_bv<64>> send("send"), credit("credit"), rx_valid("pcs_rx_valid");
  sc_signal<sc_bv<1024>> rx_map("pcs_rx_map");
  Traffic t;
  for (int q = 0; q < 64; ++q) t.cap[q] = 20 + static_cast<int>(rng.below(181));
  long rst_until = 3;

  auto drive = [&](long cycle) {
    if (cycle >= rst_until && rng.chance(1, 4000)) rst_until = cycle + 1 + static_cast<long>(rng.below(3));
    const bool r = cycle < rst_until;
    rst.write(r);
    sc_bv<64> s(0), c(0), v(0);
    for (int q = 0; q < 64; ++q) {
      if (r) t.occ[q] = 0;  // the downstream buffers are reset with the router
      if (cycle >= t.phase_end[q]) {
        static const int kSend[] = {90, 10, 50}, kCredit[] = {30, 90, 50};
        const int k = static_cast<int>(rng.below(3));
        t.send_pct[q] = kSend[k];
        t.credit_pct[q] = kCredit[k];
        t.phase_end[q] = cycle + 64 + static_cast<long>(rng.below(400));
      }
      const bool sd = t.occ[q] < t.cap[q] && rng.chance(static_cast<unsigned>(t.send_pct[q]), 100);
      const bool cr = t.occ[q] > 0 && rng.chance(static_cast<unsigned>(t.credit_pct[q]), 100);
      if (!r) t.occ[q] += (sd ? 1 : 0) - (cr ? 1 : 0);
      s[q] = sd;
      c[q] = cr;
      const bool intra = q >= kP && q < kP + kA - 1;
      v[q] = intra ? rng.chance(1, 20) : rng.chance(1, 2);
    }
    sc_bv<1024> m;
    for (int w = 0; w < 16; ++w) m.range(64 * w + 63, 64 * w) = sc_dt::sc_uint<64>(rng.next());
    send.write(s);
    credit.write(c);
    rx_valid.write(v);
    rx_map.write(m);
  };
  Harness h("harness", opt, drive);

  rtl::cong_router_params prm;
  prm.p = kP;
  prm.a = kA;
  prm.h = kH;
  prm.bid = kBid;
  prm.local_th = 10;
  prm.global_th = 30;
  prm.window = 24;
  prm.interval = 4;
  prm.t_ps = 7;
  rtl::doar_cong_router model("model", prm);
  Vcong_router rtl("rtl");

  struct Outs {
    sc_signal<bool> tx_valid;
    sc_signal<sc_bv<16>> tx_map, own_map;
    sc_signal<sc_bv<64>> port_cong;
    sc_core::sc_vector<sc_signal<sc_bv<512>>> gmap;
    explicit Outs(const char* n) : gmap(n, kRadix) {}
  } om("model_gmap"), ov("rtl_gmap");
  sc_signal<sc_bv<512 * kRadix>> flat("rtl_rcu_gmap");
  SplitGmap split("split");

  model.clk(h.clk);
  model.rst(rst);
  model.send(send);
  model.credit(credit);
  model.pcs_rx_valid(rx_valid);
  model.pcs_rx_map(rx_map);
  model.pcs_tx_valid(om.tx_valid);
  model.pcs_tx_map(om.tx_map);
  model.port_cong(om.port_cong);
  model.own_map(om.own_map);
  model.rcu_gmap.bind(om.gmap);

  rtl.clk(h.clk);
  rtl.rst(rst);
  rtl.send(send);
  rtl.credit(credit);
  rtl.pcs_rx_valid(rx_valid);
  rtl.pcs_rx_map(rx_map);
  rtl.pcs_tx_valid(ov.tx_valid);
  rtl.pcs_tx_map(ov.tx_map);
  rtl.port_cong(ov.port_cong);
  rtl.own_map(ov.own_map);
  rtl.rcu_gmap(flat);
  split.flat(flat);
  split.stop.bind(ov.gmap);

  h.input("rst", rst);
  h.input("send", send);
  h.input("credit", credit);
  h.input("pcs_rx_valid", rx_valid);
  h.input("pcs_rx_map", rx_map);
  h.output("pcs_tx_valid", om.tx_valid, ov.tx_valid);
  h.output("pcs_tx_map", om.tx_map, ov.tx_map);
  h.output("port_cong", om.port_cong, ov.port_cong);
  h.output("own_map", om.own_map, ov.own_map);
  for (int q = 0; q < kRadix; ++q) h.output("rcu_gmap" + std::to_string(q), om.gmap[q], ov.gmap[q]);
  return h.run();
}

const RegisterBench kRegister("congestion", run_congestion);

}  // namespace
}  // namespace doar::cosim
