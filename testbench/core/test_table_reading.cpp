// The two table readings (DESIGN.md 6a, TableReading in core/tables.hpp): E3 adds, at global
// input ports, the destination-group refraction to table B of the B-region entries, and
// nothing else; the decision takes it only when table A has no valid port and in_vc <=
// VCs - 2. So every decision on the configured tables is the same under both readings
// (whatever the congestion), and the refraction appears only when table A is emptied.
#include <gtest/gtest.h>

#include <map>
#include "decide_stimulus.hpp"
#include "doar_decider.hpp"
#include "doar_decision.hpp"
#include "same_decision.hpp"

using namespace doar;

namespace {

const DflyParams kNets[] = {DflyParams{2, 3, 2, 7},  DflyParams{2, 4, 2, 9},  DflyParams{2, 4, 2, 8},
                            DflyParams{4, 8, 4, 33}, DflyParams{6, 12, 6, 73}, DflyParams{2, 20, 8, 21}};

}  // namespace

TEST(TableReading, NamesParseBothWays) {
  TableReading t = TableReading::Literal;
  ASSERT_TRUE(parse_table_reading("e3", t));
  EXPECT_EQ(t, TableReading::E3);
  ASSERT_TRUE(parse_table_reading("literal", t));
  EXPECT_EQ(t, TableReading::Literal);
  EXPECT_FALSE(parse_table_reading("E3", t));
  EXPECT_FALSE(parse_table_reading("", t));
  EXPECT_FALSE(parse_table_reading(nullptr, t));
  EXPECT_STREQ(table_reading_name(TableReading::E3), "e3");
  EXPECT_STREQ(table_reading_name(TableReading::Literal), "literal");
  EXPECT_EQ(kDefaultTableReading, TableReading::E3);
}

// E3 = literal + {L(w) : w != r, u} in table B of each B-region entry u at a global port.
TEST(TableReading, E3AddsOnlyTheDestinationGroupRefraction) {
  for (const DflyParams& prm : kNets) {
    const Dragonfly d(prm);
    int added = 0;
    for (int i = 0; i < d.num_routers(); ++i) {
      const RouterId r = d.router_at(i);
      for (int port = 0; port < d.radix(); ++port) {
        const PortTables e3 = configure_port(d, r, port, TableReading::E3);
        const PortTables lit = configure_port(d, r, port, TableReading::Literal);
        ASSERT_EQ(e3.a, lit.a);
        ASSERT_EQ(e3.c, lit.c);
        const bool live_global = d.port_kind(port) == PortKind::Global && d.peer(r, port).connected;
        for (int e = 0; e < entries_per_table(d); ++e) {
          const bool b_region = e >= base_add(d, Region::B) && e < base_add(d, Region::G);
          const int u = e - base_add(d, Region::B);
          if (!(live_global && b_region && u != r.bid)) {
            ASSERT_EQ(e3.b[e], lit.b[e]) << d.name() << " " << to_string(r) << " port " << port << " entry " << e;
            continue;
          }
          ASSERT_EQ(lit.b[e], 0u);
          PortMask want = 0;
          for (int w = 0; w < d.a(); ++w) {
            if (w != r.bid && w != u) want |= port_only(d.local_port(r.bid, w));
          }
          ASSERT_EQ(e3.b[e], want) << d.name() << " " << to_string(r) << " port " << port << " entry " << e;
          ++added;
        }
      }
    }
    EXPECT_GT(added, 0) << d.name();
  }
}

