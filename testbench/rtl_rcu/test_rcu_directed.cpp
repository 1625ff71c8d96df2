// Directed tests of the SystemC RCU against core/: every hop class, the all-congested LFSR
// fallback, reset, and the fault action unit's table accesses interleaved with heads.
// One elaboration per process (docs/rcu.md, "GoogleTest and SystemC"): sc_main builds every
// harness before RUN_ALL_TESTS; tests reset and configure the harness they use, advance
// time with sc_start (RcuHarness::run) and never call sc_stop. Idle harnesses tick along.
#include <gtest/gtest.h>

#include <cstdlib>
#include <deque>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <vector>

#include "random_stream.hpp"
#include "rcu_scoreboard.hpp"

using namespace doar;
using namespace doar::rcutb;

namespace {

struct Dut {
  Dragonfly d;
  RouterId r;
  int port;
  PortTables tables;
  std::unique_ptr<RcuHarness> h;
};

// dfly(2,4,2,9): every router has h live global links, so every RTA class occurs.
const DflyParams kDfly{2, 4, 2, 9};
Dut* g_rta = nullptr;     // terminal port: the RTA path (and RTB within the group)
Dut* g_rtb = nullptr;     // global port: RTB with refraction
Dut* g_twin_a = nullptr;  // two identical RCUs for the no-effect test
Dut* g_twin_b = nullptr;

Dut* make_dut(const char* name, const RouterId& r, int port) {
  auto* u = new Dut{Dragonfly(kDfly), r, port, {}, nullptr};
  u->tables = configure_port(u->d, r, port);
  // Algorithm 1 as written: the directed cases spell out its classes and fallbacks (the exit
  // rule is checked by doar-rcu-check: rcu.check.*, default exit).
  u->h = std::make_unique<RcuHarness>(name, rcu_params(u->d, r, port, CongestedRule::Paper));
  return u;
}

// Drives a queue of heads back to back (or with idle cycles where `gap` says so) and checks
// every result with a fresh scoreboard (the arbiter state after reset).
class Session {
 public:
  explicit Session(Dut& u) : u_(u), sb_(u.d, u.r, u.port, u.tables, CongestedRule::Paper) {
    u_.h->reset_and_configure(u_.tables);
    u_.h->stimulus = [this](long cycle, Request& req, CongInput& cong) {
      if (on_edge_) on_edge_(cycle);
      if (!heads_.empty()) {
        if (heads_.front().valid) {
          req = heads_.front();
          sb_.on_request(cycle, req);
          requests_[cycle] = req;
        }
        heads_.pop_front();
      }
      cong = cong_fn_ ? cong_fn_(cycle) : cong_;
      sb_.on_cong(cycle, cong);
      if (on_edge_) cong_log_[cycle] = cong;
    };
    u_.h->on_result = [this](long cycle, const ResultPins& res) {
      if (res.valid) {
        results_.push_back(res);
        decisions_.push_back(Decision{});
      }
      sb_.on_result(cycle, res);
      if (res.valid) decisions_.back() = sb_.last_decision();
    };
    u_.h->on_cfg_done = [this](const CfgDone& done) {
      sb_.on_cfg_done(done);
      cfg_done_.push_back(done);
    };
  }
  ~Session() {
    u_.h->stimulus = nullptr;
    u_.h->on_result = nullptr;
    u_.h->on_cfg_done = nullptr;
  }

  void head(const Request& r) { heads_.push_back(r); }
  void idle() { heads_.push_back(Request{}); }
  void set_cong(const CongInput& c) { cong_ = c; }
  void set_cong_fn(std::function<CongInput(long)> f) { cong_fn_ = std::move(f); }
  // Called at every rising edge before this cycle's inputs are driven; signals read in it
  // hold the values of the cycle that just ended.
  void set_on_edge(std::function<void(long)> f) { on_edge_ = std::move(f); }
  const CongInput& cong_at(long cycle) const { return cong_log_.at(cycle); }
  void finish() {
    while (!heads_.empty() || !sb_.idle()) u_.h->run(1);
    u_.h->run(2);
  }

