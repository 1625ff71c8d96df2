// The meeting point of a parallel run's threads (std::barrier is C++20): a sense-reversing
// barrier on one counter and one generation word. A thread that is not the last spins for a
// few microseconds (the others are usually about to arrive: the parts are of equal size)
// and then sleeps in the kernel (futex) so that a thread descheduled on a busy machine costs
// the others no CPU. The last one to arrive resets the counter, then publishes the next
// generation (release: everything written before the barrier is visible after it) and
// wakes the sleepers.
#pragma once
#include <atomic>
#include <climits>
#include <cstdint>
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace doar::net {

class SpinFutexBarrier {
 public:
  explicit SpinFutexBarrier(int threads) : n_(static_cast<std::uint32_t>(threads)) {}
  SpinFutexBarrier(const SpinFutexBarrier&) = delete;
  SpinFutexBarrier& operator=(const SpinFutexBarrier&) = delete;

  void arrive_and_wait() {
    const std::uint32_t gen = gen_.load(std::memory_order_acquire);
    if (count_.fetch_add(1, std::memory_order_acq_rel) + 1 == n_) {
      count_.store(0, std::memory_order_relaxed);
      // Sequentially consistent, with the sleeper's side: either it counted itself in before
      // this load (and is woken) or it reads the new generation before it sleeps.
      gen_.store(gen + 1, std::memory_order_seq_cst);
      if (sleepers_.load(std::memory_order_seq_cst) > 0) futex(FUTEX_WAKE_PRIVATE, INT_MAX);
      return;
    }
    for (int i = 0; i < kSpins; ++i) {
      if (gen_.load(std::memory_order_acquire) != gen) return;
      __builtin_ia32_pause();
    }
    sleepers_.fetch_add(1, std::memory_order_seq_cst);
    while (gen_.load(std::memory_order_seq_cst) == gen) futex(FUTEX_WAIT_PRIVATE, gen);
    sleepers_.fetch_sub(1, std::memory_order_acq_rel);
  }

 private:
  static constexpr int kSpins = 256;  // ~3-25 us of pause instructions (10-100 ns each)
  long futex(int op, std::uint32_t val) {
    return syscall(SYS_futex, reinterpret_cast<std::uint32_t*>(&gen_), op, val, nullptr, nullptr, 0);
  }
  const std::uint32_t n_;
  alignas(64) std::atomic<std::uint32_t> count_{0};
  alignas(64) std::atomic<std::uint32_t> gen_{0};
  std::atomic<std::uint32_t> sleepers_{0};
};

}  // namespace doar::net
