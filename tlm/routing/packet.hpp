// A packet as the network simulator carries it: the header fields every router may read
// (addresses, size, hop counts), the per-packet routing state that a routing algorithm keeps
// between routers (its "header bits": intermediate group/router, phase, flags), and the
// bookkeeping the statistics need (times, tag). Packets live in a pool and are recycled; a
// routing function only ever sees a reference while it routes the head flit.
#pragma once
#include <cstdint>
#include "address.hpp"

namespace doar::net {

// Per-packet routing state, written and read only by the routing algorithm. All fields start
// at their defaults when the packet is created; their meaning is the algorithm's (documented
// in its own file and in docs/routing.md).
struct RouteState {
  std::int32_t inter_router = -1;  // Valiant intermediate router (dense index), -1: none
  std::int16_t inter_group = -1;   // intermediate group, -1: none
  std::uint8_t phase = 0;          // e.g. 0 = towards the intermediate, 1 = towards dst
  std::uint8_t flags = 0;          // algorithm bits, e.g. kMinimal, kTentative
  std::int32_t aux = 0;            // free word for an algorithm (e.g. a decision epoch)
  static constexpr std::uint8_t kMinimal = 1;    // committed to the minimal path
  static constexpr std::uint8_t kTentative = 2;  // PAR: decision still open
  static constexpr std::uint8_t kDecided = 4;    // source decision taken
};

// Field order and alignment: everything a router reads or writes per hop (header, routing
// state, arrival cycle) lies in the first cache line, the bookkeeping of the source and the
// sink in the second, so a hop touches one line of the packet.
struct alignas(64) Packet {
  // Header (what the chip's header carries).
  NodeAddr src, dst;
  std::int32_t src_node = 0, dst_node = 0;  // dense node indices (Dragonfly::node_index)
  std::uint16_t size = 1;                   // flits
  std::uint8_t hops = 0;                    // router-to-router hops taken so far
  std::uint8_t global_hops = 0;             // of which over global links
  RouteState route;
  // Cycle the head flit arrived in the input buffer of the router that holds it. Route
  // computation is a pipeline: it starts when the head arrives, overlapping with the
  // packets queued ahead of it in the same VC (tlm/sim/router.cpp, Router::routable_at).
  std::uint64_t arrived = 0;
  // Bookkeeping (not seen by the routing decision).
  alignas(64) std::uint64_t id = 0;
  std::uint64_t created = 0;   // cycle the source generated it
  std::uint64_t injected = 0;  // cycle its head left the source queue
  bool tagged = false;         // created inside the sample window
  Packet* next_free = nullptr; // pool link
};

}  // namespace doar::net
