#include "placement.hpp"

#include <numeric>
#include <stdexcept>
#include "rng.hpp"

namespace doar::wl {

std::vector<int> place_ranks(int ranks, int nodes, const std::string& policy, std::uint64_t seed) {
  if (ranks > nodes) {
    throw std::invalid_argument("the workload has " + std::to_string(ranks) + " ranks but the network only " +
                                std::to_string(nodes) + " terminals");
  }
  std::vector<int> all(static_cast<std::size_t>(nodes));
  std::iota(all.begin(), all.end(), 0);
  if (policy == "random") {
    net::Rng rng(seed, 0x91ACE);  // a stream of its own: the traffic streams stay unchanged
    for (int i = nodes - 1; i > 0; --i) std::swap(all[i], all[rng.below(i + 1)]);
  } else if (policy != "linear") {
    throw std::invalid_argument("--placement must be linear or random, not '" + policy + "'");
  }
  all.resize(static_cast<std::size_t>(ranks));
  return all;
}

}  // namespace doar::wl
