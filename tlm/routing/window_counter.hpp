// Per-key counts over a sliding window of recent cycles, kept in kBuckets buckets so that an
// update costs O(1) and the window slides in steps of window/kBuckets cycles (the count covers
// between window - window/kBuckets and window cycles). Used by UGAL_LE for the flits a router
// committed towards each global channel of its group.
#pragma once
#include <cstdint>
#include <vector>

namespace doar::net {

class WindowCounter {
 public:
  static constexpr int kBuckets = 8;

  WindowCounter(int keys, int window_cycles)
      : keys_(keys), width_(window_cycles / kBuckets > 0 ? window_cycles / kBuckets : 1),
        buckets_(static_cast<std::size_t>(keys) * kBuckets, 0), total_(keys, 0) {}

  // Brings the window to cycle `now` (cycles never go backwards).
  void advance(std::uint64_t now) {
    const std::uint64_t step = now / width_;
    if (step == step_) return;
    const std::uint64_t stale = step - step_ < kBuckets ? step - step_ : kBuckets;
    for (std::uint64_t i = 1; i <= stale; ++i) clear_bucket(static_cast<int>((step_ + i) % kBuckets));
    step_ = step;
  }
  void add(int key, int n) {
    buckets_[static_cast<std::size_t>(key) * kBuckets + step_ % kBuckets] += n;
    total_[key] += n;
  }
  long count(int key) const { return total_[key]; }
  int window() const { return width_ * kBuckets; }

 private:
  void clear_bucket(int b) {
    for (int k = 0; k < keys_; ++k) {
      long& c = buckets_[static_cast<std::size_t>(k) * kBuckets + b];
      total_[k] -= c;
      c = 0;
    }
  }

  int keys_;
  int width_;
  std::uint64_t step_ = 0;
  std::vector<long> buckets_;  // [key][bucket]
  std::vector<long> total_;    // per key, the sum of its buckets
};

}  // namespace doar::net
