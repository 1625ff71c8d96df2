// MTR, seed 004's multi-root up*/down* routing (its Algorithm 1, createMTRRouter).
//
// Roots: R of them. The primary root is switch 0 (so MTR:1 is UPDOWN); the R-1 auxiliary
// roots are drawn without replacement from the other switches by a SplitMix64 stream seeded
// with SEED (default 1; the paper draws them at random): a partial Fisher-Yates shuffle, so
// the roots of MTR:R are the first R of MTR:R+1's and adding a root never lengthens a route.
// Table: for each source switch i and destination j, the tree of the first root whose
// shortest legal up*/down* path from i to j is strictly shorter than every earlier root's
// (the paper's line 10 replaces only on '>'); the packet carries that tree as its routing
// state from injection and follows legal shortest paths of that tree to j.
//
// Channels. The paper keeps one channel and recovers from deadlock with a bubble; we model
// avoidance instead (docs/updown.md says why):
// - 1 VC: every hop on VC 0. Mixed trees make cycles: the checker gives the witness.
// - 2 VCs or more: VCs 1.. carry the MTR hops (priority 0); VC 0 is an escape, UPDOWN of the
//   primary tree (priority 1). A head on VC 0 stays there, its phase following the link it
//   arrived on; one entering VC 0 from another VC starts in phase kMayGoUp. Escape channels
//   then depend only on escape channels, along legal up*/down* turns of one tree: Duato's
//   condition holds (doar-deadlock --wait escape) and so does the fixpoint check.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "routing/routing.hpp"
#include "routing/updown_tree.hpp"

namespace doar {

// The R roots of MTR:R,SEED on `routers` switches: 0 first, then the auxiliaries.
std::vector<int> mtr_roots(int routers, int r, std::uint64_t seed);

class MtrRouting : public Routing {
 public:
  MtrRouting(const Topology& topo, int vcs, int roots, std::uint64_t seed);
  std::string name() const override;
  bool adaptive() const override { return true; }
  int num_states() const override { return static_cast<int>(trees_.size()); }
  std::uint32_t initial_state(int src_node, int dst_node) const override;
  void candidates(int router, int in_port, int in_vc, int dst_node, std::uint32_t state,
                  CandidateSet& out) const override;

  const std::vector<int>& roots() const { return roots_; }
  const UpDownTree& tree(int i) const { return trees_[i]; }
  // The tree the table gives the pair (source switch, destination switch), and its length.
  int tree_of(int from, int to) const { return table_[static_cast<std::size_t>(from) * n_ + to]; }
  int route_length(int from, int to) const {
    return trees_[tree_of(from, to)].dist(UpDownTree::kMayGoUp, from, to);
  }

 private:
  const Topology& topo_;
  int n_;
  std::uint64_t seed_;
  std::vector<int> roots_;
  std::vector<UpDownTree> trees_;
  std::vector<std::uint8_t> table_;  // [from * n + to] -> tree index
};

}  // namespace doar
