#include <gtest/gtest.h>

#include <set>
#include <tuple>

#include "dragonfly.hpp"

using namespace doar;

TEST(Dragonfly, ParsesAndValidates) {
  const DflyParams p = parse_dfly("6,12,6,73");
  EXPECT_EQ(p.p, 6);
  EXPECT_EQ(p.g, 73);
  for (const char* bad : {"", "1,2,3", "1,2,3,4,5", "a,b,c,d", "1,,2,3", "2;3;2;7"}) {
    EXPECT_THROW(parse_dfly(bad), std::invalid_argument) << bad;
  }
  EXPECT_THROW(Dragonfly({2, 3, 2, 8}), std::invalid_argument);    // g > a*h+1
  EXPECT_THROW(Dragonfly({0, 3, 2, 7}), std::invalid_argument);    // p = 0
  EXPECT_THROW(Dragonfly({2, 1, 2, 3}), std::invalid_argument);    // a = 1
  EXPECT_THROW(Dragonfly({2, 3, 2, 1}), std::invalid_argument);    // one group
  EXPECT_THROW(Dragonfly({20, 33, 12, 9}), std::invalid_argument); // a over 32
  EXPECT_THROW(Dragonfly({4, 8, 17, 9}), std::invalid_argument);   // h over 16
  EXPECT_THROW(Dragonfly({30, 20, 16, 9}), std::invalid_argument); // radix 65
  EXPECT_NO_THROW(Dragonfly({16, 32, 16, 513}));                   // the paper's maxima
  EXPECT_EQ(Dragonfly({16, 32, 16, 513}).radix(), 63);
}

TEST(Dragonfly, PortNumbering) {
  const Dragonfly d({2, 4, 2, 9});  // radix 2 + 3 + 2 = 7
  EXPECT_EQ(d.radix(), 7);
  EXPECT_EQ(d.port_kind(1), PortKind::Terminal);
  EXPECT_EQ(d.port_kind(2), PortKind::Local);
  EXPECT_EQ(d.port_kind(4), PortKind::Local);
  EXPECT_EQ(d.port_kind(5), PortKind::Global);
  // Router 2's intra-group ports lead to routers 0, 1, 3 in that order.
  EXPECT_EQ(d.local_port(2, 0), 2);
  EXPECT_EQ(d.local_port(2, 1), 3);
  EXPECT_EQ(d.local_port(2, 3), 4);
  for (int r = 0; r < 4; ++r)
    for (int u = 0; u < 4; ++u) {
      if (u != r) {
        EXPECT_EQ(d.local_peer(r, d.local_port(r, u)), u);
      }
    }
}

TEST(Dragonfly, PaperFig4Wiring) {
  // dfly(2,3,2,7), source group 1: slots 2,3 are on router 1; slot 4 reaches group 4
  // directly; group 5's link into group 4 lands on router 2 (the destination router).
  const Dragonfly d({2, 3, 2, 7});
  EXPECT_EQ(d.slot_owner(2), 1);
  EXPECT_EQ(d.slot_owner(3), 1);
  EXPECT_EQ(d.slot_target(1, 4), 4);
  EXPECT_EQ(d.slot_owner(d.slot_to_group(4, 5)), 2);
  EXPECT_EQ(d.slot_target(1, 1), 6);  // own slot reaches group a*h = 6 when g = a*h+1
}

TEST(Dragonfly, OwnSlotUnconnectedWhenGroupsAreFewer) {
  const Dragonfly d({2, 4, 2, 8});  // a*h = 8, g = 8
  for (int gid = 0; gid < 8; ++gid) {
    EXPECT_FALSE(d.slot_connected(gid, gid));
    for (int s = 0; s < 8; ++s) {
      if (s != gid) {
        EXPECT_EQ(d.slot_target(gid, s), s);
      }
    }
  }
}

// Every connected port's peer points back at it, and the link counts come out as expected.
void check_symmetric(const Dragonfly& d) {
  std::set<std::tuple<int, int, int, int>> global, local;
  for (int i = 0; i < d.num_routers(); ++i) {
    const RouterId r = d.router_at(i);
    for (int port = 0; port < d.radix(); ++port) {
      const PortPeer pr = d.peer(r, port);
      if (d.port_kind(port) == PortKind::Terminal) {
        EXPECT_FALSE(pr.connected);
        continue;
      }
      if (!pr.connected) continue;
      ASSERT_TRUE(d.valid(pr.router));
      EXPECT_EQ(d.port_kind(pr.port), d.port_kind(port));
      const PortPeer back = d.peer(pr.router, pr.port);
      ASSERT_TRUE(back.connected);
      EXPECT_EQ(back.router, r);
      EXPECT_EQ(back.port, port);
      const int j = d.router_index(pr.router);
      auto key = i < j ? std::make_tuple(i, port, j, pr.port) : std::make_tuple(j, pr.port, i, port);
      (d.port_kind(port) == PortKind::Global ? global : local).insert(key);
      if (d.port_kind(port) == PortKind::Global) {
        EXPECT_NE(pr.router.gid, r.gid);
        // The slot of this port is the slot of r's group that reaches the peer's group.
        EXPECT_EQ(d.slot_to_group(r.gid, pr.router.gid), d.slot_of(r.bid, port));
      }
    }
  }
  EXPECT_EQ(static_cast<int>(global.size()), d.num_global_links());
  EXPECT_EQ(static_cast<int>(local.size()), d.num_local_links());
}

TEST(Dragonfly, WiringIsSymmetric) {
  for (DflyParams p : {DflyParams{2, 3, 2, 7}, DflyParams{2, 4, 2, 8}, DflyParams{2, 4, 2, 9},
                       DflyParams{3, 6, 3, 19}, DflyParams{1, 4, 2, 5}}) {
    SCOPED_TRACE(Dragonfly(p).name());
    check_symmetric(Dragonfly(p));
  }
}

TEST(Dragonfly, PaperNetworkLinkCounts) {
  const Dragonfly d({6, 12, 6, 73});
  EXPECT_EQ(d.num_routers(), 876);
  EXPECT_EQ(d.num_nodes(), 5256);
  EXPECT_EQ(d.num_global_links(), 2628);
  EXPECT_EQ(d.num_local_links(), 4818);
  check_symmetric(d);
}
