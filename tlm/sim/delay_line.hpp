// Link delay lines: the link latency lives here, not in the SystemC event queue. The sending
// side's socket call (nb_transport_fw for flits, nb_transport_bw for credits, with the link
// latency as annotated delay) writes the item into the slot of its arrival cycle; the
// receiving router's clocked method takes the slot of the current cycle. A slot is written
// at cycle t for t + latency (latency >= 1) and read at that cycle, so the result does not
// depend on the order in which routers run within a cycle.
#pragma once
#include <cstdint>
#include <stdexcept>
#include <vector>
#include "flit.hpp"

namespace doar::net {

inline std::size_t pow2_at_least(std::size_t n) {
  std::size_t p = 1;
  while (p < n) p <<= 1;
  return p;
}

// Per router: which link ends receive something in a given cycle, so that the router's
// clocked method visits only those instead of scanning every port (the scan's cache misses
// dominated the run time). A code names the link end (see Router::on_clock).
class ArrivalWheel {
 public:
  void init(int horizon) {
    slots_.assign(pow2_at_least(static_cast<std::size_t>(horizon) + 1), {});
    mask_ = slots_.size() - 1;
  }
  void add(std::uint64_t cycle, std::uint16_t code) { slots_[cycle & mask_].push_back(code); }
  std::vector<std::uint16_t>& at(std::uint64_t cycle) { return slots_[cycle & mask_]; }

 private:
  std::vector<std::vector<std::uint16_t>> slots_;
  std::size_t mask_ = 0;
};

// At most one flit per cycle (link bandwidth 1 flit/cycle).
class FlitLine {
 public:
  void init(int latency) {
    slots_.assign(pow2_at_least(static_cast<std::size_t>(latency) + 1), Flit{});
    mask_ = slots_.size() - 1;
  }
  void put(std::uint64_t arrival, const Flit& f) {
    Flit& s = slots_[arrival & mask_];
    if (s.pkt) throw std::logic_error("two flits on one link in one cycle");
    s = f;
    ++pending_;
  }
  // The flit arriving at `cycle`, or a flit with pkt == nullptr.
  Flit take(std::uint64_t cycle) {
    if (!pending_) return Flit{};
    Flit& s = slots_[cycle & mask_];
    Flit f = s;
    if (f.pkt) {
      s.pkt = nullptr;
      --pending_;
    }
    return f;
  }
  int pending() const { return pending_; }

 private:
  std::vector<Flit> slots_;
  std::size_t mask_ = 0;
  int pending_ = 0;
};

// Credits: any number per VC per cycle (with internal speedup an input can free more than
// one slot per cycle).
class CreditLine {
 public:
  void init(int latency, int vcs) {
    vcs_ = vcs;
    const std::size_t n = pow2_at_least(static_cast<std::size_t>(latency) + 1);
    counts_.assign(n * vcs, 0);
    any_.assign(n, 0);
    mask_ = n - 1;
  }
  void put(std::uint64_t arrival, int vc) {
    const std::size_t s = arrival & mask_;
    ++counts_[s * vcs_ + vc];
    ++any_[s];
    ++pending_;
  }
  // Adds the credits arriving at `cycle` to credits[0..vcs) and returns how many arrived.
  template <class F>
  int take(std::uint64_t cycle, F&& add) {
    if (!pending_) return 0;
    const std::size_t s = cycle & mask_;
    const int n = any_[s];
    if (!n) return 0;
    for (int vc = 0; vc < vcs_; ++vc) {
      std::uint16_t& c = counts_[s * vcs_ + vc];
      if (c) {
        add(vc, c);
        c = 0;
      }
    }
    any_[s] = 0;
    pending_ -= n;
    return n;
  }

 private:
  int vcs_ = 1;
  std::vector<std::uint16_t> counts_;
  std::vector<std::uint16_t> any_;
  std::size_t mask_ = 0;
  int pending_ = 0;
};

}  // namespace doar::net
