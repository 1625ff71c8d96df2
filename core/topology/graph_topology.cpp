#include "topology/graph_topology.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <sys/stat.h>

namespace doar {

namespace {

// A whole number 0..10^9 written with digits only, or -1.
long parse_count(const std::string& s) {
  if (s.empty() || s.size() > 9) return -1;
  for (char c : s)
    if (c < '0' || c > '9') return -1;
  return std::stol(s);
}

}  // namespace

SwitchGraph read_graph_file(const std::string& path) {
  const std::string where = "graph file '" + path + "'";
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) throw std::invalid_argument(where + ": cannot open it");
  if (!S_ISREG(st.st_mode)) throw std::invalid_argument(where + ": not a regular file");
  std::ifstream in(path);
  if (!in) throw std::invalid_argument(where + ": cannot open it");
  SwitchGraph g;
  g.switches = -1;
  bool saw_p = false;
  std::string line;
  for (int no = 1; std::getline(in, line); ++no) {
    auto fail = [&](const std::string& why) {
      return std::invalid_argument(where + " line " + std::to_string(no) + ": " + why);
    };
    std::istringstream ls(line);
    std::vector<std::string> tok;
    for (std::string t; ls >> t;) tok.push_back(t);
    if (tok.empty() || tok[0][0] == '#') continue;
    const std::string& key = tok[0];
    if (g.switches < 0 && key != "switches") throw fail("expected 'switches N' first, found '" + key + "'");
    auto arg = [&](std::size_t i, const char* what) {
      const long v = parse_count(tok[i]);
      if (v < 0) throw fail(std::string(what) + " '" + tok[i] + "' is not a whole number");
      return v;
    };
    if (key == "switches") {
      if (tok.size() != 2) throw fail("expected 'switches N'");
      if (g.switches >= 0) throw fail("a second 'switches' line");
      const long n = arg(1, "N");
      if (n < 1 || n > kMaxGraphSwitches)
        throw fail("N must be 1.." + std::to_string(kMaxGraphSwitches) + ", not " + tok[1]);
      g.switches = static_cast<int>(n);
    } else if (key == "nodes_per_switch") {
      if (tok.size() != 2) throw fail("expected 'nodes_per_switch P'");
      if (saw_p) throw fail("a second 'nodes_per_switch' line");
      const long p = arg(1, "P");
      if (p < 1 || p > kMaxGraphP) throw fail("P must be 1.." + std::to_string(kMaxGraphP) + ", not " + tok[1]);
      g.nodes_per_switch = static_cast<int>(p);
      saw_p = true;
    } else if (key == "link") {
      if (tok.size() != 3) throw fail("expected 'link A B'");
      const long a = arg(1, "switch"), b = arg(2, "switch");
      if (a >= g.switches || b >= g.switches)
        throw fail("switch " + std::to_string(std::max(a, b)) + " outside 0.." + std::to_string(g.switches - 1));
      if (a == b) throw fail("self loop on switch " + tok[1]);
      g.links.emplace_back(static_cast<int>(a), static_cast<int>(b));
    } else {
      throw fail("unknown keyword '" + key + "' (known: switches, nodes_per_switch, link)");
    }
  }
  if (in.bad()) throw std::invalid_argument(where + ": read error");
  if (g.switches < 0) throw std::invalid_argument(where + ": no 'switches N' line");
  return g;
}

GraphTopology::GraphTopology(const SwitchGraph& g, std::string kind, std::string spec, std::string name,
                             const std::string& label)
    : graph_(g), kind_(std::move(kind)), spec_(std::move(spec)), name_(std::move(name)) {
  auto fail = [&](const std::string& why) { return std::invalid_argument(label + ": " + why); };
  if (g.switches < 1 || g.switches > kMaxGraphSwitches)
    throw fail("switches must be 1.." + std::to_string(kMaxGraphSwitches));
  if (g.nodes_per_switch < 1 || g.nodes_per_switch > kMaxGraphP)
    throw fail("nodes per switch must be 1.." + std::to_string(kMaxGraphP));
  for (const auto& [a, b] : g.links) {
    if (a < 0 || b < 0 || a >= g.switches || b >= g.switches) throw fail("a link names a switch out of range");
    if (a == b) throw fail("self loop on switch " + std::to_string(a));
  }
  const std::vector<int> deg = switch_degrees(g);
  const int maxdeg = *std::max_element(deg.begin(), deg.end());
  const int radix = g.nodes_per_switch + maxdeg;
  if (radix > 64)
    throw fail("radix " + std::to_string(radix) + " (P + largest degree) exceeds the engine's 64 ports");
  const int unreachable = first_unreachable_switch(g);
  if (unreachable >= 0)
    throw fail("the graph is not connected (switch " + std::to_string(unreachable) + " cannot reach switch 0)");
  init(g.switches, radix, g.nodes_per_switch, {"terminal", "link"});
  for (int s = 0; s < g.switches; ++s)
    for (int p = 0; p < radix; ++p) set_port(s, p, -1, -1, p < g.nodes_per_switch ? 0 : 1);
  std::vector<int> next(static_cast<std::size_t>(g.switches), g.nodes_per_switch);  // next free port
  for (const auto& [a, b] : g.links) {
    const int pa = next[a]++, pb = next[b]++;
    set_port(a, pa, b, pb, 1);
    set_port(b, pb, a, pa, 1);
  }
  std::string too_far;
  try {
    if (diameter() > kMaxGraphDiameter) too_far = std::to_string(diameter());
  } catch (const std::logic_error&) {  // a distance beyond 254 hops
    too_far = "more than 254";
  }
  if (!too_far.empty())
    throw fail("diameter " + too_far + " exceeds " + std::to_string(kMaxGraphDiameter) +
               " hops (hop counts are 8-bit and up*/down* paths reach twice the diameter)");
}

std::string GraphTopology::port_label(int p) const {
  return is_terminal(p) ? "t" + std::to_string(p) : "l" + std::to_string(p);
}

std::unique_ptr<Topology> make_graph_topology(const std::string& path) {
  if (path.empty()) throw std::invalid_argument("malformed topology 'graph:' (expected graph:FILE)");
  const SwitchGraph g = read_graph_file(path);
  return std::make_unique<GraphTopology>(g, "graph", "graph:" + path,
                                         "graph(" + path + ",N=" + std::to_string(g.switches) +
                                             ",P=" + std::to_string(g.nodes_per_switch) + ")",
                                         "graph file '" + path + "'");
}

}  // namespace doar
