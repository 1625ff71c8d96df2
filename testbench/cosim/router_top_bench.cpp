// Co-simulation of the whole router: verilog/router/doar_router.v beside the SystemC
// doar_router (rtl_model/router/), every output pin of every port compared every cycle
// (docs/cosim.md, "router"). Configurations: DOAR_ROUTER_TOP_CONFIGS in CMakeLists.txt,
// read here from the generated header DOAR_ROUTER_MODELS_INC (pass 2 and 3).
//
// Stimulus: reset; every table entry of core's NetworkTables for this router written through
// the configuration port (as doar-router-net's TableLoader does), then table C read back
// now and then; traffic as in router_bench.cpp but with real headers, so that the routes
// come from the RCUs: each head is a (source, destination, input VC) that reaches this
// router's input port in core's walk of a random packet over the network under a random
// congestion state (a pool drawn at the start: a head the network cannot deliver to this
// port would be a protocol error); random PCS group bitmaps (sparse or dense per phase); FD/FR
// packets, link fault and repair events and restarts under the traffic (router_fault_stimulus
// .hpp), so that the fault units rewrite live tables A and B in the cycles the RCUs leave
// free. A head goes on the pins only if it still has a route on the live tables
// (head_routable.hpp) that no write of the fault units can change before its RCU reads them:
// the tables as they stand after this edge, and not an entry the action unit of that port
// asked for in the cycle that just ended (its write-back may land in the head's cycle).
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

#include "arbiter.hpp"
#include "bench_registry.hpp"
#include "cli_common.hpp"
#include "cosim_harness.hpp"
#include "doar_router.hpp"
#include "dragonfly.hpp"
#include "head_routable.hpp"
#include "router_cosim_pins.hpp"
#include "router_model_lookup.hpp"
#include "router_fault_stimulus.hpp"
#include "stimulus_rng.hpp"
#include "tables.hpp"
#include "walk.hpp"

#define DOAR_ROUTER_PASS 2
#include DOAR_ROUTER_MODELS_INC  // the Verilated models' headers
#undef DOAR_ROUTER_PASS

