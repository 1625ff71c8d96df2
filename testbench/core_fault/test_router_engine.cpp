// The per-router fault engine on its own: scheduler order and costs, Aim, the route options
// of each entry format, the context rule for FDs over intra-group links, and FR_act.
#include <gtest/gtest.h>

#include "router_engine.hpp"

using namespace doar;
using namespace doar::fault;

namespace {

// dfly(2,4,2,9): ports 0,1 terminal; 2,3,4 intra-group; 5,6 global. Router 0.1 owns G0's
// slots 2 and 3 (to G2 and G3).
const Dragonfly& d2429() {
  static const Dragonfly d({2, 4, 2, 9});
  return d;
}
Costs costs() { return {5, 7, entries_per_table(d2429())}; }
int g_entry(int gid) { return base_add(d2429(), Region::G) + gid; }
FaultPacket fd(NodeAddr a, int prefix, std::uint8_t tag) { return {PacketKind::FD, a, prefix, tag}; }

}  // namespace

TEST(RouterEngine, OneCommandAtATimeWithItsCost) {
  const Dragonfly& d = d2429();
  RouterFaultEngine e(d, {0, 1}, costs());
  EXPECT_FALSE(e.has_pending());
  EXPECT_FALSE(e.start_next(0).has_value());
  e.link_down(5);
  e.receive(2, fd({2, 0, 0}, 1, kCtxAll));
  ASSERT_EQ(e.start_next(100), std::optional<std::uint64_t>(100 + 12 + 2 * 15));
  EXPECT_EQ(e.current().kind, CommandKind::LocalFault);
  EXPECT_TRUE(e.busy());
  EXPECT_FALSE(e.start_next(101).has_value());  // busy: the FD waits
  e.finish();
  ASSERT_EQ(e.start_next(500), std::optional<std::uint64_t>(500 + 12 + 2));
  EXPECT_EQ(e.current().kind, CommandKind::MatchFd);
  e.finish();
  e.link_up(5);
  ASSERT_EQ(e.start_next(900), std::optional<std::uint64_t>(900 + 12 + 3 * 15));
  EXPECT_EQ(e.current().kind, CommandKind::LocalRecovery);
}

TEST(RouterEngine, LocalEventsFirstThenPortsRoundRobin) {
  RouterFaultEngine e(d2429(), {0, 0}, costs());
  e.receive(4, fd({3, 0, 0}, 1, kCtxI));
  e.receive(2, fd({3, 0, 0}, 1, kCtxI));
  e.link_down(6);
  std::vector<int> order;
  for (int i = 0; i < 3; ++i) {
    ASSERT_TRUE(e.start_next(0).has_value());
    order.push_back(e.current().port);
    e.finish();
    if (i == 1) e.receive(2, fd({3, 0, 0}, 1, kCtxI));  // port 2 was just served: 4 comes first
  }
  EXPECT_EQ(order, (std::vector<int>{6, 2, 4}));
  ASSERT_TRUE(e.start_next(0).has_value());
  EXPECT_EQ(e.current().port, 2);
}

TEST(RouterEngine, AimSelectsTheCoveringEntry) {
  const Dragonfly& d = d2429();
  RouterFaultEngine e(d, {1, 2}, costs());
  EXPECT_EQ(e.aim({4, 3, 1}, 1), g_entry(4));
  EXPECT_EQ(e.aim({4, 3, 1}, 2), g_entry(4));
  EXPECT_EQ(e.aim({4, 3, 1}, 3), g_entry(4));
  EXPECT_EQ(e.aim({1, 3, 1}, 2), base_add(d, Region::B) + 3);
  EXPECT_EQ(e.aim({1, 3, 1}, 3), base_add(d, Region::B) + 3);
  EXPECT_EQ(e.aim({1, 2, 1}, 3), base_add(d, Region::N) + 1);
}

