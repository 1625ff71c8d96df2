// Motif programs as data: message counts against closed forms (computed here, not by the
// library), send/receive matching, grids and bad parameters.
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include "collectives.hpp"
#include "grid.hpp"
#include "motif.hpp"
#include "placement.hpp"
#include "program.hpp"

using namespace doar::wl;

namespace {

MotifParams params(int ranks, int iterations, std::vector<int> grid = {}) {
  MotifParams p;
  p.ranks = ranks;
  p.iterations = iterations;
  p.msg_bytes = 100;
  p.compute = 10;
  p.grid = std::move(grid);
  return p;
}

std::uint64_t messages(const std::string& motif, const MotifParams& p) { return census(build_motif(motif, p)).messages; }

// Ordered neighbour pairs of a non-periodic grid along the face offsets: 2 * sum_d (n_d - 1) * prod_other.
std::uint64_t face_pairs(const std::vector<int>& n) {
  std::uint64_t total = 0;
  for (std::size_t d = 0; d < n.size(); ++d) {
    std::uint64_t m = 2 * static_cast<std::uint64_t>(n[d] - 1);
    for (std::size_t e = 0; e < n.size(); ++e) if (e != d) m *= n[e];
    total += m;
  }
  return total;
}

// Ordered pairs at Chebyshev distance 1 (26-neighbourhood in 3D): prod(3n - 2) - prod(n).
std::uint64_t box_pairs(const std::vector<int>& n) {
  std::uint64_t all = 1, self = 1;
  for (int e : n) {
    all *= 3 * e - 2;
    self *= e;
  }
  return all - self;
}

// Recursive doubling by brute force: fold/unfold 2 messages per excess member, log2(p2) per
// member of the power of two.
std::uint64_t rd_count(int n) {
  int p2 = 1, lg = 0;
  while (p2 * 2 <= n) {
    p2 *= 2;
    ++lg;
  }
  return 2ull * (n - p2) + static_cast<std::uint64_t>(p2) * lg;
}

}  // namespace

TEST(Motifs, AllToAllOfNRanksSendsNTimesNMinusOneMessages) {
  // FFT3D on a 1 x n grid is one all-to-all per iteration (the column communicators are single ranks).
  for (int n : {2, 5, 8, 12}) {
    EXPECT_EQ(messages("FFT3D", params(n, 1, {1, n})), std::uint64_t(n) * (n - 1)) << n;
    EXPECT_EQ(messages("FFT3D", params(n, 3, {1, n})), 3ull * n * (n - 1)) << n;
  }
}

TEST(Motifs, Fft3dRowsThenColumns) {
  // 4 x 6: every rank sends to 5 in its row and 3 in its column.
  EXPECT_EQ(messages("FFT3D", params(24, 2, {4, 6})), 2ull * 24 * (5 + 3));
}

TEST(Motifs, Halo3dAndStencil5dCountFaceNeighbours) {
  EXPECT_EQ(messages("Halo3D", params(72, 1, {6, 4, 3})), face_pairs({6, 4, 3}));
  EXPECT_EQ(messages("Halo3D", params(72, 4, {6, 4, 3})), 4 * face_pairs({6, 4, 3}));
  EXPECT_EQ(messages("Halo3D", params(27, 1, {3, 3, 3})), 6ull * 2 * 9);  // 2*3 dims*(3-1)*9
  EXPECT_EQ(messages("Stencil5D", params(96, 2, {4, 3, 2, 2, 2})), 2 * face_pairs({4, 3, 2, 2, 2}));
  // The centre rank of a 3^5 grid has all 10 neighbours.
  EXPECT_EQ(messages("Stencil5D", params(243, 1, {3, 3, 3, 3, 3})), face_pairs({3, 3, 3, 3, 3}));
}

TEST(Motifs, LuSweepsForwardAndBackward) {
  // Each sweep: every rank sends to its (up to) two downstream neighbours:
  // (px-1)*py + px*(py-1) messages, two sweeps per iteration.
  EXPECT_EQ(messages("LU", params(36, 1, {6, 6})), 2ull * (5 * 6 + 6 * 5));
  EXPECT_EQ(messages("LU", params(12, 3, {3, 4})), 3ull * 2 * (2 * 4 + 3 * 3));
}

TEST(Motifs, DlAllreduceRingAndRecursiveDoubling) {
  for (int n : {2, 3, 7, 8, 12, 72}) {
    MotifParams p = params(n, 2);
    p.allreduce = "ring";
    EXPECT_EQ(messages("DL", p), 2ull * 2 * (n - 1) * n) << n;
    EXPECT_EQ(allreduce_ring_messages(n), 2ull * (n - 1) * n);
    p.allreduce = "rd";
    EXPECT_EQ(messages("DL", p), 2 * rd_count(n)) << n;
    EXPECT_EQ(allreduce_rd_messages(n), rd_count(n)) << n;
  }
}

