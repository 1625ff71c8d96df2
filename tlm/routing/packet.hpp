// A packet as the network simulator keeps it in its pool: which node sent it to which, and the
// bookkeeping the statistics need (times, tag, final hop counts). The fields a router or a
// routing function uses at each hop travel with the head flit instead (header.hpp), so a
// packet is written when its source creates it and read when its sink takes it (or a fault
// drops it), never in between.
#pragma once
#include <cstdint>
#include "header.hpp"

namespace doar::net {

// 48 bytes on a line of its own: creation and ejection touch one line each.
struct alignas(64) Packet {
  std::int32_t src_node = 0, dst_node = 0;  // dense node indices (Dragonfly::node_index, node_at)
  std::uint16_t size = 1;                   // flits
  // Hop counts of the whole trip, copied from the head flit's header when it is ejected.
  std::uint8_t hops = 0;
  std::uint8_t global_hops = 0;
  bool tagged = false;         // created inside the sample window
  std::uint32_t next_free = 0; // pool link (an index, packet_pool.hpp)
  std::uint64_t id = 0;
  std::uint64_t created = 0;   // cycle the source generated it
  std::uint64_t injected = 0;  // cycle its head left the source queue
};
static_assert(sizeof(Packet) == 64, "one cache line per packet");

}  // namespace doar::net