// Terminal-port G entries: at the exit router the options are GP bits on its own global
// ports; elsewhere lpc0's valid bit, on the local port to the exit router.
TEST(RouterEngine, TerminalGEntryOptionsFollowTheGaGbFormats) {
  const Dragonfly& d = d2429();
  const PortOptions own = port_options(d, {0, 1}, configure_port(d, {0, 1}, 0));
  const auto& o1 = own.entry[static_cast<std::size_t>(g_entry(2))];
  ASSERT_FALSE(o1.empty());
  EXPECT_EQ(o1[0].out_port, 5);
  EXPECT_EQ(o1[0].bits, std::uint64_t{1} << 16);
  const PortOptions other = port_options(d, {0, 0}, configure_port(d, {0, 0}, 0));
  const auto& o0 = other.entry[static_cast<std::size_t>(g_entry(2))];
  EXPECT_EQ(o0[0].out_port, d.local_port(0, 1));
  EXPECT_EQ(o0[0].bits, std::uint64_t{0x20});
  // The Gb options: lpc1..: routers 2 and 3 (valid bits 5 and 11), OGP: both own ports.
  std::vector<int> ports;
  for (std::size_t k = 1; k < o0.size(); ++k) ports.push_back(o0[k].out_port);
  EXPECT_EQ(ports, (std::vector<int>{d.local_port(0, 2), d.local_port(0, 3), 5, 6}));
}

// FD over an intra-group link (from G0s1, port 2 of G0s0) touches in the G region only the
// contexts its tag names: S the terminal-port entries, I the global-port entries/I-parts.
TEST(RouterEngine, IntraGroupFdTouchesOnlyTheTaggedContexts) {
  const Dragonfly& d = d2429();
  const int from_s1 = d.local_port(0, 1), e = g_entry(2);
  for (std::uint8_t tag : {std::uint8_t{kCtxS}, std::uint8_t{kCtxI}}) {
    RouterFaultEngine eng(d, {0, 0}, costs());
    eng.receive(from_s1, fd({2, 0, 0}, 1, tag));
    eng.start_next(0);
    const auto out = eng.finish();
    const bool terminal_hit = !decode_ga(eng.live(0).a[e]).lpc0.valid;
    const bool global_hit = eng.live(5).a[e] != eng.configured(5).a[e];
    const bool ipart_hit = eng.live(d.local_port(0, 2)).b[e] != eng.configured(d.local_port(0, 2)).b[e];
    EXPECT_EQ(terminal_hit, tag == kCtxS);
    EXPECT_EQ(global_hit, tag == kCtxI);
    EXPECT_EQ(ipart_hit, tag == kCtxI);
    // The I-parts at the ports from s2 and s3 held only L(s1): they die and report (tag I).
    EXPECT_EQ(out.size(), tag == kCtxI ? 2u : 0u);
    for (const Emitted& em : out) {
      EXPECT_EQ(em.packet.tag, kCtxI);
      EXPECT_EQ(em.packet.addr.gid, 2);
    }
  }
}

// Over a global link the tag does not matter: every context of the Aim entry is affected.
TEST(RouterEngine, GlobalLinkFdTouchesEveryContext) {
  const Dragonfly& d = d2429();
  RouterFaultEngine eng(d, {1, 0}, costs());  // G1s0: port 5 from G0 (slot 0), port 6 from G8
  eng.receive(5, fd({2, 0, 0}, 1, kCtxI));
  eng.start_next(0);
  const auto out = eng.finish();
  EXPECT_TRUE(out.empty());  // port 6 still reaches G8, so every entry keeps a route
  const GbEntry gb = decode_gb(eng.live(0).b[g_entry(2)]);
  EXPECT_EQ(gb.ogp, 0x2);  // the own port towards G0 (bit 0) is gone from the S context
  EXPECT_EQ(eng.live(d.local_port(0, 1)).b[g_entry(2)] & port_only(5), 0u);
}

