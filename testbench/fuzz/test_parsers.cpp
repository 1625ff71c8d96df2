// The parser fuzz targets in the ordinary build: every seed of testbench/fuzz/corpus, then a
// fixed number of mutations of them (byte flips, cuts, inserted tokens that broke parsers
// before: signs, NaN, huge numbers, separators), from a fixed seed so a failure repeats.
// Under scripts/sanitize.sh the same runs go through ASan and UBSan; scripts/fuzz.sh runs
// the real libFuzzer on the same targets.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <ostream>
#include <random>
#include <string>
#include <vector>

#include "parser_targets.hpp"

namespace doar::fuzz {
// gtest prints a parameter with this (the target's name instead of its bytes).
void PrintTo(const NamedTarget& t, std::ostream* os) { *os << t.name; }
}  // namespace doar::fuzz

namespace {

namespace fs = std::filesystem;

std::vector<std::string> seeds(const std::string& name) {
  std::vector<std::string> out;
  const fs::path dir = fs::path(DOAR_FUZZ_CORPUS) / name;
  for (const auto& e : fs::directory_iterator(dir)) {
    std::ifstream f(e.path(), std::ios::binary);
    out.emplace_back(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
  }
  std::sort(out.begin(), out.end());  // directory order is not fixed
  return out;
}

std::string mutate(std::string s, std::mt19937_64& rng) {
  static const std::vector<std::string> tokens = {
      "-1", "-", "nan", "inf", "-inf", "1e308", "1e-300", "0", "99999999999999999999", "2147483648",
      ":", ",", ".", "x", "global:", "local:", "router:", "torus:", "dfly:", " ", "\n", std::string(1, '\0'),
      "65536", "4294967296", "0x10", "+", "..", "::", ",,"};
  const int edits = 1 + static_cast<int>(rng() % 4);
  for (int i = 0; i < edits; ++i) {
    const std::size_t pos = s.empty() ? 0 : rng() % (s.size() + 1);
    switch (rng() % 5) {
      case 0:
        if (!s.empty() && pos < s.size()) s[pos] = static_cast<char>(rng() & 0xFF);
        break;
      case 1:
        if (!s.empty() && pos < s.size()) s.erase(pos, 1 + rng() % 3);
        break;
      case 2:
        s.insert(pos, tokens[rng() % tokens.size()]);
        break;
      case 3:
        s.insert(pos, 1, static_cast<char>('0' + rng() % 10));
        break;
      default:
        s = s.substr(0, pos);
        break;
    }
  }
  return s;
}

class ParserFuzz : public ::testing::TestWithParam<doar::fuzz::NamedTarget> {};

TEST_P(ParserFuzz, SeedsAndMutationsAreAcceptedOrRejectedCleanly) {
  const auto target = GetParam();
  const std::vector<std::string> corpus = seeds(target.name);
  ASSERT_FALSE(corpus.empty()) << "no seeds in corpus/" << target.name;
  for (const auto& s : corpus) target.run(s);
  std::mt19937_64 rng(20261128);
  const int mutations = 20000;
  for (int i = 0; i < mutations; ++i) {
    const std::string& base = corpus[static_cast<std::size_t>(i) % corpus.size()];
    target.run(mutate(base, rng));
  }
}

INSTANTIATE_TEST_SUITE_P(All, ParserFuzz, ::testing::ValuesIn(doar::fuzz::targets()),
                         [](const auto& info) { return std::string(info.param.name); });

}  // namespace
