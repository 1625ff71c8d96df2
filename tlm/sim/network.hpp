// The simulated network as a SystemC module: one clock, one Router module per router and one
// Terminal module per node, their TLM sockets bound along the topology's links. The wiring
// comes from core's Dragonfly (peer()); nothing here knows how a dragonfly is cabled.
// One clocked SC_METHOD runs every router's cycle (Router::tick), in decreasing router index:
// the order in which the kernel ran one method per router (SystemC 2.3 queues the methods of
// an event last-registered first), so results are those of one process per router; while a
// router works, the next ones' state is prefetched.
#pragma once
#include <memory>
#include <systemc>
#include <vector>
#include "registry.hpp"
#include "router.hpp"
#include "terminal.hpp"

namespace doar::net {

class Network : public sc_core::sc_module {
 public:
  SC_HAS_PROCESS(Network);
  // `check_every`: the caller runs the kernel in steps of that many cycles and looks at the
  // network only between them; time blocks divide it (1: no time blocks).
  Network(sc_core::sc_module_name name, NetEnv& env, const RoutingInfo& algo, int vcs, int check_every = 1);
  // Time blocks: each router runs `block` cycles in a row before the next router, so its
  // state stays in the caches for all of them instead of being fetched again every cycle.
  // The result is that of running cycle by cycle when nothing a router does in cycle t can
  // reach another router before cycle t + block: every router-router link and the PCS
  // bitmap take at least `block` cycles, and no shared state is read at once (a routing
  // function that reads other routers, the fault fabric, a workload engine). The longest
  // such block that divides `check_every`, at most `wanted` (0: no limit); 1 otherwise.
  static int choose_block(const SimConfig& c, const RoutingInfo& algo, const NetEnv& env, int check_every, int wanted);
  int block() const { return block_; }
  sc_core::sc_clock clock;
  std::vector<std::unique_ptr<Terminal>> terminals;
  std::vector<std::unique_ptr<Router>> routers;
  std::vector<Router*> router_ptrs;  // the routers' oracle view of each other

 private:
  void on_clock();
  void run_cycle(std::uint64_t cycle);
  void run_block(std::uint64_t first);
  int block_ = 1;
  // Test-only: from this cycle on the routers stop forwarding (environment variable
  // DOAR_SIM_TEST_FREEZE_AT), which provokes the deadlock watchdog (testbench/tlm).
  std::uint64_t freeze_at_ = ~std::uint64_t{0};
};

}  // namespace doar::net
