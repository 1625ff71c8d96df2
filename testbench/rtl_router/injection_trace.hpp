// The injection trace both networks run: per packet its source and destination node and the
// cycle it is created at its source. Bernoulli sources (probability rate / packet_size per
// node and cycle) with uniform random destinations (any other node), as doar-sim's UR.
#pragma once
#include <cstdint>
#include <string>
#include <vector>
#include "dragonfly.hpp"

namespace doar::routertb {

struct TracePacket {
  std::uint32_t id = 0;       // index in the trace
  int src = 0, dst = 0;       // node indices (core Dragonfly::node_index)
  std::uint64_t created = 0;  // cycle
};

std::vector<TracePacket> make_ur_trace(const Dragonfly& d, double rate, int packet_size, std::uint64_t cycles,
                                       std::uint64_t seed);

// One line per packet: "id src dst created" (the file a run can be replayed from).
void write_trace(const std::string& path, const std::vector<TracePacket>& t);

}  // namespace doar::routertb
