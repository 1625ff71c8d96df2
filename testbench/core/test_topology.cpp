// core::Topology: the torus's port numbering and wiring, the dragonfly view against
// core::Dragonfly, distances against closed forms, and the spec parser's refusals.
#include <gtest/gtest.h>

#include <cstdlib>
#include <memory>
#include <string>

#include "topology/dragonfly_topology.hpp"
#include "topology/torus.hpp"

using namespace doar;

namespace {

// Every connected port's peer leads back to it; terminal ports are unconnected.
void expect_symmetric_wiring(const Topology& t) {
  for (int r = 0; r < t.num_routers(); ++r)
    for (int p = 0; p < t.radix(); ++p) {
      if (t.is_terminal(p)) {
        EXPECT_FALSE(t.connected(r, p));
        EXPECT_EQ(t.port_class(r, p), 0);
        continue;
      }
      if (!t.connected(r, p)) continue;
      const int q = t.peer_router(r, p), qp = t.peer_port(r, p);
      ASSERT_GE(qp, t.nodes_per_router()) << t.name() << " r" << r << " p" << p;
      EXPECT_EQ(t.peer_router(q, qp), r) << t.name() << " r" << r << " p" << p;
      EXPECT_EQ(t.peer_port(q, qp), p) << t.name() << " r" << r << " p" << p;
      EXPECT_EQ(t.port_class(q, qp), t.port_class(r, p));
    }
}

int ring_distance(int a, int b, int k) {
  const int d = std::abs(a - b);
  return std::min(d, k - d);
}

}  // namespace

TEST(Torus, PortNumberingAndCoordinates) {
  const Torus t({{4, 4}, 2});
  EXPECT_EQ(t.radix(), 2 + 4);
  EXPECT_EQ(t.num_nodes(), 32);
  const int c[2] = {1, 2};
  const int r = t.router_at(c);
  EXPECT_EQ(r, 1 + 4 * 2);
  EXPECT_EQ(t.coord(r, 0), 1);
  EXPECT_EQ(t.coord(r, 1), 2);
  EXPECT_EQ(t.plus_port(0), 2);
  EXPECT_EQ(t.minus_port(0), 3);
  EXPECT_EQ(t.plus_port(1), 4);
  EXPECT_EQ(t.minus_port(1), 5);
  EXPECT_EQ(t.peer_router(r, t.plus_port(0)), 2 + 4 * 2);
  EXPECT_EQ(t.peer_port(r, t.plus_port(0)), t.minus_port(0));
  EXPECT_EQ(t.peer_router(r, t.minus_port(1)), 1 + 4 * 1);
  // Wrap links: x = 3 goes + to x = 0; y = 0 goes - to y = 3.
  const int e[2] = {3, 0};
  const int re = t.router_at(e);
  EXPECT_EQ(t.peer_router(re, t.plus_port(0)), 0);
  EXPECT_TRUE(t.is_wrap_hop(re, t.plus_port(0)));
  EXPECT_EQ(t.peer_router(re, t.minus_port(1)), 3 + 4 * 3);
  EXPECT_TRUE(t.is_wrap_hop(re, t.minus_port(1)));
  EXPECT_FALSE(t.is_wrap_hop(re, t.minus_port(0)));
  EXPECT_EQ(t.node_router(13), 6);
  EXPECT_EQ(t.node_port(13), 1);
  EXPECT_EQ(t.class_names().at(t.port_class(r, t.plus_port(1))), "link");
}

TEST(Torus, WiringSymmetricEverySize) {
  for (const char* spec : {"torus:2", "torus:3", "torus:2x2", "torus:4x4", "torus:5x3", "torus:4x4x4,2", "torus:2x3x4"})
    expect_symmetric_wiring(*make_topology(spec));
}

TEST(Torus, KTwoGivesTwoParallelLinks) {
  const Torus t({{2, 3}, 1});
  for (int r = 0; r < t.num_routers(); ++r) {
    EXPECT_EQ(t.peer_router(r, t.plus_port(0)), t.peer_router(r, t.minus_port(0)));
    EXPECT_NE(t.peer_port(r, t.plus_port(0)), t.peer_port(r, t.minus_port(0)));
    EXPECT_NE(t.peer_router(r, t.plus_port(1)), t.peer_router(r, t.minus_port(1)));
  }
}

