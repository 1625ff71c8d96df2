// Co-simulation of the router core: verilog/router/doar_router_core.v beside the SystemC
// doar_router_core (rtl_model/router/), every output pin of every port compared every cycle
// (docs/cosim.md, "router"). The Verilated configurations are listed in CMakeLists.txt
// (DOAR_ROUTER_CONFIGS) and reach this file through a generated header
// (DOAR_ROUTER_MODELS_INC), so the SystemC twin is elaborated with the very same values.
//
// The configurations use small buffers (3 packets per VC on terminal and intra-group ports,
// 5 on global ports), 2-flit packets, speedup 2, thresholds of 1 and 2 packets and a CongG
// window of 8 cycles, so that back-pressure, full output VCs and both congestion rules are
// reached within a few hundred cycles.
//
// Stimulus, legal as a network would drive it:
// - per input port an upstream sender that sends one packet at a time on a random VC, a
//   flit only while it holds a credit for that VC (credits come back on in_credit), with
//   bubbles; its load changes in phases of 64..463 cycles;
// - per head, the RCU result (a random connected output port and VC, half of the heads to a
//   per-phase hot port) on rt_* 4 cycles after the head was on the pins, as doar_rcu_pipeline
//   delivers it in doar_router;
// - per output port a downstream buffer that returns credits only for flits it received
//   (read from the SystemC side's out_flit), 1..3 per VC and cycle, in phases that stall,
//   trickle or drain;
// - reset for the first cycles and in rare pulses later.
#include <algorithm>
#include <array>
#include <deque>
#include <memory>
#include <stdexcept>
#include <string>
#include <systemc>
#include <type_traits>
#include <utility>
#include <vector>

#include "bench_registry.hpp"
#include "cli_common.hpp"
#include "cosim_harness.hpp"
#include "dragonfly.hpp"
#include "doar_router_core.hpp"
#include "router_cosim_pins.hpp"
#include "router_model_lookup.hpp"
#include "stimulus_rng.hpp"

#define DOAR_ROUTER_PASS 0
#include DOAR_ROUTER_MODELS_INC  // the Verilated models' headers
#undef DOAR_ROUTER_PASS

