// Hook for closed-loop traffic (tlm/workload): when NetEnv::source is set, every terminal
// takes the packets it injects from the source instead of its Bernoulli generator, and tells
// the source when the tail of one of them is ejected. The source decides what to send and
// when (e.g. an application's next message only after the ones it waits for have arrived);
// the terminal keeps injecting one flit per cycle under the router's credits as usual.
#pragma once
#include <cstdint>
#include "packet.hpp"

namespace doar::net {

struct SourcePacket {
  std::int32_t dst = 0;       // destination node (dense index)
  std::uint16_t size = 1;     // flits
  std::uint64_t created = 0;  // cycle the packet was created (its latency starts here)
  std::uint64_t id = 0;       // carried in Packet::id and handed back on delivery
};

class PacketSource {
 public:
  virtual ~PacketSource() = default;
  // Called by terminal `node` in each cycle in which it can start a new packet; true and
  // `out` filled when there is one to inject now.
  virtual bool next(int node, std::uint64_t cycle, SourcePacket& out) = 0;
  // The tail of packet `p` (created by this source) reached its destination terminal.
  virtual void delivered(const Packet& p, std::uint64_t cycle) = 0;
};

}  // namespace doar::net
