// The decisions that make each baseline what it is, on hand-set queue states over fake
// router views: UGAL_G sees a remote global channel that UGAL_L cannot; PAR_PH re-evaluates
// at the gateway and ignores phantom congestion; TPR turns to Valiant only after its
// counters have seen an adversarial epoch; UGAL_LE turns to Valiant once its own recent
// traffic predicts a conflict on the minimal global channel.
#include <gtest/gtest.h>
#include "path_walker.hpp"
#include "ugal_rule.hpp"

namespace doar::net::test {
namespace {

PacketHeader packet(const NodeAddr& src, const NodeAddr& dst) { return PacketHeader::make(src, dst); }

bool minimal(const PacketHeader& p) { return (p.route.flags & RouteState::kMinimal) && p.route.inter_router < 0; }

// dfly(3,6,3,19): group 0's link to group 5 is slot 5, owned by router 0.1 (slots 3..5).
// A packet from 0.0 therefore takes a local hop to the gateway 0.1 first.
struct Fixture : ::testing::Test {
  Dragonfly d{parse_dfly("3,6,3,19")};
  FakeNetwork net{d, 3};
  const NodeAddr src{0, 0, 0}, dst{5, 2, 1};
  const RouterId gateway{0, 1};
  int gateway_port() const { return d.slot_port(d.slot_to_group(0, 5)); }
  void SetUp() override { ASSERT_EQ(d.slot_owner(d.slot_to_group(0, 5)), gateway.bid); }
};

// ---- UGAL_G ----

TEST_F(Fixture, UgalGSeesTheRemoteGlobalChannelThatUgalLCannot) {
  net.at(gateway).set_used(gateway_port(), 2, 600);  // the minimal global channel, at 0.1
  Routers g(d, *find_routing("UGAL_G")), l(d, *find_routing("UGAL_L"));
  int g_min = 0, l_min = 0;
  for (int i = 0; i < 50; ++i) {
    PacketHeader pg = packet(src, dst), pl = packet(src, dst);
    g.at(0).route(net.at(0), src.nid, 0, pg);
    l.at(0).route(net.at(0), src.nid, 0, pl);
    g_min += minimal(pg);
    l_min += minimal(pl);
  }
  EXPECT_EQ(g_min, 0) << "UGAL_G must avoid the congested remote global channel";
  EXPECT_EQ(l_min, 50) << "UGAL_L only sees its own empty local port";
}

TEST_F(Fixture, UgalGStaysMinimalWhenTheGlobalChannelsAreEqual) {
  // Every global port of group 0 equally loaded: 1 * q <= 2 * q + T, minimal.
  for (int b = 0; b < d.a(); ++b)
    for (int j = 0; j < d.h(); ++j) net.at(RouterId{0, b}).set_used(d.global_port(j), 0, 200);
  Routers g(d, *find_routing("UGAL_G"));
  for (int i = 0; i < 50; ++i) {
    PacketHeader p = packet(src, dst);
    g.at(0).route(net.at(0), src.nid, 0, p);
    EXPECT_TRUE(minimal(p));
  }
}

// ---- PAR_PH ----

TEST_F(Fixture, ParPhLeavesTheDecisionOpenOnTheFirstLocalHop) {
  Routers r(d, *find_routing("PAR_PH"));
  PacketHeader p = packet(src, dst);
  const RouteChoice c = r.at(0).route(net.at(0), src.nid, 0, p);
  EXPECT_EQ(c.out_port, d.local_port(0, gateway.bid));
  EXPECT_EQ(c.out_vc, 0) << "the tentative hop uses class S1";
  EXPECT_TRUE(p.route.flags & RouteState::kTentative);
}

TEST_F(Fixture, ParPhReroutesAtTheGatewayOnRealCongestion) {
  Routers r(d, *find_routing("PAR_PH"));
  net.at(gateway).set_used(gateway_port(), 3, 400);  // queued flits, none sent recently
  int valiant = 0;
  for (int i = 0; i < 50; ++i) {
    PacketHeader p = packet(src, dst);
    const RouteChoice first = r.at(0).route(net.at(0), src.nid, 0, p);
    const PortPeer hop = d.peer(d.router_at(0), first.out_port);
    const RouteChoice second = r.at(d.router_index(gateway)).route(net.at(gateway), hop.port, first.out_vc, p);
    EXPECT_FALSE(p.route.flags & RouteState::kTentative);
    if (!minimal(p)) {
      ++valiant;
      EXPECT_NE(second.out_port, gateway_port());
      EXPECT_EQ(second.out_vc, 1) << "S2 or G1n after the tentative S1 hop";
    }
  }
  EXPECT_EQ(valiant, 50);
}

TEST_F(Fixture, ParPhIgnoresPhantomCongestionAtTheGateway) {
  Routers r(d, *find_routing("PAR_PH"));
  // Same used credits, but all of them sent within the last round trip: flits and credits
  // in flight, not a queue.
  net.at(gateway).set_used(gateway_port(), 3, 400);
  net.at(gateway).set_recent(gateway_port(), 400);
  for (int i = 0; i < 50; ++i) {
    PacketHeader p = packet(src, dst);
    const RouteChoice first = r.at(0).route(net.at(0), src.nid, 0, p);
    const PortPeer hop = d.peer(d.router_at(0), first.out_port);
    const RouteChoice second = r.at(d.router_index(gateway)).route(net.at(gateway), hop.port, first.out_vc, p);
    EXPECT_TRUE(minimal(p));
    EXPECT_EQ(second.out_port, gateway_port());
    EXPECT_EQ(second.out_vc, 3) << "class Gm";
  }
}

TEST_F(Fixture, ParPhCommitsAtASourceThatOwnsTheGlobalLink) {
  Routers r(d, *find_routing("PAR_PH"));
  const NodeAddr at_gw{0, gateway.bid, 2};
  PacketHeader p = packet(at_gw, dst);
  const RouteChoice c = r.at(d.router_index(gateway)).route(net.at(gateway), at_gw.nid, 0, p);
  EXPECT_TRUE(minimal(p));
  EXPECT_FALSE(p.route.flags & RouteState::kTentative);
  EXPECT_EQ(c.out_port, gateway_port());
  EXPECT_EQ(c.out_vc, 3);
}

// ---- TPR ----

// Routes `n` packets from src, each to a destination group given by `group_of(i)`, at `cycle`;
// returns how many went minimal.
template <class F>
int tpr_round(Routers& r, FakeNetwork& net, const Dragonfly& d, const NodeAddr& src, std::uint64_t cycle, int n, F group_of) {
  net.set_cycle(cycle);
  int mins = 0;
  for (int i = 0; i < n; ++i) {
    PacketHeader p = packet(src, NodeAddr{group_of(i), i % d.a(), 0});
    r.at(d.router_index(src.router())).route(net.at(src.router()), src.nid, 0, p);
    mins += minimal(p);
  }
  return mins;
}

TEST_F(Fixture, TprTurnsToValiantOnceItsCountersSeeAnAdversarialPattern) {
  Routers r(d, *find_routing("TPR"));
  // Epoch 0, every flit to group 5: minimal (empty queues, uniform bias) until the counters
  // hold 16 flits to it, Valiant from then on (adversarial bias, empty queues).
  EXPECT_EQ(tpr_round(r, net, d, src, 10, 100, [](int) { return 5; }), 16);
  // Epoch 1: the latched epoch already marks group 5.
  EXPECT_EQ(tpr_round(r, net, d, src, 1010, 100, [](int) { return 5; }), 0);
  // A group that took no flits is not adversarial: minimal.
  EXPECT_EQ(tpr_round(r, net, d, src, 1020, 10, [](int) { return 7; }), 10);
}

TEST_F(Fixture, TprStaysMinimalUnderUniformTraffic) {
  Routers r(d, *find_routing("TPR"));
  auto uniform = [&](int i) { return 1 + i % (d.g() - 1); };  // groups 1..18 in turn
  EXPECT_EQ(tpr_round(r, net, d, src, 10, 360, uniform), 360);
  EXPECT_EQ(tpr_round(r, net, d, src, 1010, 360, uniform), 360);
}

TEST_F(Fixture, TprForgetsAfterAQuietEpoch) {
  Routers r(d, *find_routing("TPR"));
  tpr_round(r, net, d, src, 10, 100, [](int) { return 5; });
  // Epoch 1 was empty, so at epoch 2 the counters start again from nothing.
  EXPECT_EQ(tpr_round(r, net, d, src, 2010, 10, [](int) { return 5; }), 10);
}

// ---- UGAL_LE ----

TEST_F(Fixture, UgalLeDivertsOnceItsOwnTrafficPredictsAConflict) {
  Routers r(d, *find_routing("UGAL_LE"));
  net.set_cycle(100);
  // Empty queues: minimal until a * L(c_min) exceeds the window (about 400 flits) by more
  // than T = 30, i.e. after about 72 one-flit packets for a = 6.
  int first_valiant = -1, mins = 0;
  for (int i = 0; i < 300; ++i) {
    PacketHeader p = packet(src, dst);
    r.at(0).route(net.at(0), src.nid, 0, p);
    if (minimal(p)) ++mins;
    else if (first_valiant < 0) first_valiant = i;
  }
  EXPECT_GT(first_valiant, 50);
  EXPECT_LT(first_valiant, 100);
  EXPECT_LT(mins, 100) << "once diverted, the minimal count stops growing";
  // A window later the prediction has expired: minimal again.
  net.set_cycle(100 + 2000);
  PacketHeader p = packet(src, dst);
  r.at(0).route(net.at(0), src.nid, 0, p);
  EXPECT_TRUE(minimal(p));
}

TEST_F(Fixture, UgalLeWeighsQueuesByHops) {
  // 0.0 -> 5.2 is local, global, local: 3 hops. 12 flits on the minimal first hop (the
  // local port to the gateway, class 0) and nothing anywhere else: UGAL_L compares
  // 12 <= 0 * 2 + 30 and stays minimal; UGAL_LE compares 3 * 12 = 36 <= 0 + 30 and goes
  // Valiant, except when the intermediate's path leaves through the same port (then the
  // same VC is compared on both sides).
  ASSERT_EQ(min_hops(d, src.router(), dst.router()), 3);
  net.at(0).set_used(d.local_port(0, gateway.bid), 0, 12);
  Routers le(d, *find_routing("UGAL_LE")), l(d, *find_routing("UGAL_L"));
  int le_min = 0, l_min = 0, same_port = 0;
  for (int i = 0; i < 100; ++i) {
    PacketHeader pe = packet(src, dst), pl = packet(src, dst);
    le.at(0).route(net.at(0), src.nid, 0, pe);
    l.at(0).route(net.at(0), src.nid, 0, pl);
    l_min += minimal(pl);
    if (minimal(pe)) {
      ++le_min;
    } else if (min_port(d, src.router(), d.router_at(pe.route.inter_router)) == d.local_port(0, gateway.bid)) {
      ++same_port;
    }
  }
  EXPECT_EQ(l_min, 100);
  EXPECT_EQ(same_port, 0) << "same port and same VC must tie and go minimal";
  EXPECT_GT(le_min, 0);
  EXPECT_LT(le_min, 40);
}

// ---- --ugal-queue phantom (UGAL_L, TPR, UGAL_LE) ----

// Router 0.0: 120 flits queued on the minimal first hop (the local port to the gateway, VC 0,
// none of them sent recently: a real queue), and 400 used credits on every other network
// port, all sent within the last credit round trip (flits and credits in flight, no queue).
// The raw metric sees the Valiant candidate's first hop as the fuller one and stays
// minimal; the phantom-corrected one sees it empty and diverts, except when the Valiant
// candidate leaves through the gateway port too (then the candidates' own VCs are compared
// raw, and they tie).
TEST_F(Fixture, PhantomQueueMetricSeesThroughCreditsInFlight) {
  const int gw_port = d.local_port(0, gateway.bid);
  net.at(0).set_used(gw_port, 0, 120);
  for (int port = d.p(); port < d.radix(); ++port) {
    if (port == gw_port) continue;
    net.at(0).set_used(port, 0, 400);
    net.at(0).set_recent(port, 400);
  }
  for (const char* name : {"UGAL_L", "TPR", "UGAL_LE"}) {
    for (const bool phantom : {false, true}) {
      RoutingParams prm;
      prm.ugal_phantom = phantom;
      Routers r(d, *find_routing(name), prm);
      int mins = 0, same_port = 0;
      for (int i = 0; i < 100; ++i) {
        PacketHeader p = packet(src, dst);
        r.at(0).route(net.at(0), src.nid, 0, p);
        if (minimal(p)) {
          ++mins;
        } else {
          EXPECT_TRUE(phantom) << name << ": raw queues must keep every packet minimal";
        }
        if (p.route.inter_router < 0) continue;
        if (min_port(d, src.router(), d.router_at(p.route.inter_router)) == gw_port) ++same_port;
      }
      if (phantom) {
        EXPECT_EQ(same_port, 0) << name << ": a shared port ties and goes minimal";
        EXPECT_LT(mins, 40) << name;
      } else {
        EXPECT_EQ(mins, 100) << name;
      }
    }
  }
}

}  // namespace
}  // namespace doar::net::test
