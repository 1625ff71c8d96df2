// Seed 004's own route-table construction (its Algorithm 3, findRoute), kept for comparing
// path lengths with the paper's figures: for each source a BFS over routers (not over
// (router, phase) states) that marks a router visited the first time any legal path reaches
// it, in port order, and never revisits it. A router first reached by a path whose last hop
// went down can then only be left downwards, even when a path of the same or a slightly
// greater length ending upwards would have led on to shorter routes; so findRoute's paths
// are legal but not always the shortest legal ones, and a pair may stay without a route
// (length -1). One reading the paper leaves open: its visit marks start false for every
// router including the source; we mark the source visited (a route never passes its own
// source). The routings themselves use the shortest legal paths (updown_tree.hpp).
#pragma once
#include <vector>

#include "routing/updown_tree.hpp"

namespace doar {

// [from * n + to]: findRoute's path length, 0 on the diagonal, -1 when it finds no route.
std::vector<int> paper_find_route_lengths(const Topology& topo, const UpDownTree& tree);

// Algorithm 1 over such tables: each pair keeps the first tree's length unless a later tree's
// is strictly shorter (a missing route counts as infinitely long).
std::vector<int> paper_mtr_lengths(const Topology& topo, const std::vector<int>& roots);

}  // namespace doar
