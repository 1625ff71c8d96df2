// Network-wide side of fault injection and self-healing in doar-sim: the fault plan and its
// timing, one FaultAgent per router, the control lanes that carry FD/FR packets between the
// two ends of a link, the accounting of every dropped packet, and the time series.
//
// Control lanes: an FD/FR packet leaves with the completion of the scheduler command that
// made it and arrives at the far end of its link after that link's latency (the data link's
// latency from SimConfig). It travels on the link's control lane, beside the data VCs: it
// takes no data credits and no data bandwidth (a few bytes, at most a few per command, and a
// command lasts at least t_gd cycles), so that the diagnosis timing is exactly core's
// FaultNetwork with the same latencies. A failed link carries nothing, so no FD/FR crosses it.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>
#include "fault_agent.hpp"
#include "sim_fault_report.hpp"
#include "fault_spec.hpp"
#include "net_env.hpp"
#include "timeline.hpp"

namespace doar::net {

// Implements the engine's NetFaultHooks (tlm/sim/sim_fault_hooks.hpp).
class FaultFabric final : public NetFaultHooks {
 public:
  // `tables` is the simulator's table store that the DOAR routing functions read (nullptr for
  // algorithms without tables); each agent writes only its own router's entries.
  FaultFabric(NetEnv& env, NetworkTables* tables);

  FaultAgent* agent(int router_index) override { return agents_[static_cast<std::size_t>(router_index)].get(); }

  // Terminal hooks (whole run).
  void on_inject(std::uint64_t cycle) override {
    ++injected_;
    if (opt_.timeline_detail) detail_inject(cycle);
  }
  // A Bernoulli source created a packet; `queued` false: its queue was full. Called only with
  // --timeline-detail (the terminal asks detail() first).
  void on_generate(std::uint64_t cycle, bool queued) override;
  bool detail() const override { return opt_.timeline_detail; }
  void on_deliver(const Packet& p, std::uint64_t cycle) override;

  // Packets created in the sample window and dropped (the run waits for the others).
  std::uint64_t tagged_dropped() const override { return tagged_dropped_; }
  std::uint64_t tagged_unreachable() const override { return tagged_unreachable_; }

  // The report at the end of the run; `in_flight` is counted by the caller in the buffers and
  // on the links.
  FaultReport report(std::uint64_t in_flight) const override;

  // For the agents.
  const Dragonfly& dfly() const { return *env_.dfly; }
  NetEnv& env() { return env_; }
  NetworkTables* tables() { return tables_; }
  const fault::Costs& costs() const { return costs_; }
  const fault::EngineRules& rules() const { return rules_; }
  std::uint64_t fault_at() const { return opt_.fault_at; }
  std::int64_t repair_at() const { return opt_.repair_at; }
  void send(const RouterId& from, int port, const fault::FaultPacket& p, std::uint64_t cycle);
  void on_command(std::uint64_t cycle, bool fd);
  // A dropped packet (a PacketPool index) at router `router`; `router_busy`: that router's
  // fault engine still had work (its tables may not be final yet), for --loss-log.
  void on_drop(std::uint32_t pkt, DropKind why, std::uint64_t cycle, int router, const DropSite& at, bool router_busy);
  void on_death(int nodes) { dead_nodes_ += nodes; }  // negative: a repaired router's nodes

 private:
  NetEnv& env_;
  NetworkTables* tables_;
  const FaultOptions& opt_;
  fault::Costs costs_;
  fault::EngineRules rules_;
  std::vector<fault::FaultSpec> plan_;
  std::vector<std::unique_ptr<FaultAgent>> agents_;
  Timeline timeline_;
  std::int64_t waiting_ = 0;  // --timeline-detail: packets created and not yet injected
  std::uint64_t congg_cycle_ = ~std::uint64_t{0};  // last cycle whose CongG bitmaps were sampled
  void detail_inject(std::uint64_t cycle);
  void adopt_reference_diagnosis();
  bool instant_ = false;  // --instant-diagnosis took effect
  std::uint64_t seq_ = 0;
  std::uint64_t injected_ = 0, delivered_ = 0, lost_ = 0, dead_end_ = 0, unreachable_ = 0;
  std::uint64_t tagged_dropped_ = 0, tagged_unreachable_ = 0;
  std::uint64_t fd_ = 0, fr_ = 0, rv_ = 0, commands_ = 0, fd_after_repair_ = 0;
  std::int64_t diagnosis_end_ = -1, recovery_end_ = -1;
  struct Loss {
    std::uint64_t cycle, injected;
  };
  std::vector<Loss> losses_;
  std::vector<DropRecord> drop_log_;  // --loss-log only
  std::uint64_t configured_digest_ = 0;
  int dead_nodes_ = 0;
};

// FNV-1a over every router's tables A, B and C (routers in index order, ports in order).
std::uint64_t tables_digest(const Dragonfly& d, const NetworkTables& t);

}  // namespace doar::net
