// TPR: placeholder until its implementation lands (owned by the second routing helper).
// Selecting it stops doar-sim with a clear error (exit status 2).
#include <stdexcept>
#include "registry.hpp"

namespace doar::net {

std::unique_ptr<RoutingFunction> make_tpr(const RoutingSetup&) {
  throw std::invalid_argument("routing TPR is not implemented yet");
}

}  // namespace doar::net
