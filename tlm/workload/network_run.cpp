#include "network_run.hpp"

#include <chrono>
#include <memory>
#include <sstream>
#include <stdexcept>
#include "network.hpp"
#include "registry.hpp"
#include "simulation.hpp"

namespace doar::wl {

WorkloadResult run_workload(const net::SimConfig& cfg, const Job& job, const std::vector<int>& rank_node,
                            int flit_bytes, std::uint64_t max_cycles) {
  using namespace doar::net;
  SimConfig c = cfg;
  c.rate = 0;  // no Bernoulli packets: the workload is the only traffic
  validate(c);
  const auto t0 = std::chrono::steady_clock::now();
  // The dragonfly of --dfly, or the network of --topology (doar-bcast's TCPG broadcast).
  const std::unique_ptr<Topology> topo = make_topology(topology_spec(c));
  const auto* dt = dynamic_cast<const DragonflyTopology*>(topo.get());
  const RoutingInfo& algo = *find_routing(c.routing);
  const int vcs = c.vcs ? c.vcs : algo.vcs;
  c.routing = algo.name;
  std::unique_ptr<NetworkTables> tables;
  if (algo.needs_tables && dt) tables = std::make_unique<NetworkTables>(dt->dragonfly(), c.faults.tables);
  const Traffic traffic("UR", *topo, c.seed);  // unused: the source replaces it
  Engine engine(job, rank_node, topo->num_nodes(), flit_bytes, c.packet_size);
  NetEnv env(c, *topo, tables.get(), traffic);
  env.publish_congestion = algo.needs_tables;
  env.generating = false;
  env.source = &engine;
  env.stats.begin = env.stats.end = 0;  // no synthetic sample window

  // Never destroyed, as in run_point(): SystemC's teardown of ~50,000 sockets is quadratic.
  Network& net = *new Network("net", env, algo, vcs);
  (void)net;

  const std::uint64_t chunk = 20;
  std::uint64_t now = 0, last_moves = 0, still = 0;
  while (!engine.finished()) {
    sc_core::sc_start(SimClock::cycles(static_cast<int>(chunk)));
    now += chunk;
    Stats& st = env.stats;
    if (st.flits_in_network > 0 && st.moves == last_moves) {
      still += chunk;
      if (still >= c.watchdog) {
        std::ostringstream os;
        os << "deadlock: " << st.flits_in_network << " flits in flight and none moved for " << still << " cycles (cycle "
           << now << ", " << algo.name << ", " << topo->name() << ", workload " << job.motif << ")\n";
        throw DeadlockError(os.str());
      }
    } else {
      still = 0;
      last_moves = st.moves;
    }
    if (st.flits_in_network == 0 && engine.stuck(now)) {
      throw std::runtime_error("workload " + job.motif + " stuck at cycle " + std::to_string(now) +
                               ": ranks wait for messages nobody sends");
    }
    if (now >= max_cycles && !engine.finished()) {
      throw std::runtime_error("workload " + job.motif + " did not finish within --max-cycles " +
                               std::to_string(max_cycles) + " (" + std::to_string(engine.stats().ranks_done) + " of " +
                               std::to_string(job.size()) + " ranks done)");
    }
  }
  WorkloadResult r;
  r.stats = engine.stats();
  r.cycles = now;
  r.vcs = vcs;
  r.audit = engine.audit();
  r.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

}  // namespace doar::wl