// Fault-free routing is the same under both readings: random heads, congestion (sparse to
// nearly full), VCs and arbiter states, through DoarDecider (fixed tables under E3, tables read at
// every decision under the literal reading) and decide_reference().
TEST(TableReading, FaultFreeDecisionsAreIdentical) {
  for (const DflyParams& prm : kNets) {
    const Dragonfly d(prm);
    const NetworkTables e3(d, TableReading::E3), lit(d, TableReading::Literal);
    DecideStimulus in(prm.a * 7919u + prm.g);
    int refraction_heads = 0;
    std::map<int, DoarDecider> fixed;  // per router, built at its first head
    for (int k = 0; k < 60000; ++k) {
      const RouterId r = d.router_at(in.pick(d.num_routers()));
      const int port = in.pick(d.radix());
      // Half of the heads stay in the router's group (B region at global ports).
      NodeAddr dst = d.node_at(in.pick(d.num_nodes()));
      if (k & 1) dst.gid = r.gid;
      const Header hdr{d.node_at(in.pick(d.num_nodes())), dst, in.pick(kDoarVcs)};
      const DecideStimulus::Congestion c = in.congestion();
      const PortMask cl = c.local;
      const SlotMask& cg = c.global;
      ArbState s1;
      s1.lfsr = static_cast<std::uint16_t>(in.word() | 1u);
      ArbState s2 = s1, s3 = s1;
      const DoarDecider& e3_fast = fixed.try_emplace(d.router_index(r), d, r, e3, true).first->second;
      const Decision x = e3_fast.decide(port, hdr, cl, cg, s1);
      const Decision y = DoarDecider(d, r, lit, false).decide(port, hdr, cl, cg, s2);
      const Decision z = decide_reference(d, r, port, e3.at(r, port), hdr, cl, cg, s3);
      ASSERT_TRUE(same_decision(x, y)) << d.name() << " head " << k;
      ASSERT_TRUE(same_decision(x, z)) << d.name() << " head " << k;
      ASSERT_TRUE(s1 == s2 && s1 == s3) << d.name() << " head " << k;
      const Lookup lk = region_select(d, r, dst);
      if (lk.region == Region::B && e3.at(r, port).b[lk.index] != 0 && d.port_kind(port) == PortKind::Global) {
        ++refraction_heads;
      }
    }
    // The comparison met heads whose E3 entry holds the refraction (it is not vacuous).
    EXPECT_GT(refraction_heads, 1000) << d.name();
  }
}

// A B-region head at a global input port whose table A lost its port: under E3 it refracts
// to a third router of the group exactly when in_vc <= VCs - 2, keeping its VC (global ->
// local); under the literal tables it has no route. Congestion does not matter.
TEST(TableReading, RefractionOnlyWithTableAEmptyAndVcRoom) {
  for (const DflyParams& prm : {DflyParams{2, 4, 2, 9}, DflyParams{2, 4, 2, 8}, DflyParams{4, 8, 4, 33}}) {
    const Dragonfly d(prm);
    int checked = 0;
    for (int i = 0; i < d.num_routers(); ++i) {
      const RouterId r = d.router_at(i);
      for (int j = 0; j < d.h(); ++j) {
        const int port = d.global_port(j);
        if (!d.peer(r, port).connected) continue;
        for (int u = 0; u < d.a(); ++u) {
          if (u == r.bid) continue;
          const Header base{{(r.gid + 1) % d.g(), 0, 0}, {r.gid, u, 0}, 0};
          const Lookup lk = region_select(d, r, base.dst);
          PortTables e3 = configure_port(d, r, port, TableReading::E3);
          PortTables lit = configure_port(d, r, port, TableReading::Literal);
          const PortMask refr = e3.b[lk.index];
          for (PortMask cl : {PortMask{0}, ~PortMask{0}}) {
            for (int vc = 0; vc < kDoarVcs; ++vc) {
              Header hdr = base;
              hdr.vc = vc;
              // Table A intact: its port, whatever the congestion.
              ArbState st = reset_arb_state(d, r, port);
              const DoarDecider e3_fast = decider_on(d, r, e3, false), lit_fast = decider_on(d, r, lit, false);
              Decision x = e3_fast.decide(port, hdr, cl, SlotMask{}, st);
              ASSERT_TRUE(x.valid);
              ASSERT_EQ(x.out_port, d.local_port(r.bid, u));
              // Table A emptied (its link to u failed).
              e3.a[lk.index] = 0;
              lit.a[lk.index] = 0;
              st = reset_arb_state(d, r, port);
              x = e3_fast.decide(port, hdr, cl, SlotMask{}, st);
              ArbState st2 = reset_arb_state(d, r, port);
              const Decision ref = decide_reference(d, r, port, e3, hdr, cl, SlotMask{}, st2);
              ASSERT_TRUE(same_decision(x, ref));
              ASSERT_EQ(x.valid, vc <= kDoarVcs - 2) << d.name() << " " << to_string(r) << " vc " << vc;
              if (x.valid) {
                ASSERT_TRUE(port_bit(refr, x.out_port));
                ASSERT_NE(x.out_port, d.local_port(r.bid, u));
                ASSERT_EQ(x.out_vc, vc);
                ASSERT_EQ(x.cls, cl ? HopClass::RtbRandom : HopClass::S2);
              }
              st = reset_arb_state(d, r, port);
              ASSERT_FALSE(lit_fast.decide(port, hdr, cl, SlotMask{}, st).valid);
              e3.a[lk.index] = lit.a[lk.index] = port_only(d.local_port(r.bid, u));
              ++checked;
            }
          }
        }
      }
    }
    EXPECT_GT(checked, 0);
  }
}
