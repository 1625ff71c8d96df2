// Properties of the torus routings (core/routing/torus_routing.hpp): GEAR, GEAR3 and DUATO
// offer every productive direction and only minimal hops; DOR follows the dimension order
// with the per-dimension dateline; every walk reaches its destination in the minimal number
// of hops.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <set>
#include <tuple>
#include <vector>

#include "routing/routing.hpp"
#include "topology/torus.hpp"
#include "routing/torus_routing.hpp"

using namespace doar;

namespace {

const char* const kTori[] = {"torus:4x4", "torus:5x5", "torus:8x8", "torus:4x4x4"};

// The ports of the minimal directions from a to b, written from distances alone: a
// direction is minimal when its ring distance is the shorter one; at the half-ring tie the
// routings take the side that does not cross the wrap link (docs/topology.md).
std::set<int> minimal_ports(const Torus& t, int a, int b) {
  std::set<int> out;
  for (int d = 0; d < t.dims(); ++d) {
    const int x = t.coord(a, d), y = t.coord(b, d), k = t.k(d);
    if (x == y) continue;
    const int up = (y - x + k) % k, down = k - up;  // hops going + and going -
    if (up < down || (up == down && y > x)) out.insert(t.plus_port(d));
    if (down < up || (up == down && y < x)) out.insert(t.minus_port(d));
  }
  return out;
}


}  // namespace

TEST(TorusRouting, AdaptiveOffersEveryMinimalDirectionTiesToTheNonWrapSide) {
  for (const char* spec : kTori) {
    const auto topo = make_topology(spec);
    const Torus& t = static_cast<const Torus&>(*topo);
    for (const auto& [name, vcs] : {std::pair<const char*, int>{"GEAR", 2}, {"GEAR3", 3}, {"DUATO", 3}}) {
      const auto r = make_routing(name, t, vcs);
      CandidateSet cs;
      for (int a = 0; a < t.num_routers(); ++a)
        for (int b = 0; b < t.num_routers(); ++b) {
          if (a == b) continue;
          // Candidates of GEAR and DUATO do not depend on the input; try a terminal and a link.
          for (int in_port : {0, t.minus_port(0)}) {
            r->candidates(a, in_port, 0, t.node_at(b, 0), 0, cs);
            std::set<int> ports;
            int escapes = 0;
            for (const Candidate& c : cs) {
              ports.insert(c.port);
              ASSERT_LT(c.vc, vcs);
              ASSERT_EQ(t.distance(t.peer_router(a, c.port), b), t.distance(a, b) - 1)
                  << spec << " " << name << " " << a << "->" << b << " port " << c.port;
              escapes += c.escape;
            }
            ASSERT_EQ(ports, minimal_ports(t, a, b)) << spec << " " << name << " " << a << "->" << b;
            if (std::string(name) == "DUATO") {
              ASSERT_EQ(escapes, 1);
            }
          }
        }
    }
  }
}

TEST(TorusRouting, DorFollowsDimensionOrderWithDateline) {
  for (const char* spec : kTori) {
    const auto topo = make_topology(spec);
    const Torus& t = static_cast<const Torus&>(*topo);
    const auto dor = make_routing("TORUS_DOR", t, 2);
    CandidateSet cs;
    long long hops = 0, vc1_hops = 0, vc1_expected = 0;
    for (int s = 0; s < t.num_routers(); ++s)
      for (int dst = 0; dst < t.num_routers(); ++dst) {
        if (s == dst) continue;
        // Expected hops after the wrap link, per dimension (the dateline's VC 1 hops).
        for (int d = 0; d < t.dims(); ++d) {
          const int x = t.coord(s, d), y = t.coord(dst, d), k = t.k(d);
          const int dir = torus_dir(x, y, k);
          if (dir > 0 && y < x) vc1_expected += y;
          if (dir < 0 && y > x) vc1_expected += k - 1 - y;
        }
        int r = s, in_port = 0, in_vc = 0, steps = 0, last_dim = 0;
        while (true) {
          dor->candidates(r, in_port, in_vc, t.node_at(dst, 0), 0, cs);
          ASSERT_EQ(cs.n, 1);
          const Candidate c = cs.c[0];
          if (t.is_terminal(c.port)) break;
          const int d = t.port_dim(c.port);
          // Lowest dimension with an offset left, and never back to a finished one.
          for (int e = 0; e < d; ++e) ASSERT_EQ(t.coord(r, e), t.coord(dst, e));
          ASSERT_GE(d, last_dim);
          ASSERT_TRUE(minimal_ports(t, r, dst).count(c.port));
          last_dim = d;
          ++hops;
          vc1_hops += c.vc == 1;
          in_port = t.peer_port(r, c.port);
          r = t.peer_router(r, c.port);
          in_vc = c.vc;
          ASSERT_LE(++steps, t.distance(s, dst));
        }
        ASSERT_EQ(r, dst);
        ASSERT_EQ(steps, t.distance(s, dst));
      }
    EXPECT_EQ(vc1_hops, vc1_expected) << spec;
    // With K = 4 the wrap link is always the last hop of its dimension: no VC 1 hops.
    if (t.k(0) > 4) {
      EXPECT_GT(vc1_hops, 0) << spec;
    }
    // 8x8 under UR at zero load: 1/16 of the hops on VC 1 (docs/topology.md, paper Table 1).
    if (std::string(spec) == "torus:8x8") {
      EXPECT_EQ(vc1_hops * 16, hops);
    }
  }
}