TEST(Motifs, Lulesh26NeighboursPlusAllreduce) {
  EXPECT_EQ(messages("LULESH", params(72, 1, {6, 4, 3})), box_pairs({6, 4, 3}) + rd_count(72));
  EXPECT_EQ(messages("LULESH", params(27, 2, {3, 3, 3})), 2 * (box_pairs({3, 3, 3}) + rd_count(27)));
  // Face, edge and corner sizes.
  MotifParams p = params(27, 1, {3, 3, 3});
  p.msg_bytes = 1600;
  const Census c = census(build_motif("LULESH", p));
  // Ordered pairs by offset kind on 3x3x3: faces 108, corners 8 offsets x 8 pairs, edges the rest (144).
  std::uint64_t faces = face_pairs({3, 3, 3}), corners = 8 * 8, edges = box_pairs({3, 3, 3}) - faces - corners;
  EXPECT_EQ(c.bytes, faces * 1600 + edges * 400 + corners * 100 + rd_count(27) * 8);
}

TEST(Motifs, EverySendHasItsReceive) {
  for (const auto& m : motifs()) {
    MotifParams p = params(24, 2);
    EXPECT_NO_THROW(census(build_motif(m.name, p))) << m.name;
  }
  // A hand-made job with a send and no receive is caught.
  JobBuilder b("broken", 3);
  b.send(0, 1, 8);
  b.exchange(1, 2, 8);
  EXPECT_THROW(census(b.finish("")), std::logic_error);
  JobBuilder size_mismatch("broken", 2);
  size_mismatch.send(0, 1, 8);
  size_mismatch.recv(1, 0, 16);
  EXPECT_THROW(census(size_mismatch.finish("")), std::logic_error);
}

TEST(Motifs, BadParametersAreRejected) {
  EXPECT_THROW(build_motif("Halo3D", params(72, 0)), std::invalid_argument);         // zero iterations
  EXPECT_THROW(build_motif("Halo3D", params(72, 1, {4, 4, 4})), std::invalid_argument);  // 64 != 72
  EXPECT_THROW(build_motif("Halo3D", params(72, 1, {8, 9})), std::invalid_argument);     // 2D grid for a 3D motif
  EXPECT_THROW(build_motif("DL", params(8, 1, {2, 4})), std::invalid_argument);          // DL has no grid
  EXPECT_THROW(build_motif("NoSuchMotif", params(8, 1)), std::invalid_argument);
  EXPECT_THROW(build_motif("LU", params(1, 1)), std::invalid_argument);
  MotifParams p = params(8, 1);
  p.allreduce = "tree";
  EXPECT_THROW(build_motif("DL", p), std::invalid_argument);
  EXPECT_THROW(place_ranks(73, 72, "linear", 1), std::invalid_argument);
  EXPECT_THROW(place_ranks(8, 72, "round-robin", 1), std::invalid_argument);
  EXPECT_THROW(parse_grid("4x0x2"), std::invalid_argument);
  EXPECT_THROW(parse_grid("4xx2"), std::invalid_argument);
  EXPECT_EQ(parse_grid("4x3X2"), (std::vector<int>{4, 3, 2}));
}

TEST(Grids, BalancedFactorisationAndCoordinates) {
  EXPECT_EQ(balanced_dims(72, 3), (std::vector<int>{6, 4, 3}));
  EXPECT_EQ(balanced_dims(64, 3), (std::vector<int>{4, 4, 4}));
  EXPECT_EQ(balanced_dims(5256, 2), (std::vector<int>{73, 72}));
  EXPECT_EQ(balanced_dims(13, 3), (std::vector<int>{13, 1, 1}));
  const Grid g({3, 4, 5});
  for (int r = 0; r < g.size(); ++r) EXPECT_EQ(g.rank(g.coords(r)), r);
  EXPECT_EQ(g.rank({0, 0, 5}), -1);
  EXPECT_EQ(g.rank({-1, 0, 0}), -1);
}

TEST(Placement, LinearAndRandom) {
  EXPECT_EQ(place_ranks(4, 72, "linear", 1), (std::vector<int>{0, 1, 2, 3}));
  const auto a = place_ranks(72, 72, "random", 7), b = place_ranks(72, 72, "random", 7), c = place_ranks(72, 72, "random", 8);
  EXPECT_EQ(a, b);
  EXPECT_NE(a, c);
  std::vector<int> sorted = a;
  std::sort(sorted.begin(), sorted.end());
  for (int i = 0; i < 72; ++i) EXPECT_EQ(sorted[i], i);
}