  const Scoreboard& sb() const { return sb_; }
  const std::vector<ResultPins>& results() const { return results_; }
  const std::vector<Decision>& decisions() const { return decisions_; }
  const std::map<long, Request>& requests() const { return requests_; }
  const std::vector<CfgDone>& cfg_done() const { return cfg_done_; }

 private:
  Dut& u_;
  Scoreboard sb_;
  std::deque<Request> heads_;
  CongInput cong_;
  std::function<CongInput(long)> cong_fn_;
  std::function<void(long)> on_edge_;
  std::map<long, CongInput> cong_log_;
  std::vector<ResultPins> results_;
  std::vector<Decision> decisions_;
  std::map<long, Request> requests_;
  std::vector<CfgDone> cfg_done_;
};

Request head_to(const Dut&, const NodeAddr& src, const NodeAddr& dst, int vc = 0) {
  Request q;
  q.valid = true;
  q.src = src;
  q.dst = dst;
  q.vc = vc;
  return q;
}

NodeAddr own_node(const Dut& u) { return {u.r.gid, u.r.bid, u.port}; }

// The candidate slots of one RTA class for a head to dst, from core's stage-3 sets.
SlotMask rta_class(const Dut& u, const NodeAddr& dst, HopClass c) {
  const RtaSets s = rta_sets(u.d, u.r, u.tables, region_select(u.d, u.r, dst), dst, 0, SlotMask());
  switch (c) {
    case HopClass::GA: return s.ga;
    case HopClass::GB: return s.gb;
    case HopClass::GC: return s.gc;
    default: return s.gd;
  }
}

// The rule P1 implements, spelled out on a list of the candidates (not through core's
// uniform_pick): candidate number (lfsr * n) >> 16 in increasing slot order.
int expected_pick(const SlotMask& cand, std::uint16_t lfsr) {
  std::vector<int> bits;
  for (int i = 0; i < SlotMask::kBits; ++i)
    if (cand.test(i)) bits.push_back(i);
  return bits[(static_cast<std::uint32_t>(lfsr) * bits.size()) >> 16];
}

}  // namespace

// Each RTA class wins when the classes before it are congested (Algorithm 1 lines 8-15).
TEST(RcuDirected, EveryRtaHopClass) {
  const HopClass order[4] = {HopClass::GA, HopClass::GB, HopClass::GC, HopClass::GD};
  for (int c = 0; c < 4; ++c) {
    // A destination in another group whose class c has candidates.
    NodeAddr dst{-1, 0, 0};
    for (int i = 0; i < g_rta->d.num_nodes() && dst.gid < 0; ++i) {
      const NodeAddr n = g_rta->d.node_at(i);
      if (n.gid != g_rta->r.gid && rta_class(*g_rta, n, order[c]).any()) dst = n;
    }
    ASSERT_GE(dst.gid, 0) << "no destination with class " << hop_class_name(order[c]);
    CongInput cong;
    for (int k = 0; k < c; ++k) cong.global |= rta_class(*g_rta, dst, order[k]);
    Session s(*g_rta);
    s.set_cong(cong);
    s.head(head_to(*g_rta, own_node(*g_rta), dst));
    s.finish();
    ASSERT_EQ(s.results().size(), 1u);
    EXPECT_TRUE(s.results()[0].routed);
    EXPECT_EQ(s.results()[0].cls, static_cast<int>(order[c])) << "to " << to_string(dst);
    EXPECT_TRUE(rta_class(*g_rta, dst, order[c]).test(s.results()[0].slot));
    EXPECT_EQ(s.sb().mismatches(), 0) << (s.sb().messages().empty() ? "" : s.sb().messages()[0]);
  }
}

