// Link delay lines: the link latency lives here, not in the SystemC event queue.
//
// Every link (router-router, terminal-router, router-terminal) has one LinkLine: two rings
// indexed by arrival cycle, one for the flits going downstream and one for the credits
// coming back. A link carries at most one flit per cycle (one per output port and cycle),
// so a flit ring slot holds one flit; credits of one cycle are counted per VC in one 64-bit
// word (4 bits per VC, up to 16 VCs: a VC returns at most one credit per allocation step,
// at most 8 steps per cycle with --speedup <= 8, plus one for a flit lost on a failed link,
// so a count never exceeds 9). The rings are 2^k >= latency + 1 slots long: a slot is
// written at cycle t for t + latency and read at t + latency.
//
// Every router owns an ArrivalCalendar: per cycle (ring of 2^k >= longest latency + 1
// slots) four bit masks over its ports that say which of its links deliver something in
// that cycle (a flit on an input port, credits for an output port, a flit for a node's
// ejection sink, injection credits for a node's source). Sending a flit is therefore two
// stores (the flit into the link's ring, one bit into the receiver's calendar), and the
// receiving router's clocked method visits exactly the links that deliver, in port order,
// without scanning idle ports. Because every slot is written only for a later cycle and read
// in its own cycle, the result does not depend on the order in which the kernel runs the
// routers within a cycle.
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

// What arrives at a router in one cycle: bit `port` of each word.
struct ArrivalBits {
  enum Kind { kFlit = 0, kCredit = 1, kEject = 2, kInjCredit = 3 };
  std::uint64_t word[4] = {0, 0, 0, 0};  // by Kind
  bool any() const { return (word[0] | word[1] | word[2] | word[3]) != 0; }
  void clear() { word[0] = word[1] = word[2] = word[3] = 0; }
};

class ArrivalCalendar {
 public:
  void init(int horizon) {
    slots_.assign(pow2_at_least(static_cast<std::size_t>(horizon) + 1), {});
    mask_ = slots_.size() - 1;
  }
  ArrivalBits& at(std::uint64_t cycle) { return slots_[cycle & mask_]; }
  int horizon() const { return static_cast<int>(slots_.size()) - 1; }
  ArrivalBits* slots() { return slots_.data(); }
  std::size_t mask() const { return mask_; }

 private:
  std::vector<ArrivalBits> slots_;
  std::size_t mask_ = 0;
};

// Where one direction of a link delivers: a receiver's calendar, the word and the bit.
struct ArrivalTarget {
  ArrivalBits* slots = nullptr;
  std::size_t mask = 0;
  int kind = 0;
  std::uint64_t bit = 0;
  void set(ArrivalCalendar& c, int k, int port) {
    slots = c.slots();
    mask = c.mask();
    kind = k;
    bit = std::uint64_t{1} << port;
  }
  void mark(std::uint64_t cycle) const { slots[cycle & mask].word[kind] |= bit; }
  std::uint64_t* word0() const { return slots ? &slots[0].word[kind] : nullptr; }  // slot 0's word
};

class LinkLine {
 public:
  explicit LinkLine(int latency) : latency_(latency) {
    const std::size_t n = pow2_at_least(static_cast<std::size_t>(latency) + 1);
    flits_.assign(n, Flit{});
    credits_.assign(n, 0);
    mask_ = n - 1;
  }
  int latency() const { return latency_; }
  ArrivalTarget flit_to, credit_to;  // downstream (flits) and upstream (credits) ends

  void put_flit(std::uint64_t now, const Flit& f) {
    const std::uint64_t c = now + static_cast<std::uint64_t>(latency_);
    flits_[c & mask_] = f;
    flit_to.mark(c);
  }
  void put_credit(std::uint64_t now, int vc) {
    const std::uint64_t c = now + static_cast<std::uint64_t>(latency_);
    credits_[c & mask_] += std::uint64_t{1} << (4 * vc);
    credit_to.mark(c);
  }
  const Flit& flit(std::uint64_t cycle) const { return flits_[cycle & mask_]; }
  // Raw rings for the routers' per-port views (Router::PortLink).
  Flit* flit_ring() { return flits_.data(); }
  std::uint64_t* credit_ring() { return credits_.data(); }
  std::size_t ring_mask() const { return mask_; }
  // The credits arriving in `cycle` (4-bit count per VC), removed from the line.
  std::uint64_t take_credits(std::uint64_t cycle) {
    std::uint64_t& w = credits_[cycle & mask_];
    const std::uint64_t v = w;
    w = 0;
    return v;
  }

 private:
  int latency_;
  std::size_t mask_ = 0;
  std::vector<Flit> flits_;
  std::vector<std::uint64_t> credits_;
};

}  // namespace doar::net
