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
// round(y% of them), drawn per seed; RP nodes of a mix use the permutation of all nodes.
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
  const Dragonfly& d_;
  std::string name_;
  int adv_shift_ = 1;
  std::vector<std::uint8_t> kind_;  // per node
  std::vector<int> perm_;           // RP destinations (empty when unused)
};

}  // namespace doar::net