// Local congestion of the hop to a slot's router counts like global congestion (C1, N1).
TEST(RcuDirected, LocalCongestionOfTheRouterBehindASlotMovesToTheNextClass) {
  for (int i = 0; i < g_rta->d.num_nodes(); ++i) {
    const NodeAddr dst = g_rta->d.node_at(i);
    if (dst.gid == g_rta->r.gid) continue;
    const SlotMask ga = rta_class(*g_rta, dst, HopClass::GA);
    const int owner = ga.find_from(0) / g_rta->d.h();
    if (owner == g_rta->r.bid) continue;  // own global port: no local hop
    CongInput cong;
    cong.local = port_only(g_rta->d.local_port(g_rta->r.bid, owner));
    Session s(*g_rta);
    s.set_cong(cong);
    s.head(head_to(*g_rta, own_node(*g_rta), dst));
    s.finish();
    ASSERT_EQ(s.results().size(), 1u);
    EXPECT_NE(s.results()[0].cls, static_cast<int>(HopClass::GA));
    EXPECT_EQ(s.sb().mismatches(), 0);
    return;
  }
  FAIL() << "no destination whose minimal slot is on another router";
}

// RTB: S1 (table A free), S2 (table A congested, filtered table B free), random (all).
TEST(RcuDirected, EveryRtbHopClass) {
  Dut& u = *g_rtb;
  // A head from another group to a third one: this group is intermediate, table B holds
  // the refraction ports.
  const NodeAddr src{(u.r.gid + 1) % u.d.g(), 0, 0};
  NodeAddr dst{-1, 0, 0};
  for (int gx = 0; gx < u.d.g() && dst.gid < 0; ++gx) {
    const int e = base_add(u.d, Region::G) + gx;
    if (gx != u.r.gid && gx != src.gid && u.tables.a[e] && u.tables.b[e]) dst = {gx, 1, 1};
  }
  ASSERT_GE(dst.gid, 0);
  const int e = base_add(u.d, Region::G) + dst.gid;
  const PortMask all = ~PortMask{0};
  const struct {
    PortMask cong;
    HopClass want;
  } cases[3] = {{0, HopClass::S1}, {u.tables.a[e], HopClass::S2}, {all, HopClass::RtbRandom}};
  for (const auto& c : cases) {
    Session s(u);
    CongInput cong;
    cong.local = c.cong;
    s.set_cong(cong);
    s.head(head_to(u, src, dst, 1));
    s.finish();
    ASSERT_EQ(s.results().size(), 1u);
    EXPECT_EQ(s.results()[0].cls, static_cast<int>(c.want));
    EXPECT_EQ(s.results()[0].vc, 1) << "global in, intra-group out: VC unchanged";
    EXPECT_EQ(s.sb().mismatches(), 0) << (s.sb().messages().empty() ? "" : s.sb().messages()[0]);
  }
}

// All candidates congested: the LFSR picks (Algorithm 1 line 16), stepping once per head,
// uniformly over every candidate. 200 back-to-back heads to one destination must give
// core's exact sequence, follow the rule head by head and use several different slots.
TEST(RcuDirected, AllCongestedLfsrFallback) {
  Dut& u = *g_rta;
  const NodeAddr dst{(u.r.gid + 3) % u.d.g(), 2, 1};
  CongInput cong;
  cong.local = ~PortMask{0};
  for (int sl = 0; sl < u.d.slots(); ++sl) cong.global.set(sl);
  Session s(u);
  s.set_cong(cong);
  for (int i = 0; i < 200; ++i) s.head(head_to(u, own_node(u), dst));
  s.finish();
  ASSERT_EQ(s.results().size(), 200u);
  std::set<int> slots;
  for (const auto& r : s.results()) {
    EXPECT_EQ(r.cls, static_cast<int>(HopClass::RtaRandom));
    slots.insert(r.slot);
  }
  EXPECT_GT(slots.size(), 2u) << "the LFSR should spread the fallback over the candidates";
  EXPECT_EQ(s.sb().mismatches(), 0) << (s.sb().messages().empty() ? "" : s.sb().messages()[0]);
  // Head i used the LFSR's i-th value since reset, over all candidates; it stepped once per head.
  const RtaSets sets = rta_sets(u.d, u.r, u.tables, region_select(u.d, u.r, dst), dst, 0, SlotMask());
  std::uint16_t l = reset_arb_state(u.d, u.r, u.port).lfsr;
  for (int i = 0; i < 200; ++i) {
    EXPECT_EQ(s.results()[i].slot, expected_pick(sets.ga | sets.nm, l)) << "head " << i;
    l = lfsr_step(l);
  }
  EXPECT_EQ(s.sb().arb_state().lfsr, l);
}

