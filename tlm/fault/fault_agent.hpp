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

namespace doar::net {

class FaultFabric;

enum class DropKind : std::uint8_t { None, Lost, DeadEnd, Unreachable };

class FaultAgent {
 public:
  FaultAgent(FaultFabric& fab, int router_index);

  // Called by the router at the start of every cycle, before it moves any flit.
  void tick(std::uint64_t cycle) {
    if (cycle >= next_) work(cycle);
  }
  bool dead() const { return dead_; }
  // Router repair (the router's data path asks each cycle): the router restarts in this
  // cycle (take_restart), and the output ports whose credits must be set again (take_resync:
  // every port of a revived router; a neighbour's ports that face one).
  bool resync_due() const { return restart_ || resync_ != 0; }
  bool take_restart() {
    const bool r = restart_;
    restart_ = false;
    return r;
  }
  std::uint64_t take_resync() {
    const std::uint64_t m = resync_;
    resync_ = 0;
    return m;
  }
  // Whether the link on `port` works, as this router sees it (a failed link is seen at once).
  bool port_up(int port) const { return !((down_ >> port) & 1u); }
  // What happens to a head whose route was computed at input `in_port` as `out_port`
  // (-1: no valid entry): delivered on (None), dropped because the chosen link is down
  // (Lost), no route at a transit router (DeadEnd) or at the source router (Unreachable).
  DropKind classify(int in_port, int out_port) const;
  // Accounts for a dropped packet (its PacketPool index) and returns it to the pool.
  void drop(std::uint32_t pkt, DropKind why, std::uint64_t cycle);

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
  void work(std::uint64_t cycle);
  void revive();
  fault::RouterFaultEngine& eng();
  void publish_tables();

  FaultFabric& fab_;
  int index_;
  RouterId id_;
  std::unique_ptr<fault::RouterFaultEngine> eng_;  // made at its first event
  std::uint64_t down_ = 0;           // bit per port: link down
  std::vector<int> fault_ports_;     // ports whose links fail at fault_at
  std::uint64_t to_dead_ = 0;        // bit per fault port whose far router dies
  bool kill_ = false, dead_ = false;
  bool instant_ = false;             // engine adopted from core's diagnosis (--instant-diagnosis)
  bool restart_ = false;             // router repair: the router restarts in this cycle
  std::uint64_t resync_ = 0;         // bit per output port whose credits must be set again
  bool busy_ = false;
  std::uint64_t done_ = 0;           // completion cycle of the running command
  std::priority_queue<Arrival, std::vector<Arrival>, std::greater<Arrival>> inbox_;
  std::uint64_t next_ = ~std::uint64_t{0};  // next cycle with something to do
};

}  // namespace doar::net
