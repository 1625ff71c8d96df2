// A network of switches given by an undirected link list (graph:FILE, irregular:N,DEG,SEED):
// the topology of seed 004's switch-based irregular networks (Myrinet/Autonet style).
//
// Port numbering of switch s (radix = P + the largest degree):
//   0 .. P-1             terminal ports (node s * P + port);
//   P + i                the i-th link of s, links taken in list order (file order);
// a switch with fewer links than the largest degree has its last ports unconnected (peer -1).
// Port classes: 0 terminal, 1 link (every inter-switch link has the same latency and buffer).
//
// The graph:FILE format (docs/topology.md):
//   # comment lines start with '#'; blank lines are ignored; tokens are separated by blanks
//   switches N            first non-comment line; N >= 1 switches, numbered 0..N-1
//   nodes_per_switch P    optional, default 1
//   link A B              one undirected link, 0 <= A, B < N, A != B; parallel links allowed
// The graph must be connected.
#pragma once
#include <string>

#include "topology/switch_graph.hpp"
#include "topology/topology.hpp"

namespace doar {

// Limits of a switch graph make_topology() accepts.
constexpr int kMaxGraphSwitches = 4096;
constexpr int kMaxGraphP = 64;
// Hop counts are 8-bit (Topology::distance(), the engine's packet header), and an up*/down*
// path can be twice as long as the diameter: a graph whose diameter exceeds this is refused.
constexpr int kMaxGraphDiameter = 127;

// Reads a graph:FILE file. Throws std::invalid_argument with one line naming the file and,
// for an error in a line, its number.
SwitchGraph read_graph_file(const std::string& path);

class GraphTopology : public Topology {
 public:
  // `kind` and `spec` as make_topology() names them ("graph", "graph:net.txt"); `label`
  // prefixes errors. Throws std::invalid_argument when the graph is out of range, has a
  // self loop, or is not connected.
  GraphTopology(const SwitchGraph& g, std::string kind, std::string spec, std::string name, const std::string& label);

  std::string kind() const override { return kind_; }
  std::string spec() const override { return spec_; }
  std::string name() const override { return name_; }
  std::string port_label(int p) const override;  // "t0", "l2" (the link at port P+2)

  const SwitchGraph& graph() const { return graph_; }

 private:
  SwitchGraph graph_;
  std::string kind_, spec_, name_;
};

// graph:FILE.
std::unique_ptr<Topology> make_graph_topology(const std::string& path);

}  // namespace doar
