// The SIM fault-tolerance baseline (Xiang, Li, Fu, IEEE TDSC 2017; the DOAR paper's [37]) as
// we reconstruct it from the one sentence the paper gives ("SIM rebuilds the topology to keep
// every node reachable"): a central reconfiguration that, from the moment of the faults,
// recomputes routes over the surviving graph. docs/faults_sim.md gives the reading and why.
//
// SimCentral holds, per topology epoch (fault-free, faulted from fault_at, repaired from
// repair_at; each taking effect --sim-reconfig-cycles after the change), the hop distance from every router to every router over the surviving links and
// routers. The SIM routing function (make_sim, registered as "SIM") routes minimally over that
// graph, with a UGAL-style choice at the source between the minimal path and a Valiant path
// through a random router of another group; the VC is the number of hops taken so far, which
// makes every route deadlock free (the channel dependency graph is acyclic) as long as a path
// has at most `vcs` hops: longer paths are not taken, and a destination without such a path
// is unreachable at the source.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>
#include "fault_spec.hpp"
#include "routing_function.hpp"

namespace doar::net {

class SimCentral {
 public:
  static constexpr std::uint8_t kFar = 255;
  struct Epoch {
    int n = 0;
    std::vector<std::uint8_t> dist;      // [target * n + router]: hops, kFar when cut off
    std::vector<std::uint64_t> alive;    // [router]: bit per port whose link works
    std::vector<bool> router_alive;
    int at(int router, int target) const { return dist[static_cast<std::size_t>(target) * n + router]; }
  };
  // Process-wide: SystemC runs one network per process.
  static SimCentral& get();
  // The faults of the run (set by FaultFabric); without a call the network stays fault free.
  // `reconfig`: the manager's routes for a topology change take effect that many cycles after
  // it (--sim-reconfig-cycles); until then routers route on the graph before the change.
  void set_plan(const Dragonfly& d, const std::vector<fault::FaultSpec>& plan, std::uint64_t fault_at,
                std::int64_t repair_at, std::uint64_t reconfig = 0);
  const Epoch& epoch(const Dragonfly& d, std::uint64_t cycle);

 private:
  void build(const Dragonfly& d);
  std::vector<fault::FaultSpec> plan_;
  std::uint64_t fault_at_ = 0;
  std::int64_t repair_at_ = -1;
  std::uint64_t reconfig_ = 0;
  bool built_ = false;
  Epoch clean_, faulted_;
};

std::unique_ptr<RoutingFunction> make_sim(const RoutingSetup& s);

}  // namespace doar::net