namespace doar::cosim {
namespace {

using sc_core::sc_signal;
using sc_dt::sc_bv;
using sc_dt::sc_uint;
using namespace doar::rtl;

struct TopModel {
  int p, a, h, g, gid, bid, vcs, buf_local, buf_global, pkt, speedup, thr_local, thr_global, lat_global;
  std::uint64_t connected;
  const char* seeds;  // -GSEEDS in hex, port q in hex digits [4q, 4q+4) from the right
  Result (*run)(const Options&, const TopModel&);
};

struct CfgOp {
  int port, table, addr;
  std::uint64_t data, data_b;
  bool we;
};

template <class V>
Result run_top(const Options& opt, const TopModel& cfg) {
  RouterParams prm;
  prm.p = cfg.p;
  prm.a = cfg.a;
  prm.h = cfg.h;
  prm.g = cfg.g;
  prm.gid = cfg.gid;
  prm.bid = cfg.bid;
  prm.vcs = cfg.vcs;
  prm.buf_local = cfg.buf_local;
  prm.buf_global = cfg.buf_global;
  prm.packet_size = cfg.pkt;
  prm.speedup = cfg.speedup;
  prm.thr_local = cfg.thr_local;
  prm.thr_global = cfg.thr_global;
  prm.lat_global = cfg.lat_global;
  prm.check();
  const int radix = prm.radix(), vcs = prm.vcs, pkt = prm.packet_size;
  const std::size_t nr = static_cast<std::size_t>(radix);
  const Dragonfly dfly(prm.dfly());
  const RouterId me{prm.gid, prm.bid};
  std::uint64_t connected = 0;
  for (int q = 0; q < radix; ++q)
    if (q < prm.p || dfly.peer(me, q).connected) connected |= std::uint64_t{1} << q;
  if (connected != cfg.connected) throw std::logic_error("router bench: CONNECTED of the Verilated model is not core's wiring");
  // The Verilated RCUs' LFSR seeds must be core's (one source of truth).
  const std::string seeds = cfg.seeds;
  for (int q = 0; q < radix; ++q) {
    const std::size_t end = seeds.size() - static_cast<std::size_t>(4 * q);
    const unsigned v = q < static_cast<int>(seeds.size() / 4) ? static_cast<unsigned>(std::stoul(seeds.substr(end - 4, 4), nullptr, 16)) : 0u;
    if (v != prm.rcu(q).seed) throw std::logic_error("router bench: SEEDS of the Verilated model is not core's lfsr_seed");
  }
  std::vector<int> outs;
  for (int q = 0; q < radix; ++q)
    if ((connected >> q) & 1u) outs.push_back(q);
  const NetworkTables tables(dfly, opt.tables);
  std::vector<CfgOp> load;
  for (int q = 0; q < radix; ++q) {
    const PortTables& pt = tables.at(me, q);
    for (std::size_t i = 0; i < pt.a.size(); ++i) load.push_back({q, 0, static_cast<int>(i), pt.a[i], pt.b[i], true});
    for (std::size_t i = 0; i < pt.c.size(); ++i) load.push_back({q, 2, static_cast<int>(i), pt.c[i], 0, true});
  }

  Rng rng(opt.seed);
  // Heads that the network delivers to each input port, from core's walk.
  struct Head {
    NodeAddr src, dst;
    int vc;
  };
  std::vector<std::vector<Head>> pool(nr);
  {
    CongestionState cong(dfly);
    ArbStates arb(dfly);
    for (int trial = 0; trial < 40000; ++trial) {
      cong.clear();
      const int dense = static_cast<int>(rng.below(40));
      for (int gg = 0; gg < prm.g; ++gg)
        for (int sl = 0; sl < prm.a * prm.h; ++sl)
          if (rng.chance(static_cast<unsigned>(dense), 100)) cong.mark_global(gg, sl);
      const auto node = [&](bool own) {
        return NodeAddr{own ? prm.gid : static_cast<int>(rng.below(static_cast<std::uint64_t>(prm.g))),
                        static_cast<int>(rng.below(static_cast<std::uint64_t>(prm.a))),
                        static_cast<int>(rng.below(static_cast<std::uint64_t>(prm.p)))};
      };
      const NodeAddr src = node(rng.chance(1, 3)), dst = node(rng.chance(1, 3));
      const WalkResult w = walk(dfly, tables, cong, arb, src, dst);
      for (std::size_t i = 0; i < w.hops.size(); ++i) {
        const Hop& hp = w.hops[i];
        if (hp.router.gid != me.gid || hp.router.bid != me.bid || hp.in_port < 0 || hp.in_port >= radix) continue;
        std::vector<Head>& b = pool[static_cast<std::size_t>(hp.in_port)];
        if (b.size() < 4000) b.push_back({src, dst, i == 0 ? 0 : w.hops[i - 1].vc});
      }
    }
  }
  sc_signal<bool> rst("rst"), cfg_req("cfg_req"), cfg_we("cfg_we"), alive("fault_alive"), restart("fault_restart"),
      ev_valid("fault_ev_valid"), ev_up("fault_ev_up");
  sc_signal<PortPin> cfg_port("cfg_port"), ev_port("fault_ev_port");
  sc_signal<TableSelPin> cfg_table("cfg_table");
  sc_signal<Addr> cfg_addr("cfg_addr");
  sc_signal<Entry> cfg_wdata("cfg_wdata"), cfg_wdata_b("cfg_wdata_b");
  sc_signal<sc_uint<64>> link_up("link_up");
  sc_signal<SlotBus> gmap("pcs_group_map");
  sc_core::sc_vector<sc_signal<FlitPin>> in_flit("in_flit", nr);
  sc_core::sc_vector<sc_signal<CreditPin>> out_credit("out_credit", nr);
  sc_core::sc_vector<sc_signal<bool>> fd_rx_valid("fd_rx_valid", nr);
  sc_core::sc_vector<sc_signal<FaultWord>> fd_rx_pkt("fd_rx_pkt", nr);
  // outputs, model side
  sc_core::sc_vector<sc_signal<CreditPin>> m_in_credit("model_in_credit", nr), v_in_credit("rtl_in_credit", nr);
  sc_core::sc_vector<sc_signal<FlitPin>> m_out_flit("model_out_flit", nr), v_out_flit("rtl_out_flit", nr);
  sc_core::sc_vector<sc_signal<bool>> m_fd_tx_valid("model_fd_tx_valid", nr);
  sc_core::sc_vector<sc_signal<FaultWord>> m_fd_tx_pkt("model_fd_tx_pkt", nr), v_fd_tx_pkt("rtl_fd_tx_pkt", nr);
  sc_signal<sc_uint<64>> m_fd_tx_flat("model_fd_tx_valid_flat"), v_fd_tx_flat("rtl_fd_tx_valid_flat");
  sc_signal<sc_uint<16>> m_own("model_pcs_own_map"), v_own("rtl_pcs_own_map");
  sc_signal<bool> m_gnt("model_cfg_gnt"), v_gnt("rtl_cfg_gnt"), m_done("model_cmd_done"), v_done("rtl_cmd_done"),
      m_quiet("model_quiet"), v_quiet("rtl_quiet");
  sc_signal<Entry> m_rdata("model_cfg_rdata"), v_rdata("rtl_cfg_rdata");
  sc_signal<sc_uint<3>> m_kind("model_cmd_kind"), v_kind("rtl_cmd_kind");
  // the RTL's flat buses
  using VT = V;
  sc_signal<data_of<decltype(std::declval<VT>().in_flit)>> f_in_flit("f_in_flit");
  sc_signal<data_of<decltype(std::declval<VT>().out_credit)>> f_out_credit("f_out_credit");
  sc_signal<data_of<decltype(std::declval<VT>().fd_rx_valid)>> f_fd_rx_valid("f_fd_rx_valid");
  sc_signal<data_of<decltype(std::declval<VT>().fd_rx_pkt)>> f_fd_rx_pkt("f_fd_rx_pkt");
  using InCreditFlat = data_of<decltype(std::declval<VT>().in_credit)>;
  using OutFlitFlat = data_of<decltype(std::declval<VT>().out_flit)>;
  using TxValidFlat = data_of<decltype(std::declval<VT>().fd_tx_valid)>;
  using TxPktFlat = data_of<decltype(std::declval<VT>().fd_tx_pkt)>;
  sc_signal<InCreditFlat> f_in_credit("f_in_credit");
  sc_signal<OutFlitFlat> f_out_flit("f_out_flit");
  sc_signal<TxValidFlat> f_fd_tx_valid("f_fd_tx_valid");
  sc_signal<TxPktFlat> f_fd_tx_pkt("f_fd_tx_pkt");

  struct Sender {
    std::array<int, 8> credits{};
    bool busy = false;
    int vc = 0, left = 0, rate = 0, bubble = 0;
    std::uint64_t fields = 0;
    Head head;  // the packet's head, checked against the live tables when it is sent
  };
  std::vector<Sender> up(nr);
  std::vector<std::array<int, 8>> held(nr);
  std::vector<int> credit_pct(nr);
  std::deque<CfgOp> queue;
  bool driving = false;
  long phase_end = 0, rst_until = 3, ignore_until = 0;
  int gmap_density = 0;
  long packets = 0, flits_out = 0, stalled = 0, cfg_reads = 0, own_cycles = 0, resets = 0;
  // The fault side, and what it did: the action units' table accesses granted and denied (an
  // RCU read of that port's live A or B in the same cycle), heads held back.
  RouterFaultStimulus faults(opt.seed, prm.p, prm.a, prm.g, prm.gid, prm.bid, radix, connected);
  long tab_grants = 0, tab_denials = 0, tab_denials_traffic = 0, heads_unroutable = 0, heads_at_risk = 0, cmds = 0;
  doar_router* model_ptr = nullptr;  // the SystemC router, for the live tables (set before the run)

  const auto clear = [&] {
    for (int q = 0; q < radix; ++q) {
      Sender& s = up[static_cast<std::size_t>(q)];
      for (int v = 0; v < vcs; ++v) s.credits[static_cast<std::size_t>(v)] = prm.depth(q);
      s.busy = false;
      held[static_cast<std::size_t>(q)] = {};
    }
    queue.assign(load.begin(), load.end());  // the tables are kept over a reset; rewriting them is harmless
    driving = false;
  };
  auto drive = [&](long cycle) {
    if (cycle >= rst_until && queue.empty() && rng.chance(1, 40000)) {
      rst_until = cycle + 1 + static_cast<long>(rng.below(2));
      ++resets;
    }
    const bool r = cycle < rst_until;
    rst.write(r);
    alive.write(true);
    const bool done = cycle > 0 && m_done.read();
    cmds += done;
    const RouterFaultStimulus::Pins fp = faults.step(cycle, cycle > 0 && m_quiet.read(), done);
    restart.write(fp.restart);
    ev_valid.write(fp.ev_valid);
    ev_up.write(fp.ev_up);
    ev_port.write(static_cast<unsigned>(fp.ev_port));
    link_up.write(fp.link_up);
    Bits fi(64 * radix), oc(32 * radix), rxv(radix), rxp(32 * radix);
    for (int q = 0; q < radix; ++q) {
      const std::size_t k = static_cast<std::size_t>(q);
      rxv.set(q, 1, fp.rx_valid[k]);
      rxp.set(32 * q, 32, fp.rx_pkt[k]);
      // The action units' accesses of the cycle that just ended.
      const doar_fault_port::TableAccess acc = model_ptr->faults().port(q).table_access();
      if (cycle > 0 && acc.req) {
        ++(acc.granted ? tab_grants : tab_denials);
        if (!acc.granted && queue.empty()) ++tab_denials_traffic;
      }
    }
    if (r) {
      clear();
      ignore_until = cycle + 2;
      cfg_req.write(false);
    } else {
      // configuration port: the load, then now and then a read of table C or a reserved access
      if (driving && m_gnt.read()) queue.pop_front();
      if (queue.empty() && rng.chance(1, 200)) {
        const int q = outs[static_cast<std::size_t>(rng.below(outs.size()))];
        const bool reserved = rng.chance(1, 4);
        queue.push_back({q, reserved ? 1 + 2 * static_cast<int>(rng.below(2)) : 2,
                         static_cast<int>(rng.below(static_cast<std::uint64_t>(prm.a))), 0, 0, false});
        ++cfg_reads;
      }
      driving = !queue.empty();
      cfg_req.write(driving);
      if (driving) {
        const CfgOp& op = queue.front();
        cfg_we.write(op.we);
        cfg_port.write(op.port);
        cfg_table.write(op.table);
        cfg_addr.write(op.addr);
        cfg_wdata.write(op.data);
        cfg_wdata_b.write(op.data_b);
      }
      for (int q = 0; q < radix && cycle > ignore_until; ++q) {
        const std::size_t k = static_cast<std::size_t>(q);
        for (int v = 0; v < vcs; ++v) up[k].credits[static_cast<std::size_t>(v)] += credit_count(m_in_credit[k].read(), v);
        const FlitFields f = unpack_flit(m_out_flit[k].read());
        if (f.valid) {
          ++held[k][static_cast<std::size_t>(f.vc)];
          ++flits_out;
        }
      }
      if (m_own.read() != 0) ++own_cycles;
      if (cycle >= phase_end) {
        phase_end = cycle + 64 + static_cast<long>(rng.below(400));
        static const int kRate[] = {10, 40, 80, 100}, kCredit[] = {0, 20, 60, 100}, kDensity[] = {0, 5, 30, 70};
        gmap_density = kDensity[rng.below(4)];
        for (std::size_t q = 0; q < nr; ++q) {
          up[q].rate = kRate[rng.below(4)];
          up[q].bubble = static_cast<int>(rng.below(30));
          credit_pct[q] = kCredit[rng.below(4)];
        }
      }
      const bool traffic = queue.empty() || !queue.front().we;  // after the tables are loaded
      for (int q = 0; q < radix && traffic; ++q) {
        const std::size_t k = static_cast<std::size_t>(q);
        Sender& s = up[k];
        if (!((connected >> q) & 1u)) continue;
        const std::vector<Head>& heads = pool[k];
        if (!s.busy && !heads.empty() && rng.chance(static_cast<unsigned>(s.rate), 100)) {
          const Head& hd = heads[rng.below(heads.size())];
          s.busy = true;
          s.head = hd;
          s.vc = hd.vc;
          s.left = pkt;
          s.fields = (static_cast<std::uint64_t>(hd.src.gid) << 6) | (static_cast<std::uint64_t>(hd.src.bid) << 16) |
                     (static_cast<std::uint64_t>(hd.src.nid) << 21) | (static_cast<std::uint64_t>(hd.dst.gid) << 27) |
                     (static_cast<std::uint64_t>(hd.dst.bid) << 37) | (static_cast<std::uint64_t>(hd.dst.nid) << 42) |
                     ((rng.next() & 0xFFFF) << 48);
        }
        if (!s.busy) continue;
        int& cr = s.credits[static_cast<std::size_t>(s.vc)];
        if (cr == 0) {
          ++stalled;
          continue;
        }
        if (rng.chance(static_cast<unsigned>(s.bubble), 100)) continue;
        const bool head = s.left == pkt, tail = s.left == 1;
        if (head) {
          const Lookup lk = region_select(dfly, me, s.head.dst);
          const doar_fault_port& fport = model_ptr->faults().port(q);
          const doar_fault_port::TableAccess acc = fport.table_access();
          if (acc.req && acc.entry == lk.index) {
            ++heads_at_risk;  // try again next cycle
            continue;
          }
          const Header hdr{s.head.src, s.head.dst, s.head.vc};
          if (!head_routable(dfly, me, q, lk, fport.live_a_after_edge(lk.index), fport.live_b_after_edge(lk.index),
                             tables.at(me, q), hdr, connected, vcs)) {
            ++heads_unroutable;
            s.busy = false;  // another head next time
            continue;
          }
        }
        fi.set(64 * q, 64, s.fields | 1u | (head ? 2u : 0u) | (tail ? 4u : 0u) | (static_cast<std::uint64_t>(s.vc) << 3));
        --cr;
        --s.left;
        s.busy = s.left > 0;
        if (head) ++packets;
      }
      for (int q = 0; q < radix; ++q) {
        const std::size_t k = static_cast<std::size_t>(q);
        for (int v = 0; v < vcs; ++v) {
          int& n_held = held[k][static_cast<std::size_t>(v)];
          if (n_held == 0 || !rng.chance(static_cast<unsigned>(credit_pct[k]), 100)) continue;
          const int n = std::min(n_held, 1 + static_cast<int>(rng.below(3)));
          n_held -= n;
          oc.set(32 * q + 4 * v, 4, static_cast<std::uint64_t>(n));
        }
      }
      SlotBus m;
      for (int b = 0; b < prm.a * prm.h; ++b) m[b] = rng.chance(static_cast<unsigned>(gmap_density), 100);
      gmap.write(m);
    }
    for (std::size_t k = 0; k < nr; ++k) {
      in_flit[k].write(fi.get(64 * static_cast<int>(k), 64));
      out_credit[k].write(static_cast<std::uint32_t>(oc.get(32 * static_cast<int>(k), 32)));
      fd_rx_valid[k].write(fp.rx_valid[k]);
      fd_rx_pkt[k].write(fp.rx_pkt[k]);
    }
    put(f_in_flit, fi);
    put(f_out_credit, oc);
    put(f_fd_rx_valid, rxv);
    put(f_fd_rx_pkt, rxp);
  };
  clear();
  Harness hn("harness", opt, drive);

  doar_router model("model", prm);
  model_ptr = &model;
  model.clk(hn.clk);
  model.rst(rst);
  model.pcs_own_map(m_own);
  model.pcs_group_map(gmap);
  model.cfg_req(cfg_req);
  model.cfg_we(cfg_we);
  model.cfg_port(cfg_port);
  model.cfg_table(cfg_table);
  model.cfg_addr(cfg_addr);
  model.cfg_wdata(cfg_wdata);
  model.cfg_wdata_b(cfg_wdata_b);
  model.cfg_gnt(m_gnt);
  model.cfg_rdata(m_rdata);
  model.fault_alive(alive);
  model.fault_restart(restart);
  model.fault_ev_valid(ev_valid);
  model.fault_ev_up(ev_up);
  model.fault_ev_port(ev_port);
  model.link_up(link_up);
  model.fault_cmd_done(m_done);
  model.fault_quiet(m_quiet);
  model.fault_cmd_kind(m_kind);
  for (std::size_t k = 0; k < nr; ++k) {
    model.in_flit[k](in_flit[k]);
    model.in_credit[k](m_in_credit[k]);
    model.out_flit[k](m_out_flit[k]);
    model.out_credit[k](out_credit[k]);
    model.fd_rx_valid[k](fd_rx_valid[k]);
    model.fd_rx_pkt[k](fd_rx_pkt[k]);
    model.fd_tx_valid[k](m_fd_tx_valid[k]);
    model.fd_tx_pkt[k](m_fd_tx_pkt[k]);
  }
  JoinBits join_tx("join_fd_tx_valid", radix);
  join_tx.bit.bind(m_fd_tx_valid);
  join_tx.flat(m_fd_tx_flat);

  V rtl("rtl");
  rtl.clk(hn.clk);
  rtl.rst(rst);
  rtl.in_flit(f_in_flit);
  rtl.in_credit(f_in_credit);
  rtl.out_flit(f_out_flit);
  rtl.out_credit(f_out_credit);
  rtl.pcs_own_map(v_own);
  rtl.pcs_group_map(gmap);
  rtl.cfg_req(cfg_req);
  rtl.cfg_we(cfg_we);
  rtl.cfg_port(cfg_port);
  rtl.cfg_table(cfg_table);
  rtl.cfg_addr(cfg_addr);
  rtl.cfg_wdata(cfg_wdata);
  rtl.cfg_wdata_b(cfg_wdata_b);
  rtl.cfg_gnt(v_gnt);
  rtl.cfg_rdata(v_rdata);
  rtl.fd_rx_valid(f_fd_rx_valid);
  rtl.fd_rx_pkt(f_fd_rx_pkt);
  rtl.fd_tx_valid(f_fd_tx_valid);
  rtl.fd_tx_pkt(f_fd_tx_pkt);
  rtl.fault_alive(alive);
  rtl.fault_restart(restart);
  rtl.fault_ev_valid(ev_valid);
  rtl.fault_ev_port(ev_port);
  rtl.fault_ev_up(ev_up);
  rtl.link_up(link_up);
  rtl.fault_cmd_done(v_done);
  rtl.fault_cmd_kind(v_kind);
  rtl.fault_quiet(v_quiet);
  Split<InCreditFlat, 32> split_credit("split_in_credit", radix);
  split_credit.flat(f_in_credit);
  split_credit.part.bind(v_in_credit);
  Split<OutFlitFlat, 64> split_flit("split_out_flit", radix);
  split_flit.flat(f_out_flit);
  split_flit.part.bind(v_out_flit);
  Split<TxPktFlat, 32> split_tx("split_fd_tx_pkt", radix);
  split_tx.flat(f_fd_tx_pkt);
  split_tx.part.bind(v_fd_tx_pkt);
  Widen<TxValidFlat> widen_tx("widen_fd_tx_valid");
  widen_tx.in(f_fd_tx_valid);
  widen_tx.out(v_fd_tx_flat);

  hn.input("rst", rst);
  hn.input("in_flit", f_in_flit);
  hn.input("out_credit", f_out_credit);
  hn.input("pcs_group_map", gmap);
  hn.input("cfg_req", cfg_req);
  hn.input("cfg_table", cfg_table);
  hn.input("cfg_addr", cfg_addr);
  for (int q = 0; q < radix; ++q) {
    const std::size_t k = static_cast<std::size_t>(q);
    const bool linked = (connected >> q) & 1u;
    hn.output("in_credit" + std::to_string(q), m_in_credit[k], v_in_credit[k], linked);
    hn.output("out_flit" + std::to_string(q), m_out_flit[k], v_out_flit[k], linked);
    // The fault units send FD/FR to routers only (docs/fault_units.md).
    hn.output("fd_tx_pkt" + std::to_string(q), m_fd_tx_pkt[k], v_fd_tx_pkt[k], q >= prm.p && linked);
  }
  hn.output("fd_tx_valid", m_fd_tx_flat, v_fd_tx_flat);
  hn.output("pcs_own_map", m_own, v_own);
  hn.output("cfg_gnt", m_gnt, v_gnt);
  hn.output("cfg_rdata", m_rdata, v_rdata);
  hn.output("fault_cmd_done", m_done, v_done);
  hn.output("fault_cmd_kind", m_kind, v_kind);
  hn.output("fault_quiet", m_quiet, v_quiet);
  Result res = hn.run();
  const auto& cls = model.core().class_counts();
  long nonmin = 0;
  for (std::size_t c = 1; c < cls.size(); ++c) nonmin += static_cast<long>(cls[c]);
  res.counts = {{"packets_in", packets}, {"flits_out", flits_out}, {"credit_stalls", stalled}, {"cfg_reads", cfg_reads},
                {"pcs_own_cycles", own_cycles}, {"resets", resets}, {"routes_not_class0", nonmin},
                {"fd_fr_packets", faults.packets}, {"link_faults", faults.link_faults}, {"link_repairs", faults.repairs},
                {"fault_restarts", faults.restarts}, {"fault_cmds", cmds}, {"table_grants", tab_grants},
                {"table_denials", tab_denials}, {"table_denials_traffic", tab_denials_traffic},
                {"heads_unroutable", heads_unroutable}, {"heads_at_risk", heads_at_risk}};
  return res;
}

#define DOAR_ROUTER_TOP_MODEL(cls, p, a, h, g, gid, bid, vcs, bl, bg, pkt, sp, tl, tg, lg, conn, seeds) \
  TopModel{p, a, h, g, gid, bid, vcs, bl, bg, pkt, sp, tl, tg, lg, conn, seeds, &run_top<cls>},
const std::vector<TopModel>& built_models() {
  static const std::vector<TopModel> models = {
#define DOAR_ROUTER_PASS 3
#include DOAR_ROUTER_MODELS_INC
#undef DOAR_ROUTER_PASS
  };
  return models;
}
#undef DOAR_ROUTER_TOP_MODEL

Result run_top_block(const Options& opt) { return run_named_router_model(built_models(), opt, "router"); }

const RegisterBench kRegister("router", run_top_block);

}  // namespace
}  // namespace doar::cosim
