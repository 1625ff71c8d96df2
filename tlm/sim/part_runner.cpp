#include "part_runner.hpp"

#include "router.hpp"

namespace doar::net {

// The tasks in order, with the prefetch pipeline of Router::prefetch_object ..
// prefetch_heads over them: task j gets its four stages in the iterations 4, 3, 2 and 1
// before the one that runs it; within a router block only what its links deliver and the
// heads it routes are prefetched before each later cycle (its own state is in the caches).
void run_router_tasks(const RouterTask* t, int n, std::uint64_t first, std::uint64_t len, bool set_clock) {
  for (int k = 0; k < n + 4; ++k) {
    if (k < n) t[k].router->prefetch_object();
    if (k >= 1 && k - 1 < n) t[k - 1].router->prefetch_state(first + t[k - 1].offset);
    if (k >= 2 && k - 2 < n) t[k - 2].router->prefetch_links(first + t[k - 2].offset);
    if (k >= 3 && k - 3 < n) t[k - 3].router->prefetch_heads(first + t[k - 3].offset);
    if (k < 4) continue;
    Router& x = *t[k - 4].router;
    const std::uint64_t from = first + t[k - 4].offset, end = from + len;
    for (std::uint64_t c = from; c < end; ++c) {
      if (c > from) {
        x.prefetch_links(c);
        x.prefetch_heads(c);
      }
      if (set_clock) SimClock::current = c;
      x.tick(c);
    }
  }
}

PartRunner::PartRunner(std::vector<Part> parts, std::vector<int> begin, int block, int router_block)
    : parts_(std::move(parts)),
      begin_(std::move(begin)),
      block_(block),
      router_block_(router_block),
      barrier_(static_cast<int>(begin_.size()) - 1),
      error_(parts_.size()),
      error_block_(parts_.size(), 0) {
  for (int k = 1; k < threads(); ++k) workers_.emplace_back([this, k]() { worker(k); });
}

void PartRunner::stop() {
  if (workers_.empty()) return;
  stopping_ = true;
  barrier_.arrive_and_wait();  // the workers' start barrier: they see stopping_ and end
  for (auto& w : workers_) w.join();
  workers_.clear();
}

void PartRunner::worker(int k) {
  while (true) {
    barrier_.arrive_and_wait();  // a job (or the end) was set before it
    if (stopping_) return;
    run_share(k);
  }
}

void PartRunner::run(std::uint64_t first, int blocks) {
  job_first_ = first;
  job_blocks_ = blocks;
  if (!workers_.empty()) barrier_.arrive_and_wait();
  run_share(0);
  // Every part's work is visible here (the last barrier of run_share).
  std::size_t worst = parts_.size();
  for (std::size_t p = 0; p < parts_.size(); ++p) {
    if (!error_[p]) continue;
    if (worst == parts_.size() || error_block_[p] <= error_block_[worst]) worst = p;
  }
  if (worst < parts_.size()) std::rethrow_exception(error_[worst]);
}

void PartRunner::run_share(int k) {
  // The job as it was set before the start barrier: after this share's last barrier thread
  // 0 may already be writing the next one.
  const std::uint64_t job_first = job_first_;
  const int blocks = job_blocks_;
  for (int b = 0; b < blocks; ++b) {
    const std::uint64_t first = job_first + static_cast<std::uint64_t>(b) * static_cast<std::uint64_t>(block_);
    for (int p = begin_[k + 1] - 1; p >= begin_[k]; --p) run_part(p, first);
    if (!workers_.empty()) barrier_.arrive_and_wait();
    if (k == 0 && after_block_) after_block_(first);
  }
}

void PartRunner::run_part(int p, std::uint64_t first) {
  if (error_[static_cast<std::size_t>(p)]) return;
  Part& part = parts_[static_cast<std::size_t>(p)];
  try {
    part.state->pool.begin_block(first / static_cast<std::uint64_t>(block_));
    for (const FarInbound& f : part.state->inbound) f.collect(first, static_cast<std::uint64_t>(block_));
    run_router_tasks(part.tasks.data(), static_cast<int>(part.tasks.size()), first,
                     static_cast<std::uint64_t>(router_block_), false);
  } catch (...) {
    error_[static_cast<std::size_t>(p)] = std::current_exception();
    error_block_[static_cast<std::size_t>(p)] = first;
  }
}

}  // namespace doar::net
