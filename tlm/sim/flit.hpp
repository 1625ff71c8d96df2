// A flit on a link or in a buffer: its packet's pool index, its index in the packet, the VC
// it travels on and, in 20 of its 32 bytes, the packet's header (header.hpp). Only the head
// flit's header is kept current (the router counts hops in it and the routing function
// writes its state there); body flits carry the copy made at injection and no one reads it.
// Flits are values; the Packet stays in the pool until the sink or a fault takes it.
#pragma once
#include <cstdint>
#include "header.hpp"
#include "packet.hpp"

namespace doar::net {

struct alignas(32) Flit {
  std::uint32_t pkt = 0;      // PacketPool index
  // Low 32 bits of the cycle the flit entered the input buffer it is in (written by the
  // router at every arrival; read for a head queued behind another packet: its route
  // computation started when it arrived, Router::routable_at).
  std::uint32_t arrived = 0;
  std::uint16_t idx = 0;      // 0 = head
  std::uint8_t vc = 0;
  bool is_tail = false;
  PacketHeader hdr;
  bool head() const { return idx == 0; }
  bool tail() const { return is_tail; }
};
static_assert(sizeof(Flit) == 32, "two flits per cache line");

}  // namespace doar::net
