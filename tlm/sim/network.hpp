// The simulated network as a SystemC module: one clock, one Router module per router and one
// Terminal module per node, their TLM sockets bound along the topology's links. The wiring
// comes from core's Dragonfly (peer()); nothing here knows how a dragonfly is cabled.
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
  Network(sc_core::sc_module_name name, NetEnv& env, const RoutingInfo& algo, int vcs);
  sc_core::sc_clock clock;
  std::vector<std::unique_ptr<Terminal>> terminals;
  std::vector<std::unique_ptr<Router>> routers;
  std::vector<Router*> router_ptrs;  // the routers' oracle view of each other
};

}  // namespace doar::net
