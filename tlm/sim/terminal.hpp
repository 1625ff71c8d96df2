// A terminal (compute node): Bernoulli packet source with an unbounded-by-default source
// queue (capped at SimConfig::source_queue packets, counted as saturation), injection over a
// timed link into its router's terminal port, and the ejection sink that records the
// statistics. Terminals are SystemC modules with their own TLM sockets; their per-cycle work
// is run by their router's clocked method (tick()) so that the kernel schedules one process
// per router, not one per node.
#pragma once
#include <cstdint>
#include <limits>
#include <systemc>
#include "link_ends.hpp"
#include "net_env.hpp"
#include "ring.hpp"

namespace doar::net {

class Terminal : public sc_core::sc_module {
 public:
  Terminal(sc_core::sc_module_name name, int node, NetEnv& env);
  LinkSender inject;   // to the router's terminal input port
  LinkReceiver eject;  // from the router's terminal output port

  // Per cycle: generation and injection. Arrivals are dispatched by the router's wheel.
  void tick(std::uint64_t cycle);
  // Whether tick() has anything to do this cycle (a packet to create or a flit to send).
  bool due(std::uint64_t cycle) const {
    return next_gen_ <= cycle || cur_ != PacketPool::kNone || !queue_.empty() || env_.source || switch_at_ <= cycle;
  }
  // After tick() (or a due() that was false): the first cycle from which due() can be true
  // again, with no tick() in between (0: every cycle). Nothing but tick() changes what due()
  // reads, so the router skips the terminal, and its prefetches, until then.
  std::uint64_t next_due() const {
    if (cur_ != PacketPool::kNone || !queue_.empty() || env_.source) return 0;
    return next_gen_ < switch_at_ ? next_gen_ : switch_at_;
  }
  void on_eject(const Flit& f, std::uint64_t cycle);
  void on_credit(int n) { credits_ += n; }
  void end_of_elaboration() override { inject.connect(); }  // its injection link's delay line
  std::size_t queued() const { return queue_.size(); }
  // Nothing queued and no packet being injected (--drain-empty waits for every terminal).
  bool idle() const { return queue_.empty() && cur_ == PacketPool::kNone; }
  // Brings the fields tick() and on_eject() use into the cache (the router, ahead of time).
  void prefetch() const {
    inject.prefetch_hot();
    // Every line from node_ to next_flit_ (~180 bytes: due() reads env_, next_gen_ and
    // cur_, tick() the rest).
    const std::uintptr_t end = reinterpret_cast<std::uintptr_t>(&next_flit_ + 1);
    for (std::uintptr_t b = reinterpret_cast<std::uintptr_t>(&node_) & ~std::uintptr_t{63}; b < end; b += 64) {
      __builtin_prefetch(reinterpret_cast<const void*>(b));
    }
  }
  // One router later (the fields above are in by then): the source queue's front, the
  // packet being injected and the injection link's slot, which tick() writes.
  void prefetch_queue() const {
    __builtin_prefetch(inject.next_slot(), 1);
    if (!queue_.empty()) __builtin_prefetch(&queue_.front());
    if (cur_ != PacketPool::kNone) __builtin_prefetch(&part_.pool.at(cur_), 1);
  }
  // The ejection link's delay line object, which on_eject() reads to return the credit, and
  // env_ (between node_ and addr_; prefetch() does not run for a terminal that is not due).
  void prefetch_eject() const {
    // (104 bytes, at any 16-byte offset: up to three lines)
    const LinkLine& l = const_cast<LinkReceiver&>(eject).line();
    __builtin_prefetch(&l);
    __builtin_prefetch(reinterpret_cast<const char*>(&l) + 64);
    __builtin_prefetch(reinterpret_cast<const char*>(&l + 1) - 1);
    __builtin_prefetch(&node_);
    __builtin_prefetch(&addr_);
  }
  // The credit count on_credit() writes (for a terminal that is not due).
  void prefetch_credit() const { __builtin_prefetch(&credits_, 1); }

 private:
  struct Pending {
    std::uint64_t created;
    std::int32_t dst;
    bool tagged;
  };
  int node_;  // first of the fields prefetch() brings in (before env_, a reference)
  NetEnv& env_;
  NetPart& part_;  // its router's part: statistics, packets, ids
  NodeAddr addr_;
  Rng rng_;
  double p_packet_;    // packets per cycle
  double log_q_;       // log(1 - p_packet_), for geometric gaps
  std::uint64_t next_gen_ = 0;  // cycle of the next packet creation
  // Cycle at which the offered load changes next (a --burst boundary; never without one).
  std::uint64_t switch_at_ = std::numeric_limits<std::uint64_t>::max();
  std::uint64_t gap();
  void set_rate(double flits_per_cycle);
  void switch_rate(std::uint64_t cycle);
  void take_from_source(std::uint64_t cycle);  // tlm/workload hook
  // The header of a new packet to dst created in `created`, with the routing state of a
  // candidate-set routing (a random one drawn from the seed, the node and the cycle, so that
  // it depends on no other packet and no stream of the run).
  PacketHeader new_header(int dst, int size, std::uint64_t created) const;
  int credits_;        // free flit slots of VC 0 of the router's injection buffer
  Ring<Pending> queue_;
  std::uint32_t cur_ = PacketPool::kNone;  // packet whose flits are being injected
  PacketHeader cur_hdr_;                   // its header, copied into each of its flits
  int next_flit_ = 0;
};

}  // namespace doar::net
