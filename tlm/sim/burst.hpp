// A load burst (doar-sim --burst START:LEN:RATE): for the cycles [start, start + len) every
// terminal offers `rate` flits/node/cycle instead of the run's --rate. It pushes a network
// above its saturation point for a while and then returns it to the configured load, to see
// whether the network comes back to that load's operating point (docs/bistability.md).
#pragma once
#include <cstdint>
#include <string>

namespace doar::net {

struct Burst {
  std::uint64_t start = 0;  // first cycle of the burst
  std::uint64_t len = 0;    // cycles; 0: no burst
  double rate = 0;          // offered load during the burst, flits/node/cycle
  bool active() const { return len > 0; }
  std::uint64_t end() const { return start + len; }  // first cycle after the burst
  bool contains(std::uint64_t cycle) const { return active() && cycle >= start && cycle < end(); }
  // The offered load at `cycle` of a run whose load is `base`.
  double rate_at(std::uint64_t cycle, double base) const { return contains(cycle) ? rate : base; }
};

// Parses "START:LEN:RATE" (START >= 0 and LEN >= 1 whole cycles, 0 < RATE <= 1). Throws
// std::invalid_argument naming what is wrong.
Burst parse_burst(const std::string& text);

}  // namespace doar::net