// A local fault: FDs never leave through terminal ports or the failed link; FR_act after
// the recovery restores the tables bit for bit and reports to the ports that had died.
TEST(RouterEngine, TravelFdAndRecoveryAtTheExitRouter) {
  const Dragonfly& d = d2429();
  RouterFaultEngine eng(d, {0, 1}, costs());
  eng.link_down(5);  // the link to G2
  eng.start_next(0);
  const auto fds = eng.finish();
  std::vector<int> ports;
  for (const Emitted& em : fds) {
    ports.push_back(em.port);
    EXPECT_EQ(em.packet.addr.gid, 2);
    EXPECT_EQ(em.packet.prefix, 1);
    EXPECT_EQ(em.packet.tag, em.port == 6 ? kCtxI : kCtxAll);
  }
  EXPECT_EQ(ports, (std::vector<int>{2, 3, 4, 6}));
  EXPECT_FALSE(eng.tables_restored());
  eng.link_up(5);
  eng.start_next(0);
  const auto frs = eng.finish();
  EXPECT_TRUE(eng.tables_restored());
  ports.clear();
  for (const Emitted& em : frs) {
    EXPECT_EQ(em.packet.kind, PacketKind::FR);
    ports.push_back(em.port);
  }
  EXPECT_EQ(ports, (std::vector<int>{2, 3, 4, 5, 6}));
}

// Contexts of intra-group G entries (DESIGN.md section 3): at the exit router the single
// route {gp_X} serves S and I; elsewhere own global ports form the S-part and the local port
// to the exit router the I-part (absent at the port from the exit router itself).
TEST(RouterEngine, IntraGroupGEntryContexts) {
  const Dragonfly& d = d2429();
  const int e = g_entry(2);  // G0s1 owns the slot to G2
  const auto exit_opts = port_options(d, {0, 1}, configure_port(d, {0, 1}, d.local_port(1, 0))).entry[static_cast<std::size_t>(e)];
  ASSERT_EQ(exit_opts.size(), 1u);
  EXPECT_EQ(exit_opts[0].out_port, 5);
  EXPECT_EQ(exit_opts[0].ctx, kCtxAll);
  const auto other = port_options(d, {0, 0}, configure_port(d, {0, 0}, d.local_port(0, 2))).entry[static_cast<std::size_t>(e)];
  std::vector<std::pair<int, int>> got;
  for (const RouteOption& o : other) got.push_back({o.out_port, o.ctx});
  EXPECT_EQ(got, (std::vector<std::pair<int, int>>{{d.local_port(0, 1), kCtxI}, {5, kCtxS}, {6, kCtxS}}));
  const auto from_exit = port_options(d, {0, 0}, configure_port(d, {0, 0}, d.local_port(0, 1))).entry[static_cast<std::size_t>(e)];
  for (const RouteOption& o : from_exit) EXPECT_EQ(o.ctx, kCtxS);
}

// RV (dead-router rule) undoes exactly what the FD with the same address did.
TEST(RouterEngine, RvUndoesTheMatchingFd) {
  const Dragonfly& d = d2429();
  RouterFaultEngine eng(d, {2, 0}, costs(), EngineRules{FrRule::Entry, true});  // G2s0: port 5 from G0
  eng.receive(5, fd({0, 3, 0}, 2, kCtxAll));
  eng.start_next(0);
  const auto fds = eng.finish();
  EXPECT_FALSE(fds.empty());
  EXPECT_FALSE(eng.tables_restored());
  eng.receive(5, {PacketKind::RV, {0, 3, 0}, 2, kCtxAll});
  ASSERT_EQ(eng.start_next(0), std::optional<std::uint64_t>(12 + 2));
  EXPECT_EQ(eng.current().kind, CommandKind::MatchRv);
  const auto rvs = eng.finish();
  EXPECT_TRUE(eng.tables_restored());
  ASSERT_EQ(rvs.size(), fds.size());  // back along every port the FD went on
  for (std::size_t i = 0; i < rvs.size(); ++i) {
    EXPECT_EQ(rvs[i].port, fds[i].port);
    EXPECT_EQ(rvs[i].packet.kind, PacketKind::RV);
    EXPECT_EQ(rvs[i].packet.tag, fds[i].packet.tag);
  }
}
