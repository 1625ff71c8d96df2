// Network-level reference of fault diagnosis and recovery: one RouterFaultEngine per router,
// and a driver that raises the local events of the injected faults, delivers every FD/FR
// packet to the router at the other end of its link after `link_latency` cycles, and runs
// until no packet is in flight and every scheduler is idle (quiescence).
//
// The driver is the only place that knows the wiring; the engines only see their own ports.
#pragma once
#include <cstdint>
#include <functional>
#include <vector>
#include "fault_spec.hpp"
#include "router_engine.hpp"

namespace doar::fault {

// One FD/FR packet on a link: it leaves `from` at `cycle` (the completion of the command
// that made it) and arrives at `to` link_latency cycles later.
struct TraceRecord {
  std::uint64_t cycle = 0;
  RouterId from;
  int from_port = -1;
  RouterId to;
  int to_port = -1;
  FaultPacket packet;
};

// One scheduler command: which router ran what, from `start` to `end`.
struct CommandRecord {
  std::uint64_t start = 0, end = 0;
  RouterId router;
  Command command;
};

struct PhaseStats {
  std::uint64_t cycles = 0;   // from the phase's events until the last command completed
  int fd_packets = 0;
  int fr_packets = 0;
  int rv_packets = 0;         // dead-router rule only
  int commands = 0;           // scheduler commands executed in the whole network
};

class FaultNetwork {
 public:
  FaultNetwork(const Dragonfly& d, const Costs& costs, int link_latency = 0, EngineRules rules = {});

  void set_trace(std::function<void(const TraceRecord&)> f) { trace_ = std::move(f); }
  void set_command_trace(std::function<void(const CommandRecord&)> f) { cmd_trace_ = std::move(f); }

  // Diagnosis: every fault happens at cycle 0 of this phase; runs to quiescence.
  PhaseStats fail(const std::vector<FaultSpec>& faults);
  // Recovery: every failed link and router comes back at cycle 0 of this phase.
  PhaseStats recover_all();

  const Dragonfly& dfly() const { return *d_; }
  bool router_alive(const RouterId& r) const { return alive_[static_cast<std::size_t>(d_->router_index(r))]; }
  // A link is usable when both routers are alive and both ends see it up.
  bool link_usable(const RouterId& r, int port) const;
  const RouterFaultEngine& engine(const RouterId& r) const { return eng_[static_cast<std::size_t>(d_->router_index(r))]; }
  const PortTables& live(const RouterId& r, int port) const { return engine(r).live(port); }
  bool tables_restored() const;

 private:
  RouterFaultEngine& eng(const RouterId& r) { return eng_[static_cast<std::size_t>(d_->router_index(r))]; }
  void take_down(const LinkEnd& e);
  PhaseStats run();

  const Dragonfly* d_;
  int latency_;
  std::vector<RouterFaultEngine> eng_;
  std::vector<bool> alive_;
  std::vector<LinkEnd> down_;   // link ends taken down by the faults (for recovery)
  std::vector<RouterId> dead_;
  std::function<void(const TraceRecord&)> trace_;
  std::function<void(const CommandRecord&)> cmd_trace_;
};

}  // namespace doar::fault
