// TCPG(k, m) (seed 002): the hybrid code (Johnson words, the six-symbol code of the Petersen
// graph), the topology's counts and wiring, and the paper's distance formula (Theorem 3)
// against BFS for every pair of routers of TCPG(2,2), (2,3), (3,3), (3,4).
#include <gtest/gtest.h>

#include <bitset>
#include <set>
#include <string>

#include "topology/tcpg.hpp"

using namespace doar;
using namespace doar::tcpg;

namespace {

int ring_distance(int a, int b, int n) {
  const int d = a > b ? a - b : b - a;
  return d < n - d ? d : n - d;
}

// Definition 1's edge set, written out independently of petersen_neighbour().
bool definition1_edge(int a, int b) {
  if (a > b) std::swap(a, b);
  if (a < 5 && b < 5) return (a + 1) % 5 == b || (b + 1) % 5 == a;
  if (a < 5) return b == a + 5;
  const int i = a - 5, j = b - 5;
  return (i + 2) % 5 == j || (j + 2) % 5 == i;
}

}  // namespace

TEST(TcpgCode, JohnsonWordsAreTheRingAndTheHammingDistanceIsTheRingDistance) {
  // Definition 7's example, w = 3.
  const std::uint32_t w3[6] = {0b000, 0b001, 0b011, 0b111, 0b110, 0b100};
  for (int v = 0; v < 6; ++v) EXPECT_EQ(johnson_encode(v, 3), w3[v]);
  for (int w = 1; w <= 8; ++w) {
    std::set<std::uint32_t> words;
    for (int a = 0; a < 2 * w; ++a) {
      const std::uint32_t ca = johnson_encode(a, w);
      words.insert(ca);
      EXPECT_EQ(johnson_decode(ca, w), a);
      for (int b = 0; b < 2 * w; ++b)
        EXPECT_EQ(static_cast<int>(std::bitset<32>(ca ^ johnson_encode(b, w)).count()), ring_distance(a, b, 2 * w))
            << "w=" << w << " " << a << "," << b;
    }
    EXPECT_EQ(words.size(), static_cast<std::size_t>(2 * w));
    int invalid = 0;  // every other word of w bits decodes to -1
    for (std::uint32_t x = 0; x < (1u << w); ++x) invalid += johnson_decode(x, w) < 0;
    EXPECT_EQ(invalid, (1 << w) - 2 * w);
  }
  EXPECT_EQ(johnson_decode(0b1000, 3), -1);  // a bit above the word
}

TEST(TcpgCode, SixSymbolCodeIsThePetersenGraph) {
  std::set<std::string> codes;
  for (int a = 0; a < 10; ++a) {
    const PetersenCode ca = petersen_encode(a);
    EXPECT_EQ(ca.a & ca.b, 0) << a;  // one symbol per position
    EXPECT_LT(ca.a | ca.b, 64);
    codes.insert(petersen_code_string(ca));
    EXPECT_EQ(petersen_decode(ca), a);
    // petersen_neighbour() lists exactly the 3 neighbours of Definition 1, and each link
    // comes back on the port the topology wires it to (j ^ 1 for j < 2, 2 for the spoke).
    std::set<int> nb;
    for (int j = 0; j < 3; ++j) {
      const int n = petersen_neighbour(a, j);
      EXPECT_TRUE(definition1_edge(a, n)) << a << " port " << j;
      nb.insert(n);
      EXPECT_EQ(petersen_neighbour(n, j < 2 ? j ^ 1 : 2), a);
    }
    EXPECT_EQ(nb.size(), 3u);
  }
  EXPECT_EQ(codes.size(), 10u);
  EXPECT_EQ(petersen_code_string(petersen_encode(0)), "aa0000");
  EXPECT_EQ(petersen_decode(PetersenCode{0b111111, 0}), -1);
  // Theorem 1: the sum of a_j (+) b_j is the BFS distance on Definition 1's graph, and
  // the operator is the paper's, position by position.
  auto sym = [](const PetersenCode& c, int i) { return ((c.a >> i) & 1) ? 'a' : ((c.b >> i) & 1) ? 'b' : '0'; };
  for (int s = 0; s < 10; ++s) {
    int dist[10];
    for (int& d : dist) d = -1;
    dist[s] = 0;
    for (int round = 0; round < 3; ++round)
      for (int u = 0; u < 10; ++u)
        if (dist[u] == round)
          for (int v = 0; v < 10; ++v)
            if (dist[v] < 0 && definition1_edge(u, v)) dist[v] = round + 1;
    for (int t = 0; t < 10; ++t) {
      int sum = 0;
      for (int i = 0; i < 6; ++i) {
        const char x = sym(petersen_encode(s), i), y = sym(petersen_encode(t), i);
        sum += (x == 'a' && y == 'b') || (x == 'b' && y == 'a');
      }
      EXPECT_EQ(sum, dist[t]) << s << "," << t;
      EXPECT_EQ(petersen_code_distance(petersen_encode(s), petersen_encode(t)), dist[t]) << s << "," << t;
    }
  }
}

