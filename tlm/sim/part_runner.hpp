// The threads of a parallel run (doar-sim --threads N, docs/performance.md): conservative
// synchronous simulation with lookahead. The network's parts (partition.hpp) run side by
// side in blocks of `block` cycles, a block no longer than the shortest latency of a link
// between parts, so that nothing a part does in a block reaches another part before the next
// block: within a block the parts share nothing they write (net_env.hpp, NetPart; the far
// marks of delay_line.hpp). After each block the threads meet at one barrier. Thread k runs
// the parts [begin[k], begin[k + 1]) one after the other, each its routers in the order of
// a run of one part (Network's task list); thread 0 is the caller's (the SystemC kernel's).
#pragma once
#include <cstdint>
#include <exception>
#include <functional>
#include <stdexcept>
#include <thread>
#include <vector>
#include "barrier.hpp"
#include "net_env.hpp"

namespace doar::net {

class Router;

// One router block: `router` runs the cycles [first + offset, first + offset + router block).
struct RouterTask {
  Router* router;
  std::uint64_t offset;  // cycles after the part block's first
};

// Runs the tasks of one part block from cycle `first`, with the routers' prefetch pipeline;
// `set_clock`: keep SimClock::current (the transport calls' clock) up to date, which only a
// run on one thread may.
void run_router_tasks(const RouterTask* tasks, int n, std::uint64_t first, std::uint64_t router_block, bool set_clock);

class PartRunner {
 public:
  struct Part {
    NetPart* state = nullptr;
    std::vector<RouterTask> tasks;
  };
  PartRunner(std::vector<Part> parts, std::vector<int> begin, int block, int router_block);
  ~PartRunner() { stop(); }
  PartRunner(const PartRunner&) = delete;
  PartRunner& operator=(const PartRunner&) = delete;

  // Runs `blocks` blocks from cycle `first` (a multiple of the block) on every thread and
  // returns when all have finished them. An exception of a router is rethrown here: the one
  // of the earliest block, and in it of the highest part (the one a run on one thread,
  // which takes the parts in decreasing order, would have met first).
  void run(std::uint64_t first, int blocks);
  // Ends the worker threads (the network is never destroyed: run_point calls this).
  void stop();
  int threads() const { return static_cast<int>(begin_.size()) - 1; }
  // Called by thread 0 after each block (all threads past its barrier), with the block's
  // first cycle: a run spread over processes exchanges the cut links there (rank_links.hpp).
  // With one thread only (the others would already run the next block).
  void set_after_block(std::function<void(std::uint64_t)> f) {
    if (threads() != 1) throw std::logic_error("PartRunner: an after-block step needs one thread");
    after_block_ = std::move(f);
  }

 private:
  void worker(int k);
  void run_share(int k);  // thread k's parts over the current job, a barrier after each block
  void run_part(int p, std::uint64_t first);
  std::vector<Part> parts_;
  std::vector<int> begin_;
  const int block_, router_block_;
  SpinFutexBarrier barrier_;
  std::vector<std::thread> workers_;
  // The current job, written by thread 0 before the barrier that starts it.
  std::uint64_t job_first_ = 0;
  int job_blocks_ = 0;
  bool stopping_ = false;
  std::function<void(std::uint64_t)> after_block_;
  // Per part: its first exception and the block it came in (the part stops there).
  std::vector<std::exception_ptr> error_;
  std::vector<std::uint64_t> error_block_;
};

}  // namespace doar::net
