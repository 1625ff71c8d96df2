// 200 random sets of simultaneous link and router faults on dfly(2,4,2,9) and
// dfly(3,6,3,19): no walk loops, enters a dead router or a failed link, or ejects at the wrong
// node; recovery restores every table bit for bit. The unreachable pairs and dead ends the
// diagnosed tables leave are counted and printed (docs/fault.md reports them).
#include <gtest/gtest.h>

#include <iostream>
#include <random>

#include "scenario.hpp"

using namespace doar;
using namespace doar::fault;

namespace {

std::vector<FaultSpec> random_faults(const Dragonfly& d, std::mt19937& rng) {
  std::uniform_int_distribution<int> count(2, 6), pick_router(0, d.num_routers() - 1);
  std::uniform_int_distribution<int> pick_port(0, d.radix() - 1);
  std::uniform_real_distribution<double> u(0.0, 1.0);
  std::vector<FaultSpec> out;
  const int n = count(rng);
  while (static_cast<int>(out.size()) < n) {
    const RouterId r = d.router_at(pick_router(rng));
    if (u(rng) < 0.15) {
      out.push_back(router_fault(d, r));
      continue;
    }
    const int port = pick_port(rng);
    if (d.peer(r, port).connected) out.push_back(link_fault(d, r, port));
  }
  return out;
}

// Pairs of live routers that no route of any shape joins any more: a breadth-first search over
// the live links, independent of the tables (so that the unreachable pairs the walk reports
// can be split into "physically cut" and "cut by the diagnosis rules").
int physically_cut_pairs(const Dragonfly& d, const std::vector<FaultSpec>& faults) {
  const int n = d.num_routers();
  std::vector<bool> alive(static_cast<std::size_t>(n), true);
  std::vector<std::pair<int, int>> down;  // (router index, port)
  for (const FaultSpec& f : faults) {
    if (f.kind == FaultSpec::Kind::Router) {
      alive[static_cast<std::size_t>(d.router_index(f.router))] = false;
    } else {
      down.push_back({d.router_index(f.a.router), f.a.port});
      down.push_back({d.router_index(f.b.router), f.b.port});
    }
  }
  auto is_down = [&](int r, int port) {
    for (const auto& x : down) {
      if (x.first == r && x.second == port) return true;
    }
    return false;
  };
  int cut = 0;
  for (int s = 0; s < n; ++s) {
    if (!alive[static_cast<std::size_t>(s)]) continue;
    std::vector<bool> seen(static_cast<std::size_t>(n), false);
    std::vector<int> todo = {s};
    seen[static_cast<std::size_t>(s)] = true;
    while (!todo.empty()) {
      const int r = todo.back();
      todo.pop_back();
      for (int port = 0; port < d.radix(); ++port) {
        const PortPeer pp = d.peer(d.router_at(r), port);
        if (!pp.connected || is_down(r, port)) continue;
        const int t = d.router_index(pp.router);
        if (seen[static_cast<std::size_t>(t)] || !alive[static_cast<std::size_t>(t)]) continue;
        seen[static_cast<std::size_t>(t)] = true;
        todo.push_back(t);
      }
    }
    for (int t = 0; t < n; ++t) {
      if (t != s && alive[static_cast<std::size_t>(t)] && !seen[static_cast<std::size_t>(t)]) ++cut;
    }
  }
  return cut;
}

void random_multi(const DflyParams& prm, unsigned seed, bool dead_router_rule = false) {
  const Dragonfly d(prm);
  std::mt19937 rng(seed);
  ScenarioOptions opt;
  opt.census_before = false;
  opt.rules.dead_router = dead_router_rule;
  long unreachable = 0, to_dead = 0, dead_ends = 0, cut = 0;
  int with_dead_ends = 0, with_unreachable = 0, longest = 0;
  std::string first_dead_end;
  for (int k = 0; k < 200; ++k) {
    const std::vector<FaultSpec> faults = random_faults(d, rng);
    std::string names;
    for (const auto& f : faults) names += " " + f.text;
    const ScenarioResult r = run_scenario(d, faults, opt);
    EXPECT_EQ(r.after.loops, 0u) << names;
    EXPECT_EQ(r.after.failed_link_uses, 0u) << names;
    EXPECT_EQ(r.after.dead_router_entries, 0u) << names;
    EXPECT_EQ(r.after.wrong_ejections, 0u) << names;
    EXPECT_TRUE(r.restored) << names;
    EXPECT_LE(r.after.max_vc, 3) << names;
    unreachable += r.after.unreachable_pairs;
    const int phys = physically_cut_pairs(d, faults);
    cut += phys;
    EXPECT_GE(r.after.unreachable_pairs - r.dead_destination_pairs, phys) << names;
    to_dead += r.dead_destination_pairs;
    dead_ends += static_cast<long>(r.after.dead_ends);
    longest = std::max(longest, r.after.max_path_hops);
    if (r.after.unreachable_pairs > r.dead_destination_pairs) ++with_unreachable;
    if (r.after.dead_ends) {
      ++with_dead_ends;
      if (first_dead_end.empty()) first_dead_end = names + ": " + r.after.dead_end_examples.front();
    }
  }
  std::cout << d.name() << ", 200 random multiple faults (seed " << seed << (dead_router_rule ? ", dead-router rule" : "")
            << "): " << unreachable
            << " unreachable pairs in all (" << to_dead << " to dead routers, " << cut
            << " between live routers no live path joins), " << with_unreachable
            << " fault sets cut off more than the dead routers, " << dead_ends << " dead ends in "
            << with_dead_ends << " fault sets, longest path " << longest << " hops\n";
  if (!first_dead_end.empty()) std::cout << "  first dead end:" << first_dead_end << "\n";
  ::testing::Test::RecordProperty("unreachable_pairs", static_cast<int>(unreachable));
  ::testing::Test::RecordProperty("dead_ends", static_cast<int>(dead_ends));
}

// E3 and the VC guard (EngineRules::vc_guard) under random sets of 2 to 6 link faults: no walk
// ends at a refraction the VC rule forbids (a packet on VC 3 with no route), where without
// the guard some do; recovery, with its VR packets, restores every table. Returns the
// VC-blocked dead ends summed over the sets.
std::uint64_t vc_blocked_links_only(const DflyParams& prm, unsigned seed, bool vc_guard) {
  const Dragonfly d(prm);
  std::mt19937 rng(seed);
  ScenarioOptions opt;
  opt.census_before = false;
  opt.rules.vc_guard = vc_guard;
  std::uniform_int_distribution<int> count(2, 6), pick_router(0, d.num_routers() - 1), pick_port(0, d.radix() - 1);
  std::uint64_t blocked = 0;
  for (int k = 0; k < 40; ++k) {
    std::vector<FaultSpec> faults;
    std::string names;
    const int n = count(rng);
    while (static_cast<int>(faults.size()) < n) {
      const RouterId r = d.router_at(pick_router(rng));
      const int port = pick_port(rng);
      if (!d.peer(r, port).connected) continue;
      const FaultSpec f = link_fault(d, r, port);
      bool dup = false;
      for (const FaultSpec& g : faults) dup |= g.text == f.text;
      if (dup) continue;
      faults.push_back(f);
      names += " " + f.text;
    }
    const ScenarioResult r = run_scenario(d, faults, opt);
    EXPECT_EQ(r.after.loops, 0u) << names;
    EXPECT_EQ(r.after.failed_link_uses, 0u) << names;
    EXPECT_EQ(r.after.wrong_ejections, 0u) << names;
    EXPECT_LE(r.after.max_vc, 3) << names;
    EXPECT_LE(r.after.max_path_hops, 6) << names;
    EXPECT_TRUE(r.restored) << names;
    if (vc_guard) {
      EXPECT_EQ(r.after.vc_blocked_dead_ends, 0u) << names;
    }
    blocked += r.after.vc_blocked_dead_ends;
  }
  return blocked;
}

}  // namespace

TEST(RandomMultiFaults, LinkFaultsOn36319WithTheVcGuard) {
  EXPECT_EQ(vc_blocked_links_only({3, 6, 3, 19}, 6319, true), 0u);
  EXPECT_GT(vc_blocked_links_only({3, 6, 3, 19}, 6319, false), 0u);  // the same sets without it
}

TEST(RandomMultiFaults, TwoHundredOn2429) { random_multi({2, 4, 2, 9}, 2429); }
TEST(RandomMultiFaults, TwoHundredOn36319) { random_multi({3, 6, 3, 19}, 36319); }
// The same fault sets under the optional dead-router rule (a finer rule meant for single
// router faults): still no loops, failed-link uses or VC overflow, and exact recovery.
TEST(RandomMultiFaults, TwoHundredOn2429WithTheDeadRouterRule) { random_multi({2, 4, 2, 9}, 2429, true); }
