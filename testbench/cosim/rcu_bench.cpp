// Co-simulation of the route computation unit, RouteComputeUnit (rtl_model/rcu/ beside
// verilog/rcu/), on router <3,1> of dfly(2,4,2,9): one RCU on terminal port 0 (RTA and RTB
// heads) and one on global port 6 (RTB with filter F's intermediate-group rule and the VC
// rule of a global input). Sizes, router, ports and LFSR seeds are fixed when the Verilog
// is Verilated (CMakeLists.txt); the SystemC twins get the same values here.
//
// Stimulus, per RCU: reset for the first cycles and in rare pulses (cfg_req held low during
// reset, as docs/rcu.md asks); the directed configuration of every table entry from core's
// configure_port() through the configuration port; then heads in phases of 64..575 cycles
// at 100%, 75% or 25% load: destinations 20% on the own router, 30% in the own group, 45%
// anywhere in the dragonfly, 5% any bit pattern; random sources and input VCs; both
// congestion bitmaps redrawn every cycle at a density that also changes every cycle;
// fault-style configuration traffic (about one access per 40 cycles: clear one set bit of an
// entry, restore its configured value, read an entry, or touch the reserved table 3),
// each request held until cfg_gnt.
#include <array>
#include <deque>
#include <memory>
#include <string>
#include <systemc>

#include "VRcuGlobal.h"
#include "VRcuTerminal.h"
#include "bench_registry.hpp"
#include "cosim_harness.hpp"
#include "dragonfly.hpp"
#include "route_compute_unit.hpp"
#include "stimulus_rng.hpp"
#include "tables.hpp"

namespace doar::cosim {
namespace {

using sc_core::sc_signal;
using namespace doar::rtl;

constexpr int kP = 2, kA = 4, kH = 2, kG = 9, kGid = 3, kBid = 1;
// Must match -GSEED in CMakeLists.txt.
constexpr std::uint16_t kSeedTerminal = 0xACE1, kSeedGlobal = 0x1D2B;

struct CfgOp {
  bool write;
  unsigned table;
  unsigned addr;
  std::uint64_t data;
};

// One RCU's input pins and their driver.
struct RcuStim {
  std::string name;
  sc_signal<bool> req_valid, cfg_req, cfg_we;
  sc_signal<GidPin> src_gid, dst_gid;
  sc_signal<BidPin> src_bid, dst_bid;
  sc_signal<NidPin> src_nid, dst_nid;
  sc_signal<InVcPin> vc;
  sc_signal<PortMaskPin> cong_local;
  sc_signal<SlotBus> cong_global;
  sc_signal<TableSelPin> cfg_table;
  sc_signal<Addr> cfg_addr;
  sc_signal<Entry> cfg_wdata;
  const sc_signal<bool>* gnt = nullptr;  // the model's cfg_gnt (both sides are compared)

  Rng rng;
  PortTables configured, shadow;
  std::deque<CfgOp> queue;
  bool driving = false;
  int load = 100;
  // Heads driven into the destination-group refraction case (DESIGN.md 6a): at the global
  // port, a destination in this group whose B entry has no table A port left (a cleared
  // bit) while table B holds refractions (E3 tables); `low_vc` of them on VC 0..2, which
  // may take it. Counted on the shadow tables, which lead the RCU's by the pending writes.
  bool global_port = false;
  long refraction_heads = 0, refraction_low_vc = 0;
  long phase_end = 0;

  RcuStim(const std::string& n, std::uint64_t seed, const PortTables& t)
      : name(n), rng(seed), configured(t), shadow(t) {
    for (std::size_t i = 0; i < t.a.size(); ++i) queue.push_back({true, 0, static_cast<unsigned>(i), t.a[i]});
    for (std::size_t i = kP; i < t.b.size(); ++i) queue.push_back({true, 1, static_cast<unsigned>(i), t.b[i]});
    for (std::size_t u = 0; u < t.c.size(); ++u) queue.push_back({true, 2, static_cast<unsigned>(u), t.c[u]});
  }

  std::vector<std::uint64_t>& table(unsigned t) { return t == 0 ? shadow.a : t == 1 ? shadow.b : shadow.c; }

  void fault_op() {
    const unsigned t = static_cast<unsigned>(rng.below(16) == 0 ? 3 : rng.below(3));
    if (t == 3) {
      queue.push_back({rng.chance(1, 2), 3, static_cast<unsigned>(rng.below(32)), rng.next()});
      return;
    }
    auto& v = table(t);
    const unsigned addr = static_cast<unsigned>(rng.below(v.size()));
    const std::uint64_t cur = v[addr];
    const unsigned kind = static_cast<unsigned>(rng.below(3));
    if (kind == 0 && cur) {  // clear one set bit, as FD_act would
      int bit;
      do bit = static_cast<int>(rng.below(64)); while (!((cur >> bit) & 1u));
      queue.push_back({true, t, addr, cur & ~(std::uint64_t{1} << bit)});
    } else if (kind == 1) {  // restore, as FR_act would
      const auto& c = t == 0 ? configured.a : t == 1 ? configured.b : configured.c;
      queue.push_back({true, t, addr, c[addr]});
    } else {
      queue.push_back({false, t, addr, 0});
    }
  }

