// A router's small per-port arrays carved out of one allocation. The router prefetches its
// per-port state every cycle (Router::prefetch_state): in one block that is one contiguous
// range of lines instead of a dozen separate vectors, each with its partly used first and
// last line and its own address computation.
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <type_traits>

namespace doar::net {

// A fixed-size array inside a PortBlock (the block owns the memory).
template <class T>
class PortArray {
 public:
  T& operator[](std::size_t i) { return p_[i]; }
  const T& operator[](std::size_t i) const { return p_[i]; }
  T* data() { return p_; }
  const T* data() const { return p_; }
  std::size_t size() const { return n_; }
  T* begin() { return p_; }
  T* end() { return p_ + n_; }
  const T* begin() const { return p_; }
  const T* end() const { return p_ + n_; }

 private:
  friend class PortBlock;
  T* p_ = nullptr;
  std::size_t n_ = 0;
};

class PortBlock {
 public:
  // `carve_all(block)` calls carve() for every array of the block, in a fixed order; it runs
  // twice: once to measure, once to place and fill the arrays.
  template <class F>
  void build(F&& carve_all) {
    used_ = 0;
    base_ = nullptr;
    carve_all(*this);
    const std::size_t bytes = used_;
    mem_.reset(static_cast<std::byte*>(::operator new(bytes ? bytes : 1, std::align_val_t{64})));
    base_ = mem_.get();
    used_ = 0;
    carve_all(*this);
  }
  template <class T>
  void carve(PortArray<T>& a, std::size_t n, const T& init) {
    static_assert(std::is_trivially_destructible_v<T>, "the block frees its memory without destructors");
    const std::size_t off = (used_ + alignof(T) - 1) & ~(alignof(T) - 1);
    used_ = off + n * sizeof(T);
    if (!base_) return;
    a.p_ = reinterpret_cast<T*>(base_ + off);
    a.n_ = n;
    std::uninitialized_fill_n(a.p_, n, init);
  }
  const void* data() const { return base_; }
  std::size_t bytes() const { return used_; }

 private:
  struct Free {
    void operator()(std::byte* p) const { ::operator delete(p, std::align_val_t{64}); }
  };
  std::unique_ptr<std::byte, Free> mem_;
  std::byte* base_ = nullptr;
  std::size_t used_ = 0;
};

}  // namespace doar::net
