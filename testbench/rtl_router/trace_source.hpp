// TraceSource: doar-sim's packet-source hook (tlm/sim/packet_source.hpp) replaying an
// injection trace: each terminal takes its packets in creation order, each once it is idle
// and the packet's creation cycle has come (doar-sim's source queue, unbounded), and the
// tail's ejection cycle is recorded per packet.
#pragma once
#include <deque>
#include <vector>
#include "injection_trace.hpp"
#include "packet_source.hpp"

namespace doar::routertb {

class TraceSource final : public net::PacketSource {
 public:
  TraceSource(const std::vector<TracePacket>& trace, int nodes, int packet_size);
  bool next(int node, std::uint64_t cycle, net::SourcePacket& out) override;
  void delivered(const net::Packet& p, std::uint64_t cycle) override;
  // Per trace packet: the cycle its tail reached its destination (-1: not yet).
  const std::vector<std::int64_t>& delivery() const { return delivered_; }
  std::size_t count_delivered() const { return n_delivered_; }

 private:
  const std::vector<TracePacket>& trace_;
  int packet_size_;
  std::vector<std::deque<std::uint32_t>> queue_;  // per node: trace ids not yet taken
  std::vector<std::int64_t> delivered_;
  std::size_t n_delivered_ = 0;
};

}  // namespace doar::routertb
