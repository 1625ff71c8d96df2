// The paper's worked diagnosis cases (Sec. 4.2, Fig. 8b/8c) as DESIGN.md section 6 states
// them: diagnosis time in units of t_ld and t_gd, and the FDs the narratives name.
#include <gtest/gtest.h>

#include "trace_util.hpp"

using namespace doar;
using namespace doar::fault;
using namespace doar::fault::test;

namespace {

struct Timing {
  int t1, t2;
};
const Timing kTimings[] = {{70, 70}, {1, 2}, {200, 35}, {0, 0}};

std::uint64_t expect(const ScenarioResult& r, int k) { return r.costs.t_ld() + static_cast<std::uint64_t>(k) * r.costs.t_gd(); }

}  // namespace

// dfly(2,4,2,9): every router has h live global links.
TEST(WorkedCases, Fig8bGlobalLinkOn2429IsTldPlus4Tgd) {
  const Dragonfly d({2, 4, 2, 9});
  for (const Timing& t : kTimings) {
    const ScenarioResult r = run(TableReading::Literal, d, {"global:0:2"}, t.t1, t.t2);
    EXPECT_EQ(r.diagnosis.cycles, expect(r, 4)) << "t1 " << t.t1 << " t2 " << t.t2;
  }
}

TEST(WorkedCases, Fig8cLocalLinkOn2429IsTldPlus8Tgd) {
  const Dragonfly d({2, 4, 2, 9});
  for (const Timing& t : kTimings) {
    const ScenarioResult r = run(TableReading::Literal, d, {"local:0.1:0.3"}, t.t1, t.t2);
    EXPECT_EQ(r.diagnosis.cycles, expect(r, 8)) << "t1 " << t.t1 << " t2 " << t.t2;
  }
}

// The paper's own dfly(2,4,2,8): G1s0's only live global port leads to G0, so it tells the
// rest of G1 (one t_gd more than the narrative); the local case stays at 8.
TEST(WorkedCases, SameFaultsOn2428AreTldPlus5And8Tgd) {
  const Dragonfly d({2, 4, 2, 8});
  for (const Timing& t : kTimings) {
    const ScenarioResult g = run(TableReading::Literal, d, {"global:0:2"}, t.t1, t.t2);
    EXPECT_EQ(g.diagnosis.cycles, expect(g, 5)) << "t1 " << t.t1 << " t2 " << t.t2;
    const ScenarioResult l = run(TableReading::Literal, d, {"local:0.1:0.3"}, t.t1, t.t2);
    EXPECT_EQ(l.diagnosis.cycles, expect(l, 8)) << "t1 " << t.t1 << " t2 " << t.t2;
  }
  // The extra step: G1s0 forwards the FD for G2 to every other router of G1 (tag S).
  const ScenarioResult g = run(TableReading::Literal, d, {"global:0:2"});
  for (const char* to : {"1.1", "1.2", "1.3"}) EXPECT_EQ(fd_count(g, "1.0", to), 1) << to;
  const ScenarioResult g9 = run(TableReading::Literal, Dragonfly({2, 4, 2, 9}), {"global:0:2"});
  for (const char* to : {"1.1", "1.2", "1.3"}) EXPECT_EQ(fd_count(g9, "1.0", to), 0) << to;
}

// Fig. 8(b) narrative: G0s1 sends one FD to each intra-group port; G0s2 and G0s3 pass FDs to
// G0s0, which after its three FDs tells G1s0 that G0 can no longer be an intermediate group.
TEST(WorkedCases, Fig8bNarrativeFdsAreTraced) {
  for (const DflyParams prm : {DflyParams{2, 4, 2, 9}, DflyParams{2, 4, 2, 8}}) {
  const Dragonfly d(prm);
  const ScenarioResult r = run(TableReading::Literal, d, {"global:0:2"});
  const std::vector<std::pair<std::string, std::string>> named = {
      {"0.1", "0.0"}, {"0.1", "0.2"}, {"0.1", "0.3"}, {"0.2", "0.0"}, {"0.3", "0.0"}, {"0.0", "1.0"}};
  for (const auto& [from, to] : named) EXPECT_EQ(fd_count(r, from, to), 1) << from << " -> " << to;
  // Every FD of G0's side names group 2 as a whole (prefix 1).
  for (std::size_t i = 0; i < r.diagnosis_trace; ++i) {
    const TraceRecord& t = r.trace[i];
    if (t.from.gid != 0) continue;
    EXPECT_EQ(t.packet.prefix, 1);
    EXPECT_EQ(t.packet.addr.gid, 2);
  }
  // G0s0's FD to G1s0 leaves after it processed three FDs: at t_ld + 3 t_gd.
  for (std::size_t i = 0; i < r.diagnosis_trace; ++i) {
    const TraceRecord& t = r.trace[i];
    if (to_string(t.from) == "0.0" && to_string(t.to) == "1.0") {
      EXPECT_EQ(t.cycle, expect(r, 3));
      EXPECT_EQ(t.packet.tag, kCtxI);
    }
  }
  }
}

