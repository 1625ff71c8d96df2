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
#pragma once
#include <cstdint>
#include <string>
#include <vector>
#include "dragonfly.hpp"
#include "rng.hpp"

namespace doar::net {

class Traffic {
 public:
  // Throws std::invalid_argument naming the problem.
  Traffic(const std::string& spec, const Dragonfly& d, std::uint64_t seed);
  int dest(int src_node, Rng& rng) const;
  const std::string& name() const { return name_; }
  // Share of nodes using the adversarial / permutation part (for reports).
  int pattern_of(int node) const { return kind_[node]; }

 private:
  enum Kind : std::uint8_t { UR = 0, ADV = 1, RP = 2 };
  void split_ur_rp(Rng& rng, const std::string& spec);
  const Dragonfly& d_;
  std::string name_;
  int adv_shift_ = 1;
  std::vector<std::uint8_t> kind_;  // per node
  std::vector<int> perm_;           // RP destinations (empty when unused)
  std::vector<int> ur_pool_;        // UR + RP mix: the UR nodes (empty otherwise)
  std::vector<int> ur_pos_;         // UR + RP mix: a node's index in ur_pool_ (-1: RP node)
};

}  // namespace doar::net