// Every state reachable from injection, every candidate taken in turn: each hop brings the
// head one hop closer, the walk ends by ejection at the destination, and no head is left
// without a candidate.
TEST(TorusRouting, EveryWalkEndsAtTheDestinationWithinTheDistance) {
  for (const char* spec : kTori) {
    const auto topo = make_topology(spec);
    const Torus& t = static_cast<const Torus&>(*topo);
    for (const auto& [name, vcs] :
         {std::pair<const char*, int>{"TORUS_DOR", 2}, {"GEAR", 2}, {"GEAR3", 3}, {"DUATO", 3}}) {
      const auto r = make_routing(name, t, vcs);
      CandidateSet cs;
      for (int dst = 0; dst < t.num_routers(); ++dst) {
        std::set<std::tuple<int, int, int>> seen;
        std::vector<std::tuple<int, int, int>> stack;
        for (int s = 0; s < t.num_routers(); ++s) stack.emplace_back(s, 0, 0);
        while (!stack.empty()) {
          const auto [rt, in_port, in_vc] = stack.back();
          stack.pop_back();
          if (!seen.insert({rt, in_port, in_vc}).second) continue;
          r->candidates(rt, in_port, in_vc, t.node_at(dst, 0), 0, cs);
          ASSERT_GT(cs.n, 0) << spec << " " << name;
          for (const Candidate& c : cs) {
            if (t.is_terminal(c.port)) {
              ASSERT_EQ(rt, dst);
              continue;
            }
            const int next = t.peer_router(rt, c.port);
            ASSERT_EQ(t.distance(next, dst), t.distance(rt, dst) - 1) << spec << " " << name;
            stack.emplace_back(next, t.peer_port(rt, c.port), c.vc);
          }
        }
      }
    }
  }
}

TEST(TorusRouting, GearCenterDistanceAndNoWrapRule) {
  // Definition 5 on the paper's 6x6 (Fig. 1): the minimum CD is sqrt(2)/2 at the four
  // central routers, the maximum (k-1)sqrt(2)/2 at the corners; 4 CD^2 = 2 and 50.
  const Torus t6({{6, 6}, 1});
  const TorusGear g6(t6, 2, false);
  const int centre[2] = {2, 3}, corner[2] = {5, 0};
  EXPECT_EQ(g6.center_distance2(t6.router_at(centre)), 2);
  EXPECT_EQ(g6.center_distance2(t6.router_at(corner)), 50);
  // Algorithm 2 (no wrap link ahead): VC 0 on every productive direction, VC 1 only in the
  // lowest dimension with an offset. 8x8 from (1,1) to (3,4).
  const Torus t({{8, 8}, 1});
  const TorusGear g(t, 2, false);
  const int a[2] = {1, 1}, b[2] = {3, 4};
  CandidateSet cs;
  g.candidates(t.router_at(a), 0, 0, t.node_at(t.router_at(b), 0), 0, cs);
  std::set<std::pair<int, int>> got;
  for (const Candidate& c : cs) got.insert({c.port, c.vc});
  EXPECT_EQ(got, (std::set<std::pair<int, int>>{{t.plus_port(0), 0}, {t.plus_port(1), 0}, {t.plus_port(0), 1}}));
  // Algorithm 3 at the boundary: from (7,2) to (1,2) the wrap link + of dimension 0 is
  // next; CD is equal on both sides, so VC 0 (CD(cur) <= CD(next)) and, as l = 0 and
  // c_0 = k-1, VC 1 on the wrap link too.
  const int c[2] = {7, 2}, d[2] = {1, 2};
  g.candidates(t.router_at(c), 0, 0, t.node_at(t.router_at(d), 0), 0, cs);
  got.clear();
  for (const Candidate& x : cs) got.insert({x.port, x.vc});
  EXPECT_EQ(got, (std::set<std::pair<int, int>>{{t.plus_port(0), 0}, {t.plus_port(0), 1}}));
}

TEST(TorusRouting, RefusesWrongTopologyAndTooFewVcs) {
  const auto torus = make_topology("torus:4x4");
  const auto dfly = make_topology("dfly:2,4,2,9");
  EXPECT_THROW(make_routing("GEAR", *dfly, 2), std::invalid_argument);
  EXPECT_THROW(make_routing("DOAR", *torus, 4), std::invalid_argument);
  EXPECT_THROW(make_routing("GEAR", *torus, 1), std::invalid_argument);
  EXPECT_THROW(make_routing("DUATO", *torus, 2), std::invalid_argument);
  EXPECT_THROW(make_routing("GEAR3", *torus, 2), std::invalid_argument);
  EXPECT_THROW(make_routing("NOPE", *torus, 2), std::invalid_argument);
  EXPECT_THROW(make_routing("GEAR", *torus, 9), std::invalid_argument);
  try {
    make_routing("DUATO", *torus, 2);
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "routing DUATO needs at least 3 VCs, not 2");
  }
}

