// The simulated network as a SystemC module: one clock, one Router module per router and one
// Terminal module per node, their TLM sockets bound along the topology's links. The wiring
// comes from core's Topology (port()); nothing here knows how a network is cabled. A
// dragonfly's routers run in time blocks by group; any other network is one group.
// One clocked SC_METHOD runs every router's cycle (Router::tick), in decreasing router index:
// the order in which the kernel ran one method per router (SystemC 2.3 queues the methods of
// an event last-registered first), so results are those of one process per router; while a
// router works, the next ones' state is prefetched.
#pragma once
#include <memory>
#include <string>
#include <systemc>
#include <vector>
#include "part_runner.hpp"
#include "far_ends.hpp"
#include "partition.hpp"
#include "rank_links.hpp"
#include "registry.hpp"
#include "router.hpp"
#include "terminal.hpp"

namespace doar::net {

class Network : public sc_core::sc_module {
 public:
  SC_HAS_PROCESS(Network);
  // `check_every`: the caller runs the kernel in steps of that many cycles and looks at the
  // network only between them; time blocks divide it (1: no time blocks). `threads` > 1:
  // a parallel run (part_runner.hpp) on at most that many threads, when the run can be one
  // (parallel_fallback() is empty) and the network has more than one part.
  Network(sc_core::sc_module_name name, NetEnv& env, const RoutingInfo& algo, int vcs, int check_every = 1,
          int threads = 1);

  // Why a run of this configuration cannot use several threads ("" when it can): faults,
  // a closed-loop workload and the test-only freeze share state across the network at once.
  static std::string parallel_fallback(const SimConfig& c, bool closed_loop);
  // The threads this run uses (1 unless parallel), and its parts (1 unless parallel).
  int threads() const { return runner_ ? runner_->threads() : 1; }
  // A run spread over processes (rank_transport() set: doar-sim-mpi): the ranks, and the
  // parts this one runs [first, last).
  int ranks() const { return transport_ ? transport_->ranks() : 1; }
  int first_part() const { return my_parts_[0]; }
  int last_part() const { return my_parts_[1]; }
  int parts() const { return static_cast<int>(env_.parts.size()); }
  // Ends a parallel run's worker threads (before the results are read; idempotent).
  void stop_threads() {
    if (runner_) runner_->stop();
  }

  // Time blocks (docs/tlm.md): each group runs `group` cycles before the next group, and
  // within them each of its routers `router` cycles in a row before the next router, so
  // that a router's state stays in the first-level caches over its cycles and a group's in
  // the second level. The result is that of running cycle by cycle as long as nothing a
  // router does in cycle t can reach a router that has run ahead of it before it gets
  // there: a global link (between groups) takes at least `group` cycles, a local link and
  // the group's PCS bitmap at least `router` cycles, a routing function that reads the
  // routers of its group in the same cycle (UGAL_G) gets router blocks of 1, and runs that
  // share state at once (the fault fabric, a workload engine) none. Both are the longest
  // such values that divide `check_every` (and `router` divides `group`), at most `wanted`
  // (0: no limit).
  struct TimeBlocks {
    int router = 1, group = 1;
  };
  static TimeBlocks choose_blocks(const SimConfig& c, const RoutingInfo& algo, const NetEnv& env, int check_every,
                                  int wanted);
  // The same for a parallel run on `parts`: its part block (`group`) is at most the
  // shortest latency of a link between parts (or of a global link) and its router block at
  // most that of the other links, the PCS latency and 1 for UGAL_G, as above.
  static TimeBlocks choose_part_blocks(const SimConfig& c, const RoutingInfo& algo, const NetEnv& env,
                                       const Partition& parts, int check_every, int wanted);
  TimeBlocks blocks() const { return blocks_; }
  sc_core::sc_clock clock;
  // Per node and router; null for those of another rank in a run spread over processes.
  std::vector<std::unique_ptr<Terminal>> terminals;
  std::vector<std::unique_ptr<Router>> routers;
  std::vector<Router*> router_ptrs;  // the routers' oracle view of each other

 private:
  std::unique_ptr<Routing> set_routing_;  // a candidate-set routing (core), else null
  void on_clock();
  void run_cycle(std::uint64_t cycle);
  void run_blocks(std::uint64_t first);
  // The order of one group block over routers [lo, hi), groups of `group` routers.
  std::vector<RouterTask> block_tasks(int lo, int hi, int group) const;
  void set_far_marks();  // a parallel run's links between parts
  // The delay line of the link leaving `router` at `port` (its far end's input, or on
  // another rank FarEnds' stand-in); nullptr when neither end is built here.
  LinkLine* out_line(int router, int port);
  NetEnv& env_;
  TimeBlocks blocks_;
  int check_every_ = 1;
  // The order of one group block: router index and first cycle of each router block.
  std::vector<RouterTask> tasks_;
  std::unique_ptr<PartRunner> runner_;  // a parallel run's threads, else null
  RankTransport* transport_ = nullptr;   // a run spread over processes, else null
  std::unique_ptr<RankLinks> rank_links_;  // its links between ranks
  std::unique_ptr<FarEnds> far_ends_;      // its links' ends on other ranks
  int my_parts_[2] = {0, 1};
  // Test-only: from this cycle on the routers stop forwarding (environment variable
  // DOAR_SIM_TEST_FREEZE_AT), which provokes the deadlock watchdog (testbench/tlm).
  std::uint64_t freeze_at_ = ~std::uint64_t{0};
};

}  // namespace doar::net
