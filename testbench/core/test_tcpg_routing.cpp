// TCPG (seed 002 Sec. 3): the paper's unicast route is minimal and within k+m+2 on every
// pair of the sizes, TCPG_ADAPT and TCPG_GEAR offer minimal hops only, the deadlock
// checker passes TCPG and TCPG_GEAR with 2 VCs and TCPG_ADAPT with 3 and finds a real cycle with TCPG on 1 VC, and the
// broadcast reaches every router exactly once in k+m+2 rounds from every source.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "deadlock/checker.hpp"
#include "routing/tcpg_broadcast.hpp"
#include "routing/tcpg_routing.hpp"

using namespace doar;

namespace {

// Whether some head in channel `from` can have channel `to` among its candidates.
bool depends(const Topology& t, const Routing& r, int from, int to) {
  const ChannelId a = decode_channel(t, r.vcs(), from), b = decode_channel(t, r.vcs(), to);
  const int at = t.peer_router(a.router, a.port);
  if (b.router != at) return false;
  CandidateSet cs;
  for (int dst = 0; dst < t.num_routers(); ++dst) {
    r.candidates(at, t.peer_port(a.router, a.port), a.vc, t.node_at(dst, 0), 0, cs);
    for (const Candidate& c : cs)
      if (c.port == b.port && c.vc == b.vc) return true;
  }
  return false;
}

}  // namespace

TEST(TcpgRouting, EveryRouteIsMinimalPetersenFirstAndWithinTheBound) {
  for (auto [k, m] : {std::pair{2, 2}, {2, 3}, {3, 3}, {3, 4}}) {
    const Tcpg t(TcpgParams{k, m, 1});
    SCOPED_TRACE(t.name());
    int longest = 0;
    for (int s = 0; s < t.num_routers(); ++s)
      for (int d = 0; d < t.num_routers(); ++d) {
        const std::vector<int> path = tcpg_route(t, s, d);
        const int hops = static_cast<int>(path.size()) - 1;
        ASSERT_EQ(hops, t.formula_distance(s, d)) << s << "->" << d;
        longest = std::max(longest, hops);
        // Phases in the paper's order (step 3): Petersen, then columns, then rows.
        int phase = 0;
        for (int i = 1; i <= hops; ++i) {
          const int a = path[i - 1], b = path[i];
          const int ph = t.vertex(a) != t.vertex(b) ? 0 : t.x(a) != t.x(b) ? 1 : 2;
          ASSERT_GE(ph, phase) << s << "->" << d;
          phase = ph;
        }
      }
    EXPECT_EQ(longest, k + m + 2);  // the paper's unicast bound, reached
  }
}

TEST(TcpgRouting, AdaptiveCandidatesAreMinimalHops) {
  const Tcpg t(TcpgParams{2, 3, 1});
  const auto r = make_routing("TCPG_ADAPT", t, 4);
  CandidateSet cs;
  for (int at = 0; at < t.num_routers(); ++at)
    for (int d = 0; d < t.num_routers(); ++d) {
      if (d == at) continue;
      r->candidates(at, 0, 0, t.node_at(d, 0), 0, cs);
      int escape = 0, adaptive_ports = 0;
      for (const Candidate& c : cs) {
        ASSERT_FALSE(t.is_terminal(c.port));
        EXPECT_EQ(t.distance(t.peer_router(at, c.port), d), t.distance(at, d) - 1);
        if (c.escape) {
          ++escape;
          EXPECT_LT(c.vc, 2);
        } else {
          EXPECT_GE(c.vc, 2);
          adaptive_ports += c.vc == 2;
        }
      }
      EXPECT_EQ(escape, 1);
      // One adaptive port per dimension still to travel (Petersen, x, y).
      const int dims = (t.vertex(at) != t.vertex(d)) + (t.x(at) != t.x(d)) + (t.y(at) != t.y(d));
      EXPECT_EQ(adaptive_ports, dims);
    }
}

TEST(TcpgRouting, GearVariantOffersMinimalHopsPetersenFirst) {
  const Tcpg t(TcpgParams{2, 3, 1});
  const auto r = make_routing("TCPG_GEAR", t, 2);
  CandidateSet cs;
  for (int at = 0; at < t.num_routers(); ++at)
    for (int d = 0; d < t.num_routers(); ++d) {
      if (d == at) continue;
      r->candidates(at, 0, 0, t.node_at(d, 0), 0, cs);
      ASSERT_GT(cs.n, 0);
      for (const Candidate& c : cs) {
        EXPECT_EQ(t.distance(t.peer_router(at, c.port), d), t.distance(at, d) - 1);
        EXPECT_LT(c.vc, 2);
        // Petersen hops while the vertex differs, torus hops after.
        EXPECT_EQ(c.port < t.plus_x(), t.vertex(at) != t.vertex(d));
      }
    }
}

