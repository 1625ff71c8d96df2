// Synthetic traffic of the paper (Sec. 5.1): every node has one pattern and draws each
// packet's destination from it.
//   UR       uniform over all other nodes
//   ADV+i    node of group n sends to a uniformly drawn node of group (n + i) mod g
//            ("ADV" alone means ADV+1)
//   RP       one random permutation of the nodes per seed, without fixed points
//   R_MIXED_UA(x,y)  x% of the routers (all their nodes) use UR, y% ADV+1
//   R_MIXED_UR(x,y)  x% of the routers use UR, y% RP
//   N_MIXED_UA(x,y)  x% of the nodes use UR, y% ADV+1
//   N_MIXED_UR(x,y)  x% of the nodes use UR, y% RP
// Mixes: which routers/nodes take the second pattern is a random subset of exactly
// round(y% of them), drawn per seed. In the UR + RP mixes the two sets stay apart: the RP
// nodes permute among themselves (no fixed points) and the UR nodes draw among the other
// UR nodes, so every node receives the offered rate (docs/tlm.md, "Mixed traffic"). The
// UR + ADV mixes send over all nodes (ADV+1 targets a whole group, not single nodes).
// The mixes also accept NAME:x,y (no shell quoting needed).
// Patterns of any topology (seed 000 Sec. 5):
//   TRANSPOSE    node (router (i, j), port t) sends to (router (j, i), port t): a 2-D torus
//                with K1 = K2; the diagonal's nodes send to themselves (through their router)
//   BITREV       node n sends to the node whose index is n's bits reversed (a power-of-two
//                node count); palindromic indices send to themselves
//   HOTSPOT(x)   UR, plus one hotspot node (drawn per seed) that receives x % more than each
//                other node (x = 10 alone: "HOTSPOT", the paper's "10 % more"): every other
//                node sends a packet to the hotspot with the probability q that gives that
//                ratio, q = (x/100)(N-1) / ((N-2)(N + x/100)), and UR otherwise; the hotspot
//                itself sends UR. The dragonfly-only patterns (ADV+i, the UA mixes) on another
//                topology, and TRANSPOSE or BITREV where they do not fit, are refused.
#pragma once
#include <cstdint>
#include <string>
#include <vector>
#include "dragonfly.hpp"
#include "rng.hpp"
#include "topology/topology.hpp"

namespace doar::net {

class Traffic {
 public:
  // Throws std::invalid_argument naming the problem.
  Traffic(const std::string& spec, const Topology& topo, std::uint64_t seed);
  Traffic(const std::string& spec, const Dragonfly& d, std::uint64_t seed);
  int dest(int src_node, Rng& rng) const;
  const std::string& name() const { return name_; }
  // Share of nodes using the adversarial / permutation part (for reports).
  int pattern_of(int node) const { return kind_[node]; }

 private:
  enum Kind : std::uint8_t { UR = 0, ADV = 1, RP = 2 };
  void init(const std::string& spec, const Topology* topo, std::uint64_t seed);
  void split_ur_rp(Rng& rng, const std::string& spec);
  void fixed_perm(const std::string& name, const Topology* topo, const std::string& spec);
  const Dragonfly* d_ = nullptr;    // the dragonfly's view (ADV), nullptr on other topologies
  int nodes_ = 0, p_ = 1, routers_ = 0;
  int hot_node_ = -1;               // HOTSPOT: the hotspot node, -1: none
  double hot_q_ = 0;                // HOTSPOT: probability of a packet to the hotspot
  std::string name_;
  int adv_shift_ = 1;
  std::vector<std::uint8_t> kind_;  // per node
  std::vector<int> perm_;           // RP destinations (empty when unused)
  std::vector<int> ur_pool_;        // UR + RP mix: the UR nodes (empty otherwise)
  std::vector<int> ur_pos_;         // UR + RP mix: a node's index in ur_pool_ (-1: RP node)
};

}  // namespace doar::net