  void draw_address(long) {
    const unsigned k = static_cast<unsigned>(rng.below(100));
    unsigned g = static_cast<unsigned>(rng.below(kG)), b = static_cast<unsigned>(rng.below(kA));
    unsigned n = static_cast<unsigned>(rng.below(kP));
    if (k < 20) {
      g = kGid;
      b = kBid;
    } else if (k < 50) {
      g = kGid;
    } else if (k >= 95) {
      g = static_cast<unsigned>(rng.below(1024));
      b = static_cast<unsigned>(rng.below(32));
      n = static_cast<unsigned>(rng.below(64));
    }
    dst_gid.write(g);
    dst_bid.write(b);
    dst_nid.write(n);
    drawn_gid = g;
    drawn_bid = b;
    src_gid.write(static_cast<unsigned>(rng.below(kG)));
    src_bid.write(static_cast<unsigned>(rng.below(kA)));
    src_nid.write(static_cast<unsigned>(rng.below(kP)));
    drawn_vc = static_cast<unsigned>(rng.below(4));
    vc.write(drawn_vc);
  }
  unsigned drawn_gid = 0, drawn_bid = 0, drawn_vc = 0;  // the values just written (signals update later)

  void drive(long cycle, bool rst, bool configuring) {
    // The request driven in the previous cycle was granted: it is done.
    if (driving && gnt->read() && !queue.empty()) queue.pop_front();
    driving = false;
    if (!configuring && rng.chance(1, 40)) fault_op();
    if (!rst && !queue.empty()) {
      const CfgOp& op = queue.front();
      if (op.write && op.table < 3) table(op.table)[op.addr] = op.data;  // shadow: granted eventually
      cfg_req.write(true);
      cfg_we.write(op.write);
      cfg_table.write(op.table);
      cfg_addr.write(op.addr);
      cfg_wdata.write(op.data);
      driving = true;
    } else {
      cfg_req.write(false);
    }
    if (cycle >= phase_end) {
      static const int kLoads[] = {100, 75, 25};
      load = kLoads[rng.below(3)];
      phase_end = cycle + 64 + static_cast<long>(rng.below(512));
    }
    const bool valid = !configuring && rng.chance(static_cast<unsigned>(load), 100);
    req_valid.write(valid);
    draw_address(cycle);
    const unsigned g = drawn_gid, b = drawn_bid;
    if (valid && !rst && global_port && g == kGid && b != kBid && b < kA) {
      const std::uint64_t ports = (std::uint64_t{1} << (kP + kA - 1 + kH)) - 1;
      const std::size_t e = static_cast<std::size_t>(kP + b);
      if (!(shadow.a[e] & ports) && (shadow.b[e] & ports)) {
        ++refraction_heads;
        if (drawn_vc <= 2) ++refraction_low_vc;
      }
    }
    static const unsigned kDensity[] = {0, 1, 4, 8, 12, 15, 16};  // sixteenths
    const unsigned dl = kDensity[rng.below(7)], dg = kDensity[rng.below(7)];
    std::uint64_t cl = 0;
    for (int j = 0; j < 64; ++j) cl |= std::uint64_t{rng.below(16) < dl} << j;
    cong_local.write(cl);
    SlotBus cg;
    for (int s = 0; s < 512; ++s) cg[s] = rng.below(16) < dg;
    cong_global.write(cg);
  }
};

struct RcuOuts {
  sc_signal<bool> res_valid, res_routed, cfg_gnt;
  sc_signal<PortPin> res_port;
  sc_signal<OutVcPin> res_vc;
  sc_signal<ClassPin> res_class;
  sc_signal<SlotIdxPin> res_slot;
  sc_signal<Entry> cfg_rdata;
};

template <class M>
void bind(M& m, sc_core::sc_clock& clk, sc_signal<bool>& rst, RcuStim& s, RcuOuts& o) {
  m.clk(clk);
  m.rst(rst);
  m.req_valid(s.req_valid);
  m.req_src_gid(s.src_gid);
  m.req_dst_gid(s.dst_gid);
  m.req_src_bid(s.src_bid);
  m.req_dst_bid(s.dst_bid);
  m.req_src_nid(s.src_nid);
  m.req_dst_nid(s.dst_nid);
  m.req_vc(s.vc);
  m.cong_local(s.cong_local);
  m.cong_global(s.cong_global);
  m.res_valid(o.res_valid);
  m.res_routed(o.res_routed);
  m.res_port(o.res_port);
  m.res_vc(o.res_vc);
  m.res_class(o.res_class);
  m.res_slot(o.res_slot);
  m.cfg_req(s.cfg_req);
  m.cfg_we(s.cfg_we);
  m.cfg_table(s.cfg_table);
  m.cfg_addr(s.cfg_addr);
  m.cfg_wdata(s.cfg_wdata);
  m.cfg_gnt(o.cfg_gnt);
  m.cfg_rdata(o.cfg_rdata);
}

// rta_port: the terminal port (RTA and RTB heads); the other is a global port (RTB only).
void register_pins(Harness& h, RcuStim& s, RcuOuts& m, RcuOuts& v, bool rta_port) {
  const std::string n = s.name + ".";
  h.input(n + "req_valid", s.req_valid);
  h.input(n + "req_src_gid", s.src_gid);
  h.input(n + "req_dst_gid", s.dst_gid);
  h.input(n + "req_dst_bid", s.dst_bid);
  h.input(n + "req_dst_nid", s.dst_nid);
  h.input(n + "req_vc", s.vc);
  h.input(n + "cong_local", s.cong_local);
  h.input(n + "cong_global", s.cong_global);
  h.input(n + "cfg_req", s.cfg_req);
  h.input(n + "cfg_we", s.cfg_we);
  h.input(n + "cfg_table", s.cfg_table);
  h.input(n + "cfg_addr", s.cfg_addr);
  h.input(n + "cfg_wdata", s.cfg_wdata);
  h.output(n + "res_valid", m.res_valid, v.res_valid);
  h.output(n + "res_routed", m.res_routed, v.res_routed);
  h.output(n + "res_port", m.res_port, v.res_port);
  // A terminal input port always gives VC 0 (first network hop).
  h.output(n + "res_vc", m.res_vc, v.res_vc, !rta_port);
  h.output(n + "res_class", m.res_class, v.res_class);
  // RTB heads report slot 0: a port that never runs RTA keeps res_slot at 0.
  h.output(n + "res_slot", m.res_slot, v.res_slot, rta_port);
  h.output(n + "cfg_gnt", m.cfg_gnt, v.cfg_gnt);
  h.output(n + "cfg_rdata", m.cfg_rdata, v.cfg_rdata);
}

Result run_rcu(const Options& opt) {
  const Dragonfly d(DflyParams{kP, kA, kH, kG});
  const RouterId r{kGid, kBid};
  Rng top(opt.seed);
  RcuStim st("term", top.next(), configure_port(d, r, 0, opt.tables));
  RcuStim sg("glob", top.next(), configure_port(d, r, 6, opt.tables));
  sg.global_port = true;
  sc_signal<bool> rst("rst");
  long rst_until = 3;
  const long config_end = 3 + static_cast<long>(st.queue.size() + sg.queue.size()) + 8;
  auto drive = [&](long cycle) {
    if (cycle > config_end && cycle >= rst_until && top.chance(1, 5000)) {
      rst_until = cycle + 1 + static_cast<long>(top.below(3));
    }
    const bool rs = cycle < rst_until;
    rst.write(rs);
    const bool configuring = cycle < config_end;
    st.drive(cycle, rs, configuring);
    sg.drive(cycle, rs, configuring);
  };
  Harness h("harness", opt, drive);

  RcuParams pt;
  pt.p = kP;
  pt.a = kA;
  pt.h = kH;
  pt.g = kG;
  pt.gid = kGid;
  pt.bid = kBid;
  pt.port = 0;
  pt.seed = kSeedTerminal;
  RcuParams pg = pt;
  pg.port = 6;
  pg.seed = kSeedGlobal;
  // On the heap: a RouteComputeUnit with its hundred signals is large.
  auto mt = std::make_unique<RouteComputeUnit>("model_term", pt);
  auto mg = std::make_unique<RouteComputeUnit>("model_glob", pg);
  auto vt = std::make_unique<VRcuTerminal>("rtl_term");
  auto vg = std::make_unique<VRcuGlobal>("rtl_glob");
  RcuOuts omt, ovt, omg, ovg;
  bind(*mt, h.clk, rst, st, omt);
  bind(*vt, h.clk, rst, st, ovt);
  bind(*mg, h.clk, rst, sg, omg);
  bind(*vg, h.clk, rst, sg, ovg);
  st.gnt = &omt.cfg_gnt;
  sg.gnt = &omg.cfg_gnt;
  h.input("rst", rst);
  register_pins(h, st, omt, ovt, true);
  register_pins(h, sg, omg, ovg, false);
  Result res = h.run();
  res.counts = {{"refraction_heads", sg.refraction_heads}, {"refraction_heads_vc_0_2", sg.refraction_low_vc}};
  return res;
}

const RegisterBench kRegister("rcu", run_rcu);

}  // namespace
}  // namespace doar::cosim
