// The time series of a run (--timeline FILE): per window of W cycles, accepted throughput,
// mean latency of the packets delivered in it, losses, unreachable drops and fault-engine
// table updates, as CSV.
#pragma once
#include <ostream>
#include "sim_fault_report.hpp"

namespace doar::net {

class Timeline {
 public:
  explicit Timeline(std::uint64_t window) : w_(window ? window : 1) {}
  TimelineRow& at(std::uint64_t cycle) {
    const std::size_t i = static_cast<std::size_t>(cycle / w_);
    while (rows_.size() <= i) {
      rows_.emplace_back();
      rows_.back().start = (rows_.size() - 1) * w_;
    }
    return rows_[i];
  }
  std::uint64_t window() const { return w_; }
  const std::vector<TimelineRow>& rows() const { return rows_; }

 private:
  std::uint64_t w_;
  std::vector<TimelineRow> rows_;
};

// CSV: cycle,accepted,latency,delivered,lost,unreachable,table_updates,fd_sent,fr_sent.
// accepted in flits/node/cycle over `nodes`, latency the mean over the window's deliveries
// (empty when none).
// With `detail` (--timeline-detail) six more columns: offered (flits created per node per
// cycle), refused (packets turned away by full source queues), backlog (packets created and
// not yet injected, at the window's end), two_global (share of the delivered packets that
// crossed two global links), hops (their mean router-to-router hops), congg (share of the
// global channels whose CongG bit is set in their group's bitmap, mean over the window;
// empty for algorithms without the bitmap).
void write_timeline_csv(std::ostream& os, const FaultReport& r, std::uint64_t nodes, bool detail = false);

}  // namespace doar::net
