#include "network.hpp"

#include <cstdlib>

namespace doar::net {
namespace {
// SystemC names may not contain '.', which separates hierarchy levels.
std::string underscored(std::string s) {
  for (char& c : s) if (c == '.') c = '_';
  return s;
}
}  // namespace

Network::Network(sc_core::sc_module_name name, NetEnv& env, const RoutingInfo& algo, int vcs)
    : sc_core::sc_module(name), clock("clock", SimClock::cycles(1)) {
  const Dragonfly& d = env.d;
  RoutingSetup setup;
  setup.dfly = &d;
  setup.tables = algo.needs_tables ? env.tables : nullptr;
  setup.tables_fixed = !env.cfg.faults.active();  // only tlm/fault rewrites tables
  setup.params.vcs = vcs;
  setup.params.packet_size = env.cfg.packet_size;
  setup.params.thr_local = env.cfg.thr_local;
  setup.params.thr_global = env.cfg.thr_global;
  setup.params.ugal_threshold = env.cfg.ugal_threshold;
  setup.params.lat_local = env.cfg.lat_local;
  setup.params.lat_global = env.cfg.lat_global;

  terminals.reserve(d.num_nodes());
  for (int n = 0; n < d.num_nodes(); ++n) {
    const NodeAddr a = d.node_at(n);
    terminals.push_back(std::make_unique<Terminal>(("t" + underscored(to_string(a))).c_str(), n, env));
  }
  routers.reserve(d.num_routers());
  for (int i = 0; i < d.num_routers(); ++i) {
    setup.router = d.router_at(i);
    routers.push_back(std::make_unique<Router>(("r" + underscored(to_string(setup.router))).c_str(), i, env, algo.make(setup), vcs));
    router_ptrs.push_back(routers.back().get());
  }
  for (int i = 0; i < d.num_routers(); ++i) {
    Router& r = *routers[i];
    r.set_peers(&router_ptrs);
    const RouterId rid = d.router_at(i);
    for (int port = 0; port < d.radix(); ++port) {
      if (d.port_kind(port) == PortKind::Terminal) {
        Terminal& t = *terminals[d.node_index(NodeAddr{rid.gid, rid.bid, port})];
        t.inject.socket.bind(r.in(port).socket);
        r.out(port).socket.bind(t.eject.socket);
        r.attach(port, &t);
        continue;
      }
      const PortPeer pp = d.peer(rid, port);
      if (!pp.connected) continue;
      r.out(port).socket.bind(routers[d.router_index(pp.router)]->in(pp.port).socket);
    }
  }
  if (const char* f = std::getenv("DOAR_SIM_TEST_FREEZE_AT")) freeze_at_ = std::strtoull(f, nullptr, 10);
  SC_METHOD(on_clock);
  sensitive << clock.posedge_event();
  dont_initialize();
}

void Network::on_clock() {
  const std::uint64_t cycle = sc_core::sc_time_stamp().value() / SimClock::ticks_per_cycle;
  SimClock::current = cycle;
  if (cycle >= freeze_at_) {
    for (auto& r : routers) r->freeze();
  }
  // Decreasing index (the kernel's order of one method per router); prefetch two routers
  // ahead: first their hot fields and arrival bits, one router later the delivering links.
  const int n = static_cast<int>(routers.size());
  Router* const* r = router_ptrs.data();
  if (n > 0) r[n - 1]->prefetch_state(cycle);
  if (n > 1) r[n - 2]->prefetch_state(cycle);
  if (n > 0) r[n - 1]->prefetch_links(cycle);
  for (int i = n - 1; i >= 0; --i) {
    if (i >= 2) r[i - 2]->prefetch_state(cycle);
    if (i >= 1) r[i - 1]->prefetch_links(cycle);
    r[i]->tick(cycle);
  }
}

}  // namespace doar::net
