// DoarDecider on tables it reads at every decision (the network simulator's path under
// faults) takes the RTA path on raw words (doar_rta_words.hpp) for speed; it must give the
// decision and the arbiter state of decide_reference(), the direct reading through
// rta_sets()/rtb_sets(). Random heads, congestion and arbiter states on several dragonflies
// (full and partial; a*h below 64, up to 128 and above 128 slots: the RTA path has a 1-word,
// a 2-word and an 8-word variant), with the configured tables and with tables whose entries
// were overwritten by random bits (invalid router ids, empty entries); under both rules
// under congestion (--doar-congested paper and exit). core.DecideCached checks the decider
// on fixed tables.
#include <gtest/gtest.h>

#include <random>
#include "doar_decision.hpp"
#include "same_decision.hpp"

using namespace doar;

namespace {

void check_same(const DflyParams& prm, bool scramble, int heads) {
  const Dragonfly d(prm);
  NetworkTables tables(d);
  std::mt19937_64 rng(prm.p * 1000003u + prm.a * 1009u + prm.g + (scramble ? 7u : 0u));
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<std::uint64_t>(n)); };
  for (int k = 0; k < heads; ++k) {
    const RouterId r = d.router_at(pick(d.num_routers()));
    const int port = pick(d.radix());
    PortTables t = tables.at(r, port);
    if (scramble) {
      for (int j = 0; j < 4; ++j) {
        t.a[pick(static_cast<int>(t.a.size()))] = rng() & (rng() | rng());
        t.b[pick(static_cast<int>(t.b.size()))] = rng() & (rng() | rng());
        t.c[pick(static_cast<int>(t.c.size()))] = rng() & rng() & kCEntryMask;
      }
    }
    const NodeAddr dst = d.node_at(pick(d.num_nodes()));
    const NodeAddr src = d.node_at(pick(d.num_nodes()));
    const Header hdr{src, dst, pick(4)};
    // Sparse or dense congestion.
    const int density = pick(4);
    auto bits = [&] {
      std::uint64_t v = rng();
      for (int j = 0; j < density; ++j) v &= rng();
      return v;
    };
    const PortMask cl = bits();
    SlotMask cg;
    for (int w = 0; w < SlotMask::kWords; ++w) cg.set_word(w, bits());
    ArbState s1;
    s1.lfsr = static_cast<std::uint16_t>(rng() | 1u);
    // Both rules under congestion (doar_congested.hpp), the exit rule's detours open or closed.
    s1.rule = pick(2) ? CongestedRule::Exit : CongestedRule::Paper;
    // Its detour credit at the threshold (closed: heads open it), just above (open: heads
    // close it), at the cap, or anywhere.
    {
      const std::uint32_t open = kCreditOpen * static_cast<std::uint32_t>(d.slots());
      const std::uint32_t cap = kCreditCap * static_cast<std::uint32_t>(d.slots());
      const int k = pick(4);
      s1.credit = k == 0 ? open : k == 1 ? open + 1 : k == 2 ? cap : static_cast<std::uint32_t>(pick(static_cast<int>(cap) + 1));
    }
    ArbState s2 = s1;
    const Decision x = decider_on(d, r, t, false).decide(port, hdr, cl, cg, s1);
    const Decision y = decide_reference(d, r, port, t, hdr, cl, cg, s2);
    ASSERT_TRUE(same_decision(x, y)) << d.name() << " head " << k;
    ASSERT_TRUE(s1 == s2) << d.name() << " head " << k;
  }
}

}  // namespace

TEST(DecideFast, SameAsReferenceOnConfiguredTables) {
  for (const DflyParams& p : {DflyParams{2, 3, 2, 7}, DflyParams{2, 4, 2, 9}, DflyParams{3, 6, 3, 19},
                              DflyParams{4, 8, 4, 17}, DflyParams{4, 8, 4, 33}, DflyParams{6, 12, 6, 73},
                              DflyParams{8, 16, 8, 100}, DflyParams{2, 20, 8, 21}, DflyParams{2, 32, 16, 40}}) {
    check_same(p, false, 40000);
  }
}

TEST(DecideFast, SameAsReferenceOnScrambledTables) {
  for (const DflyParams& p : {DflyParams{2, 4, 2, 9}, DflyParams{4, 8, 4, 20}, DflyParams{6, 12, 6, 73},
                              DflyParams{8, 16, 8, 129}, DflyParams{2, 20, 8, 21}, DflyParams{2, 32, 16, 40}}) {
    check_same(p, true, 40000);
  }
}