// Within a class the winner is the uniform pick by the LFSR (no round-robin pointer): with
// GA, GB and GC congested, 200 heads to a destination whose GD class has several slots
// follow the rule head by head, and every GD slot is used.
TEST(RcuDirected, WithinAClassThePickIsUniformByTheLfsr) {
  Dut& u = *g_rta;
  NodeAddr dst{-1, 0, 0};
  SlotMask gd;
  for (int i = 0; i < u.d.num_nodes() && dst.gid < 0; ++i) {
    const NodeAddr n = u.d.node_at(i);
    if (n.gid != u.r.gid && rta_class(u, n, HopClass::GD).count() >= 3) dst = n, gd = rta_class(u, n, HopClass::GD);
  }
  ASSERT_GE(dst.gid, 0) << "no destination with three GD slots";
  CongInput cong;
  for (HopClass c : {HopClass::GA, HopClass::GB, HopClass::GC}) cong.global |= rta_class(u, dst, c);
  Session s(u);
  s.set_cong(cong);
  for (int i = 0; i < 200; ++i) s.head(head_to(u, own_node(u), dst));
  s.finish();
  ASSERT_EQ(s.results().size(), 200u);
  std::uint16_t l = reset_arb_state(u.d, u.r, u.port).lfsr;
  SlotMask used;
  for (int i = 0; i < 200; ++i) {
    EXPECT_EQ(s.results()[i].cls, static_cast<int>(HopClass::GD)) << "head " << i;
    EXPECT_EQ(s.results()[i].slot, expected_pick(gd, l)) << "head " << i;
    used.set(s.results()[i].slot);
    l = lfsr_step(l);
  }
  EXPECT_TRUE(used == gd) << "every GD slot is picked at some point";
  EXPECT_EQ(s.sb().mismatches(), 0) << (s.sb().messages().empty() ? "" : s.sb().messages()[0]);
}

// The model's own copy of the pick (rtl_model/rcu/slot_bits) against core's, on slot buses
// and port masks of several widths: bits at or above the width must be ignored.
TEST(RcuUnits, UniformPickSameAsCore) {
  std::mt19937_64 rng(4242);
  for (int width : {2, 7, 8, 63, 64, 72, 300, 512}) {
    for (int i = 0; i < 3000; ++i) {
      SlotMask m;
      rtl::SlotWords w;
      for (int k = 0; k < SlotMask::kWords; ++k) {
        const std::uint64_t v = (i % 3 == 0) ? rng() : rng() & rng() & rng();
        m.set_word(k, v);
        w.w[k] = v;
      }
      const auto lfsr = static_cast<std::uint16_t>(rng());
      const int want = uniform_pick(m & SlotMask::range(0, width), lfsr);
      ASSERT_EQ(rtl::uniform_pick(w, width, lfsr), want) << "width " << width;
      if (width <= 64) {
        ASSERT_EQ(rtl::uniform_pick(w.w[0], width, lfsr), want) << "width " << width;
      }
    }
  }
}

// Back-to-back heads under random congestion: every result is core's (the LFSR, which
// alone drives both arbiters, advances exactly as in core), with a 4-cycle latency.
TEST(RcuDirected, BackToBackHeadsKeepArbiterOrderAndFourCycleLatency) {
  Dut& u = *g_rta;
  RandomStream rs(u.d, u.r, u.port, 11);
  Session s(u);
  s.set_cong_fn([&rs](long) { return rs.congestion(); });
  for (int i = 0; i < 3000; ++i) s.head(rs.request());
  s.finish();
  EXPECT_EQ(s.sb().checked(), 3000);
  EXPECT_EQ(s.sb().min_latency(), 4);
  EXPECT_EQ(s.sb().max_latency(), 4);
  EXPECT_EQ(s.sb().mismatches(), 0) << (s.sb().messages().empty() ? "" : s.sb().messages()[0]);
}