TEST(Tcpg, CountsDegreeSevenAndSymmetricWiring) {
  for (auto [k, m, p] : {std::tuple{1, 1, 1}, {1, 2, 2}, {2, 2, 1}, {2, 3, 1}, {3, 3, 4}, {3, 4, 1}}) {
    const Tcpg t(TcpgParams{k, m, p});
    SCOPED_TRACE(t.name());
    EXPECT_EQ(t.num_routers(), 40 * k * m);
    EXPECT_EQ(t.num_nodes(), 40 * k * m * p);
    EXPECT_EQ(t.radix(), p + 7);
    long long ports = 0;
    for (int r = 0; r < t.num_routers(); ++r) {
      int degree = 0;
      for (int q = 0; q < t.radix(); ++q) {
        if (t.is_terminal(q)) {
          EXPECT_FALSE(t.connected(r, q));
          continue;
        }
        ASSERT_TRUE(t.connected(r, q));
        ++degree;
        const int far = t.peer_router(r, q), fp = t.peer_port(r, q);
        EXPECT_EQ(t.peer_router(far, fp), r);
        EXPECT_EQ(t.peer_port(far, fp), q);
        EXPECT_EQ(t.port_class(far, fp), t.port_class(r, q));
        // Petersen links stay in the slice, torus links keep the vertex.
        if (q < t.plus_x()) {
          EXPECT_EQ(t.port_class(r, q), 1);
          EXPECT_EQ(t.x(far), t.x(r));
          EXPECT_EQ(t.y(far), t.y(r));
        } else {
          EXPECT_EQ(t.port_class(r, q), 2);
          EXPECT_EQ(t.vertex(far), t.vertex(r));
        }
        // One link = one hop of code distance 1 (Definition 8: neighbours differ in one place).
        EXPECT_EQ(t.formula_distance(r, far), 1);
      }
      EXPECT_EQ(degree, 7);
      ports += degree;
    }
    EXPECT_EQ(ports / 2, 140LL * k * m);  // property 5
  }
}

TEST(Tcpg, CodeRoundTripsAndRefusesOtherWords) {
  const Tcpg t(TcpgParams{2, 3, 1});
  std::set<std::string> codes;
  for (int r = 0; r < t.num_routers(); ++r) {
    const HybridCode c = t.code(r);
    EXPECT_EQ(t.router_of(c), r);
    EXPECT_LT(c.torus, 1u << 5);
    codes.insert(code_string(c, 2, 3));
  }
  EXPECT_EQ(codes.size(), static_cast<std::size_t>(t.num_routers()));
  EXPECT_EQ(t.router_of(HybridCode{0b01010, petersen_encode(0)}), -1);  // 010: no Johnson word
  EXPECT_EQ(t.router_of(HybridCode{0, PetersenCode{0b000111, 0}}), -1);
  EXPECT_EQ(code_string(t.code(t.router_at(2, 1, 0)), 2, 3), "01.011.aa0000");
}

