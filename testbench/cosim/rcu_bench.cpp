// Co-simulation of the route computation unit, doar_rcu (rtl_model/rcu/ beside
// verilog/rcu/), on one input port of each kind: terminal (RTA and RTB heads), intra-group
// ("local": RTB, filter F's source-group and intermediate-group parts, the VC rule of an
// intra-group input) and global (RTB, the VC rule of a global input). The Verilated
// configurations (dragonfly, router, port, LFSR seed) are fixed when the Verilog is
// Verilated; CMakeLists.txt lists them in DOAR_RCU_CONFIGS and generates the header read
// here (DOAR_RCU_MODELS_INC), so the SystemC twin gets the very same values. --dfly and
// --router pick the size, --port one kind or all three side by side.
//
// Stimulus, per RCU: reset for the first cycles and in rare pulses (cfg_req held low during
// reset, as docs/rcu.md asks); the directed configuration of every table entry from core's
// configure_port() through the configuration port; then heads in phases of 64..575 cycles
// at 100%, 75% or 25% load: destinations 20% on the own router, 30% in the own group, 45%
// anywhere in the dragonfly, 5% any bit pattern; sources 40% in the own group (source-group
// contexts: the S-part of an intra-group port's G entries), else any group (intermediate
// group: the I-part, filter F's other rule); input VCs 0..3; both congestion bitmaps redrawn
// every cycle at a density that also changes every cycle; fault-style configuration traffic
// (about one access per 40 cycles: clear one set bit of an entry, restore its configured
// value, read an entry, or touch the reserved table 3), each request held until cfg_gnt.
#include <algorithm>
#include <array>
#include <deque>
#include <memory>
#include <string>
#include <systemc>
#include <vector>

#include "bench_registry.hpp"
#include "cli_common.hpp"
#include "cosim_harness.hpp"
#include "dragonfly.hpp"
#include "doar_rcu.hpp"
#include "stimulus_rng.hpp"
#include "tables.hpp"

#define DOAR_RCU_PASS 0
#include DOAR_RCU_MODELS_INC  // the Verilated models' headers
#undef DOAR_RCU_PASS

namespace doar::cosim {
namespace {

using sc_core::sc_signal;
using namespace doar::rtl;

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
  int p, a, h, g, gid, bid;  // dragonfly and router of the RCU
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
  // Hot phases (terminal port, one phase in three): 80 % of the heads go to group `hot`,
  // whose minimal slot is congested in 15 of 16 cycles while the rest of the bitmap is
  // sparse (0-2 sixteenths), as under ADV traffic: the exit rule's detour credit opens, and
  // the uniform phases close it again. `hot_heads` counts those heads. In half of the hot
  // phases (`hot_local`) it is the local hop to the minimal slot's router that is congested
  // in 15 of 16 cycles instead, with no CongG bit on the slot: the router's own nodes
  // overloading that hop (docs/rp_starvation.md section 7), which only exit-local's credit
  // sees; `local_hot_heads` counts those heads.
  bool terminal_port = false;
  int hot = -1;
  bool hot_local = false;
  long hot_heads = 0, local_hot_heads = 0;

