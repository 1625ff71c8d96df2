#include "network.hpp"

#include <algorithm>
#include <cstdlib>

namespace doar::net {
namespace {
// SystemC names may not contain '.', which separates hierarchy levels.
std::string underscored(std::string s) {
  for (char& c : s) if (c == '.') c = '_';
  return s;
}
}  // namespace

int Network::choose_block(const SimConfig& c, const RoutingInfo& algo, const NetEnv& env, int check_every, int wanted) {
  if (algo.reads_other_routers || c.faults.active() || env.source || std::getenv("DOAR_SIM_TEST_FREEZE_AT")) return 1;
  int limit = std::min(c.lat_local, c.lat_global);  // terminals run with their router
  if (env.publish_congestion) limit = std::min(limit, c.pcs_latency);
  if (wanted > 0) limit = std::min(limit, wanted);
  int b = 1;
  for (int k = 2; k <= std::min(limit, check_every); ++k) {
    if (check_every % k == 0) b = k;
  }
  return b;
}

Network::Network(sc_core::sc_module_name name, NetEnv& env, const RoutingInfo& algo, int vcs, int check_every)
    : sc_core::sc_module(name), clock("clock", SimClock::cycles(1)) {
  const Dragonfly& d = env.d;
  // First: the routers size their link rings and calendars for it.
  block_ = choose_block(env.cfg, algo, env, check_every, env.cfg.time_block);
  env.set_block(block_);
  RoutingSetup setup;
  setup.dfly = &d;
  setup.tables = algo.needs_tables ? env.tables : nullptr;
  setup.tables_fixed = !env.cfg.faults.active();  // only tlm/fault rewrites tables
  setup.params.vcs = vcs;
  setup.params.packet_size = env.cfg.packet_size;
  setup.params.thr_local = env.cfg.thr_local;
  setup.params.thr_global = env.cfg.thr_global;
  setup.params.ugal_threshold = env.cfg.ugal_threshold;
  setup.params.ugal_phantom = env.cfg.ugal_queue == "phantom";
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
  if (block_ == 1) {
    run_cycle(cycle);
  } else if (cycle % static_cast<std::uint64_t>(block_) == 0) {
    run_block(cycle);  // the other cycles of the block have run with it
  }
}

// Decreasing index (the kernel's order of one method per router), with a software
// prefetch pipeline (Router::prefetch_object .. prefetch_heads): router j gets its four
// stages in the iterations 4, 3, 2 and 1 before the one that runs it, each stage reading
// what the stage before brought in.
void Network::run_cycle(std::uint64_t cycle) {
  SimClock::current = cycle;
  if (cycle >= freeze_at_) {
    for (auto& r : routers) r->freeze();
  }
  const int n = static_cast<int>(routers.size());
  Router* const* r = router_ptrs.data();
  for (int k = n - 1; k >= -4; --k) {
    if (k >= 0) r[k]->prefetch_object();
    if (k + 1 >= 0 && k + 1 < n) r[k + 1]->prefetch_state(cycle);
    if (k + 2 >= 0 && k + 2 < n) r[k + 2]->prefetch_links(cycle);
    if (k + 3 >= 0 && k + 3 < n) r[k + 3]->prefetch_heads(cycle);
    if (k + 4 < n) r[k + 4]->tick(cycle);
  }
}

// Cycles first .. first + block_ - 1, router by router (same order and pipeline as
// run_cycle() for the block's first cycle; the router's later cycles find its state in the
// caches, and only what its links delivered is prefetched before each).
void Network::run_block(std::uint64_t first) {
  const std::uint64_t end = first + static_cast<std::uint64_t>(block_);
  const int n = static_cast<int>(routers.size());
  Router* const* r = router_ptrs.data();
  for (int k = n - 1; k >= -4; --k) {
    if (k >= 0) r[k]->prefetch_object();
    if (k + 1 >= 0 && k + 1 < n) r[k + 1]->prefetch_state(first);
    if (k + 2 >= 0 && k + 2 < n) r[k + 2]->prefetch_links(first);
    if (k + 3 >= 0 && k + 3 < n) r[k + 3]->prefetch_heads(first);
    if (k + 4 >= n) continue;
    Router& x = *r[k + 4];
    for (std::uint64_t t = first; t < end; ++t) {
      if (t > first) {
        x.prefetch_links(t);
        x.prefetch_heads(t);
      }
      SimClock::current = t;
      x.tick(t);
    }
  }
}

}  // namespace doar::net
