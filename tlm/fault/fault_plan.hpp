// Which links and routers fail in a run: an explicit list (--faults, core/fault/fault_list.hpp)
// and/or faults drawn at random from the run's seed among every link and every router of the
// dragonfly.
#pragma once
#include <cstdint>
#include <string>
#include <vector>
#include "sim_fault_options.hpp"
#include "fault_spec.hpp"
#include "sim_config.hpp"

namespace doar::net {

// The faults of a run: the explicit ones, then `link_faults` distinct links and
// `router_faults` distinct routers drawn from `seed` (never one already listed). Throws
// std::invalid_argument when more faults are asked for than the network has.
std::vector<fault::FaultSpec> fault_plan(const Dragonfly& d, const FaultOptions& o, std::uint64_t seed);

// Checks the fault options of a run (throws std::invalid_argument): one-flit packets, repair
// after the fault (a router restart more than a link latency after it), router faults before
// the sample window, and a plan that fits the network.
void validate_faults(const SimConfig& c);

}  // namespace doar::net