// Fault action unit accesses interleaved with heads: bursts of back-to-back heads with one
// idle cycle between bursts, and a stream of table writes (bit clears and restores) queued
// on the configuration port. Every write must be granted only in a cycle the RCU leaves the
// table alone, every head keeps its 4-cycle latency, and every result equals core's on the
// tables as they were when the head read them.
TEST(RcuDirected, FaultUnitWritesInterleavedWithBackToBackHeads) {
  Dut& u = *g_rta;
  RandomStream rs(u.d, u.r, u.port, 5);
  PortTables view = u.tables;
  Session s(u);
  s.set_cong_fn([&rs](long) { return rs.congestion(); });
  const int kBursts = 40, kBurst = 12;
  for (int b = 0; b < kBursts; ++b) {
    for (int i = 0; i < kBurst; ++i) s.head(rs.request());
    s.idle();
  }
  for (int i = 0; i < 60; ++i) u.h->queue_cfg(rs.table_write(u.tables, view));
  s.finish();
  while (u.h->cfg_pending() > 0) u.h->run(1);

  EXPECT_EQ(s.sb().checked(), kBursts * kBurst);
  EXPECT_EQ(s.sb().min_latency(), 4);
  EXPECT_EQ(s.sb().max_latency(), 4);
  EXPECT_EQ(s.sb().mismatches(), 0) << (s.sb().messages().empty() ? "" : s.sb().messages()[0]);
  ASSERT_EQ(s.cfg_done().size(), 60u);
  auto head_at = [&](long c) -> const Request* {
    auto it = s.requests().find(c);
    return it == s.requests().end() ? nullptr : &it->second;
  };
  int during_stream = 0;
  for (const CfgDone& w : s.cfg_done()) {
    const long k = w.cycle;
    if (w.op.table == kTableA) {
      EXPECT_EQ(head_at(k - 1), nullptr) << "table A written in cycle " << k << " while the head of cycle "
                                         << k - 1 << " reads it";
    } else if (w.op.table == kTableB) {
      const Request* q = head_at(k - 1);
      EXPECT_TRUE(q == nullptr || (q->dst.gid == u.r.gid && q->dst.bid == u.r.bid))
          << "table B written in cycle " << k << " while a head reads it";
    } else {
      for (long t : {k - 2, k - 3}) {
        const Request* q = head_at(t);
        EXPECT_TRUE(q == nullptr || !is_rta(u.d, u.r, u.port, q->dst))
            << "table C written in cycle " << k << " while an RTA head uses it";
      }
    }
    if (k <= s.requests().rbegin()->first) ++during_stream;
  }
  EXPECT_GT(during_stream, 20) << "most writes should go in the gaps of the head stream";
}

