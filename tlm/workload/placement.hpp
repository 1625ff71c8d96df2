// Rank-to-terminal placement: "linear" puts rank r on node r (dense node order: group,
// router, terminal, so consecutive ranks share routers and groups); "random" scatters the
// ranks over all nodes with a permutation drawn from the seed.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace doar::wl {

// Node of every rank; throws std::invalid_argument for more ranks than nodes or an unknown
// policy.
std::vector<int> place_ranks(int ranks, int nodes, const std::string& policy, std::uint64_t seed);

}  // namespace doar::wl
