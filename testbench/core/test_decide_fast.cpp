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

#include "decide_stimulus.hpp"
#include "doar_decision.hpp"
#include "same_decision.hpp"

using namespace doar;

namespace {

void check_same(const DflyParams& prm, bool scramble, int heads) {
  const Dragonfly d(prm);
  NetworkTables tables(d);
  DecideStimulus in(prm.p * 1000003u + prm.a * 1009u + prm.g + (scramble ? 7u : 0u));
  for (int k = 0; k < heads; ++k) {
    const RouterId r = d.router_at(in.pick(d.num_routers()));
    const int port = in.pick(d.radix());
    PortTables t = tables.at(r, port);
    if (scramble) in.scramble(t, 4, true);
    const NodeAddr dst = d.node_at(in.pick(d.num_nodes()));
    const NodeAddr src = d.node_at(in.pick(d.num_nodes()));
    const Header hdr{src, dst, in.pick(4)};
    const DecideStimulus::Congestion c = in.congestion();
    const PortMask cl = c.local;
    const SlotMask& cg = c.global;
    ArbState s1 = in.arb_state(d);
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