  RcuStim(const std::string& n, std::uint64_t seed, const DflyParams& d, RouterId r, const PortTables& t)
      : name(n), rng(seed), p(d.p), a(d.a), h(d.h), g(d.g), gid(r.gid), bid(r.bid), configured(t), shadow(t) {
    for (std::size_t i = 0; i < t.a.size(); ++i) queue.push_back({true, 0, static_cast<unsigned>(i), t.a[i]});
    for (std::size_t i = static_cast<std::size_t>(p); i < t.b.size(); ++i) queue.push_back({true, 1, static_cast<unsigned>(i), t.b[i]});
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
    unsigned dg = static_cast<unsigned>(rng.below(static_cast<unsigned>(g)));
    unsigned db = static_cast<unsigned>(rng.below(static_cast<unsigned>(a)));
    unsigned dn = static_cast<unsigned>(rng.below(static_cast<unsigned>(p)));
    if (hot >= 0 && k < 80) {
      dg = static_cast<unsigned>(hot);
    } else if (k < 20) {
      dg = static_cast<unsigned>(gid);
      db = static_cast<unsigned>(bid);
    } else if (k < 50) {
      dg = static_cast<unsigned>(gid);
    } else if (k >= 95) {
      dg = static_cast<unsigned>(rng.below(1024));
      db = static_cast<unsigned>(rng.below(32));
      dn = static_cast<unsigned>(rng.below(64));
    }
    dst_gid.write(dg);
    dst_bid.write(db);
    dst_nid.write(dn);
    drawn_gid = dg;
    drawn_bid = db;
    src_gid.write(rng.chance(2, 5) ? static_cast<unsigned>(gid) : static_cast<unsigned>(rng.below(static_cast<unsigned>(g))));
    src_bid.write(static_cast<unsigned>(rng.below(static_cast<unsigned>(a))));
    src_nid.write(static_cast<unsigned>(rng.below(static_cast<unsigned>(p))));
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
      hot = -1;
      hot_local = false;
      if (terminal_port && g > 1 && rng.chance(1, 3)) {
        hot = static_cast<int>(rng.below(static_cast<unsigned>(g - 1)));
        if (hot >= gid) ++hot;
        hot_local = rng.chance(1, 2);
      }
    }
    const bool valid = !configuring && rng.chance(static_cast<unsigned>(load), 100);
    req_valid.write(valid);
    draw_address(cycle);
    if (valid && hot >= 0 && drawn_gid == static_cast<unsigned>(hot)) ++(hot_local ? local_hot_heads : hot_heads);
    const unsigned hg = drawn_gid, hb = drawn_bid;
    if (valid && !rst && global_port && hg == static_cast<unsigned>(gid) && hb != static_cast<unsigned>(bid) &&
        hb < static_cast<unsigned>(a)) {
      const int radix = p + a - 1 + h;
      const std::uint64_t ports = radix >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << radix) - 1;
      const std::size_t e = static_cast<std::size_t>(p) + hb;
      if (!(shadow.a[e] & ports) && (shadow.b[e] & ports)) {
        ++refraction_heads;
        if (drawn_vc <= 2) ++refraction_low_vc;
      }
    }
    static const unsigned kDensity[] = {0, 1, 4, 8, 12, 15, 16};  // sixteenths
    const unsigned dl = kDensity[rng.below(7)];
    const unsigned dg = hot >= 0 ? static_cast<unsigned>(rng.below(3)) : kDensity[rng.below(7)];
    std::uint64_t cl = 0;
    for (int j = 0; j < 64; ++j) cl |= std::uint64_t{rng.below(16) < (hot_local ? dg : dl)} << j;
    SlotBus cg;
    for (int s = 0; s < 512; ++s) cg[s] = rng.below(16) < dg;
    // The hot group's minimal slot (DESIGN.md section 2: slot X reaches group X, the own
    // slot group a*h), or the local port to the router that owns it (section 2's numbering;
    // none when it is this router's own slot).
    const int hot_slot = hot == a * h ? gid : hot;
    if (hot >= 0 && rng.below(16) != 0) {
      const int owner = hot_slot / h;
      if (!hot_local) {
        cg[hot_slot] = true;
      } else if (owner != bid) {
        cl |= std::uint64_t{1} << (p + owner - (owner > bid ? 1 : 0));
        cg[hot_slot] = false;
      }
    }
    cong_local.write(cl);
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

// terminal: the port runs RTA and RTB heads; the others run RTB only.
void register_pins(Harness& h, RcuStim& s, RcuOuts& m, RcuOuts& v, bool terminal) {
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
  h.output(n + "res_vc", m.res_vc, v.res_vc, !terminal);
  h.output(n + "res_class", m.res_class, v.res_class);
  // RTB heads report slot 0: a port that never runs RTA keeps res_slot at 0.
  h.output(n + "res_slot", m.res_slot, v.res_slot, terminal);
  h.output(n + "cfg_gnt", m.cfg_gnt, v.cfg_gnt);
  h.output(n + "cfg_rdata", m.cfg_rdata, v.cfg_rdata);
}

// One Verilated RCU configuration of this executable (from DOAR_RCU_MODELS_INC).
struct RcuModel {
  const char* cls;
  int p, a, h, g, gid, bid, port;
  const char* kind;  // terminal | local | global
  unsigned seed;     // the LFSR seed (-GSEED)
  int exit;          // -GEXIT: core's CongestedRule (2 exit-local, 1 exit, 0 paper; --doar-congested)
  std::unique_ptr<sc_core::sc_module> (*make)(const char* name, sc_core::sc_clock& clk, sc_signal<bool>& rst,
                                              RcuStim& s, RcuOuts& o);
};

template <class V>
std::unique_ptr<sc_core::sc_module> make_rtl(const char* name, sc_core::sc_clock& clk, sc_signal<bool>& rst,
                                             RcuStim& s, RcuOuts& o) {
  auto m = std::make_unique<V>(name);
  bind(*m, clk, rst, s, o);
  return m;
}

#define DOAR_RCU_MODEL(cls, p, a, h, g, gid, bid, port, kind, seed, exit) \
  RcuModel{#cls, p, a, h, g, gid, bid, port, kind, seed, exit, &make_rtl<cls>},
const std::vector<RcuModel>& built_models() {
  static const std::vector<RcuModel> models = {
#define DOAR_RCU_PASS 1
#include DOAR_RCU_MODELS_INC
#undef DOAR_RCU_PASS
  };
  return models;
}
#undef DOAR_RCU_MODEL

std::string dfly_text(const RcuModel& m) {
  return std::to_string(m.p) + "," + std::to_string(m.a) + "," + std::to_string(m.h) + "," + std::to_string(m.g);
}
// " --doar-congested R" unless R is the default.
std::string rule_text(int exit) {
  const auto r = static_cast<CongestedRule>(exit);
  return r == kDefaultCongestedRule ? "" : std::string(" --doar-congested ") + congested_rule_name(r);
}
std::string router_text(const RcuModel& m) { return std::to_string(m.gid) + "." + std::to_string(m.bid); }

std::string built_list() {
  std::string s;
  for (const auto& m : built_models()) {
    s += (s.empty() ? "" : "; ") + std::string("--dfly ") + dfly_text(m) + " --router " + router_text(m) +
         " --port " + m.kind + rule_text(m.exit);
  }
  return s;
}

// The models the options select, in the order terminal, local, global; one clear error
// (exit 2) when the size, router or port kind was not Verilated.
std::vector<const RcuModel*> select_models(const Options& opt) {
  if (opt.port != "all" && opt.port != "terminal" && opt.port != "local" && opt.port != "global") {
    throw cli::UsageError("--port must be terminal, local, global or all, not '" + opt.port + "'");
  }
  std::string dfly;
  for (const auto& f : cli::split_list(opt.dfly)) dfly += (dfly.empty() ? "" : ",") + std::to_string(cli::to_int(f, "--dfly"));
  std::string router = opt.router;
  std::vector<const RcuModel*> out;
  for (const char* kind : {"terminal", "local", "global"}) {
    if (opt.port != "all" && opt.port != kind) continue;
    for (const auto& m : built_models()) {
      if (dfly_text(m) != dfly || m.kind != std::string(kind) || m.exit != static_cast<int>(opt.congested)) continue;
      if (!router.empty() && router_text(m) != router) continue;
      out.push_back(&m);
      break;
    }
  }
  if (out.empty() || (opt.port == "all" && out.size() != 3)) {
    throw cli::UsageError("no Verilated RCU for --dfly " + opt.dfly + (router.empty() ? "" : " --router " + router) +
                          " --port " + opt.port + rule_text(static_cast<int>(opt.congested)) +
                          " in this executable; built: " + built_list());
  }
  return out;
}

const char* short_name(const std::string& kind) {
  return kind == "terminal" ? "term" : kind == "local" ? "local" : "glob";
}

Result run_rcu(const Options& opt) {
  const std::vector<const RcuModel*> sel = select_models(opt);
  const RcuModel& first = *sel.front();
  const Dragonfly d(DflyParams{first.p, first.a, first.h, first.g});
  const RouterId r{first.gid, first.bid};
  Rng top(opt.seed);
  // Every kind draws its stimulus seed in the same order whichever are selected, so a port
  // sees the same stimulus alone and beside the others.
  std::vector<std::uint64_t> seeds;
  for (int k = 0; k < 3; ++k) seeds.push_back(top.next());
  std::vector<std::unique_ptr<RcuStim>> stims;
  for (const RcuModel* m : sel) {
    const int k = std::string(m->kind) == "terminal" ? 0 : std::string(m->kind) == "local" ? 1 : 2;
    stims.push_back(std::make_unique<RcuStim>(short_name(m->kind), seeds[static_cast<std::size_t>(k)],
                                              DflyParams{m->p, m->a, m->h, m->g}, r,
                                              configure_port(d, r, m->port, opt.tables)));
    stims.back()->global_port = k == 2;
    stims.back()->terminal_port = k == 0;
  }
  sc_signal<bool> rst("rst");
  long rst_until = 3;
  std::size_t longest = 0;
  for (const auto& s : stims) longest = std::max(longest, s->queue.size());
  const long config_end = 3 + static_cast<long>(longest) + 8;
  auto drive = [&](long cycle) {
    if (cycle > config_end && cycle >= rst_until && top.chance(1, 5000)) {
      rst_until = cycle + 1 + static_cast<long>(top.below(3));
    }
    const bool rs = cycle < rst_until;
    rst.write(rs);
    const bool configuring = cycle < config_end;
    for (auto& s : stims) s->drive(cycle, rs, configuring);
  };
  Harness h("harness", opt, drive);
  h.input("rst", rst);

  // On the heap: a doar_rcu with its hundred signals is large.
  std::vector<std::unique_ptr<doar_rcu>> models;
  std::vector<std::unique_ptr<sc_core::sc_module>> rtls;
  std::vector<std::unique_ptr<RcuOuts>> outs;
  for (std::size_t i = 0; i < sel.size(); ++i) {
    const RcuModel& m = *sel[i];
    RcuStim& s = *stims[i];
    RcuParams pr;
    pr.p = m.p;
    pr.a = m.a;
    pr.h = m.h;
    pr.g = m.g;
    pr.gid = m.gid;
    pr.bid = m.bid;
    pr.port = m.port;
    pr.seed = static_cast<std::uint16_t>(m.seed);
    pr.exit_rule = exit_family(static_cast<CongestedRule>(m.exit));
    pr.local_credit = credit_reads_local(static_cast<CongestedRule>(m.exit));
    outs.push_back(std::make_unique<RcuOuts>());
    RcuOuts& om = *outs.back();
    outs.push_back(std::make_unique<RcuOuts>());
    RcuOuts& ov = *outs.back();
    models.push_back(std::make_unique<doar_rcu>(("model_" + s.name).c_str(), pr));
    bind(*models.back(), h.clk, rst, s, om);
    rtls.push_back(m.make(("rtl_" + s.name).c_str(), h.clk, rst, s, ov));
    s.gnt = &om.cfg_gnt;
    register_pins(h, s, om, ov, std::string(m.kind) == "terminal");
  }
  Result res = h.run();
  long heads = 0, low_vc = 0, hot_heads = 0, local_hot_heads = 0;
  for (const auto& s : stims) {
    heads += s->refraction_heads;
    low_vc += s->refraction_low_vc;
    hot_heads += s->hot_heads;
    local_hot_heads += s->local_hot_heads;
  }
  res.counts = {{"refraction_heads", heads}, {"refraction_heads_vc_0_2", low_vc}, {"hot_phase_heads", hot_heads},
                {"local_hot_phase_heads", local_hot_heads}};
  return res;
}

const RegisterBench kRegister("rcu", run_rcu);

}  // namespace
}  // namespace doar::cosim
