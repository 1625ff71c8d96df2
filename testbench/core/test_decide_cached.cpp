// DoarDecider on fixed tables (the network simulator's path without faults: RTA from the
// static parts it precomputes, RTB on its side-by-side A/B copy) must give the decision and
// the arbiter state of decide_reference(), the direct reading through rta_sets(), and of
// the decider on tables it reads at every decision; so must its RTB path for the other
// heads. Random RTA heads (terminal input port, another group), random
// congestion and group bitmaps, random arbiter states on several dragonflies (a*h up to 64,
// up to 128 and above 128 slots: 1, 2 and 8-word variants), with the configured tables
// (where table C takes the shift path) and with scrambled ones (table C items invalid or on
// other ports, entries with invalid router ids or empty).
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>
#include "decide_stimulus.hpp"
#include "doar_decision.hpp"
#include "same_decision.hpp"

using namespace doar;

namespace {

// The heads of one dragonfly come from kPool random routers, whose port tables are built
// once (configure_port), not the whole network's (NetworkTables of dfly(1,32,16,200) would
// take 1.2 GB).
constexpr int kPool = 48;
using PortKey = std::tuple<std::string, int, int>;
const PortTables& tables_of(const Dragonfly& d, const RouterId& r, int port) {
  static std::map<PortKey, PortTables> cache;
  const auto key = std::make_tuple(d.name(), d.router_index(r), port);
  auto it = cache.find(key);
  if (it == cache.end()) it = cache.emplace(key, configure_port(d, r, port)).first;
  return it->second;
}
// A head's router (one of the pool's), input port and tables (a copy: the scrambled checks
// edit it).
struct PoolHead {
  RouterId r;
  int port;
  PortTables t;
};
// The kPool routers of one dragonfly that the heads come from, and their fixed-table
// deciders (they refer to the dragonfly: one pool per check). A configured port's decider
// is built once, as the simulator builds one per router; scrambled tables get their own per
// head.
class RouterPool {
 public:
  RouterPool(const Dragonfly& d, DecideStimulus& in) : d_(d), in_(in) {
    for (int& i : routers_) i = in.pick(d.num_routers());
  }
  // A head on one of input ports 0 .. ports - 1 of a pool router, with that port's tables.
  PoolHead head(int ports) {
    const RouterId r = d_.router_at(routers_[in_.pick(kPool)]);
    const int port = in_.pick(ports);
    return {r, port, tables_of(d_, r, port)};
  }
  Decision decide_fixed(const PoolHead& h, bool scramble, const Header& hdr, PortMask cl, const SlotMask& cg,
                        ArbState& st) {
    if (scramble) return decider_on(d_, h.r, h.t, true).decide(h.port, hdr, cl, cg, st);
    const auto key = std::make_pair(d_.router_index(h.r), h.port);
    auto it = cache_.find(key);
    if (it == cache_.end()) it = cache_.emplace(key, decider_on(d_, h.r, tables_of(d_, h.r, h.port), true)).first;
    return it->second.decide(h.port, hdr, cl, cg, st);
  }

