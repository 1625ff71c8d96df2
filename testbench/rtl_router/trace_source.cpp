#include "trace_source.hpp"

namespace doar::routertb {

TraceSource::TraceSource(const std::vector<TracePacket>& trace, int nodes, int packet_size)
    : trace_(trace), packet_size_(packet_size), queue_(static_cast<std::size_t>(nodes)), delivered_(trace.size(), -1) {
  for (const TracePacket& p : trace) queue_[static_cast<std::size_t>(p.src)].push_back(p.id);
}

bool TraceSource::next(int node, std::uint64_t cycle, net::SourcePacket& out) {
  auto& q = queue_[static_cast<std::size_t>(node)];
  if (q.empty() || trace_[q.front()].created > cycle) return false;
  const TracePacket& p = trace_[q.front()];
  q.pop_front();
  out.dst = p.dst;
  out.size = static_cast<std::uint16_t>(packet_size_);
  out.created = p.created;
  out.id = p.id;
  return true;
}

void TraceSource::delivered(const net::Packet& p, std::uint64_t cycle) {
  delivered_[static_cast<std::size_t>(p.id)] = static_cast<std::int64_t>(cycle);
  ++n_delivered_;
}

}  // namespace doar::routertb
