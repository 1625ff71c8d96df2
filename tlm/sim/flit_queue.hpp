// The router's flit FIFOs (input VC buffers and output queues): Ring<Flit>'s growable ring
// (power-of-two capacity, doubles when full) with 32-bit positions and a bare pointer,
// 24 bytes instead of Ring's 48. An input VC with its allocation state then takes 32 bytes
// (a port's four VCs lie in two cache lines instead of four), and a router's output queues
// fill half the lines that prefetch_state() brings in every cycle. Like Ring, it starts
// again at slot 0 when it runs empty.
#pragma once
#include <cstddef>
#include <cstdint>
#include "flit.hpp"

namespace doar::net {

class FlitQueue {
 public:
  FlitQueue() = default;
  FlitQueue(FlitQueue&& o) noexcept : buf_(o.buf_), mask_(o.mask_), head_(o.head_), tail_(o.tail_) { o.buf_ = nullptr; }
  FlitQueue& operator=(FlitQueue&&) = delete;
  FlitQueue(const FlitQueue&) = delete;
  ~FlitQueue() { delete[] buf_; }
  bool empty() const { return head_ == tail_; }
  std::size_t size() const { return tail_ - head_; }  // unsigned difference: wraps correctly
  Flit& front() { return buf_[head_ & mask_]; }
  const Flit& front() const { return buf_[head_ & mask_]; }
  const Flit& at(std::size_t i) const { return buf_[(head_ + static_cast<std::uint32_t>(i)) & mask_]; }
  Flit& at(std::size_t i) { return buf_[(head_ + static_cast<std::uint32_t>(i)) & mask_]; }
  // The slot of the next flit, for the caller to write in place: the router moves a flit
  // from slot to slot (link -> VC buffer -> link or output queue) without a copy through a
  // local (which the compiler kept on the stack).
  Flit& push_slot() {
    if (!buf_ || tail_ - head_ == mask_ + 1) grow();
    return buf_[tail_++ & mask_];
  }
  void push(const Flit& f) { push_slot() = f; }
  // Removes the front flit (read in place through front() before).
  void drop_front() {
    if (++head_ == tail_) head_ = tail_ = 0;
  }
  Flit pop() {
    const Flit f = front();
    drop_front();
    return f;
  }
  // Where the next push() writes (for prefetching; nullptr before the first push).
  const Flit* next_slot() const { return buf_ ? &buf_[tail_ & mask_] : nullptr; }

 private:
  void grow() {
    const std::uint32_t n = buf_ ? 2 * (mask_ + 1) : 4;
    Flit* nb = new Flit[n];
    const std::uint32_t k = tail_ - head_;
    for (std::uint32_t i = 0; i < k; ++i) nb[i] = buf_[(head_ + i) & mask_];
    delete[] buf_;
    buf_ = nb;
    mask_ = n - 1;
    head_ = 0;
    tail_ = k;
  }
  Flit* buf_ = nullptr;
  std::uint32_t mask_ = 0, head_ = 0, tail_ = 0;
};

}  // namespace doar::net