// The paper's claim, directly: two identical RCUs get the same heads and congestion; one
// also serves a fault unit that reads every entry and writes it back unchanged (FD_act on
// entries that do not hold the failed port). The result pins must match cycle by cycle.
TEST(RcuDirected, FaultUnitAccessesDoNotChangeAnyResult) {
  Dut* twins[2] = {g_twin_a, g_twin_b};
  for (Dut* t : twins) {
    t->h->set_reset(true);
    t->h->queue_tables(t->tables);
  }
  g_twin_a->h->run(2);
  for (Dut* t : twins) t->h->set_reset(false);
  while (g_twin_a->h->cfg_pending() > 0 || g_twin_b->h->cfg_pending() > 0) g_twin_a->h->run(1);
  g_twin_a->h->run(1);

  RandomStream rs(g_twin_a->d, g_twin_a->r, g_twin_a->port, 21);
  std::map<long, std::pair<Request, CongInput>> stim;  // one draw per cycle, shared by both
  const long first = g_twin_a->h->cycle(), last = first + 4000;
  auto draw = [&](long cycle) -> const std::pair<Request, CongInput>& {
    auto it = stim.find(cycle);
    if (it != stim.end()) return it->second;
    std::pair<Request, CongInput> v;
    if (cycle < last && !rs.chance(0.2)) v.first = rs.request();
    v.second = rs.congestion();
    return stim.emplace(cycle, v).first->second;
  };
  std::map<long, ResultPins> res[2];
  for (int i = 0; i < 2; ++i) {
    twins[i]->h->stimulus = [&draw](long cycle, Request& req, CongInput& cong) {
      const auto& v = draw(cycle);
      req = v.first;
      cong = v.second;
    };
    twins[i]->h->on_result = [&res, i](long cycle, const ResultPins& r) { res[i][cycle] = r; };
  }
  // The fault unit of twin A: read an entry, write it back unchanged, next entry.
  int accesses = 0;
  const Dut& a = *g_twin_a;
  const int n_a = entries_per_table(a.d);
  int next = 0;
  auto queue_next = [&]() {
    const int table = next % 3, i = next / 3;
    const int addr = table == kTableC ? i % a.d.a() : table == kTableB ? a.d.p() + i % (n_a - a.d.p()) : i % n_a;
    const auto& src = table == kTableA ? a.tables.a : table == kTableB ? a.tables.b : a.tables.c;
    g_twin_a->h->queue_cfg({table, addr, 0, false});
    g_twin_a->h->queue_cfg({table, addr, src[static_cast<std::size_t>(addr)], true});
    ++next;
  };
  g_twin_a->h->on_cfg_done = [&](const CfgDone& d) {
    ++accesses;
    if (!d.op.write) {
      const auto& src = d.op.table == kTableA ? a.tables.a : d.op.table == kTableB ? a.tables.b : a.tables.c;
      EXPECT_EQ(d.rdata, src[static_cast<std::size_t>(d.op.addr)]) << "read back of table " << d.op.table;
    }
    if (g_twin_a->h->cfg_pending() < 2) queue_next();
  };
  queue_next();
  g_twin_a->h->run(last - first + 8);
  for (Dut* t : twins) {
    t->h->stimulus = nullptr;
    t->h->on_result = nullptr;
    t->h->on_cfg_done = nullptr;
  }
  while (g_twin_a->h->cfg_pending() > 0) g_twin_a->h->run(1);

  EXPECT_GT(accesses, 500) << "the fault unit should get many idle cycles";
  ASSERT_EQ(res[0].size(), res[1].size());
  long valid = 0;
  for (const auto& [cycle, r0] : res[0]) {
    const ResultPins& r1 = res[1].at(cycle);
    valid += r0.valid;
    ASSERT_TRUE(r0.valid == r1.valid && r0.routed == r1.routed && r0.port == r1.port && r0.vc == r1.vc &&
                r0.cls == r1.cls && r0.slot == r1.slot)
        << "results differ in cycle " << cycle;
  }
  EXPECT_GT(valid, 3000);
}

SlotMask to_mask(const rtl::SlotBus& bus) {
  SlotMask m;
  for (int k = 0; k < SlotMask::kWords; ++k) {
    m.set_word(k, static_cast<std::uint64_t>(bus.get_word(2 * k)) |
                      (static_cast<std::uint64_t>(bus.get_word(2 * k + 1)) << 32));
  }
  return m;
}

