// doar_cong_port against the core rule (core/congestion/congestion_rules.hpp) and the history
// window property of docs/congestion.md: an excursion of the occupancy above the global
// threshold that lasts W cycles or less never raises CongG; one cycle longer does.
#include <gtest/gtest.h>

#include <random>
#include "cong_bench.hpp"
#include "congestion/congestion_rules.hpp"

namespace doar::rtl {
namespace {

CongestionParams core_params(const cong_port_params& p) {
  CongestionParams c;
  c.local_threshold = p.local_th;
  c.global_threshold = p.global_th;
  c.window = p.window;
  return c;
}

TEST(CongPort, MatchesCoreReferenceCycleByCycle) {
  auto& b = CongBench::get();
  b.reset();
  std::mt19937 rng(12);
  std::vector<OutputCongestion> ref;
  std::vector<int> seen_l(b.ports.size(), 0), seen_g(b.ports.size(), 0);
  for (auto& p : b.ports) ref.emplace_back(core_params(p->prm));
  const int kCycles = 9000;
  // Traffic in phases (600 cycles, longer than the 202-cycle window): filling (sends outrun credits), draining, and balanced, so that every
  // threshold is crossed in both directions many times.
  for (int cyc = 0; cyc < kCycles; ++cyc) {
    const int phase = (cyc / 600) % 3;
    const double p_send = phase == 0 ? 0.9 : phase == 1 ? 0.2 : 0.6;
    const double p_credit = phase == 0 ? 0.3 : phase == 1 ? 0.9 : 0.6;
    std::vector<std::pair<bool, bool>> ev;
    for (std::size_t i = 0; i < b.ports.size(); ++i) {
      const bool s = std::bernoulli_distribution(p_send)(rng);
      const bool c = ref[i].occupancy() > 0 && std::bernoulli_distribution(p_credit)(rng);
      b.ports[i]->send.write(s);
      b.ports[i]->credit.write(c);
      ev.emplace_back(s, c);
    }
    b.tick();
    for (std::size_t i = 0; i < b.ports.size(); ++i) {
      ref[i].step(ev[i].first, ev[i].second);
      const auto& p = *b.ports[i];
      ASSERT_EQ(static_cast<int>(p.occ.read()), ref[i].occupancy()) << "port dut " << i << " cycle " << cyc;
      ASSERT_EQ(static_cast<int>(p.nwin.read()), ref[i].sent_in_window()) << "port dut " << i << " cycle " << cyc;
      ASSERT_EQ(p.cong_l.read(), ref[i].cong_l()) << "port dut " << i << " cycle " << cyc;
      ASSERT_EQ(p.cong_g.read(), ref[i].cong_g()) << "port dut " << i << " cycle " << cyc;
      seen_l[i] += p.cong_l.read();
      seen_g[i] += p.cong_g.read();
    }
  }
  for (std::size_t i = 0; i < b.ports.size(); ++i) {
    EXPECT_GT(seen_l[i], 0) << "CongL never raised on port dut " << i;
    EXPECT_GT(seen_g[i], 0) << "CongG never raised on port dut " << i;
    EXPECT_LT(seen_g[i], kCycles) << "CongG never low on port dut " << i;
  }
}

// Brings the DUT to occupancy `level` with every send older than the window.
void settle_at(CongBench& b, PortDut& p, int level) {
  b.reset();
  for (int i = 0; i < level; ++i) {
    p.send.write(true);
    b.tick();
  }
  p.send.write(false);
  for (int i = 0; i <= p.prm.window; ++i) b.tick();
  ASSERT_EQ(static_cast<int>(p.occ.read()), level);
  ASSERT_EQ(static_cast<int>(p.nwin.read()), 0);
}

// Raises the occupancy one above the global threshold for `len` cycles (one send, then one
// credit len cycles later) and reports whether CongG and the bare comparison rose.
struct Excursion {
  bool cong_g = false;
  int cycles_over_threshold = 0;  // cycles with occ > global threshold (the raw test)
  int first_cong_g = -1;          // cycles after the send edge at which CongG first read 1
};
Excursion excursion(CongBench& b, PortDut& p, int len) {
  settle_at(b, p, p.prm.global_th);
  Excursion e;
  for (int c = 0; c < len + p.prm.window + 4; ++c) {
    p.send.write(c == 0);
    p.credit.write(c == len);
    b.tick();
    if (static_cast<int>(p.occ.read()) > p.prm.global_th) ++e.cycles_over_threshold;
    if (p.cong_g.read() && e.first_cong_g < 0) e.first_cong_g = c;
    e.cong_g |= p.cong_g.read();
  }
  p.send.write(false);
  p.credit.write(false);
  return e;
}

TEST(CongPort, SpikeNoLongerThanWindowDoesNotFlipCongG) {
  auto& b = CongBench::get();
  // Port duts 0 (paper thresholds, W = 202) and 1 (W = 1).
  for (int i : {0, 1}) {
    auto& p = *b.ports[i];
    const int w = p.prm.window;
    const Excursion one = excursion(b, p, 1);
    EXPECT_EQ(one.cycles_over_threshold, 1) << "the spike must cross the raw threshold";
    EXPECT_FALSE(one.cong_g) << "one-cycle spike flipped CongG, window " << w;
    const Excursion full = excursion(b, p, w);
    EXPECT_EQ(full.cycles_over_threshold, w);
    EXPECT_FALSE(full.cong_g) << "spike of W cycles flipped CongG, window " << w;
    // One cycle longer than the window is real congestion: CongG reads 1 in the cycle in
    // which the send leaves the window.
    const Excursion longer = excursion(b, p, w + 1);
    EXPECT_TRUE(longer.cong_g) << "window " << w;
    EXPECT_EQ(longer.first_cong_g, w) << "window " << w;
  }
}

TEST(CongPort, CongLHasNoWindow) {
  auto& b = CongBench::get();
  auto& p = *b.ports[0];
  settle_at(b, p, p.prm.local_th);
  EXPECT_FALSE(p.cong_l.read());
  p.send.write(true);
  b.tick();
  EXPECT_TRUE(p.cong_l.read()) << "CongL follows the occupancy in the same cycle";
  p.send.write(false);
  p.credit.write(true);
  b.tick();
  p.credit.write(false);
  EXPECT_FALSE(p.cong_l.read());
}

}  // namespace
}  // namespace doar::rtl
