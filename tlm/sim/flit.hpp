// A flit on a link or in a buffer: the packet it belongs to, its index in the packet and the
// VC it travels on. Flits are values (16 bytes); the packet is shared through the pool.
#pragma once
#include <cstdint>
#include "packet.hpp"

namespace doar::net {

struct Flit {
  Packet* pkt = nullptr;
  std::uint16_t idx = 0;  // 0 = head; idx == pkt->size - 1 = tail
  std::uint8_t vc = 0;
  bool head() const { return idx == 0; }
  bool tail() const { return idx + 1 == pkt->size; }
};

}  // namespace doar::net