// Stage 3 unit by unit: A1, A2, C1 (with the group bitmap), B's four classes and the
// fallback set, table A (LE), F, S1, S2, each compared with core's rta_sets / rtb_sets for
// every head, in the cycle the head is in stage 3 (cycle t+2 for the head of cycle t).
void check_stage3_units(Dut& u, std::uint64_t seed, int heads) {
  RandomStream rs(u.d, u.r, u.port, seed);
  Session s(u);
  s.set_cong_fn([&rs](long) { return rs.congestion(); });
  const auto v = u.h->rcu().stage3();
  SlotMask slots;
  for (int i = 0; i < u.d.slots(); ++i) slots.set(i);
  const PortMask ports = u.d.radix() >= 64 ? ~PortMask{0} : (PortMask{1} << u.d.radix()) - 1;
  int rta = 0, rtb = 0;
  s.set_on_edge([&](long cycle) {
    if (!v.valid.read()) return;
    const long t = cycle - 3;  // the head in stage 3 during cycle - 1
    const auto it = s.requests().find(t);
    ASSERT_NE(it, s.requests().end()) << "stage 3 holds a head nobody sent (cycle " << cycle - 1 << ")";
    const Request& q = it->second;
    const CongInput& c = s.cong_at(t + 2);
    const Lookup lk = region_select(u.d, u.r, q.dst);
    ASSERT_EQ(v.rta.read(), is_rta(u.d, u.r, u.port, q.dst));
    if (v.rta.read()) {
      ++rta;
      const RtaSets e = rta_sets(u.d, u.r, u.tables, lk, q.dst, c.local, c.global);
      const SlotMask free = ~e.cong;
      EXPECT_EQ(to_mask(v.ga_req.read()), e.ga) << "A1, head of cycle " << t;
      EXPECT_EQ(to_mask(v.nm_req.read()), e.nm) << "A2, head of cycle " << t;
      EXPECT_EQ((to_mask(v.slot_lcong.read()) | c.global) & slots, e.cong & slots) << "C1, head of cycle " << t;
      EXPECT_EQ(to_mask(v.gap.read()), e.ga & free) << "B/GAP, head of cycle " << t;
      EXPECT_EQ(to_mask(v.gbp.read()), e.gb & free) << "B/GBP, head of cycle " << t;
      EXPECT_EQ(to_mask(v.gcp.read()), e.gc & free) << "B/GCP, head of cycle " << t;
      EXPECT_EQ(to_mask(v.gdp.read()), e.gd & free) << "B/GDP, head of cycle " << t;
      EXPECT_EQ(to_mask(v.all.read()), e.ga | e.nm) << "B/all, head of cycle " << t;
    } else {
      ++rtb;
      const RtbSets e = rtb_sets(u.d, u.r, u.port, u.tables, lk, Header{q.src, q.dst, q.vc});
      EXPECT_EQ(v.le.read().to_uint64(), e.le) << "table A, head of cycle " << t;
      EXPECT_EQ(v.lf.read().to_uint64(), e.lf) << "F, head of cycle " << t;
      EXPECT_EQ(v.s1_req.read().to_uint64(), e.le & ~c.local & ports) << "S1, head of cycle " << t;
      EXPECT_EQ(v.s2_req.read().to_uint64(), e.lf & ~c.local & ports) << "S2, head of cycle " << t;
    }
  });
  for (int i = 0; i < heads; ++i) s.head(rs.request());
  s.finish();
  EXPECT_EQ(rta + rtb, heads);
  EXPECT_EQ(s.sb().mismatches(), 0);
  if (u.d.port_kind(u.port) == PortKind::Terminal) {
    EXPECT_GT(rta, heads / 4);
  }
}

TEST(RcuDirected, Stage3UnitsMatchCoreSetsAtATerminalPort) { check_stage3_units(*g_rta, 31, 1500); }
TEST(RcuDirected, Stage3UnitsMatchCoreSetsAtAGlobalPort) { check_stage3_units(*g_rtb, 32, 1500); }

// Reset mid-stream returns the arbiters to reset_arb_state: a second session after a reset
// gives core's results from the initial state again.
TEST(RcuDirected, ResetRestoresArbiterState) {
  Dut& u = *g_rta;
  for (int round = 0; round < 2; ++round) {
    RandomStream rs(u.d, u.r, u.port, 99);
    Session s(u);
    s.set_cong_fn([&rs](long) { return rs.congestion(); });
    for (int i = 0; i < 500; ++i) s.head(rs.request());
    s.finish();
    EXPECT_EQ(s.sb().mismatches(), 0) << "round " << round;
    EXPECT_EQ(s.sb().checked(), 500);
  }
}

int sc_main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  g_rta = make_dut("rta", {0, 1}, 0);
  g_rtb = make_dut("rtb", {2, 3}, 2 + 4 - 1);  // first global port
  g_twin_a = make_dut("twin_a", {3, 2}, 1);
  g_twin_b = make_dut("twin_b", {3, 2}, 1);
  return RUN_ALL_TESTS();
}


// Without the SystemC banner on stdout (gtest_discover_tests reads the test list there).
int main(int argc, char** argv) {
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 1);
  return sc_core::sc_elab_and_sim(argc, argv);
}