// Theorem 3 and property 3 on the four sizes: BFS distance == the code formula for
// every ordered pair, diameter k+m+2, and the mean distance the same from both.
TEST(Tcpg, BfsDistanceIsTheCodeFormulaForEveryPair) {
  for (auto [k, m] : {std::pair{2, 2}, {2, 3}, {3, 3}, {3, 4}}) {
    const Tcpg t(TcpgParams{k, m, 1});
    SCOPED_TRACE(t.name());
    const int n = t.num_routers();
    long long sum_bfs = 0, sum_formula = 0, mismatches = 0;
    int diameter = 0;
    for (int a = 0; a < n; ++a)
      for (int b = 0; b < n; ++b) {
        const int f = t.formula_distance(a, b), d = t.distance(a, b);
        mismatches += f != d;
        sum_bfs += d;
        sum_formula += f;
        diameter = std::max(diameter, f);
      }
    EXPECT_EQ(mismatches, 0);
    EXPECT_EQ(sum_bfs, sum_formula);
    EXPECT_EQ(diameter, k + m + 2);
    EXPECT_EQ(t.diameter(), k + m + 2);
  }
}

TEST(Tcpg, SpecsAndRefusals) {
  const auto t = make_topology("tcpg:2,3");
  EXPECT_EQ(t->kind(), "tcpg");
  EXPECT_EQ(t->spec(), "tcpg:2,3,1");
  EXPECT_EQ(make_topology(t->spec())->spec(), "tcpg:2,3,1");
  EXPECT_EQ(make_topology("tcpg:1,1,4")->num_nodes(), 160);
  for (const char* bad : {"tcpg:0,2", "tcpg:2,0", "tcpg:2", "tcpg:2,2,0", "tcpg:2,2,65", "tcpg:a,2", "tcpg:2,2,1,1",
                          "tcpg:-1,2", "tcpg:100,100", "tcpg:"}) {
    try {
      make_topology(bad);
      ADD_FAILURE() << bad << " accepted";
    } catch (const std::invalid_argument& e) {
      EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos) << bad;
    }
  }
}

TEST(Tcpg, TransposeSwapsTheSliceCoordinatesOnSquareSliceTori) {
  const Tcpg t(TcpgParams{2, 2, 1});
  for (int r = 0; r < t.num_routers(); ++r) {
    const int q = t.transpose(r);
    EXPECT_EQ(t.transpose(q), r);
    EXPECT_EQ(t.x(q), t.y(r));
    EXPECT_EQ(t.y(q), t.x(r));
    EXPECT_EQ(t.vertex(q), t.vertex(r));
  }
  EXPECT_THROW(Tcpg(TcpgParams{2, 3, 1}).transpose(0), std::invalid_argument);
}

// Table 1's bisection entry 20km is the size of one balanced cut (every Petersen graph split
// into its outer and inner 5-cycle: the 5 spokes of each of the 4km slices); the cut between
// the two halves of the columns (x < m and x >= m) is balanced too and has 40k links, fewer
// than 20km once m >= 3. Both counted on the wiring; docs/results_tcpg.md uses the counts.
TEST(Tcpg, Table1BisectionCutsCountedOnTheWiring) {
  for (auto [k, m] : {std::pair{1, 1}, {2, 2}, {2, 3}, {3, 3}, {3, 4}}) {
    const Tcpg t(TcpgParams{k, m, 1});
    auto crossing = [&](auto side) {
      long long n = 0, left = 0;
      for (int r = 0; r < t.num_routers(); ++r) {
        left += side(r);
        for (int p = t.nodes_per_router(); p < t.radix(); ++p) n += side(r) != side(t.peer_router(r, p));
      }
      EXPECT_EQ(2 * left, t.num_routers());  // balanced
      return n / 2;
    };
    EXPECT_EQ(crossing([&](int r) { return t.vertex(r) < 5; }), 20LL * k * m) << t.name();
    EXPECT_EQ(crossing([&](int r) { return t.x(r) < m; }), 40LL * k) << t.name();
  }
}
