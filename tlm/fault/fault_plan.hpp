// Which links and routers fail in a run: an explicit list (a fault file, one fault a line in
// core's text form) and/or faults drawn at random from the run's seed among every link and
// every router of the dragonfly.
#pragma once
#include <cstdint>
#include <string>
#include <vector>
#include "sim_fault_options.hpp"
#include "fault_spec.hpp"
#include "sim_config.hpp"

namespace doar::net {

// Reads a fault file: one fault a line ("global:X:Y", "local:g.b1:g.b2", "router:g.b"),
// blank lines and '#' comments allowed. Throws std::invalid_argument "FILE:LINE: why" for a
// malformed line, an unknown router or group, a link that does not exist or a duplicate.
std::vector<std::string> read_fault_file(const Dragonfly& d, const std::string& path);

// The faults of a run: the explicit ones, then `link_faults` distinct links and
// `router_faults` distinct routers drawn from `seed` (never one already listed). Throws
// std::invalid_argument when more faults are asked for than the network has.
std::vector<fault::FaultSpec> fault_plan(const Dragonfly& d, const FaultOptions& o, std::uint64_t seed);

// Checks the fault options of a run (throws std::invalid_argument): one-flit packets, repair
// after the fault (a router restart more than a link latency after it), router faults before
// the sample window, and a plan that fits the network.
void validate_faults(const SimConfig& c);

}  // namespace doar::net
