#include "topology/tcpg_code.hpp"

#include <bitset>
#include <stdexcept>

namespace doar::tcpg {

namespace {

// Kneser labels of Definition 1's vertices: u_i = {2i, 2i+1} (mod 5), so that consecutive
// outer vertices are disjoint; v_i is the one free pair disjoint from u_i that makes the
// inner pentagram v_i - v_{i+2} disjoint too (test core.TcpgCode.KneserLabelsAreThePetersenGraph).
constexpr std::uint8_t kLabel[10] = {
    0b00011,  // u0 {0,1}
    0b01100,  // u1 {2,3}
    0b10001,  // u2 {0,4}
    0b00110,  // u3 {1,2}
    0b11000,  // u4 {3,4}
    0b10100,  // v0 {2,4}
    0b10010,  // v1 {1,4}
    0b01010,  // v2 {1,3}
    0b01001,  // v3 {0,3}
    0b00101,  // v4 {0,2}
};

}  // namespace

std::uint32_t johnson_encode(int v, int w) {
  if (w < 1 || w > 31 || v < 0 || v >= 2 * w) throw std::invalid_argument("johnson_encode: value outside the ring");
  const std::uint32_t all = (std::uint32_t{1} << w) - 1;
  if (v < w) return (std::uint32_t{1} << v) - 1;
  return all & ~((std::uint32_t{1} << (v - w)) - 1);
}

int johnson_decode(std::uint32_t word, int w) {
  if (w < 1 || w > 31 || (word >> w) != 0) return -1;
  const int ones = static_cast<int>(std::bitset<32>(word).count());
  // Ones in the low bits: value = ones (0 .. w); ones in the high bits: value = 2w - ones.
  const int v = (word & 1u) || word == 0 ? ones : 2 * w - ones;
  return johnson_encode(v, w) == word ? v : -1;
}

std::uint8_t petersen_encode(int vertex) {
  if (vertex < 0 || vertex > 9) throw std::invalid_argument("petersen_encode: vertex outside 0..9");
  return kLabel[vertex];
}

int petersen_decode(std::uint8_t label) {
  for (int v = 0; v < 10; ++v)
    if (kLabel[v] == label) return v;
  return -1;
}

int petersen_code_distance(std::uint8_t a, std::uint8_t b) {
  if (a == b) return 0;
  return (a & b) ? 2 : 1;
}

int petersen_neighbour(int v, int j) {
  const int i = v % 5;
  if (j == 2) return v < 5 ? v + 5 : i;
  if (v < 5) return j == 0 ? (i + 1) % 5 : (i + 4) % 5;
  return 5 + (j == 0 ? (i + 2) % 5 : (i + 3) % 5);
}

int code_distance(const HybridCode& a, const HybridCode& b) {
  return static_cast<int>(std::bitset<32>(a.torus ^ b.torus).count()) + petersen_code_distance(a.petersen, b.petersen);
}

std::string code_string(const HybridCode& c, int k, int m) {
  std::string s;
  for (int b = k + m - 1; b >= 0; --b) {
    s += ((c.torus >> b) & 1u) ? '1' : '0';
    if (b == m) s += '.';
  }
  s += ".{";
  bool first = true;
  for (int e = 0; e < 5; ++e)
    if ((c.petersen >> e) & 1u) {
      s += (first ? "" : ",") + std::to_string(e);
      first = false;
    }
  return s + "}";
}

}  // namespace doar::tcpg
