// Link delay lines: the link latency lives here, not in the SystemC event queue. Every
// router owns one arrival calendar, a ring buffer indexed by arrival cycle, that is the delay
// line of all the links (and credit return paths) ending at it: the sending side's socket
// call (nb_transport_fw for a flit, nb_transport_bw for a credit, link latency as annotated
// delay) appends the item to the slot of its arrival cycle; the receiving router's clocked
// method takes the slot of the current cycle and handles exactly what arrives, without
// scanning its ports. A slot is written at cycle t only for t + latency (latency >= 1) and
// read at that cycle, so the result does not depend on the order in which the kernel runs
// the routers within a cycle.
#pragma once
#include <cstdint>
#include <vector>
#include "flit.hpp"

namespace doar::net {

inline std::size_t pow2_at_least(std::size_t n) {
  std::size_t p = 1;
  while (p < n) p <<= 1;
  return p;
}

// One arriving item: a flit (pkt != nullptr) or a credit / timer (pkt == nullptr, vc).
// `code` names the link end (Router::kFlit | port, ...).
struct Arrival {
  Flit flit;
  std::uint16_t code = 0;
};

class ArrivalCalendar {
 public:
  void init(int horizon) {
    slots_.assign(pow2_at_least(static_cast<std::size_t>(horizon) + 1), {});
    mask_ = slots_.size() - 1;
  }
  void add(std::uint64_t cycle, std::uint16_t code, const Flit& f) { slots_[cycle & mask_].push_back({f, code}); }
  std::vector<Arrival>& at(std::uint64_t cycle) { return slots_[cycle & mask_]; }
  int horizon() const { return static_cast<int>(slots_.size()) - 1; }

 private:
  std::vector<std::vector<Arrival>> slots_;
  std::size_t mask_ = 0;
};

}  // namespace doar::net