// The split tie rule: at a half-ring tie the head goes + from an even coordinate and - from
// an odd one, in every routing; every hop stays minimal; and under all-pairs traffic DOR
// loads every link of an 8x8 torus equally, where the no-wrap rule loads the busiest link
// with 10/8 of the mean (docs/booksim_torus.md: the cause of the BookSim2 gap).
TEST(TorusRouting, SplitTieAlternatesByCoordinateAndBalancesDorLoad) {
  RoutingOptions split;
  split.torus_tie = TorusTie::Split;
  for (const char* spec : {"torus:4x4", "torus:8x8", "torus:6x4"}) {
    const auto topo = make_topology(spec);
    const Torus& t = static_cast<const Torus&>(*topo);
    for (const auto& [name, vcs] :
         {std::pair<const char*, int>{"TORUS_DOR", 2}, {"GEAR", 2}, {"GEAR3", 3}, {"DUATO", 3}}) {
      const auto r = make_routing(name, t, vcs, split);
      CandidateSet cs;
      for (int a = 0; a < t.num_routers(); ++a)
        for (int b = 0; b < t.num_routers(); ++b) {
          if (a == b) continue;
          r->candidates(a, 0, 0, t.node_at(b, 0), 0, cs);
          for (const Candidate& c : cs) {
            ASSERT_EQ(t.distance(t.peer_router(a, c.port), b), t.distance(a, b) - 1) << spec << " " << name;
            const int d = t.port_dim(c.port), x = t.coord(a, d), y = t.coord(b, d), k = t.k(d);
            if (2 * std::abs(y - x) == k) {
              const bool plus = c.port == t.plus_port(d);
              ASSERT_EQ(plus, x % 2 == 0) << spec << " " << name << " " << a << "->" << b;
            }
          }
        }
    }
  }
    // Random: the drawn state's bit d is the direction at a tie in dimension d (1 = +), in
  // every routing, and every hop stays minimal.
  RoutingOptions random;
  random.torus_tie = TorusTie::Random;
  const auto topo44 = make_topology("torus:4x4");
  const Torus& t44 = static_cast<const Torus&>(*topo44);
  for (const auto& [name, vcs] : {std::pair<const char*, int>{"TORUS_DOR", 2}, {"GEAR", 2}, {"DUATO", 3}}) {
    const auto r = make_routing(name, t44, vcs, random);
    ASSERT_EQ(r->num_states(), 4);
    CandidateSet cs;
    for (std::uint32_t st = 0; st < 4; ++st)
      for (int a = 0; a < 16; ++a)
        for (int b = 0; b < 16; ++b) {
          if (a == b) continue;
          r->candidates(a, 0, 0, t44.node_at(b, 0), st, cs);
          for (const Candidate& c : cs) {
            ASSERT_EQ(t44.distance(t44.peer_router(a, c.port), b), t44.distance(a, b) - 1);
            const int d = t44.port_dim(c.port);
            if (2 * std::abs(t44.coord(b, d) - t44.coord(a, d)) == 4) {
              ASSERT_EQ(c.port == t44.plus_port(d), ((st >> d) & 1u) == 1u) << name << " state " << st;
            }
          }
        }
  }
  // Link loads of DOR over all ordered pairs of routers on 8x8.
  const auto topo = make_topology("torus:8x8");
  const Torus& t = static_cast<const Torus&>(*topo);
  for (const TorusTie tie : {TorusTie::NoWrap, TorusTie::Split}) {
    RoutingOptions opt;
    opt.torus_tie = tie;
    const auto dor = make_routing("TORUS_DOR", t, 2, opt);
    std::vector<long long> load(static_cast<std::size_t>(t.num_routers()) * t.radix(), 0);
    CandidateSet cs;
    long long total = 0;
    for (int s = 0; s < t.num_routers(); ++s)
      for (int dst = 0; dst < t.num_routers(); ++dst) {
        int r = s, in_port = 0, in_vc = 0;
        while (r != dst) {
          dor->candidates(r, in_port, in_vc, t.node_at(dst, 0), 0, cs);
          const Candidate c = cs.c[0];
          ++load[static_cast<std::size_t>(r) * t.radix() + c.port];
          ++total;
          in_port = t.peer_port(r, c.port);
          in_vc = c.vc;
          r = t.peer_router(r, c.port);
        }
      }
    const long long links = static_cast<long long>(t.num_routers()) * 4;
    const long long busiest = *std::max_element(load.begin(), load.end());
    ASSERT_EQ(total % links, 0);
    if (tie == TorusTie::Split) {
      EXPECT_EQ(busiest, total / links);  // every link carries the mean
    } else {
      EXPECT_EQ(busiest * 8, total / links * 10);  // 10/8 of the mean
    }
  }
}
