#include <gtest/gtest.h>

#include "address.hpp"
#include "dragonfly.hpp"

using namespace doar;

TEST(Address, ParsePrintRoundTrip) {
  const NodeAddr n = parse_node("12.3.5");
  EXPECT_EQ(n.gid, 12);
  EXPECT_EQ(n.bid, 3);
  EXPECT_EQ(n.nid, 5);
  EXPECT_EQ(to_string(n), "12.3.5");
  EXPECT_EQ(to_string(parse_router("0.7")), "0.7");
  EXPECT_EQ(n.router(), (RouterId{12, 3}));
}

TEST(Address, RejectsMalformed) {
  for (const char* bad : {"", "1.2", "1.2.3.4", "a.b.c", "1..2", "1.2.", "-1.2.3", "1.2.3 "}) {
    EXPECT_THROW(parse_node(bad), std::invalid_argument) << bad;
  }
  for (const char* bad : {"1", "1.2.3", "x.1"}) EXPECT_THROW(parse_router(bad), std::invalid_argument) << bad;
}

TEST(Address, RangeCheckAgainstTopology) {
  const Dragonfly d({2, 4, 2, 9});
  EXPECT_NO_THROW(d.check(parse_node("8.3.1")));
  EXPECT_THROW(d.check(parse_node("9.0.0")), std::invalid_argument);
  EXPECT_THROW(d.check(parse_node("0.4.0")), std::invalid_argument);
  EXPECT_THROW(d.check(parse_node("0.0.2")), std::invalid_argument);
  EXPECT_THROW(d.check(RouterId{0, 4}), std::invalid_argument);
}

TEST(Address, DenseIndicesRoundTrip) {
  const Dragonfly d({3, 6, 3, 19});
  for (int i = 0; i < d.num_nodes(); ++i) EXPECT_EQ(d.node_index(d.node_at(i)), i);
  for (int i = 0; i < d.num_routers(); ++i) EXPECT_EQ(d.router_index(d.router_at(i)), i);
}
