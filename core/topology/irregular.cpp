#include "topology/irregular.hpp"

#include <algorithm>
#include <stdexcept>

#include "topology/graph_topology.hpp"
#include "topology/splitmix.hpp"

namespace doar {

namespace {

constexpr int kAttempts = 1000;

// Digits only, at most `digits` of them, or -1.
long long to_number(const std::string& s, std::size_t digits) {
  if (s.empty() || s.size() > digits) return -1;
  for (char c : s)
    if (c < '0' || c > '9') return -1;
  return std::stoll(s);
}

// One attempt of the generator (irregular.hpp); the links in creation order.
SwitchGraph one_attempt(const IrregularParams& prm, SplitMix64& rng) {
  SwitchGraph g;
  g.switches = prm.n;
  g.nodes_per_switch = prm.p;
  std::vector<int> free_ends(static_cast<std::size_t>(prm.n), prm.deg);
  std::vector<std::vector<int>> adj(static_cast<std::size_t>(prm.n));
  std::vector<int> open(static_cast<std::size_t>(prm.n));
  for (int s = 0; s < prm.n; ++s) open[s] = s;
  std::vector<int> cand;
  auto close = [&](int s) { open.erase(std::find(open.begin(), open.end(), s)); };
  while (open.size() >= 2) {
    const int a = open[rng.below(open.size())];
    cand.clear();
    for (int b : open)
      if (b != a && std::find(adj[a].begin(), adj[a].end(), b) == adj[a].end()) cand.push_back(b);
    if (cand.empty()) {
      close(a);
      continue;
    }
    const int b = cand[rng.below(cand.size())];
    g.links.emplace_back(a, b);
    adj[a].push_back(b);
    adj[b].push_back(a);
    if (--free_ends[a] == 0) close(a);
    if (--free_ends[b] == 0) close(b);
  }
  return g;
}

}  // namespace

IrregularParams parse_irregular(const std::string& text) {
  auto bad = [&](const std::string& why) {
    return std::invalid_argument("malformed irregular '" + text + "' (expected N,DEG,SEED[,P]): " + why);
  };
  std::vector<std::string> parts;
  std::string cur;
  for (char c : text + ",") {
    if (c == ',') {
      parts.push_back(cur);
      cur.clear();
    } else {
      cur.push_back(c);
    }
  }
  if (parts.size() < 3 || parts.size() > 4) throw bad("3 or 4 numbers");
  IrregularParams prm;
  const long long n = to_number(parts[0], 6), d = to_number(parts[1], 6), s = to_number(parts[2], 18);
  if (n < 0) throw bad("N '" + parts[0] + "' is not a whole number");
  if (d < 0) throw bad("DEG '" + parts[1] + "' is not a whole number");
  if (s < 0) throw bad("SEED '" + parts[2] + "' is not a whole number below 10^18");
  prm.n = static_cast<int>(n);
  prm.deg = static_cast<int>(d);
  prm.seed = static_cast<std::uint64_t>(s);
  if (parts.size() == 4) {
    const long long p = to_number(parts[3], 6);
    if (p < 0) throw bad("P '" + parts[3] + "' is not a whole number");
    prm.p = static_cast<int>(p);
  }
  return prm;
}

SwitchGraph generate_irregular(const IrregularParams& prm) {
  auto fail = [&](const std::string& why) { return std::invalid_argument("irregular: " + why); };
  if (prm.n < 1 || prm.n > kMaxGraphSwitches) throw fail("N must be 1.." + std::to_string(kMaxGraphSwitches));
  if (prm.p < 1 || prm.p > kMaxGraphP) throw fail("P must be 1.." + std::to_string(kMaxGraphP));
  if (prm.n > 1 && (prm.deg < 1 || prm.deg > prm.n - 1))
    throw fail("DEG must be 1..N-1 = " + std::to_string(prm.n - 1) + ", not " + std::to_string(prm.deg));
  if (prm.n > 2 && prm.deg < 2) throw fail("DEG 1 cannot connect more than 2 switches");
  if (prm.p + prm.deg > 64) throw fail("P + DEG exceeds the engine's 64 ports");
  SplitMix64 rng(prm.seed);
  for (int attempt = 0; attempt < kAttempts; ++attempt) {
    SwitchGraph g = one_attempt(prm, rng);
    if (first_unreachable_switch(g) < 0) return g;
  }
  throw fail("no connected network in " + std::to_string(kAttempts) + " attempts for N=" + std::to_string(prm.n) +
             ", DEG=" + std::to_string(prm.deg));
}

std::unique_ptr<Topology> make_irregular_topology(const std::string& params) {
  const IrregularParams prm = parse_irregular(params);
  const SwitchGraph g = generate_irregular(prm);
  const std::string args = std::to_string(prm.n) + "," + std::to_string(prm.deg) + "," + std::to_string(prm.seed);
  return std::make_unique<GraphTopology>(g, "irregular", "irregular:" + args + "," + std::to_string(prm.p),
                                         "irregular(" + args + ",P=" + std::to_string(prm.p) + ")", "irregular");
}

}  // namespace doar
