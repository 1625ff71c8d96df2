// The H-Torus (core/topology/htorus.hpp) and its LNF routing (core/routing/htorus_routing.hpp):
// the circulant's wiring and distances, the hexagon's tiling, LNF's minimal one-turn routes,
// and the deadlock checker's verdicts (4 VCs free, 3 VCs a witness cycle).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <set>
#include <stdexcept>

#include "deadlock/checker.hpp"
#include "routing/htorus_routing.hpp"
#include "topology/htorus.hpp"

using namespace doar;

namespace {

const HTorus& as_ht(const std::unique_ptr<Topology>& t) { return static_cast<const HTorus&>(*t); }

}  // namespace

TEST(HTorus, CirculantWiringSixRegularAndSymmetric) {
  for (int t = 2; t <= 6; ++t) {
    const auto topo = make_topology("htorus:" + std::to_string(t) + ",2");
    const HTorus& h = as_ht(topo);
    const int n = 3 * t * t - 3 * t + 1;
    ASSERT_EQ(h.num_routers(), n);
    ASSERT_EQ(h.radix(), 2 + 6);
    ASSERT_EQ(h.spec(), "htorus:" + std::to_string(t) + ",2");
    for (int r = 0; r < n; ++r) {
      std::set<int> peers;
      for (int p = h.nodes_per_router(); p < h.radix(); ++p) {
        const int q = h.peer_router(r, p);
        ASSERT_EQ(q, ((r + h.port_jump(p)) % n + n) % n);
        ASSERT_EQ(h.peer_router(q, h.peer_port(r, p)), r);
        ASSERT_EQ(h.peer_port(q, h.peer_port(r, p)), p);
        peers.insert(q);
      }
      EXPECT_EQ(peers.size(), 6u) << "HT_" << t << " router " << r;  // a simple graph
    }
  }
}

TEST(HTorus, HexDistanceIsTheHopDistanceAndDiameterIsTMinus1) {
  for (int t = 2; t <= 7; ++t) {
    const auto topo = make_topology("htorus:" + std::to_string(t));
    const HTorus& h = as_ht(topo);
    for (int a = 0; a < h.num_routers(); a += 3)
      for (int b = 0; b < h.num_routers(); ++b) {
        const int q = h.offset_q(a, b), r = h.offset_r(a, b);
        ASSERT_EQ(h.distance(a, b), std::max({std::abs(q), std::abs(r), std::abs(q + r)})) << a << "->" << b;
      }
    EXPECT_EQ(h.diameter(), t - 1);
  }
}

TEST(HTorus, BadSpecsAreRefused) {
  for (const char* s : {"htorus:1", "htorus:75", "htorus:x", "htorus:3,0", "htorus:3,65", "htorus:", "htorus:3,"})
    EXPECT_THROW(make_topology(s), std::invalid_argument) << s;
}

TEST(HtLnf, MinimalRoutesWithAtMostOneTurnAlwaysTheSameWay) {
  for (int t = 2; t <= 6; ++t) {
    const auto topo = make_topology("htorus:" + std::to_string(t));
    const HTorus& h = as_ht(topo);
    const auto routing = make_routing("HT_LNF", h, 4);
    CandidateSet cs;
    for (int s = 0; s < h.num_routers(); ++s)
      for (int d = 0; d < h.num_routers(); ++d) {
        int at = s, in_port = 0, in_vc = 0, hops = 0, turns = 0, last = -1;
        while (true) {
          routing->candidates(at, in_port, in_vc, h.node_at(d, 0), 0, cs);
          ASSERT_EQ(cs.n, 1);
          const Candidate c = cs.c[0];
          if (h.is_terminal(c.port)) break;
          if (last >= 0 && c.port != last) ++turns;
          last = c.port;
          in_port = h.peer_port(at, c.port);
          in_vc = c.vc;
          at = h.peer_router(at, c.port);
          ASSERT_LE(++hops, t);
        }
        ASSERT_EQ(at, d);
        ASSERT_EQ(hops, h.distance(s, d)) << "HT_" << t << " " << s << "->" << d;
        ASSERT_LE(turns, 1);
      }
  }
}

TEST(HtLnf, DeadlockFreeWithFourVcsWitnessWithThree) {
  for (int t = 3; t <= 5; ++t) {
    const auto topo = make_topology("htorus:" + std::to_string(t));
    const auto four = make_routing("HT_LNF", *topo, 4);
    const DeadlockReport ok = check_deadlock(*topo, *four, WaitModel::Committed);
    EXPECT_TRUE(ok.deadlock_free) << "HT_" << t;
    const auto three = make_routing("HT_LNF", *topo, 3);
    const DeadlockReport bad = check_deadlock(*topo, *three, WaitModel::Committed);
    EXPECT_FALSE(bad.deadlock_free) << "HT_" << t;
    EXPECT_GE(bad.witness.size(), 2u);
  }
}
