// The channel dependency graph of every path DOAR can take on dfly(2,4,2,9), with VCs, is
// acyclic (so the routing is deadlock-free); the same graph without VCs is not, which shows
// the check can fail.
#include <gtest/gtest.h>

#include <set>
#include <vector>

#include "doar_decision.hpp"

using namespace doar;

namespace {

// Every output the decision can return at (r, in_port) for this header under some
// congestion and arbiter state: the union of the candidate sets.
std::vector<int> possible_outputs(const Dragonfly& d, const RouterId& r, int in_port, const PortTables& t,
                                  const Header& hdr) {
  std::vector<int> out;
  const Lookup lk = region_select(d, r, hdr.dst);
  if (is_rta(d, r, in_port, hdr.dst)) {
    const RtaSets s = rta_sets(d, r, t, lk, hdr.dst, 0, SlotMask{});
    const SlotMask all = s.ga | s.nm;
    std::set<int> ports;
    for (int slot = all.find_from(0); slot >= 0 && slot < d.slots(); slot = all.find_from(slot + 1))
      ports.insert(slot_out_port(d, r, t, slot));
    out.assign(ports.begin(), ports.end());
  } else {
    const RtbSets s = rtb_sets(d, r, in_port, t, lk, hdr);
    for (int p = 0; p < d.radix(); ++p)
      if (port_bit(s.le | s.lf, p)) out.push_back(p);
  }
  return out;
}

struct Cdg {
  int n = 0;
  std::vector<std::set<int>> next;
};

Cdg build(const Dragonfly& d, bool with_vcs) {
  const NetworkTables tables(d);
  Cdg g;
  const int vcs = 8;
  auto chan = [&](const RouterId& r, int port, int vc) {
    return (d.router_index(r) * d.radix() + port) * vcs + (with_vcs ? vc : 0);
  };
  g.n = d.num_routers() * d.radix() * vcs;
  g.next.resize(g.n);
  // Explore (router, input port, vc) states per (source group, destination router).
  for (int si = 0; si < d.num_routers(); ++si) {
    for (int ti = 0; ti < d.num_routers(); ++ti) {
      const RouterId rs = d.router_at(si), rt = d.router_at(ti);
      if (si == ti) continue;
      const Header base{{rs.gid, rs.bid, 0}, {rt.gid, rt.bid, 0}, 0};
      struct State { RouterId r; int in_port, vc, chan_in; };
      std::vector<State> stack{{rs, 0, 0, -1}};
      std::set<std::tuple<int, int, int>> seen;
      while (!stack.empty()) {
        const State st = stack.back();
        stack.pop_back();
        if (!seen.insert({d.router_index(st.r), st.in_port, st.vc}).second) continue;
        Header hdr = base;
        hdr.vc = st.vc;
        for (int out : possible_outputs(d, st.r, st.in_port, tables.at(st.r, st.in_port), hdr)) {
          if (d.port_kind(out) == PortKind::Terminal) continue;  // ejection: a sink
          const int vc = next_vc(d, st.in_port, out, st.vc);
          const int c = chan(st.r, out, vc);
          if (st.chan_in >= 0) g.next[st.chan_in].insert(c);
          const PortPeer pr = d.peer(st.r, out);
          if (pr.connected && vc < vcs) stack.push_back({pr.router, pr.port, vc, c});
        }
      }
    }
  }
  return g;
}

bool acyclic(const Cdg& g) {
  std::vector<int> indeg(g.n, 0);
  for (const auto& s : g.next)
    for (int v : s) ++indeg[v];
  std::vector<int> q;
  for (int i = 0; i < g.n; ++i)
    if (!indeg[i]) q.push_back(i);
  int done = 0;
  while (!q.empty()) {
    const int u = q.back();
    q.pop_back();
    ++done;
    for (int v : g.next[u])
      if (--indeg[v] == 0) q.push_back(v);
  }
  return done == g.n;
}

}  // namespace

TEST(ChannelDependencies, AcyclicWithVcs) {
  const Dragonfly d({2, 4, 2, 9});
  const Cdg g = build(d, true);
  std::size_t edges = 0;
  for (const auto& s : g.next) edges += s.size();
  EXPECT_GT(edges, 1000u);
  EXPECT_TRUE(acyclic(g));
}

TEST(ChannelDependencies, CyclicWithoutVcs) { EXPECT_FALSE(acyclic(build(Dragonfly({2, 4, 2, 9}), false))); }