namespace doar::cosim {
namespace {

using sc_core::sc_signal;
using sc_dt::sc_bv;
using sc_dt::sc_uint;
using rtl::ClassPin;
using rtl::OutVcPin;
using rtl::PortPin;
using rtl::PortMaskPin;

// One Verilated configuration (CMakeLists.txt, DOAR_ROUTER_CONFIGS).
struct RouterModel {
  int p, a, h, g, gid, bid, vcs, buf_local, buf_global, pkt, speedup, thr_local, thr_global, lat_global;
  std::uint64_t connected;
  Result (*run)(const Options&, const RouterModel&);
};

rtl::RouterParams params_of(const RouterModel& m) {
  rtl::RouterParams r;
  r.p = m.p;
  r.a = m.a;
  r.h = m.h;
  r.g = m.g;
  r.gid = m.gid;
  r.bid = m.bid;
  r.vcs = m.vcs;
  r.buf_local = m.buf_local;
  r.buf_global = m.buf_global;
  r.packet_size = m.pkt;
  r.speedup = m.speedup;
  r.thr_local = m.thr_local;
  r.thr_global = m.thr_global;
  r.lat_global = m.lat_global;
  return r;
}

struct Sender {  // upstream of one input port
  std::array<int, 8> credits{};
  bool busy = false;
  int vc = 0, left = 0, rate = 0, bubble = 0;
  std::uint64_t fields = 0;
};
struct Receiver {  // downstream of one output port
  std::array<int, 8> held{};
  int credit_pct = 0;
};
struct RcuResult {
  long cycle;
  int port, vc;
};

template <class V>
Result run_router(const Options& opt, const RouterModel& cfg) {
  const rtl::RouterParams prm = params_of(cfg);
  prm.check();
  const int radix = prm.radix(), vcs = prm.vcs, pkt = prm.packet_size;
  // The Verilog's CONNECTED parameter must be core's wiring (one source of truth).
  std::uint64_t connected = 0;
  const Dragonfly dfly(prm.dfly());
  for (int q = 0; q < radix; ++q)
    if (q < prm.p || dfly.peer(RouterId{prm.gid, prm.bid}, q).connected) connected |= std::uint64_t{1} << q;
  if (connected != cfg.connected) throw std::logic_error("router bench: CONNECTED of the Verilated model is not core's wiring");
  std::vector<int> outs;
  for (int q = 0; q < radix; ++q)
    if ((connected >> q) & 1u) outs.push_back(q);

  Rng rng(opt.seed);
  sc_signal<bool> rst("rst");
  using RsigT = sc_signal<rtl::CreditPin>;
  using FsigT = sc_signal<rtl::FlitPin>;
  // Per-port pins of the SystemC side (inputs shared in value with the RTL's flat buses).
  sc_core::sc_vector<FsigT> in_flit("in_flit", static_cast<std::size_t>(radix));
  sc_core::sc_vector<RsigT> out_credit("out_credit", static_cast<std::size_t>(radix));
  sc_core::sc_vector<sc_signal<bool>> rt_valid("rt_valid", static_cast<std::size_t>(radix)),
      rt_routed("rt_routed", static_cast<std::size_t>(radix));
  sc_core::sc_vector<sc_signal<PortPin>> rt_port("rt_port", static_cast<std::size_t>(radix));
  sc_core::sc_vector<sc_signal<OutVcPin>> rt_vc("rt_vc", static_cast<std::size_t>(radix));
  sc_core::sc_vector<sc_signal<ClassPin>> rt_class("rt_class", static_cast<std::size_t>(radix));
  sc_core::sc_vector<RsigT> m_in_credit("model_in_credit", static_cast<std::size_t>(radix)),
      v_in_credit("rtl_in_credit", static_cast<std::size_t>(radix));
  sc_core::sc_vector<FsigT> m_out_flit("model_out_flit", static_cast<std::size_t>(radix)),
      v_out_flit("rtl_out_flit", static_cast<std::size_t>(radix));
  sc_signal<PortMaskPin> m_cong("model_cong_ports"), v_cong("rtl_cong_ports");
  sc_signal<sc_uint<16>> m_own("model_cong_own_global"), v_own("rtl_cong_own_global");
  // The RTL's flat buses.
  sc_signal<data_of<decltype(std::declval<V>().in_flit)>> f_in_flit("f_in_flit");
  sc_signal<data_of<decltype(std::declval<V>().out_credit)>> f_out_credit("f_out_credit");
  sc_signal<data_of<decltype(std::declval<V>().rt_valid)>> f_rt_valid("f_rt_valid");
  sc_signal<data_of<decltype(std::declval<V>().rt_routed)>> f_rt_routed("f_rt_routed");
  sc_signal<data_of<decltype(std::declval<V>().rt_port)>> f_rt_port("f_rt_port");
  sc_signal<data_of<decltype(std::declval<V>().rt_vc)>> f_rt_vc("f_rt_vc");
  using InCreditFlat = data_of<decltype(std::declval<V>().in_credit)>;
  using OutFlitFlat = data_of<decltype(std::declval<V>().out_flit)>;
  sc_signal<InCreditFlat> f_in_credit("f_in_credit");
  sc_signal<OutFlitFlat> f_out_flit("f_out_flit");

  std::vector<Sender> up(static_cast<std::size_t>(radix));
  std::vector<Receiver> down(static_cast<std::size_t>(radix));
  std::vector<std::deque<RcuResult>> rcu(static_cast<std::size_t>(radix));
  long phase_end = 0, rst_until = 3, ignore_until = 0;
  int hot = outs.front();
  long packets = 0, flits_out = 0, stalled = 0, cong_cycles = 0, own_cycles = 0, resets = 0;

  const auto clear = [&] {
    for (int q = 0; q < radix; ++q) {
      Sender& s = up[static_cast<std::size_t>(q)];
      for (int v = 0; v < vcs; ++v) s.credits[static_cast<std::size_t>(v)] = prm.depth(q);
      s.busy = false;
      down[static_cast<std::size_t>(q)].held = {};
      rcu[static_cast<std::size_t>(q)].clear();
    }
  };
  auto drive = [&](long cycle) {
    if (cycle >= rst_until && rng.chance(1, 20000)) {
      rst_until = cycle + 1 + static_cast<long>(rng.below(2));
      ++resets;
    }
    const bool r = cycle < rst_until;
    rst.write(r);
    Bits fi(64 * radix), oc(32 * radix), rv(radix), rr(radix), rp(6 * radix), rvc(3 * radix);
    if (r) {
      clear();
      ignore_until = cycle + 2;  // the outputs of the cycles around the reset are not the new state's
    } else {
      // What the router returned and sent in the last cycle (the SystemC side's pins).
      for (int q = 0; q < radix && cycle > ignore_until; ++q) {
        const std::size_t k = static_cast<std::size_t>(q);
        for (int v = 0; v < vcs; ++v) up[k].credits[static_cast<std::size_t>(v)] += rtl::credit_count(m_in_credit[k].read(), v);
        const rtl::FlitFields f = rtl::unpack_flit(m_out_flit[k].read());
        if (f.valid) {
          ++down[k].held[static_cast<std::size_t>(f.vc)];
          ++flits_out;
        }
      }
      if (m_cong.read() != 0) ++cong_cycles;
      if (m_own.read() != 0) ++own_cycles;
      if (cycle >= phase_end) {
        phase_end = cycle + 64 + static_cast<long>(rng.below(400));
        hot = outs[static_cast<std::size_t>(rng.below(outs.size()))];
        static const int kRate[] = {10, 40, 80, 100}, kCredit[] = {0, 20, 60, 100};
        for (int q = 0; q < radix; ++q) {
          up[static_cast<std::size_t>(q)].rate = kRate[rng.below(4)];
          up[static_cast<std::size_t>(q)].bubble = static_cast<int>(rng.below(30));
          down[static_cast<std::size_t>(q)].credit_pct = kCredit[rng.below(4)];
        }
      }
      for (int q = 0; q < radix; ++q) {
        const std::size_t k = static_cast<std::size_t>(q);
        Sender& s = up[k];
        if (!((connected >> q) & 1u)) continue;  // no link, no flits
        if (!s.busy && rng.chance(static_cast<unsigned>(s.rate), 100)) {
          s.busy = true;
          s.vc = static_cast<int>(rng.below(static_cast<std::uint64_t>(vcs)));
          s.left = pkt;
          s.fields = rng.next() & ~std::uint64_t{0x3F};  // source, destination, tag: payload to the core
        }
        if (!s.busy) continue;
        int& cr = s.credits[static_cast<std::size_t>(s.vc)];
        if (cr == 0) {
          ++stalled;
          continue;
        }
        if (rng.chance(static_cast<unsigned>(s.bubble), 100)) continue;
        const bool head = s.left == pkt, tail = s.left == 1;
        fi.set(64 * q, 64, s.fields | 1u | (head ? 2u : 0u) | (tail ? 4u : 0u) | (static_cast<std::uint64_t>(s.vc) << 3));
        --cr;
        --s.left;
        s.busy = s.left > 0;
        if (head) {
          ++packets;
          const int o = rng.chance(1, 2) ? hot : outs[static_cast<std::size_t>(rng.below(outs.size()))];
          rcu[k].push_back({cycle + 4, o, static_cast<int>(rng.below(static_cast<std::uint64_t>(vcs)))});
        }
      }
      for (int q = 0; q < radix; ++q) {
        const std::size_t k = static_cast<std::size_t>(q);
        if (!rcu[k].empty() && rcu[k].front().cycle == cycle) {
          rv.set(q, 1, 1);
          rr.set(q, 1, 1);
          rp.set(6 * q, 6, static_cast<std::uint64_t>(rcu[k].front().port));
          rvc.set(3 * q, 3, static_cast<std::uint64_t>(rcu[k].front().vc));
          rcu[k].pop_front();
        }
        Receiver& d = down[k];
        for (int v = 0; v < vcs; ++v) {
          int& held = d.held[static_cast<std::size_t>(v)];
          if (held == 0 || !rng.chance(static_cast<unsigned>(d.credit_pct), 100)) continue;
          const int n = std::min(held, 1 + static_cast<int>(rng.below(3)));
          held -= n;
          oc.set(32 * q + 4 * v, 4, static_cast<std::uint64_t>(n));
        }
      }
    }
    for (int q = 0; q < radix; ++q) {
      const std::size_t k = static_cast<std::size_t>(q);
      in_flit[k].write(fi.get(64 * q, 64));
      out_credit[k].write(static_cast<std::uint32_t>(oc.get(32 * q, 32)));
      rt_valid[k].write(rv.get(q, 1) != 0);
      rt_routed[k].write(rr.get(q, 1) != 0);
      rt_port[k].write(rp.get(6 * q, 6));
      rt_vc[k].write(rvc.get(3 * q, 3));
    }
    put(f_in_flit, fi);
    put(f_out_credit, oc);
    put(f_rt_valid, rv);
    put(f_rt_routed, rr);
    put(f_rt_port, rp);
    put(f_rt_vc, rvc);
  };
  clear();
  Harness h("harness", opt, drive);

  rtl::doar_router_core model("model", prm);
  model.clk(h.clk);
  model.rst(rst);
  model.cong_ports(m_cong);
  model.cong_own_global(m_own);
  for (std::size_t k = 0; k < static_cast<std::size_t>(radix); ++k) {
    model.in_flit[k](in_flit[k]);
    model.in_credit[k](m_in_credit[k]);
    model.out_flit[k](m_out_flit[k]);
    model.out_credit[k](out_credit[k]);
    model.rt_valid[k](rt_valid[k]);
    model.rt_routed[k](rt_routed[k]);
    model.rt_port[k](rt_port[k]);
    model.rt_vc[k](rt_vc[k]);
    model.rt_class[k](rt_class[k]);
  }
  V rtl("rtl");
  rtl.clk(h.clk);
  rtl.rst(rst);
  rtl.in_flit(f_in_flit);
  rtl.in_credit(f_in_credit);
  rtl.out_flit(f_out_flit);
  rtl.out_credit(f_out_credit);
  rtl.rt_valid(f_rt_valid);
  rtl.rt_routed(f_rt_routed);
  rtl.rt_port(f_rt_port);
  rtl.rt_vc(f_rt_vc);
  rtl.cong_ports(v_cong);
  rtl.cong_own_global(v_own);
  Split<InCreditFlat, 32> split_credit("split_in_credit", radix);
  split_credit.flat(f_in_credit);
  split_credit.part.bind(v_in_credit);
  Split<OutFlitFlat, 64> split_flit("split_out_flit", radix);
  split_flit.flat(f_out_flit);
  split_flit.part.bind(v_out_flit);

  h.input("rst", rst);
  h.input("in_flit", f_in_flit);
  h.input("out_credit", f_out_credit);
  h.input("rt_valid", f_rt_valid);
  h.input("rt_port", f_rt_port);
  h.input("rt_vc", f_rt_vc);
  for (int q = 0; q < radix; ++q) {
    const std::size_t k = static_cast<std::size_t>(q);
    // An output port without a link never sends; its input never receives, so never credits.
    const bool linked = (connected >> q) & 1u;
    h.output("in_credit" + std::to_string(q), m_in_credit[k], v_in_credit[k], linked);
    h.output("out_flit" + std::to_string(q), m_out_flit[k], v_out_flit[k], linked);
  }
  h.output("cong_ports", m_cong, v_cong);
  h.output("cong_own_global", m_own, v_own);
  Result res = h.run();
  res.counts = {{"packets_in", packets},         {"flits_out", flits_out},   {"credit_stalls", stalled},
                {"cong_ports_cycles", cong_cycles}, {"cong_own_cycles", own_cycles}, {"resets", resets}};
  return res;
}

#define DOAR_ROUTER_MODEL(cls, p, a, h, g, gid, bid, vcs, bl, bg, pkt, sp, tl, tg, lg, conn) \
  RouterModel{p, a, h, g, gid, bid, vcs, bl, bg, pkt, sp, tl, tg, lg, conn, &run_router<cls>},
const std::vector<RouterModel>& built_models() {
  static const std::vector<RouterModel> models = {
#define DOAR_ROUTER_PASS 1
#include DOAR_ROUTER_MODELS_INC
#undef DOAR_ROUTER_PASS
  };
  return models;
}
#undef DOAR_ROUTER_MODEL

Result run_router_block(const Options& opt) { return run_named_router_model(built_models(), opt, "router core"); }

const RegisterBench kRegister("router_core", run_router_block);

}  // namespace
}  // namespace doar::cosim