 private:
  const Dragonfly& d_;
  DecideStimulus& in_;
  int routers_[kPool];
  std::map<std::pair<int, int>, DoarDecider> cache_;
};

struct Counts {
  int shifted = 0, not_shifted = 0;
  int cls[8] = {};
  int invalid = 0;
  int several = 0;  // RTB heads with more than one candidate port
  // Exit rule (doar_congested.hpp): heads that opened, closed or kept the detours.
  int sat_set = 0, sat_cleared = 0, sat_kept = 0;  // detours opened, closed, unchanged
};

void check_cached(const DflyParams& prm, bool scramble, int heads, Counts& n) {
  const Dragonfly d(prm);
  DecideStimulus in(prm.p * 7919u + prm.a * 104729u + prm.h * 31u + prm.g + (scramble ? 11u : 0u));
  RouterPool pool(d, in);
  for (int k = 0; k < heads; ++k) {
    PoolHead h = pool.head(d.p());  // RTA: a terminal input port
    if (scramble) {
      in.scramble(h.t, 1 + in.pick(6), true);
      // Sometimes only table C moves a router to another valid port, or drops it.
      if (in.pick(2)) {
        const int u = in.pick(d.a());
        h.t.c[u] = in.pick(3) ? (std::uint64_t{0x80} | static_cast<std::uint64_t>(in.pick(64))) : 0;
      }
    }
    NodeAddr dst = d.node_at(in.pick(d.num_nodes()));
    if (dst.gid == h.r.gid) dst.gid = (dst.gid + 1 + in.pick(d.g() - 1)) % d.g();
    const NodeAddr src = d.node_at(in.pick(d.num_nodes()));
    const Header hdr{src, dst, in.pick(4)};
    ASSERT_TRUE(is_rta(d, h.r, h.port, dst));
    const DecideStimulus::Congestion c = in.congestion();
    const PortMask cl = c.local;
    const SlotMask& cg = c.global;

    const std::uint32_t recip = rta_inline::slot_owner_recip(d.h());
    (rta_inline::rta_port_static(d, h.r, h.t.c.data(), recip).c_shifted ? n.shifted : n.not_shifted)++;

    ArbState s1 = in.arb_state(d);
    const bool was = detours_open(s1.credit, d.slots());
    ArbState s2 = s1, s3 = s1;
    const Decision x = pool.decide_fixed(h, scramble, hdr, cl, cg, s1);
    const Decision y = decide_reference(d, h.r, h.port, h.t, hdr, cl, cg, s2);
    const Decision z = decider_on(d, h.r, h.t, false).decide(h.port, hdr, cl, cg, s3);
    for (const Decision* o : {&y, &z}) {
      ASSERT_TRUE(same_decision(x, *o)) << d.name() << " head " << k;
    }
    ASSERT_TRUE(s1 == s2) << d.name() << " head " << k;
    ASSERT_TRUE(s1 == s3) << d.name() << " head " << k;
    const bool now = detours_open(s1.credit, d.slots());
    if (exit_family(s1.rule)) (now == was ? n.sat_kept : now ? n.sat_set : n.sat_cleared)++;
    if (x.valid) n.cls[static_cast<int>(x.cls)]++; else n.invalid++;
  }
}

// Heads that do not take the RTA path: any input port with a destination in the router's
// own group, or a non-terminal input port with any destination.
void check_rtb(const DflyParams& prm, bool scramble, int heads, Counts& n) {
  const Dragonfly d(prm);
  DecideStimulus in(prm.p * 131u + prm.a * 7u + prm.h * 1000033u + prm.g + (scramble ? 5u : 0u));
  RouterPool pool(d, in);
  for (int k = 0; k < heads; ++k) {
    PoolHead h = pool.head(d.radix());
    if (scramble) in.scramble(h.t, 4, false);
    NodeAddr dst = d.node_at(in.pick(d.num_nodes()));
    if (h.port < d.p()) dst.gid = h.r.gid;
    const NodeAddr src = d.node_at(in.pick(d.num_nodes()));
    const Header hdr{src, dst, in.pick(4)};
    ASSERT_FALSE(is_rta(d, h.r, h.port, dst));
    const PortMask cl = in.congestion().local;
    const Lookup lk = region_select(d, h.r, dst);
    ArbState s1 = in.arb_state(d);  // RTB neither reads nor changes its credit
    const ArbState s0 = s1;
    ArbState s2 = s1;
    const SlotMask none;
    const Decision x = pool.decide_fixed(h, scramble, hdr, cl, none, s1);
    const Decision y = decide_reference(d, h.r, h.port, h.t, hdr, cl, none, s2);
    ASSERT_TRUE(same_decision(x, y)) << d.name() << " head " << k;
    ASSERT_TRUE(s1 == s2) << d.name() << " head " << k;
    ASSERT_EQ(s1.credit, s0.credit) << d.name() << " head " << k;
    // decide_reference() shares RTB's stage 4 (rtb_pick), so also the rule itself, from
    // rtb_sets(): S1, else S2, else A | B (exit rules: A alone when it has a port),
    // uniform_pick() with the LFSR value before its step.
    const RtbSets e = rtb_sets(d, h.r, h.port, h.t, lk, hdr);
    const PortMask fb = exit_family(s0.rule) && e.le ? e.le : (e.le | e.lf);
    const PortMask c1 = e.le & ~cl, c2 = e.lf & ~cl, cand = c1 ? c1 : c2 ? c2 : fb;
    ASSERT_EQ(x.valid, cand != 0) << d.name() << " head " << k;
    if (cand) {
      const int want = uniform_pick(cand, s0.lfsr);
      ASSERT_EQ(x.out_port, want) << d.name() << " head " << k;
      ASSERT_EQ(x.out_vc, next_vc(d, h.port, want, hdr.vc)) << d.name() << " head " << k;
      ASSERT_EQ(x.cls, c1 ? HopClass::S1 : c2 ? HopClass::S2 : HopClass::RtbRandom) << d.name() << " head " << k;
      if (popcount64(cand) > 1) n.several++;
    }
    if (x.valid) n.cls[static_cast<int>(x.cls)]++; else n.invalid++;
  }
}

const DflyParams kNets[] = {DflyParams{2, 3, 2, 7},   DflyParams{2, 4, 2, 9},   DflyParams{3, 6, 3, 19},
                            DflyParams{4, 8, 4, 17},  DflyParams{4, 8, 4, 33},  DflyParams{6, 12, 6, 73},
                            DflyParams{8, 16, 8, 100}, DflyParams{8, 16, 8, 129}, DflyParams{2, 20, 8, 21},
                            DflyParams{2, 32, 16, 40}, DflyParams{1, 32, 16, 200}};

}  // namespace

