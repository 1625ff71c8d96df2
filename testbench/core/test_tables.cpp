#include <gtest/gtest.h>

#include <queue>
#include <random>

#include "tables.hpp"

using namespace doar;

TEST(TableEncoding, GaRoundTrip) {
  std::mt19937 rng(1);
  for (int i = 0; i < 1000; ++i) {
    GaEntry e;
    e.lpc0 = {(rng() & 1) != 0, static_cast<int>(rng() % 32)};
    e.gp = static_cast<std::uint16_t>(rng());
    const std::uint64_t v = encode(e);
    EXPECT_EQ(v >> 32, 0u);  // bits 63..32 unused
    const GaEntry b = decode_ga(v);
    EXPECT_EQ(b.lpc0.valid, e.lpc0.valid);
    EXPECT_EQ(b.lpc0.bid, e.lpc0.bid);
    EXPECT_EQ(b.gp, e.gp);
    EXPECT_EQ(encode(b), v);
  }
  // Exact layout: lpc0 = 5 valid, GP = {0, 15}.
  EXPECT_EQ(encode(GaEntry{{true, 5}, 0x8001}), 0x0000000080010025ull);
}

TEST(TableEncoding, GbRoundTrip) {
  std::mt19937_64 rng(2);
  for (int i = 0; i < 1000; ++i) {
    const std::uint64_t v = rng();
    EXPECT_EQ(encode(decode_gb(v)), v);  // every 64-bit pattern is a GB entry
  }
  GbEntry e;
  e.lpc[0] = {true, 1};
  e.lpc[7] = {true, 31};
  e.ogp = 0x0003;
  EXPECT_EQ(encode(e), (0x0003ull << 48) | (0x3Full << 42) | 0x21ull);
}

TEST(TableEncoding, CRoundTrip) {
  std::mt19937_64 rng(3);
  for (int i = 0; i < 1000; ++i) {
    CEntry e;
    for (auto& it : e.item) it = {(rng() & 1) != 0, static_cast<int>(rng() % 64)};
    const std::uint64_t v = encode(e);
    EXPECT_EQ(v & ~kCEntryMask, 0u);  // 48 bits
    EXPECT_EQ(encode(decode_c(v)), v);
  }
  CEntry e;
  e.item[1] = {true, 9};
  EXPECT_EQ(decode_c(encode(e)).first_port(), 9);
  EXPECT_EQ(CEntry{}.first_port(), -1);
}

TEST(TableSizes, PaperRouterIsAbout9KBPerPort) {
  const TableSizes s = table_sizes(Dragonfly({16, 32, 16, 513}));
  EXPECT_EQ(s.a_entries, 16 + 32 + 513);
  EXPECT_EQ(s.bt_entries, 32 + 513);
  EXPECT_EQ(s.c_entries, 32);
  EXPECT_EQ(s.bytes_per_port, 8 * 561 + 8 * 545 + 6 * 32);
  EXPECT_NEAR(s.bytes_per_port / 1024.0, 9.0, 0.5);
}

TEST(RegionSelect, PicksByGidThenBid) {
  const Dragonfly d({2, 4, 2, 9});
  const RouterId own{3, 1};
  EXPECT_EQ(region_select(d, own, {5, 1, 0}).region, Region::G);
  EXPECT_EQ(region_select(d, own, {5, 1, 0}).index, 2 + 4 + 5);
  EXPECT_EQ(region_select(d, own, {3, 2, 1}).region, Region::B);
  EXPECT_EQ(region_select(d, own, {3, 2, 1}).index, 2 + 2);
  EXPECT_EQ(region_select(d, own, {3, 1, 1}).region, Region::N);
  EXPECT_EQ(region_select(d, own, {3, 1, 1}).index, 1);
}

namespace {

// Router-graph distances from every router to every router (BFS), the ground truth for
// "minimal".
std::vector<std::vector<int>> all_distances(const Dragonfly& d) {
  const int n = d.num_routers();
  std::vector<std::vector<int>> dist(n, std::vector<int>(n, -1));
  for (int s = 0; s < n; ++s) {
    std::queue<int> q;
    q.push(s);
    dist[s][s] = 0;
    while (!q.empty()) {
      const int u = q.front();
      q.pop();
      for (int port = d.p(); port < d.radix(); ++port) {
        const PortPeer pr = d.peer(d.router_at(u), port);
        if (!pr.connected) continue;
        const int v = d.router_index(pr.router);
        if (dist[s][v] < 0) {
          dist[s][v] = dist[s][u] + 1;
          q.push(v);
        }
      }
    }
  }
  return dist;
}

int dist_to_group(const Dragonfly& d, const std::vector<std::vector<int>>& dist, int r, int gid) {
  int best = 1 << 30;
  for (int b = 0; b < d.a(); ++b) best = std::min(best, dist[r][d.router_index({gid, b})]);
  return best;
}

}  // namespace

