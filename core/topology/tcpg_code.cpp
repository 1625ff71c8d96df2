#include "topology/tcpg_code.hpp"

#include <bitset>
#include <stdexcept>

namespace doar::tcpg {

namespace {

// The six-symbol code of Definition 1's vertices, {a-mask, b-mask}, bit i = a_{i+1}.
constexpr PetersenCode kCode[10] = {
    {0b110000, 0b000000},  // u0 aa0000
    {0b011100, 0b100000},  // u1 baaa00
    {0b001001, 0b110010},  // u2 bba0ba
    {0b000001, 0b111010},  // u3 bbb0ba
    {0b010000, 0b101100},  // u4 babb00
    {0b100011, 0b010000},  // v0 ab00aa
    {0b000110, 0b110001},  // v1 bb0aab
    {0b001011, 0b110100},  // v2 bbabaa
    {0b000111, 0b111000},  // v3 bbbaaa
    {0b000010, 0b110101},  // v4 bb0bab
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

PetersenCode petersen_encode(int vertex) {
  if (vertex < 0 || vertex > 9) throw std::invalid_argument("petersen_encode: vertex outside 0..9");
  return kCode[vertex];
}

int petersen_decode(const PetersenCode& code) {
  for (int v = 0; v < 10; ++v)
    if (kCode[v] == code) return v;
  return -1;
}

int petersen_code_distance(const PetersenCode& x, const PetersenCode& y) {
  return static_cast<int>(std::bitset<8>((x.a & y.b) | (x.b & y.a)).count());
}

std::string petersen_code_string(const PetersenCode& code) {
  std::string s;
  for (int i = 5; i >= 0; --i) s += ((code.a >> i) & 1u) ? 'a' : ((code.b >> i) & 1u) ? 'b' : '0';
  return s;
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
  return s + "." + petersen_code_string(c.petersen);
}

}  // namespace doar::tcpg
