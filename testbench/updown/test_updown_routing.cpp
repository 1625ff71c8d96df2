// UPDOWN, MTR and SHORTEST (core/routing/updown_routing.hpp, mtr_routing.hpp) against an
// independent reference (updown_reference.hpp): legality of every route, lengths equal to an
// independent search, the ordering shortest <= MTR <= UPDOWN per pair, MTR:1 == UPDOWN, and
// the deadlock checker's verdicts (acyclic dependencies for UPDOWN, a witness for the
// single-VC MTR and SHORTEST, freedom with the escape VC).
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <tuple>

#include "deadlock/checker.hpp"
#include "routing/mtr_routing.hpp"
#include "routing/route_lengths.hpp"
#include "routing/updown_routing.hpp"
#include "temp_file.hpp"
#include "updown_reference.hpp"

namespace doar {
namespace {

// Networks of every shape the routings meet: random irregular ones (with P > 1 too), a ring
// (degree 2), a file with parallel links, and a torus (UPDOWN runs on any topology).
std::vector<std::string> networks(const test::TempFile& file) {
  return {"irregular:32,3,1", "irregular:32,3,2", "irregular:32,4,3", "irregular:24,5,9,2",
          "irregular:16,2,4", "torus:4x4", "graph:" + file.path()};
}
const char* kFile =
    "# two triangles joined by a doubled link and a bridge switch\nswitches 7\n"
    "link 0 1\nlink 1 2\nlink 2 0\nlink 3 4\nlink 4 5\nlink 5 3\nlink 2 3\nlink 3 2\nlink 6 0\nlink 6 5\n";

// Every reachable (router, in_port, in_vc) head toward dst_router in `state` from injection
// at every other router, following every candidate: visit(router, in_port, in_vc, cands).
template <class F>
void for_each_reachable_head(const Topology& t, const Routing& r, int dst_router, F visit) {
  const int dst_node = t.node_at(dst_router, 0);
  for (int s = 0; s < t.num_routers(); ++s) {
    if (s == dst_router) continue;
    const std::uint32_t st = r.initial_state(t.node_at(s, 0), dst_node);
    std::set<std::tuple<int, int, int>> seen;
    std::vector<std::tuple<int, int, int>> todo{{s, 0, 0}};
    while (!todo.empty()) {
      const auto [router, in_port, in_vc] = todo.back();
      todo.pop_back();
      if (!seen.insert({router, in_port, in_vc}).second) continue;
      CandidateSet cs;
      r.candidates(router, in_port, in_vc, dst_node, st, cs);
      ASSERT_GT(cs.n, 0);
      visit(router, in_port, in_vc, cs);
      for (const Candidate& c : cs)
        if (!t.is_terminal(c.port)) todo.push_back({t.peer_router(router, c.port), t.peer_port(router, c.port), c.vc});
    }
  }
}

TEST(UpDownRouting, NoDownUpTurnAndShortestLegalLengths) {
  test::TempFile f(kFile);
  for (const std::string& spec : networks(f)) {
    const auto t = make_topology(spec);
    for (int root : {0, t->num_routers() - 1})
      for (int vcs : {1, 2}) {
        const auto r = make_routing("UPDOWN:" + std::to_string(root), *t, vcs);
        const test::UpDownReference ref(*t, root);
        for (int dst = 0; dst < t->num_routers(); ++dst)
          for_each_reachable_head(*t, *r, dst, [&](int router, int in_port, int, const CandidateSet& cs) {
            const bool came_down = !t->is_terminal(in_port) && !ref.up(t->peer_router(router, in_port), router);
            for (const Candidate& c : cs) {
              if (t->is_terminal(c.port)) continue;
              EXPECT_FALSE(came_down && ref.up(router, t->peer_router(router, c.port)))
                  << spec << " root " << root << ": down->up turn at router " << router << " toward " << dst;
            }
          });
        const RouteLengths rl = zero_load_route_lengths(*t, *r);
        for (int s = 0; s < t->num_routers(); ++s) {
          const std::vector<int> want = ref.lengths_from(s);
          for (int d = 0; d < t->num_routers(); ++d) {
            EXPECT_EQ(rl.min[s * t->num_routers() + d], want[d]) << spec << " " << s << "->" << d;
            EXPECT_EQ(rl.max[s * t->num_routers() + d], want[d]) << spec << " " << s << "->" << d;
          }
        }
      }
  }
}

TEST(UpDownRouting, ChannelDependencyGraphAcyclic) {
  test::TempFile f(kFile);
  for (const std::string& spec : networks(f)) {
    const auto t = make_topology(spec);
    for (int vcs : {1, 2}) {
      const auto r = make_routing("UPDOWN", *t, vcs);
      EXPECT_TRUE(check_deadlock(*t, *r, WaitModel::Committed).deadlock_free) << spec << " vcs " << vcs;
      EXPECT_TRUE(check_deadlock(*t, *r, WaitModel::Any).deadlock_free) << spec << " vcs " << vcs;
    }
  }
}

TEST(MtrRouting, OneRootIsUpDown) {
  test::TempFile f(kFile);
  for (const std::string& spec : networks(f)) {
    const auto t = make_topology(spec);
    const auto up = make_routing("UPDOWN", *t, 1), mtr = make_routing("MTR:1", *t, 1);
    for (int dst = 0; dst < t->num_routers(); ++dst)
      for_each_reachable_head(*t, *up, dst, [&](int router, int in_port, int in_vc, const CandidateSet& a) {
        CandidateSet b;
        mtr->candidates(router, in_port, in_vc, t->node_at(dst, 0), 0, b);
        std::set<std::pair<int, int>> sa, sb;
        for (const Candidate& c : a) sa.insert({c.port, c.vc});
        for (const Candidate& c : b) sb.insert({c.port, c.vc});
        EXPECT_EQ(sa, sb) << spec << " router " << router << " toward " << dst;
      });
  }
}

TEST(MtrRouting, ShortestAtMostMtrAtMostUpDownAndRootsNeverLengthen) {
  test::TempFile f(kFile);
  for (const std::string& spec : networks(f)) {
    const auto t = make_topology(spec);
    const int n = t->num_routers();
    const RouteLengths up = zero_load_route_lengths(*t, *make_routing("UPDOWN", *t, 2));
    const RouteLengths sh = zero_load_route_lengths(*t, *make_routing("SHORTEST", *t, 2));
    RouteLengths prev = up;
    for (int roots = 1; roots <= std::min(6, n); ++roots) {
      const auto r = make_routing("MTR:" + std::to_string(roots), *t, 2);
      const auto& m = static_cast<const MtrRouting&>(*r);
      const RouteLengths rl = zero_load_route_lengths(*t, *r);
      for (int s = 0; s < n; ++s)
        for (int d = 0; d < n; ++d) {
          const std::size_t k = static_cast<std::size_t>(s) * n + d;
          EXPECT_EQ(sh.min[k], t->distance(s, d));
          EXPECT_EQ(rl.min[k], rl.max[k]) << spec;
          EXPECT_EQ(rl.min[k], m.route_length(s, d)) << spec << " MTR:" << roots << " " << s << "->" << d;
          EXPECT_LE(sh.min[k], rl.min[k]) << spec;
          EXPECT_LE(rl.min[k], up.min[k]) << spec;
          EXPECT_LE(rl.min[k], prev.min[k]) << spec << " MTR:" << roots << " lengthens " << s << "->" << d;
        }
      EXPECT_LE(rl.mean_min(), prev.mean_min());
      prev = rl;
    }
  }
}

TEST(MtrRouting, SharedChannelDeadlocksEscapeVcDoesNot) {
  for (const char* spec : {"irregular:32,3,1", "irregular:32,4,3", "irregular:64,3,7"}) {
    const auto t = make_topology(spec);
    for (const char* name : {"MTR:4", "SHORTEST"}) {
      const DeadlockReport one = check_deadlock(*t, *make_routing(name, *t, 1), WaitModel::Any);
      EXPECT_FALSE(one.deadlock_free) << spec << " " << name;
      EXPECT_GE(one.witness.size(), 2u);
      for (int vcs : {2, 3}) {
        const auto r = make_routing(name, *t, vcs);
        EXPECT_TRUE(check_deadlock(*t, *r, WaitModel::Any).deadlock_free) << spec << " " << name << " " << vcs;
        EXPECT_TRUE(check_deadlock(*t, *r, WaitModel::Escape).deadlock_free) << spec << " " << name << " " << vcs;
      }
    }
  }
}

TEST(MtrRouting, RootsAreNestedAndDistinct) {
  const std::vector<int> r8 = mtr_roots(64, 8, 1), r4 = mtr_roots(64, 4, 1);
  EXPECT_EQ(std::vector<int>(r8.begin(), r8.begin() + 4), r4);
  EXPECT_EQ(r8[0], 0);
  EXPECT_EQ(std::set<int>(r8.begin(), r8.end()).size(), 8u);
  EXPECT_NE(mtr_roots(64, 4, 2), r4);
}

TEST(UpDownFamily, BadNamesThrowOneLine) {
  const auto t = make_topology("irregular:64,3,1");
  for (const char* n : {"UPDOWN:64", "UPDOWN:x", "UPDOWN:-1", "MTR:0", "MTR:65", "MTR:4,x", "MTR:x", "SHORTEST:1"}) {
    try {
      make_routing(n, *t, 2);
      ADD_FAILURE() << n << " was accepted";
    } catch (const std::invalid_argument& e) {
      EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos) << e.what();
    }
  }
  EXPECT_THROW(make_routing("UPDOWN", *t, 9), std::invalid_argument);
  EXPECT_THROW(make_routing("MTR", *t, 0), std::invalid_argument);
  EXPECT_EQ(make_routing("MTR", *t, 2)->name(), "MTR:4");
  EXPECT_EQ(make_routing("MTR:3,7", *t, 2)->name(), "MTR:3,7");
  EXPECT_EQ(make_routing("UPDOWN:5", *t, 2)->name(), "UPDOWN:5");
}

}  // namespace
}  // namespace doar
