// Paper Fig. 9 / Sec. 4.3 on dfly(2,4,2,8): the link G2s0-G2s2 fails. After diagnosis every
// pair is still connected without dead ends or paths over 6 hops; the path counts move the
// way the paper's Fig. 9(g)/(h) statements say (docs/fault.md sets them side by side);
// recovery restores every table bit for bit.
#include <gtest/gtest.h>

#include "trace_util.hpp"

using namespace doar;
using namespace doar::fault;
using namespace doar::fault::test;

namespace {

class Fig9 : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    d_ = new Dragonfly({2, 4, 2, 8});
    r_ = new ScenarioResult(run(TableReading::Literal, *d_, {"local:2.0:2.2"}, 70, 70, 0, true));
  }
  static void TearDownTestSuite() {
    delete r_;
    delete d_;
  }
  static int idx(int g, int b) { return d_->router_index({g, b}); }
  static std::uint64_t before(int sg, int sb, int tg, int tb) { return r_->before.at(idx(sg, sb), idx(tg, tb)); }
  static std::uint64_t after(int sg, int sb, int tg, int tb) { return r_->after.at(idx(sg, sb), idx(tg, tb)); }
  static int groups_before(int sg, int sb, int tg, int tb) { return r_->before.groups_at(idx(sg, sb), idx(tg, tb)); }
  static int groups_after(int sg, int sb, int tg, int tb) { return r_->after.groups_at(idx(sg, sb), idx(tg, tb)); }
  static Dragonfly* d_;
  static ScenarioResult* r_;
};
Dragonfly* Fig9::d_ = nullptr;
ScenarioResult* Fig9::r_ = nullptr;

}  // namespace

TEST_F(Fig9, EveryPairReachableWithoutDeadEndsWithinSixHops) {
  EXPECT_EQ(r_->after.unreachable_pairs, 0);
  EXPECT_EQ(r_->after.dead_ends, 0u);
  EXPECT_TRUE(r_->after.clean());
  EXPECT_LE(r_->after.max_path_hops, 6);
  EXPECT_LE(r_->after.max_vc, 3);
  EXPECT_EQ(r_->before.unreachable_pairs, 0);
}

TEST_F(Fig9, RecoveryRestoresEveryTableBitForBit) {
  EXPECT_TRUE(r_->restored);
  EXPECT_GT(r_->recovery.fr_packets, 0);
}

// Fig. 9(g), inside G2: s1-s3 keep their 3 paths, s0-s2 lose the minimal one, every other
// pair of G2 loses one non-minimal path.
TEST_F(Fig9, IntraGroupCountsMatchFig9g) {
  for (int x = 0; x < 4; ++x) {
    for (int y = 0; y < 4; ++y) {
      if (x == y) continue;
      EXPECT_EQ(before(2, x, 2, y), 3u);
      const bool s1s3 = (x == 1 && y == 3) || (x == 3 && y == 1);
      EXPECT_EQ(after(2, x, 2, y), s1s3 ? 3u : 2u) << "G2s" << x << " -> G2s" << y;
    }
  }
}

// Fig. 9(h), G2 as the source group, counted as the paper does, by the group a path enters
// the destination group from: G2s0 -> G4/G5 and G2s2 -> G0/G1 lose their direct (shortest)
// route; G2s0 and G2s2 lose two non-minimal routes (through G4/G5, resp. G0/G1) to every
// other group.
TEST_F(Fig9, SourceGroupCountsMatchFig9h) {
  // Groups linked to the far end of the failed link, as seen from each end.
  const int far_of_s0[] = {4, 5}, far_of_s2[] = {0, 1};
  for (int tb = 0; tb < 4; ++tb) {
    for (int tg = 0; tg < 8; ++tg) {
      if (tg == 2) continue;
      const bool s0_direct_lost = tg == far_of_s0[0] || tg == far_of_s0[1];
      const bool s2_direct_lost = tg == far_of_s2[0] || tg == far_of_s2[1];
      EXPECT_EQ(groups_after(2, 0, tg, tb), groups_before(2, 0, tg, tb) - (s0_direct_lost ? 1 : 2))
          << "G2s0 -> " << tg << "." << tb;
      EXPECT_EQ(groups_after(2, 2, tg, tb), groups_before(2, 2, tg, tb) - (s2_direct_lost ? 1 : 2))
          << "G2s2 -> " << tg << "." << tb;
      // The other routers of G2 keep every route to other groups.
      EXPECT_EQ(groups_after(2, 1, tg, tb), groups_before(2, 1, tg, tb));
      EXPECT_EQ(groups_after(2, 3, tg, tb), groups_before(2, 3, tg, tb));
    }
  }
}

// Fig. 9(h), G2 as the destination group: only the links from G3, G6 and G7 still lead into
// G2 (G0, G1, G4, G5 can no longer reach it directly), so no source enters G2 from more
// than 3 groups, and a router that owns its group's link to G2 keeps all 3.
TEST_F(Fig9, DestinationGroupCountsMatchFig9h) {
  for (int sg = 0; sg < 8; ++sg) {
    if (sg == 2) continue;
    const int owner = d_->slot_owner(d_->slot_to_group(sg, 2));
    for (int sb = 0; sb < 4; ++sb) {
      for (int tb = 0; tb < 4; ++tb) {
        EXPECT_LE(groups_after(sg, sb, 2, tb), 3) << sg << "." << sb << " -> 2." << tb;
        if (sb == owner) {
          EXPECT_EQ(groups_after(sg, sb, 2, tb), 3) << sg << "." << sb << " -> 2." << tb;
        }
      }
    }
  }
}

// The diagnosis crosses groups as Sec. 4.3 narrates: G2s0 reports to G0 and G1, G2s2 to G4
// and G5, and G6 hears from G0, G1, G4 and G5.
TEST_F(Fig9, InterGroupFdsFollowTheNarrative) {
  auto from_group_to_group = [&](int fg, int tg) {
    int n = 0;
    for (std::size_t i = 0; i < r_->diagnosis_trace; ++i) {
      const TraceRecord& t = r_->trace[i];
      if (t.packet.kind == PacketKind::FD && t.from.gid == fg && t.to.gid == tg) ++n;
    }
    return n;
  };
  EXPECT_GE(fd_count(*r_, "2.0", "0.1"), 1);
  EXPECT_GE(fd_count(*r_, "2.0", "1.1"), 1);
  EXPECT_GE(from_group_to_group(2, 4), 1);
  EXPECT_GE(from_group_to_group(2, 5), 1);
  for (int g : {0, 1, 4, 5}) EXPECT_GE(from_group_to_group(g, 6), 1) << "G" << g << " -> G6";
}