TEST(Torus, DistanceIsSumOfRingDistances) {
  for (const char* spec : {"torus:4x4", "torus:5x5", "torus:8x8", "torus:4x4x4", "torus:3x6x2"}) {
    const auto topo = make_topology(spec);
    const Torus& t = static_cast<const Torus&>(*topo);
    int diameter = 0;
    for (int d = 0; d < t.dims(); ++d) diameter += t.k(d) / 2;
    EXPECT_EQ(t.diameter(), diameter) << spec;
    for (int a = 0; a < t.num_routers(); ++a)
      for (int b = 0; b < t.num_routers(); ++b) {
        int want = 0;
        for (int d = 0; d < t.dims(); ++d) want += ring_distance(t.coord(a, d), t.coord(b, d), t.k(d));
        ASSERT_EQ(t.distance(a, b), want) << spec << " " << a << "->" << b;
      }
  }
}

TEST(DragonflyTopology, SameWiringAsDragonfly) {
  for (const DflyParams prm : {DflyParams{2, 4, 2, 9}, DflyParams{2, 4, 2, 8}, DflyParams{2, 3, 2, 7}, DflyParams{3, 6, 3, 19}}) {
    const DragonflyTopology t(prm);
    const Dragonfly& d = t.dragonfly();
    ASSERT_EQ(t.num_routers(), d.num_routers());
    ASSERT_EQ(t.radix(), d.radix());
    ASSERT_EQ(t.num_nodes(), d.num_nodes());
    int unconnected = 0;
    for (int ri = 0; ri < d.num_routers(); ++ri)
      for (int p = 0; p < d.radix(); ++p) {
        const PortPeer pr = d.peer(d.router_at(ri), p);
        EXPECT_EQ(t.connected(ri, p), pr.connected);
        EXPECT_EQ(t.port_class(ri, p), static_cast<int>(d.port_kind(p)));
        if (!pr.connected) {
          unconnected += d.port_kind(p) == PortKind::Global;
          continue;
        }
        EXPECT_EQ(t.peer_router(ri, p), d.router_index(pr.router));
        EXPECT_EQ(t.peer_port(ri, p), pr.port);
      }
    // g = a*h+1 connects every slot; dfly(2,4,2,8) leaves each group's own slot open.
    EXPECT_EQ(unconnected, prm.g == prm.a * prm.h + 1 ? 0 : prm.g) << t.name();
    expect_symmetric_wiring(t);
    for (int n = 0; n < d.num_nodes(); ++n) {
      const NodeAddr a = d.node_at(n);
      EXPECT_EQ(t.node_router(n), d.router_index({a.gid, a.bid}));
      EXPECT_EQ(t.node_port(n), a.nid);
    }
  }
}

TEST(DragonflyTopology, DiameterThree) {
  EXPECT_EQ(make_topology("dfly:2,4,2,9")->diameter(), 3);
  const auto t = make_topology("dfly:2,4,2,9");
  EXPECT_EQ(t->distance(0, 1), 1);  // same group
  EXPECT_EQ(t->distance(0, 0), 0);
  EXPECT_EQ(t->distance_table()[1], 1);
  EXPECT_EQ(t->distance_table()[2 * t->num_routers() + 2], 0);
}

TEST(MakeTopology, SpecsRoundTrip) {
  for (const char* spec : {"dfly:2,4,2,9", "torus:8x8,1", "torus:4x4x4,2", "torus:16,1"}) {
    const auto t = make_topology(spec);
    EXPECT_EQ(t->spec(), spec);
    EXPECT_EQ(make_topology(t->spec())->num_routers(), t->num_routers());
  }
  EXPECT_EQ(make_topology("torus:8x8")->spec(), "torus:8x8,1");
  EXPECT_EQ(make_topology("torus:8x8")->name(), "torus(8x8,P=1)");
}

TEST(MakeTopology, RefusesBadSpecsWithOneClearLine) {
  const std::pair<const char*, const char*> cases[] = {
      {"torus:1x4", "every size K must be >= 2"},
      {"torus:4x0", "every size K must be >= 2"},
      {"torus:4x4x4x4", "at most 3 dimensions"},
      {"torus:4xa", "size 'a' is not a whole number"},
      {"torus:4x4,0", "P must be"},
      {"torus:4x4,", "P is not a whole number"},
      {"torus:256x256", "exceed the limit"},
      {"torus:300", "exceeds 256"},
      {"mesh:4x4", "unknown topology kind 'mesh'"},
      {"torus", "malformed topology"},
      {"dfly:2,3,2,9", "g must be <= a*h+1"},
      {"dfly:2,3", "malformed dragonfly"},
  };
  for (const auto& [spec, msg] : cases) {
    try {
      make_topology(spec);
      ADD_FAILURE() << spec << " accepted";
    } catch (const std::invalid_argument& e) {
      const std::string what = e.what();
      EXPECT_NE(what.find(msg), std::string::npos) << spec << ": " << what;
      EXPECT_EQ(what.find('\n'), std::string::npos) << spec;
    }
  }
}
