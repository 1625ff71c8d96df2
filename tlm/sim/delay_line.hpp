// Link delay lines: the link latency lives here, not in the SystemC event queue.
//
// Every link (router-router, terminal-router, router-terminal) has one LinkLine: a ring of
// the flits going downstream, in the order they were sent, and a ring of the credits coming
// back, indexed by arrival cycle. A link carries at most one flit per cycle (one per output
// port and cycle) and every flit takes the same latency, so flits arrive in the order they
// were sent: the sender appends at its tail count, the receiver takes the flit at its head
// count in each cycle its calendar says one arrives. The flits in flight thus lie side by
// side (two 32-byte flits per cache line) whatever the link's load, where a ring by arrival
// cycle left a slot per idle cycle between them. Credits of one cycle are counted per VC in one 64-bit
// word (4 bits per VC, up to 16 VCs: a VC returns at most one credit per allocation step,
// at most 8 steps per cycle with --speedup <= 8, plus one for a flit lost on a failed link,
// so a count never exceeds 9). The rings are 2^k >= latency + 1 slots long: at most latency
// + 1 flits are in flight (sent in cycles t - latency .. t, when the receiver runs after the
// sender in cycle t), and a credit slot is written at cycle t for t + latency and read at
// t + latency. When routers run B cycles in a row (Network, time blocks) a sender can be up
// to B - 1 cycles ahead of its receiver: the rings and calendars then take B - 1 more slots
// (`slack`).
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
#include <cstring>
#include <memory>
#include <new>
#include <type_traits>
#include <vector>
#include "flit.hpp"

namespace doar::net {

static_assert(std::is_trivially_destructible_v<Flit>, "LinkLine frees its rings without destructors");

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

// A link between two parts of a parallel run (net_env.hpp, NetPart) does not mark the far
// end's calendar: another thread works on that calendar's words in the same block. Its sender
// sets a byte per arrival cycle in the line's own marks instead (one writer, and a byte is a
// memory location of its own), and the far end's part, at the start of each block, moves
// the marks of that block's cycles into its calendar (FarInbound::collect). The marks have a
// calendar's length and index: a sender writes cycles at or after the next block, the
// receiver reads this block's, and the calendar's horizon keeps the two apart.
// Bytes of the block's own cycles are read 8 at a time where 8 of them lie side by side
// (never a word that holds a byte of another block's cycle, which the sender may be writing).
struct FarInbound {
  std::uint8_t* marks = nullptr;
  ArrivalTarget to;  // where the marked arrivals go
  void collect(std::uint64_t first, std::uint64_t cycles) const {
    std::uint64_t c = first;
    const std::uint64_t end = first + cycles;
    while (c < end) {
      const std::size_t i = c & to.mask;
      if ((i & 7) == 0 && c + 8 <= end && i + 8 <= to.mask + 1) {
        std::uint64_t w;
        std::memcpy(&w, marks + i, 8);
        if (w == 0) {
          c += 8;
          continue;
        }
      }
      if (marks[i]) {
        marks[i] = 0;
        to.mark(c);
      }
      ++c;
    }
  }
};

class LinkLine {
 public:
  // The credit ring lies right after the flit ring, in one allocation: a router's view of
  // the line (Router::PortLink) then needs a single pointer for both, and fits 32 bytes.
  explicit LinkLine(int latency, int slack = 0) : latency_(latency) {
    const std::size_t n = pow2_at_least(static_cast<std::size_t>(latency) + 1 + static_cast<std::size_t>(slack));
    mem_.reset(::operator new(n * (sizeof(Flit) + sizeof(std::uint64_t)), std::align_val_t{alignof(Flit)}));
    flits_ = static_cast<Flit*>(mem_.get());
    std::uninitialized_default_construct_n(flits_, n);
    credits_ = reinterpret_cast<std::uint64_t*>(static_cast<char*>(mem_.get()) + n * sizeof(Flit));
    std::uninitialized_fill_n(credits_, n, std::uint64_t{0});
    mask_ = n - 1;
  }
  int latency() const { return latency_; }
  ArrivalTarget flit_to, credit_to;  // downstream (flits) and upstream (credits) ends

  // The transport calls' path (link_ends.hpp) appends with the line's own tail count; the
  // engine's senders keep theirs at hand instead (LinkSender, Router::PortLink). A link is
  // driven through one of the two, never both.
  void put_flit(std::uint64_t now, const Flit& f) {
    flits_[ref_tail_++ & mask_] = f;
    flit_to.mark(now + static_cast<std::uint64_t>(latency_));
  }
  void put_credit(std::uint64_t now, int vc) {
    const std::uint64_t c = now + static_cast<std::uint64_t>(latency_);
    credits_[c & mask_] += std::uint64_t{1} << (4 * vc);
    credit_to.mark(c);
  }
  // Far-arrival marks of a link between parts, both directions (FarInbound), each a
  // calendar's length and kept by the part that reads them (NetPart::far_marks); null
  // otherwise.
  void set_far_marks(std::uint8_t* flits, std::uint8_t* credits) {
    far_flits_ = flits;
    far_credits_ = credits;
  }
  std::uint8_t* far_flit_marks() { return far_flits_; }
  std::uint8_t* far_credit_marks() { return far_credits_; }
  // Raw rings for the routers' per-port views (Router::PortLink).
  Flit* flit_ring() { return flits_; }
  std::uint64_t* credit_ring() { return credits_; }  // == flit_ring() + ring_mask() + 1
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
  std::uint32_t ref_tail_ = 0;  // put_flit()'s tail count
  std::size_t mask_ = 0;
  struct Free {
    void operator()(void* p) const { ::operator delete(p, std::align_val_t{alignof(Flit)}); }
  };
  std::unique_ptr<void, Free> mem_;  // both rings (Flit and the counts are trivially destructible)
  Flit* flits_ = nullptr;
  std::uint64_t* credits_ = nullptr;
  std::uint8_t* far_flits_ = nullptr;
  std::uint8_t* far_credits_ = nullptr;
};

}  // namespace doar::net