// Fig. 8(c) narrative (told on dfly(2,4,2,8)): G0s1/G0s3 send 3 FDs on each local link and
// one on each global link; G2s0 -> G2s1, G2s2 -> G2s3 -> G6; G3 -> G6; G6s1 tells the rest
// of G6; G6s3 too (from the G0s3 side); G6s0 handles those two FDs. On dfly(2,4,2,9) G6s3
// keeps its link to G8, so its S-part survives and it has nothing to tell G6s0.
void fig8c_narrative(const DflyParams& prm, bool g6s3_reports) {
  const Dragonfly d(prm);
  const ScenarioResult r = run(TableReading::Literal, d, {"local:0.1:0.3"});
  EXPECT_EQ(fd_count(r, "0.1", "0.0"), 3);
  EXPECT_EQ(fd_count(r, "0.3", "0.0"), 3);
  EXPECT_EQ(fd_count(r, "0.1", "0.2"), 3);
  EXPECT_EQ(fd_count(r, "0.3", "0.2"), 3);
  EXPECT_EQ(fd_count(r, "0.1", "2.0"), 1);
  EXPECT_EQ(fd_count(r, "0.1", "3.0"), 1);
  const std::vector<std::pair<std::string, std::string>> named = {
      {"2.0", "2.1"}, {"2.0", "2.2"}, {"2.0", "2.3"}, {"2.1", "2.3"}, {"2.2", "2.3"},
      {"2.3", "6.1"}, {"3.3", "6.1"}, {"6.1", "6.0"}, {"6.1", "6.2"}, {"6.1", "6.3"}};
  // (Some links carry the FDs of both ends' cascades, for G0s1 and for G0s3: at least one.)
  for (const auto& [from, to] : named) EXPECT_GE(fd_count(r, from, to), 1) << from << " -> " << to;
  EXPECT_EQ(fd_count(r, "6.3", "6.0"), g6s3_reports ? 1 : 0);
  // G2s3 reports to G6 only after it has handled the FDs of G2s0, G2s1 and G2s2.
  int g2s3_fds = 0;
  for (std::size_t i = 0; i < r.diagnosis_commands; ++i) {
    const CommandRecord& c = r.commands[i];
    if (to_string(c.router) == "2.3" && c.command.kind == CommandKind::MatchFd && c.end <= expect(r, 4)) ++g2s3_fds;
  }
  EXPECT_EQ(g2s3_fds, 3);
}

TEST(WorkedCases, Fig8cNarrativeFdsAreTracedOn2428) { fig8c_narrative({2, 4, 2, 8}, true); }
TEST(WorkedCases, Fig8cNarrativeFdsAreTracedOn2429) { fig8c_narrative({2, 4, 2, 9}, false); }

// With a link latency L the chain of 8(b) crosses three links after G0s1's local diagnosis
// (G0s1 -> G0s2/s3 -> G0s0 -> G1s0), and that of 8(c) five.
TEST(WorkedCases, LinkLatencyAddsToTheCriticalChain) {
  const Dragonfly d({2, 4, 2, 9});
  for (int lat : {1, 10, 100}) {
    const ScenarioResult g = run(TableReading::Literal, d, {"global:0:2"}, 70, 70, lat);
    EXPECT_EQ(g.diagnosis.cycles, expect(g, 4) + 3u * static_cast<unsigned>(lat)) << lat;
    const ScenarioResult l = run(TableReading::Literal, d, {"local:0.1:0.3"}, 70, 70, lat);
    EXPECT_EQ(l.diagnosis.cycles, expect(l, 8) + 5u * static_cast<unsigned>(lat)) << lat;
  }
}