TEST(DecideCached, SameAsReferenceOnConfiguredTables) {
  Counts n;
  for (const DflyParams& p : kNets) check_cached(p, false, 100000, n);
  // The configured table C always takes the shift path, and every class occurs.
  EXPECT_EQ(n.not_shifted, 0);
  for (int c = 0; c <= static_cast<int>(HopClass::RtaRandom); ++c) EXPECT_GT(n.cls[c], 0) << "class " << c;
  // The exit rule's bit is set, cleared and kept by these heads.
  EXPECT_GT(n.sat_set, 100);
  EXPECT_GT(n.sat_cleared, 100);
  EXPECT_GT(n.sat_kept, 100);
}

TEST(DecideCached, SameAsReferenceOnScrambledTables) {
  Counts n;
  for (const DflyParams& p : kNets) check_cached(p, true, 100000, n);
  // Both table C paths are exercised, and some heads find no slot at all.
  EXPECT_GT(n.shifted, 0);
  EXPECT_GT(n.not_shifted, 0);
  EXPECT_GT(n.invalid, 0);
}

TEST(DecideCached, RtbEntriesSameAsReference) {
  Counts n;
  for (const DflyParams& p : kNets) {
    check_rtb(p, false, 40000, n);
    check_rtb(p, true, 40000, n);
  }
  // Every RTB class occurs (with one candidate and with several), and some heads go nowhere.
  for (HopClass c : {HopClass::S1, HopClass::S2, HopClass::RtbRandom}) EXPECT_GT(n.cls[static_cast<int>(c)], 0);
  EXPECT_GT(n.invalid, 0);
  EXPECT_GT(n.several, 1000);
}

// The owner of a slot by the multiply in the decider's RTA path (RtaPortStatic::h_recip):
// exact for every slot and h.
TEST(DecideCached, SlotOwnerByMultiply) {
  for (int h = 1; h <= kMaxGlobalPerRouter; ++h) {
    const std::uint32_t recip = rta_inline::slot_owner_recip(h);
    for (std::uint32_t s = 0; s < static_cast<std::uint32_t>(kMaxSlots); ++s) {
      ASSERT_EQ((s * recip) >> 16, s / static_cast<std::uint32_t>(h)) << "h " << h << " slot " << s;
    }
  }
}
