// The fault-handling hardware of one simulated router: core's RouterFaultEngine (the fault
// scheduler and the travel/match/action units of paper Fig. 8a, Algorithms 2 and 3) driven
// cycle by cycle, plus the few facts the router's data path asks about faults.
//
// The agent sees only its own router: the state of its own links, the FD/FR packets that
// arrive on its own ports (through the control lanes of FaultFabric), and its own tables.
// When a scheduler command completes, the agent copies the engine's live tables A/B into the
// simulator's table store for this router's ports, which the DOAR routing function of this
// router reads; no router ever reads another router's tables. docs/faults_sim.md.
#pragma once
#include <cstdint>
#include <memory>
#include <queue>
#include <vector>
#include "fault_packet.hpp"
#include "router_engine.hpp"
#include "sim_fault_hooks.hpp"

namespace doar::net {

class FaultFabric;

// Implements the engine's RouterFaultHooks (tlm/sim/sim_fault_hooks.hpp): the per-cycle
// facts (dead, link down, resync) live in the base's fields, which this class writes.
class FaultAgent final : public RouterFaultHooks {
 public:
  FaultAgent(FaultFabric& fab, int router_index);

  DropKind classify(int in_port, int out_port) const override;
  void drop(std::uint32_t pkt, DropKind why, std::uint64_t cycle, const DropSite& at) override;

  // Set-up by the fabric.
  // `to_dead_router`: the port's link fails because the router at its far end dies.
  void add_fault_port(int port, bool to_dead_router = false);
  void set_kill() { kill_ = true; }
  // --instant-diagnosis: this router's fault engine as core's reference diagnosis left it
  // (its failed ports already down, its tables already rewritten); the agent publishes its
  // tables at fault_at and raises no link-down events of its own.
  void adopt_diagnosed(const fault::RouterFaultEngine& diagnosed);
  void wake_at(std::uint64_t cycle) { if (cycle < next_) next_ = cycle; }
  // An FD/FR packet that arrives on `in_port` at `arrival` (the control lane of the link).
  void post(int in_port, std::uint64_t arrival, std::uint64_t seq, const fault::FaultPacket& p);
  const fault::RouterFaultEngine* engine() const { return eng_.get(); }
  // Fault work not done yet: a command running or queued, or an FD/FR on its way here.
  bool has_work() const { return busy_ || !inbox_.empty() || (eng_ && eng_->has_pending()); }

 private:
  struct Arrival {
    std::uint64_t cycle, seq;
    int port;
    fault::FaultPacket packet;
    bool operator>(const Arrival& o) const { return cycle != o.cycle ? cycle > o.cycle : seq > o.seq; }
  };
  void work(std::uint64_t cycle) override;
  void revive();
  fault::RouterFaultEngine& eng();
  void publish_tables();

  FaultFabric& fab_;
  int index_;
  RouterId id_;
  std::unique_ptr<fault::RouterFaultEngine> eng_;  // made at its first event
  std::vector<int> fault_ports_;     // ports whose links fail at fault_at
  std::uint64_t to_dead_ = 0;        // bit per fault port whose far router dies
  bool kill_ = false;
  bool instant_ = false;             // engine adopted from core's diagnosis (--instant-diagnosis)
  bool busy_ = false;
  std::uint64_t done_ = 0;           // completion cycle of the running command
  std::priority_queue<Arrival, std::vector<Arrival>, std::greater<Arrival>> inbox_;
};

}  // namespace doar::net
