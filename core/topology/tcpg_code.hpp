// The hybrid node code of the Torus-connected Petersen graph TCPG(k, m) (seed 002, Sec. 2):
// a Johnson code per torus dimension and a code of the node inside its Petersen graph, with
// the paper's distance formula over the code (Theorems 2 and 3): the distance of two nodes
// is the Hamming distance of their torus codes plus the Petersen distance of their Petersen
// codes. docs/tcpg.md gives the layout and what differs from the paper.
//
// Johnson code (Definition 7): w bits hold the 2w values 0 .. 2w-1 of a ring; value v < w is
// v ones in the low bits, value v >= w is ones in bits v-w .. w-1 (w = 3: 000, 001, 011, 111,
// 110, 100). Neighbours on the ring differ in one bit and the Hamming distance of two words
// is their distance on the ring of 2w (Definition 10, property 4).
//
// Petersen code (Definition 9, Theorem 1): a six-tuple a6 .. a1 over the symbols {a, b, 0}
// with a (+) a = b (+) b = x (+) 0 = 0 and a (+) b = 1; the distance of two vertices is the
// sum over the six positions. The paper's own code is in its Fig. 3, which the text does not
// carry; ours is one with the same property, found by a depth-first search over the 729
// tuples per vertex (vertex 0 fixed to aa0000 up to symmetry) and checked against the graph
// by core.TcpgCode.SixSymbolCodeIsThePetersenGraph. A tuple is held as two 6-bit masks (bit
// i = position a_{i+1}): the positions holding a, and those holding b; then the distance is
// popcount((A.a & B.b) | (A.b & B.a)).
// Vertices follow Definition 1: u_i is vertex i, v_i vertex 5 + i (i = 0..4), edges
// u_i - v_i, u_i - u_{i+1}, v_i - v_{i+2}.
#pragma once
#include <cstdint>
#include <string>

namespace doar::tcpg {

// Johnson word of ring value v (0 <= v < 2w) in w bits (1 <= w <= 31).
std::uint32_t johnson_encode(int v, int w);
// Ring value of a Johnson word of w bits; -1 when the word is not a Johnson word.
int johnson_decode(std::uint32_t word, int w);

struct PetersenCode {
  std::uint8_t a = 0, b = 0;  // positions holding a, and b (disjoint 6-bit masks)
  bool operator==(const PetersenCode& o) const { return a == o.a && b == o.b; }
};

// The code of Petersen vertex 0..9, and back (-1: no vertex has that code).
PetersenCode petersen_encode(int vertex);
int petersen_decode(const PetersenCode& code);
// Theorem 1: sum over the six positions of a_j (+) b_j.
int petersen_code_distance(const PetersenCode& x, const PetersenCode& y);
// "aa0000": a6 first.
std::string petersen_code_string(const PetersenCode& code);
// The three neighbours of Petersen vertex v in Definition 1's order: for u_i (v < 5)
// u_{i+1}, u_{i-1}, v_i; for v_i: v_{i+2}, v_{i-2}, u_i. Neighbour j is reached over
// Petersen port j, and the link comes back on the far vertex's port j ^ 1 for j < 2 and
// port 2 for j = 2 (the spoke).
int petersen_neighbour(int v, int j);

// The hybrid code of one TCPG(k, m) node: torus word = (Johnson code of the row y, k bits)
// << m | (Johnson code of the column x, m bits), the paper's N[m+k-1 .. m | m-1 .. 0]; and
// the Petersen code.
struct HybridCode {
  std::uint32_t torus = 0;
  PetersenCode petersen;
  bool operator==(const HybridCode& o) const { return torus == o.torus && petersen == o.petersen; }
};

// The paper's distance formula (Theorem 3): popcount(A_T xor B_T) + d_P(A_p, B_p).
int code_distance(const HybridCode& a, const HybridCode& b);
// "01.011.aa0000": row word, column word (most significant bit first), Petersen code.
std::string code_string(const HybridCode& c, int k, int m);

}  // namespace doar::tcpg
