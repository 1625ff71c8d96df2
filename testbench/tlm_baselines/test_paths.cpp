// Path-level properties of UGAL_G, PAR_PH, TPR and UGAL_LE, on every router pair of
// dfly(2,4,2,9) and dfly(3,6,3,19), with random queue values so that every branch of each
// algorithm is taken: packets arrive; no path is longer than the algorithm's longest path;
// VCs stay below the registry's count and never decrease along a path; and the channel
// dependency graph of all the paths taken is acyclic (the deadlock-freedom argument of
// docs/routing.md, checked on the channels actually used).
#include <gtest/gtest.h>
#include <map>
#include <set>
#include <string>
#include <vector>
#include "path_walker.hpp"

namespace doar::net::test {
namespace {

struct Case {
  std::string algo;
  std::string dfly;
  int max_hops;  // longest path of the algorithm
};

std::ostream& operator<<(std::ostream& os, const Case& c) { return os << c.algo << " on " << c.dfly; }

// Acyclicity of a directed graph given as adjacency sets (Kahn: a graph is acyclic iff
// repeatedly removing nodes without incoming edges removes them all).
bool acyclic(const std::map<long, std::set<long>>& g) {
  std::map<long, int> indeg;
  for (const auto& [u, succ] : g) {
    indeg.emplace(u, 0);
    for (long v : succ) ++indeg[v];
  }
  std::vector<long> ready;
  for (const auto& [u, n] : indeg) if (n == 0) ready.push_back(u);
  std::size_t removed = 0;
  while (!ready.empty()) {
    const long u = ready.back();
    ready.pop_back();
    ++removed;
    auto it = g.find(u);
    if (it == g.end()) continue;
    for (long v : it->second) if (--indeg[v] == 0) ready.push_back(v);
  }
  return removed == indeg.size();
}

class PathTest : public ::testing::TestWithParam<Case> {};

TEST_P(PathTest, DeliveredShortEnoughMonotoneVcsAcyclicChannels) {
  const Case& c = GetParam();
  const Dragonfly d(parse_dfly(c.dfly));
  const RoutingInfo* info = find_routing(c.algo);
  ASSERT_NE(info, nullptr);
  FakeNetwork net(d, 7);
  net.set_random(true);
  Routers routers(d, *info);
  Rng pick(11, 0);

  std::map<long, std::set<long>> cdg;  // channel -> channels that may follow it
  auto channel = [&](const Hop& h) { return (static_cast<long>(d.router_index(h.router)) * d.radix() + h.port) * info->vcs + h.vc; };
  std::map<int, int> hop_count;  // path length -> packets
  std::uint64_t cycle = 0;
  for (int rep = 0; rep < 3; ++rep) {
    for (int s = 0; s < d.num_routers(); ++s) {
      for (int t = 0; t < d.num_routers(); ++t) {
        const RouterId rs = d.router_at(s), rt = d.router_at(t);
        const NodeAddr src{rs.gid, rs.bid, pick.below(d.p())}, dst{rt.gid, rt.bid, pick.below(d.p())};
        net.set_cycle(cycle += 7);
        const Walk w = routers.walk(net, src, dst, c.max_hops + 2);
        ASSERT_TRUE(w.delivered) << to_string(src) << " -> " << to_string(dst);
        ASSERT_LE(static_cast<int>(w.hops.size()), c.max_hops) << to_string(src) << " -> " << to_string(dst);
        int globals = 0;
        for (std::size_t i = 0; i < w.hops.size(); ++i) {
          ASSERT_GE(w.hops[i].vc, 0);
          ASSERT_LT(w.hops[i].vc, info->vcs);
          globals += w.hops[i].kind == PortKind::Global;
          if (i > 0) {
            ASSERT_GE(w.hops[i].vc, w.hops[i - 1].vc) << "class went down at hop " << i;
            cdg[channel(w.hops[i - 1])].insert(channel(w.hops[i]));
          }
        }
        ASSERT_LE(globals, 2);
        ++hop_count[static_cast<int>(w.hops.size())];
      }
    }
  }
  EXPECT_TRUE(acyclic(cdg));
  // The random queues must have driven the algorithm down both kinds of path.
  EXPECT_GT(hop_count[3], 0);
  EXPECT_GT(hop_count[c.max_hops], 0) << "the longest path never occurred";
}

INSTANTIATE_TEST_SUITE_P(Baselines, PathTest,
                         ::testing::Values(Case{"UGAL_G", "2,4,2,9", 6}, Case{"UGAL_G", "3,6,3,19", 6},
                                           Case{"PAR_PH", "2,4,2,9", 7}, Case{"PAR_PH", "3,6,3,19", 7},
                                           Case{"TPR", "2,4,2,9", 6}, Case{"TPR", "3,6,3,19", 6},
                                           Case{"UGAL_LE", "2,4,2,9", 6}, Case{"UGAL_LE", "3,6,3,19", 6}),
                         [](const auto& info) {
                           std::string n = info.param.algo + "_" + info.param.dfly;
                           for (char& ch : n) if (ch == ',') ch = '_';
                           return n;
                         });

TEST(AcyclicHelper, FindsACycle) {
  std::map<long, std::set<long>> g{{1, {2}}, {2, {3}}, {3, {1}}};
  EXPECT_FALSE(acyclic(g));
  g[3] = {};
  EXPECT_TRUE(acyclic(g));
}

}  // namespace
}  // namespace doar::net::test
