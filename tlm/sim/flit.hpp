// A flit on a link or in a buffer: the packet it belongs to, its index in the packet and the
// VC it travels on. Flits are values (16 bytes); the packet is shared through the pool.
#pragma once
#include <cstdint>
#include "packet.hpp"

namespace doar::net {

struct Flit {
  Packet* pkt = nullptr;
  std::uint16_t idx = 0;  // 0 = head
  std::uint8_t vc = 0;
  bool is_tail = false;   // kept in the flit so that moving it never touches the packet
  // The packet's destination (gid << 16 | bid << 8 | nid), a copy of the header field that
  // lets a router prefetch its routing state for the head before it reads the packet.
  std::uint32_t dst = 0;
  bool head() const { return idx == 0; }
  bool tail() const { return is_tail; }
};

}  // namespace doar::net
