// Every single router fault of dfly(2,4,2,9) under the literal rules (DESIGN.md section 6):
// no walk enters the dead router or a failed link, nobody reaches its nodes, and the only
// other unreachable pairs are "another group -> the rest of the dead router's group" (every
// global link into that group reports the dead router, and group-level Aim makes that "the
// group is unreachable" at the far end). Recovery restores every table.
#include <gtest/gtest.h>

#include "scenario.hpp"

using namespace doar;
using namespace doar::fault;

TEST(RouterFaults, EveryRouterOf2429UnderTheLiteralRules) {
  const Dragonfly d({2, 4, 2, 9});
  ScenarioOptions opt;
  opt.census_before = false;
  opt.rules.tables = TableReading::Literal;
  for (int i = 0; i < d.num_routers(); ++i) {
    const RouterId dead = d.router_at(i);
    const ScenarioResult r = run_scenario(d, {router_fault(d, dead)}, opt);
    const std::string name = to_string(dead);
    EXPECT_EQ(r.after.dead_router_entries, 0u) << name;
    EXPECT_EQ(r.after.failed_link_uses, 0u) << name;
    EXPECT_EQ(r.after.loops, 0u) << name;
    EXPECT_EQ(r.after.dead_ends, 0u) << name;
    EXPECT_LE(r.after.max_path_hops, 6) << name;
    EXPECT_LE(r.after.max_vc, 3) << name;
    int to_dead = 0, cut_off = 0, other = 0;
    for (int s = 0; s < d.num_routers(); ++s) {
      for (int t = 0; t < d.num_routers(); ++t) {
        if (s == t || s == i || r.after.at(s, t) > 0) continue;
        const RouterId src = d.router_at(s), dst = d.router_at(t);
        if (t == i) ++to_dead;
        else if (dst.gid == dead.gid && src.gid != dead.gid) ++cut_off;
        else ++other;
      }
    }
    EXPECT_EQ(to_dead, d.num_routers() - 1) << name;
    EXPECT_EQ(cut_off, (d.num_routers() - d.a()) * (d.a() - 1)) << name;
    EXPECT_EQ(other, 0) << name;
    EXPECT_EQ(r.after.unreachable_pairs, to_dead + cut_off) << name;
    EXPECT_TRUE(r.restored) << name;
  }
}

// The optional dead-router rule (EngineRules::dead_router): once the dead router's group
// knows it is dead, its RV packets take back the group-level invalidations, and only the
// dead router's own nodes stay unreachable; walks towards them are dropped in its group.
// Still no dead end, no path over 6 hops or VC 3, and exact recovery.
void dead_router_rule(const DflyParams& prm) {
  const Dragonfly d(prm);
  ScenarioOptions opt;
  opt.census_before = false;
  opt.rules.dead_router = true;
  for (int i = 0; i < d.num_routers(); ++i) {
    const RouterId dead = d.router_at(i);
    const ScenarioResult r = run_scenario(d, {router_fault(d, dead)}, opt);
    const std::string name = to_string(dead);
    EXPECT_TRUE(r.after.clean()) << name;
    EXPECT_EQ(r.after.unreachable_pairs, d.num_routers() - 1) << name;
    for (int s = 0; s < d.num_routers(); ++s) {
      if (s != i) {
        EXPECT_EQ(r.after.at(s, i), 0u) << name;
      }
    }
    EXPECT_GT(r.diagnosis.rv_packets, 0) << name;
    EXPECT_LE(r.after.max_path_hops, 6) << name;
    EXPECT_LE(r.after.max_vc, 3) << name;
    EXPECT_TRUE(r.restored) << name;
  }
}

TEST(RouterFaults, EveryRouterOf2429UnderTheDeadRouterRule) { dead_router_rule({2, 4, 2, 9}); }
TEST(RouterFaults, EveryRouterOf2428UnderTheDeadRouterRule) { dead_router_rule({2, 4, 2, 8}); }
