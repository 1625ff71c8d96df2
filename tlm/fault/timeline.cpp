#include "timeline.hpp"

#include <iomanip>

namespace doar::net {

void write_timeline_csv(std::ostream& os, const FaultReport& r, std::uint64_t nodes, bool detail) {
  os << "cycle,accepted,latency,delivered,lost,unreachable,table_updates,fd_sent,fr_sent"
     << (detail ? ",offered,refused,backlog,two_global,hops,congg" : "") << '\n';
  const double denom = static_cast<double>(nodes) * static_cast<double>(r.window ? r.window : 1);
  for (const TimelineRow& w : r.timeline) {
    os << w.start << ',' << std::fixed << std::setprecision(6) << w.ejected_flits / denom << ',';
    if (w.delivered) os << std::setprecision(3) << static_cast<double>(w.latency_sum) / w.delivered;
    os << ',' << w.delivered << ',' << w.lost << ',' << w.unreachable << ',' << w.table_updates << ','
       << w.fd_sent << ',' << w.fr_sent;
    if (detail) {
      os << ',' << std::setprecision(6) << static_cast<double>(w.generated * r.packet_size) / denom << ',' << w.refused
         << ',' << w.backlog << ',';
      if (w.delivered) {
        os << std::setprecision(4) << static_cast<double>(w.two_global) / w.delivered << ','
           << std::setprecision(3) << static_cast<double>(w.hops_sum) / w.delivered;
      } else {
        os << ',';
      }
      os << ',';
      if (w.congg_samples && r.global_channels) {
        os << std::setprecision(4)
           << static_cast<double>(w.congg_bits) / (static_cast<double>(w.congg_samples) * r.global_channels);
      }
    }
    os << '\n';
  }
}

}  // namespace doar::net
