// Random stimulus of the tests that hold DoarDecider to decide_reference() (core.DecideFast,
// core.DecideCached, core.TableReading): congestion from sparse to nearly full, arbiter
// states on both rules under congestion, and table entries overwritten by random bits.
#pragma once
#include <cstdint>
#include <random>
#include "doar_decision.hpp"

namespace doar {

class DecideStimulus {
 public:
  explicit DecideStimulus(std::uint64_t seed) : rng_(seed) {}
  std::uint64_t word() { return rng_(); }
  int pick(int n) { return static_cast<int>(rng_() % static_cast<std::uint64_t>(n)); }

  // The congestion seen by one head, at one of five densities: a random word ANDed with
  // 0..3 more (half down to a sixteenth of the bits set), or the complement of one ANDed
  // with 4 more (nearly everything congested).
  struct Congestion {
    PortMask local = 0;
    SlotMask global;
  };
  Congestion congestion() {
    const int density = pick(5);
    auto bits = [&] {
      std::uint64_t v = rng_();
      for (int j = 0; j < density; ++j) v &= rng_();
      return density == 4 ? ~v : v;
    };
    Congestion c;
    c.local = bits();
    for (int w = 0; w < SlotMask::kWords; ++w) c.global.set_word(w, bits());
    return c;
  }

  // A random LFSR value (never 0), any of the three rules under congestion, and a detour credit at the
  // threshold (closed: RTA heads open it), just above (open: heads close it), at the cap,
  // or anywhere.
  ArbState arb_state(const Dragonfly& d) {
    ArbState s;
    s.lfsr = static_cast<std::uint16_t>(rng_() | 1u);
    s.rule = static_cast<CongestedRule>(pick(3));  // Paper, Exit, ExitLocal
    const std::uint32_t open = kCreditOpen * static_cast<std::uint32_t>(d.slots());
    const std::uint32_t cap = kCreditCap * static_cast<std::uint32_t>(d.slots());
    const int k = pick(4);
    s.credit = k == 0 ? open : k == 1 ? open + 1 : k == 2 ? cap : static_cast<std::uint32_t>(pick(static_cast<int>(cap) + 1));
    return s;
  }

  // Random bits into `edits` entries of table A and of table B (invalid router ids, empty
  // entries, bits above the radix) and, with `table_c`, of table C.
  void scramble(PortTables& t, int edits, bool table_c) {
    for (int j = 0; j < edits; ++j) {
      t.a[pick(static_cast<int>(t.a.size()))] = rng_() & (rng_() | rng_());
      t.b[pick(static_cast<int>(t.b.size()))] = rng_() & (rng_() | rng_());
      if (table_c) t.c[pick(static_cast<int>(t.c.size()))] = rng_() & rng_() & kCEntryMask;
    }
  }

 private:
  std::mt19937_64 rng_;
};

}  // namespace doar