class TableConfig : public ::testing::TestWithParam<DflyParams> {};

TEST_P(TableConfig, TableABitsLieOnMinimalPaths) {
  const Dragonfly d(GetParam());
  const auto dist = all_distances(d);
  const NetworkTables nt(d);
  for (int ri = 0; ri < d.num_routers(); ++ri) {
    const RouterId r = d.router_at(ri);
    for (int port = 0; port < d.radix(); ++port) {
      const PortTables& t = nt.at(r, port);
      if (d.port_kind(port) == PortKind::Global && !d.peer(r, port).connected) continue;
      for (int n = 0; n < d.p(); ++n) EXPECT_EQ(t.a[n], port_only(n));
      for (int tb = 0; tb < d.a(); ++tb) {
        if (tb == r.bid) continue;
        EXPECT_EQ(t.a[d.p() + tb], port_only(d.local_port(r.bid, tb)));
      }
      for (int x = 0; x < d.g(); ++x) {
        if (x == r.gid) continue;
        const int e = base_add(d, Region::G) + x;
        const int here = dist_to_group(d, dist, ri, x);
        if (uses_global_format(t.kind, Region::G)) {
          const GaEntry ga = decode_ga(t.a[e]);
          ASSERT_TRUE(ga.lpc0.valid);
          for (int j = 0; j < d.h(); ++j) {
            if (!((ga.gp >> j) & 1u)) continue;
            EXPECT_EQ(d.slot_target(r.gid, ga.lpc0.bid * d.h() + j), x);  // the slot reaches X
          }
          EXPECT_NE(ga.gp, 0);
          // Non-minimal candidates never include the minimal router or the minimal port.
          const GbEntry gb = decode_gb(t.b[e]);
          const int rx = d.slot_owner(d.slot_to_group(r.gid, x));
          for (const Lpc& l : gb.lpc) {
            if (!l.valid) continue;
            EXPECT_NE(l.bid, rx);
            EXPECT_NE(l.bid, r.bid);
          }
          if (rx == r.bid) {
            EXPECT_EQ((gb.ogp >> (d.slot_to_group(r.gid, x) % d.h())) & 1u, 0u);
          }
        } else {
          for (int o = 0; o < d.radix(); ++o) {
            if (!port_bit(t.a[e], o)) continue;
            const PortPeer pr = d.peer(r, o);
            ASSERT_TRUE(pr.connected);
            EXPECT_EQ(dist_to_group(d, dist, d.router_index(pr.router), x), here - 1)
                << to_string(r) << " port " << port << " group " << x << " via " << o;
          }
          // Fig. 7(a): an intra-group port never configures A and B for the same entry.
          if (t.kind == PortKind::Local) {
            EXPECT_FALSE(t.a[e] != 0 && t.b[e] != 0);
          }
        }
      }
      for (int u = 0; u < d.a(); ++u) {
        const int l = decode_c(t.c[u]).first_port();
        if (u == r.bid) {
          EXPECT_EQ(l, -1);
        }
        else EXPECT_EQ(l, d.local_port(r.bid, u));
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Small, TableConfig,
                         ::testing::Values(DflyParams{2, 3, 2, 7}, DflyParams{2, 4, 2, 8},
                                           DflyParams{2, 4, 2, 9}, DflyParams{3, 6, 3, 19}));

TEST(TableConfig, NonMinimalRoutersWindowOfEight) {
  // a = 12: ten routers qualify (all but r and R_X); a window of 8 that moves with X.
  const Dragonfly d({6, 12, 6, 73});
  std::vector<int> uses(12, 0);
  for (int x = 1; x < 73; ++x) {
    const auto v = gb_routers(d, {0, 0}, x);
    EXPECT_EQ(v.size(), 8u);
    for (int u : v) ++uses[u];
  }
  for (int u = 1; u < 12; ++u) EXPECT_GT(uses[u], 0) << "router " << u << " never used";
}

// A process that simulates part of the network (doar-sim-mpi) builds its routers' tables
// only: those equal the full build's, the others' ports are empty.
TEST(NetworkTablesRange, BuildsTheRangeAsTheFullTablesAndLeavesTheRestEmpty) {
  const Dragonfly d({2, 4, 2, 9});
  const NetworkTables all(d);
  const int first = 8, last = 20;
  const NetworkTables some(d, kDefaultTableReading, first, last);
  for (int i = 0; i < d.num_routers(); ++i) {
    for (int port = 0; port < d.radix(); ++port) {
      const PortTables& t = some.at(d.router_at(i), port);
      if (i >= first && i < last) {
        EXPECT_EQ(t, all.at(d.router_at(i), port)) << i << " " << port;
      } else {
        EXPECT_TRUE(t.a.empty() && t.b.empty() && t.c.empty()) << i << " " << port;
      }
    }
  }
}
