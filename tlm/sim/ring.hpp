// A growable FIFO ring buffer (power-of-two capacity, doubles when full). The simulator's
// queues (input VC buffers, output queues, source queues) use it so that no flit or packet
// transfer allocates memory once the queues have reached their working size. A queue that
// runs empty starts again at slot 0: most queues hold a flit or two at a time, and refilling
// the same first line keeps it in the cache, where walking round the whole buffer touched a
// new line every few items (a per-router working set of the full capacities).
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

namespace doar::net {

template <class T>
class Ring {
 public:
  bool empty() const { return head_ == tail_; }
  std::size_t size() const { return tail_ - head_; }
  T& front() { return buf_[head_ & mask_]; }
  const T& front() const { return buf_[head_ & mask_]; }
  T& at(std::size_t i) { return buf_[(head_ + i) & mask_]; }
  void push(const T& v) {
    if (size() == buf_.size()) grow();
    buf_[tail_++ & mask_] = v;
  }
  T pop() {
    const T v = buf_[head_++ & mask_];
    if (head_ == tail_) head_ = tail_ = 0;
    return v;
  }
  void clear() { head_ = tail_ = 0; }

 private:
  void grow() {
    const std::size_t n = buf_.empty() ? 4 : buf_.size() * 2;
    std::vector<T> nb(n);
    for (std::size_t i = 0; i < size(); ++i) nb[i] = buf_[(head_ + i) & mask_];
    tail_ = size();
    head_ = 0;
    buf_.swap(nb);
    mask_ = n - 1;
  }
  std::vector<T> buf_;
  std::size_t mask_ = 0;
  std::uint64_t head_ = 0, tail_ = 0;
};

}  // namespace doar::net
