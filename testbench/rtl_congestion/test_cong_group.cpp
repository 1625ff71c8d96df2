// The congestion path of a whole group: a slot marked congested at its owner reaches every
// RCU of the group exactly t_ps + ring delay (q + 1 for port q) cycles later, and under random
// traffic every RCU's bitmap is, in every cycle, what the frames on the PCS pins say it must
// be.
#include <gtest/gtest.h>

#include <deque>
#include <random>
#include "cong_bench.hpp"
#include "congestion/congestion_rules.hpp"

namespace doar::rtl {
namespace {

bool bit(const sc_dt::sc_bv<512>& v, int i) { return v[i] == sc_dt::SC_LOGIC_1; }

// Drives one global port of router u of group bench g to congestion (one unit per cycle, no
// credits) and then back (credits only), and checks the arrival cycle of the slot's bit at
// every RCU of the group, for the rise and for the fall.
void check_slot(CongBench& b, cong_group_bench& g, int u, int j) {
  const auto& prm = g.params();
  const int k = g.radix(), a = prm.a, h = prm.h, slot = u * h + j;
  const int gport = prm.p + prm.a - 1 + j;
  b.reset();
  long mark = -1, clear = -1;
  std::vector<long> seen_set(static_cast<std::size_t>(a * k), -1), seen_clear(seen_set);
  sc_dt::sc_bv<64> one(0);
  one[gport] = sc_dt::SC_LOGIC_1;
  int occ = 0;
  const int span = prm.window + prm.global_th + prm.t_ps + k + 8;
  for (int c = 0; c < 2 * span; ++c) {
    const bool filling = c < span;
    const bool s = filling && occ <= prm.global_th;
    const bool cr = !filling && occ > 0;
    occ += (s ? 1 : 0) - (cr ? 1 : 0);
    g.send[u].write(s ? one : sc_dt::sc_bv<64>(0));
    g.credit[u].write(cr ? one : sc_dt::sc_bv<64>(0));
    b.tick();
    const bool owner_bit = g.own_map[u].read()[j] == sc_dt::SC_LOGIC_1;
    ASSERT_EQ(owner_bit, g.port_cong[u].read()[gport] == sc_dt::SC_LOGIC_1)
        << "the owner's per-port bitmap carries the same CongG bit";
    if (owner_bit && mark < 0) mark = c;
    if (!owner_bit && mark >= 0 && clear < 0) clear = c;
    for (int v = 0; v < a; ++v) {
      for (int q = 0; q < k; ++q) {
        const auto& m = g.rcu_gmap[v * k + q].read();
        const std::size_t i = static_cast<std::size_t>(v * k + q);
        if (bit(m, slot) && seen_set[i] < 0) seen_set[i] = c;
        if (!bit(m, slot) && seen_set[i] >= 0 && seen_clear[i] < 0) seen_clear[i] = c;
        for (int s2 = 0; s2 < a * h; ++s2) {
          if (s2 != slot) {
            ASSERT_FALSE(bit(m, s2)) << "stray slot " << s2;
          }
        }
      }
    }
  }
  g.send[u].write(sc_dt::sc_bv<64>(0));
  g.credit[u].write(sc_dt::sc_bv<64>(0));
  ASSERT_GE(mark, 0) << "CongG never rose at router " << u << " port " << gport;
  ASSERT_GE(clear, 0) << "CongG never fell at router " << u << " port " << gport;
  for (int v = 0; v < a; ++v) {
    for (int q = 0; q < k; ++q) {
      const std::size_t i = static_cast<std::size_t>(v * k + q);
      // The documented latency: t_ps to the group bitmap, then q + 1 ring cycles.
      EXPECT_EQ(seen_set[i] - mark, prm.t_ps + q + 1) << "slot " << slot << " router " << v << " port " << q;
      EXPECT_EQ(seen_clear[i] - clear, prm.t_ps + q + 1) << "slot " << slot << " router " << v << " port " << q;
    }
  }
}

TEST(CongGroup, SlotReachesEveryRcuAfterTpsPlusRingDelay) {
  auto& b = CongBench::get();
  for (auto& g : b.groups) {
    for (int u = 0; u < g->params().a; ++u) {
      for (int j = 0; j < g->params().h; ++j) check_slot(b, *g, u, j);
    }
  }
}

// Random traffic on every port of every router of the dfly(3,6,3,19) group (thresholds 2/3,
// window 6, interval 4, t_ps 7). Per cycle:
//  - own_map and port_cong equal the core rule applied to each output's events;
//  - frames leave at most once per interval, exactly when the map differs from the last
//    frame and the guard time is over;
//  - port q of router v shows, for every router u, the last frame u sent at least
//    t_ps + q cycles before (a frame on the tx pins in cycle c is in the assembled bitmap in
//    cycle c + t_ps - 1 and at port q's RCU q + 1 cycles later).
TEST(CongGroup, RandomTrafficMatchesFrameReference) {
  auto& b = CongBench::get();
  auto& g = *b.groups[1];
  const auto& prm = g.params();
  const int a = prm.a, h = prm.h, k = g.radix(), fg = prm.p + prm.a - 1;
  b.reset();
  CongestionParams cp;
  cp.local_threshold = prm.local_th;
  cp.global_threshold = prm.global_th;
  cp.window = prm.window;
  std::vector<std::vector<OutputCongestion>> ref(static_cast<std::size_t>(a),
                                                 std::vector<OutputCongestion>(static_cast<std::size_t>(k), OutputCongestion(cp)));
  struct Frame { long cycle; sc_dt::sc_bv<16> map; };
  std::vector<std::deque<Frame>> frames(static_cast<std::size_t>(a));
  std::vector<sc_dt::sc_bv<16>> last_sent(static_cast<std::size_t>(a), sc_dt::sc_bv<16>(0));
  std::vector<long> last_tx(static_cast<std::size_t>(a), -1000);
  std::vector<sc_dt::sc_bv<16>> prev_map(static_cast<std::size_t>(a), sc_dt::sc_bv<16>(0));
  std::mt19937 rng(7);
  int frames_seen = 0, set_bits_seen = 0;
  // Busy for 3600 cycles, then quiet (credits only) until every output has drained and the
  // last frame has had time to reach every RCU.
  const int busy = 3600, settle = prm.window + prm.interval + prm.t_ps + k + 2;
  int drained_for = 0;
  for (int c = 0; drained_for < settle; ++c) {
    const bool quiet = c >= busy;
    const double ps = quiet ? 0.0 : (c / 30) % 2 ? 0.65 : 0.35;
    std::vector<std::vector<std::pair<bool, bool>>> ev(static_cast<std::size_t>(a));
    for (int r = 0; r < a; ++r) {
      sc_dt::sc_bv<64> s(0), cr(0);
      for (int q = 0; q < k; ++q) {
        const bool sv = std::bernoulli_distribution(ps)(rng);
        const bool cv = ref[r][q].occupancy() > 0 && std::bernoulli_distribution(quiet ? 1.0 : 0.5)(rng);
        s[q] = sv;
        cr[q] = cv;
        ev[r].emplace_back(sv, cv);
      }
      g.send[r].write(s);
      g.credit[r].write(cr);
    }
    b.tick();
    for (int r = 0; r < a; ++r) {
      sc_dt::sc_bv<16> om(0);
      for (int q = 0; q < k; ++q) {
        ref[r][q].step(ev[r][q].first, ev[r][q].second);
        const bool want = q >= fg ? ref[r][q].cong_g() : ref[r][q].cong_l();
        ASSERT_EQ(g.port_cong[r].read()[q] == sc_dt::SC_LOGIC_1, want) << "router " << r << " port " << q << " cycle " << c;
        if (q >= fg) om[q - fg] = ref[r][q].cong_g();
      }
      ASSERT_EQ(g.own_map[r].read(), om) << "router " << r << " cycle " << c;
      // Frame rule, from the map the sender saw at this edge (the previous cycle's map).
      const bool may = c - last_tx[r] >= prm.interval;
      const bool want_tx = may && prev_map[r] != last_sent[r];
      ASSERT_EQ(g.tx_valid[r].read(), want_tx) << "router " << r << " cycle " << c;
      if (want_tx) {
        ASSERT_EQ(g.tx_map[r].read(), prev_map[r]);
        last_sent[r] = prev_map[r];
        last_tx[r] = c;
        frames[r].push_back({c, prev_map[r]});
        ++frames_seen;
      }
      prev_map[r] = om;
    }
    for (int v = 0; v < a; ++v) {
      for (int q = 0; q < k; ++q) {
        sc_dt::sc_bv<512> want(0);
        for (int u = 0; u < a; ++u) {
          sc_dt::sc_bv<16> m(0);
          for (const auto& f : frames[u]) {
            if (f.cycle <= c - prm.t_ps - q) m = f.map;
          }
          for (int j = 0; j < h; ++j) want[u * h + j] = m[j];
        }
        const auto got = g.rcu_gmap[v * k + q].read();
        ASSERT_EQ(got, want) << "router " << v << " port " << q << " cycle " << c;
        for (int s = 0; s < a * h; ++s) set_bits_seen += bit(got, s);
      }
    }
    bool empty = quiet;
    for (int r = 0; r < a && empty; ++r) {
      for (int q = 0; q < k; ++q) empty = empty && ref[r][q].occupancy() == 0;
    }
    drained_for = empty ? drained_for + 1 : 0;
    // Frames older than any port's horizon are summarised by the newest of them.
    for (auto& fq : frames) {
      while (fq.size() > 1 && fq[1].cycle <= c - prm.t_ps - k) fq.pop_front();
    }
  }
  EXPECT_GT(frames_seen, 100);
  EXPECT_GT(set_bits_seen, 1000);
  for (int v = 0; v < a; ++v) {
    for (int q = 0; q < k; ++q) EXPECT_EQ(g.rcu_gmap[v * k + q].read(), sc_dt::sc_bv<512>(0)) << "not drained";
  }
}

}  // namespace
}  // namespace doar::rtl
