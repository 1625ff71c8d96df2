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
  Network(sc_core::sc_module_name name, NetEnv& env, const RoutingInfo& algo, int vcs);
  sc_core::sc_clock clock;
  std::vector<std::unique_ptr<Terminal>> terminals;
  std::vector<std::unique_ptr<Router>> routers;
  std::vector<Router*> router_ptrs;  // the routers' oracle view of each other

 private:
  void on_clock();
  // Test-only: from this cycle on the routers stop forwarding (environment variable
  // DOAR_SIM_TEST_FREEZE_AT), which provokes the deadlock watchdog (testbench/tlm).
  std::uint64_t freeze_at_ = ~std::uint64_t{0};
};

}  // namespace doar::net
