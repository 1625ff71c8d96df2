// What a routing function sees of the router it runs in (and, for the oracle algorithms, of
// the others). The simulator implements this interface; routing functions never touch the
// router's internals, so the same algorithm code serves every router model that can answer
// these questions.
//
// Units: occupancies and capacities are in flits. "Occupancy" of an output (port, vc) is
// BookSim's used-credit count: the downstream buffer depth minus the credits this router
// holds, i.e. flits sent (or reserved by a packet that won the VC) whose credit has not come
// back yet, including flits on the wire and credits on the way back. Terminal (ejection)
// ports have unbounded sinks; their occupancy is the output queue length.
#pragma once
#include <cstdint>
#include "bitmask.hpp"
#include "dragonfly.hpp"
#include "rng.hpp"

namespace doar::net {

class RouterView {
 public:
  virtual ~RouterView() = default;

  virtual const Dragonfly& dfly() const = 0;
  virtual RouterId id() const = 0;
  int index() const { return dfly().router_index(id()); }
  virtual int vcs() const = 0;                 // VCs per port in this network
  virtual std::uint64_t cycle() const = 0;     // current cycle

  // Output side, seen through credits (see units above).
  virtual int credits(int port, int vc) const = 0;
  virtual int capacity(int port) const = 0;    // downstream buffer depth per VC
  int occupancy(int port, int vc) const { return capacity(port) - credits(port, vc); }
  virtual int occupancy(int port) const = 0;   // sum over the VCs of the port
  // Flits sent on `port` during the last history_window(port) cycles (the window is the
  // channel's credit round trip). PAR_PH-style phantom-corrected occupancy:
  // max(0, occupancy - recent_sends). DOAR's CongL/CongG use this estimator too.
  virtual int recent_sends(int port) const = 0;
  virtual int history_window(int port) const = 0;
  int phantom_occupancy(int port) const {
    const int q = occupancy(port) - recent_sends(port);
    return q > 0 ? q : 0;
  }
  virtual std::uint64_t flits_sent(int port) const = 0;  // since the start of the run

  // DOAR congestion inputs (DESIGN.md section 5, core/congestion/congestion_rules.hpp),
  // built by the router from its credits, one bit per port: CongL (occupancy > local
  // threshold, no window) for terminal and intra-group ports, CongG (phantom-corrected
  // occupancy > global threshold) for the router's own global ports. Not delayed.
  // Both are asked once per routed head and change at most once per cycle, so the answer
  // of the cycle is cached here, in the interface, and the cached case is an inline check
  // instead of a virtual call (~2.5 M calls in 300 cycles of dfly(6,12,6,73)).
  PortMask congested_ports() const {
    return cong_cycle_ == view_cycle_ ? cong_ports_ : compute_congested_ports();
  }
  // The group's a*h-bit CongG bitmap as it reaches this router over the PCS ring: every
  // router's bits (its own included, through its loopback) delayed by the PCS latency.
  const SlotMask& group_congestion() const {
    return group_cycle_ == view_cycle_ ? *group_cong_ : compute_group_congestion();
  }

  // This router's random stream (seeded from the run's seed and the router index).
  virtual Rng& rng() = 0;

  // Oracle view of another router (UGAL_G and similar idealised algorithms only). The value
  // is the other router's state at the time of the call within the current cycle; returns
  // nullptr in router models that have no global view.
  virtual const RouterView* remote(int router_index) const = 0;

 protected:
  // The computations behind congested_ports() and group_congestion(). An implementation
  // that caches sets cong_ports_ and cong_cycle_ (group_cong_ and group_cycle_) to the
  // answer and to view_cycle_, which it keeps equal to its current cycle; one that does not
  // leaves the cycles at ~0, so that every call computes.
  virtual PortMask compute_congested_ports() const = 0;
  virtual const SlotMask& compute_group_congestion() const = 0;
  std::uint64_t view_cycle_ = 0;
  mutable std::uint64_t cong_cycle_ = ~0ull;
  mutable PortMask cong_ports_ = 0;
  mutable std::uint64_t group_cycle_ = ~0ull;
  mutable const SlotMask* group_cong_ = nullptr;
};

}  // namespace doar::net