// The same faults under the E3 tables (DESIGN.md 6a; counts from `doar-fault --dfly 2,4,2,9
// --faults local:0.1:0.3 --fault-rules e3 --trace`, docs/fault.md). The far ends of a failed
// local link keep their refractions at the global ports, so no FD leaves the group: each end
// tells its two other neighbours, at t_ld, that the other end (prefix 2, tag SI) and the two
// groups behind its global links (prefix 1, tag I) are no longer reached through it; those
// two each process six FDs, so diagnosis ends at t_ld + 6 t_gd on both networks. A global
// link fault changes no B-region entry: the same FDs and time as the literal tables.
TEST(WorkedCasesE3, LocalLinkStaysInItsGroupAtTldPlus6Tgd) {
  for (const DflyParams prm : {DflyParams{2, 4, 2, 9}, DflyParams{2, 4, 2, 8}}) {
    const Dragonfly d(prm);
    for (const Timing& t : kTimings) {
      const ScenarioResult r = run(TableReading::E3, d, {"local:0.1:0.3"}, t.t1, t.t2);
      EXPECT_EQ(r.diagnosis.cycles, expect(r, 6)) << d.name() << " t1 " << t.t1 << " t2 " << t.t2;
      EXPECT_EQ(r.diagnosis.fd_packets, 12) << d.name();
      for (std::size_t i = 0; i < r.diagnosis_trace; ++i) {
        EXPECT_EQ(r.trace[i].from.gid, 0) << d.name();
        EXPECT_EQ(r.trace[i].to.gid, 0) << d.name();
      }
    }
    const ScenarioResult r = run(TableReading::E3, d, {"local:0.1:0.3"});
    for (const char* to : {"0.0", "0.2"}) {
      EXPECT_EQ(fd_count(r, "0.1", to), 3) << to;
      EXPECT_EQ(fd_count(r, "0.3", to), 3) << to;
    }
    EXPECT_TRUE(r.restored) << d.name();
  }
}

TEST(WorkedCasesE3, GlobalLinkIsAsUnderTheLiteralTables) {
  for (const DflyParams prm : {DflyParams{2, 4, 2, 9}, DflyParams{2, 4, 2, 8}}) {
    const Dragonfly d(prm);
    const ScenarioResult e3 = run(TableReading::E3, d, {"global:0:2"});
    const ScenarioResult lit = run(TableReading::Literal, d, {"global:0:2"});
    EXPECT_EQ(e3.diagnosis.cycles, expect(e3, prm.g == 9 ? 4 : 5)) << d.name();
    EXPECT_EQ(e3.diagnosis.cycles, lit.diagnosis.cycles) << d.name();
    EXPECT_EQ(e3.diagnosis.fd_packets, lit.diagnosis.fd_packets) << d.name();
  }
}

// Fig. 9's fault G2s0-G2s2 on dfly(2,4,2,8) under E3: 12 FDs, all inside G2; every pair
// stays reachable within 6 hops and VC 3; the walks that dead-end are those arriving at the
// far end on VC 3, whose refraction would need VC 4 (120 of them).
TEST(WorkedCasesE3, Fig9FaultStaysInG2) {
  const Dragonfly d({2, 4, 2, 8});
  const ScenarioResult r = run(TableReading::E3, d, {"local:2.0:2.2"}, 70, 70, 0, true);
  EXPECT_EQ(r.diagnosis.fd_packets, 12);
  EXPECT_EQ(r.diagnosis.cycles, expect(r, 6));
  for (std::size_t i = 0; i < r.diagnosis_trace; ++i) EXPECT_EQ(r.trace[i].to.gid, 2);
  EXPECT_EQ(r.after.unreachable_pairs, 0);
  EXPECT_EQ(r.after.dead_ends, 120u);
  EXPECT_EQ(r.after.vc_blocked_dead_ends, r.after.dead_ends);
  EXPECT_EQ(r.after.loops + r.after.failed_link_uses + r.after.dead_router_entries + r.after.wrong_ejections, 0u);
  EXPECT_LE(r.after.max_path_hops, 6);
  EXPECT_LE(r.after.max_vc, 3);
  EXPECT_TRUE(r.restored);
}
