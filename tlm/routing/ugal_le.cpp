// UGAL_LE: placeholder until its implementation lands (owned by the second routing helper).
// Selecting it stops doar-sim with a clear error (exit status 2).
#include <stdexcept>
#include "registry.hpp"

namespace doar::net {

std::unique_ptr<RoutingFunction> make_ugal_le(const RoutingSetup&) {
  throw std::invalid_argument("routing UGAL_LE is not implemented yet");
}

}  // namespace doar::net