TEST(TcpgRouting, WrongTopologyOrTooFewVcsIsRefused) {
  const auto torus = make_topology("torus:4x4");
  EXPECT_THROW(make_routing("TCPG", *torus, 2), std::invalid_argument);
  const Tcpg t(TcpgParams{1, 1, 1});
  EXPECT_THROW(make_routing("GEAR", t, 2), std::invalid_argument);
  EXPECT_THROW(make_routing("TCPG_ADAPT", t, 2), std::invalid_argument);
}

TEST(TcpgDeadlock, TwoVcsAreFreeAndTheAdaptiveVariants) {
  for (const char* spec : {"tcpg:1,1", "tcpg:1,2", "tcpg:2,2", "tcpg:2,3,2", "tcpg:3,3"}) {
    const auto t = make_topology(spec);
    const auto det = make_routing("TCPG", *t, 2);
    EXPECT_TRUE(check_deadlock(*t, *det, WaitModel::Committed).deadlock_free) << spec;
    const auto ad = make_routing("TCPG_ADAPT", *t, 3);
    EXPECT_TRUE(check_deadlock(*t, *ad, WaitModel::Any).deadlock_free) << spec;
    EXPECT_TRUE(check_deadlock(*t, *ad, WaitModel::Escape).deadlock_free) << spec;
    // Gear on the slice torus: free when a head takes any candidate, not when committed.
    const auto gear = make_routing("TCPG_GEAR", *t, 2);
    EXPECT_TRUE(check_deadlock(*t, *gear, WaitModel::Any).deadlock_free) << spec;
    EXPECT_FALSE(check_deadlock(*t, *gear, WaitModel::Committed).deadlock_free) << spec;
  }
}

// One VC fewer: a witness cycle whose every step is a dependency the routing really makes.
TEST(TcpgDeadlock, OneVcHasARealCycle) {
  for (const char* spec : {"tcpg:1,1", "tcpg:2,2", "tcpg:3,3"}) {
    const auto t = make_topology(spec);
    const auto r = make_routing("TCPG", *t, 1);
    for (WaitModel model : {WaitModel::Committed, WaitModel::Any}) {
      const DeadlockReport rep = check_deadlock(*t, *r, model);
      ASSERT_FALSE(rep.deadlock_free) << spec;
      ASSERT_GE(rep.witness.size(), 2u);
      for (std::size_t i = 0; i < rep.witness.size(); ++i) {
        const int from = rep.witness[i].channel, to = rep.witness[(i + 1) % rep.witness.size()].channel;
        EXPECT_TRUE(depends(*t, *r, from, to)) << channel_name(*t, 1, from) << " -> " << channel_name(*t, 1, to);
      }
    }
  }
}

TEST(TcpgBroadcast, EveryRouterOnceInKPlusMPlusTwoRoundsFromEverySource) {
  for (auto [k, m] : {std::pair{1, 1}, {1, 3}, {2, 2}, {2, 3}, {3, 4}}) {
    const Tcpg t(TcpgParams{k, m, 1});
    SCOPED_TRACE(t.name());
    for (int src = 0; src < t.num_routers(); ++src) {
      const auto rounds = tcpg_broadcast(t, src);
      ASSERT_EQ(static_cast<int>(rounds.size()), k + m + 2);
      std::vector<int> got(t.num_routers(), 0), when(t.num_routers(), -1);
      when[src] = 0;
      for (std::size_t i = 0; i < rounds.size(); ++i) {
        ASSERT_FALSE(rounds[i].empty());
        for (const BroadcastSend& s : rounds[i]) {
          // The sender holds the message from an earlier round, and the send is a link.
          ASSERT_GE(when[s.from], 0);
          ASSERT_LT(when[s.from], static_cast<int>(i) + 1);
          ASSERT_EQ(t.peer_router(s.from, s.port), s.to);
          ++got[s.to];
        }
        for (const BroadcastSend& s : rounds[i])
          if (when[s.to] < 0) when[s.to] = static_cast<int>(i) + 1;
      }
      for (int r = 0; r < t.num_routers(); ++r) ASSERT_EQ(got[r], r == src ? 0 : 1) << "source " << src << " router " << r;
    }
  }
}
