#include "fault_agent.hpp"

#include <algorithm>
#include "fault_fabric.hpp"

namespace doar::net {

FaultAgent::FaultAgent(FaultFabric& fab, int router_index)
    : fab_(fab), index_(router_index), id_(fab.dfly().router_at(router_index)) {}

fault::RouterFaultEngine& FaultAgent::eng() {
  // Made at its first event: until then its tables are the configured ones, and most routers
  // of a large network never see an FD.
  if (!eng_) eng_ = std::make_unique<fault::RouterFaultEngine>(fab_.dfly(), id_, fab_.costs(), fab_.rules());
  return *eng_;
}

void FaultAgent::add_fault_port(int port, bool to_dead_router) {
  if (std::find(fault_ports_.begin(), fault_ports_.end(), port) == fault_ports_.end()) fault_ports_.push_back(port);
  if (to_dead_router) to_dead_ |= std::uint64_t{1} << port;
}

void FaultAgent::adopt_diagnosed(const fault::RouterFaultEngine& diagnosed) {
  eng_ = std::make_unique<fault::RouterFaultEngine>(diagnosed);
  instant_ = true;
}

void FaultAgent::post(int in_port, std::uint64_t arrival, std::uint64_t seq, const fault::FaultPacket& p) {
  inbox_.push({arrival, seq, in_port, p});
  wake_at(arrival);
}

DropKind FaultAgent::classify(int in_port, int out_port) const {
  if (out_port < 0) return in_port < fab_.dfly().p() ? DropKind::Unreachable : DropKind::DeadEnd;
  return port_up(out_port) ? DropKind::None : DropKind::Lost;
}

void FaultAgent::drop(std::uint32_t pkt, DropKind why, std::uint64_t cycle, const DropSite& at) {
  fab_.on_drop(pkt, why, cycle, index_, at, has_work());
}

void FaultAgent::publish_tables() {
  NetworkTables* t = fab_.tables();
  if (!t) return;
  for (int port = 0; port < eng_->radix(); ++port) {
    const PortTables& live = eng_->live(port);
    PortTables& dst = t->at(id_, port);
    dst.a = live.a;
    dst.b = live.b;
  }
}

// Router repair, as core's FaultNetwork::recover_all does it: the router restarts with its
// configured tables and every link up, raises no event of its own and has nothing queued
// (what reached it while dead died with it); its data path restarts empty (Router::
// fault_resync) and its nodes inject again.
void FaultAgent::revive() {
  dead_ = false;
  down_ = 0;
  busy_ = false;
  while (!inbox_.empty()) inbox_.pop();
  if (eng_) {
    eng_->reset();
    publish_tables();
  }
  restart_ = true;
  resync_ = ~std::uint64_t{0};
  fab_.on_death(-fab_.dfly().p());
}

void FaultAgent::work(std::uint64_t cycle) {
  const bool repairing = fab_.repair_at() >= 0 && cycle == static_cast<std::uint64_t>(fab_.repair_at());
  if (dead_) {
    if (!repairing) {
      // Only a repair wakes it (a dead router never sees a repair before it in a run).
      next_ = fab_.repair_at() >= 0 && cycle < static_cast<std::uint64_t>(fab_.repair_at())
                  ? static_cast<std::uint64_t>(fab_.repair_at())
                  : ~std::uint64_t{0};
      return;
    }
    revive();
  }
  // 0. --instant-diagnosis: the diagnosed tables take effect together with the faults.
  if (instant_ && cycle == fab_.fault_at()) publish_tables();
  // 1. Link events: a failed link is seen at once by both ends (the port stops sending) and
  //    queued for the scheduler as a local fault; a repaired one as a local recovery.
  if (cycle == fab_.fault_at() && (kill_ || !fault_ports_.empty())) {
    if (kill_) {
      dead_ = true;  // a dead router raises no events and does nothing more until a repair
      fab_.on_death(fab_.dfly().p());
      next_ = fab_.repair_at() >= 0 ? static_cast<std::uint64_t>(fab_.repair_at()) : ~std::uint64_t{0};
      return;
    }
    for (int port : fault_ports_) {
      if (!port_up(port)) continue;
      down_ |= std::uint64_t{1} << port;
      // Self-healing is DOAR's (it owns tables); an adopted engine has the port down already.
      if (fab_.tables() && !instant_) eng().link_down(port);
    }
  }
  if (repairing) {
    for (int port : fault_ports_) {
      if (port_up(port)) continue;  // a revived router's links are all up, without events
      down_ &= ~(std::uint64_t{1} << port);
      resync_ |= to_dead_ & (std::uint64_t{1} << port);  // the far router restarted empty
      if (fab_.tables()) eng().link_up(port);
    }
  }
  // 2. FD/FR packets that arrive in this cycle go to the scheduler's per-port input buffers.
  while (!inbox_.empty() && inbox_.top().cycle <= cycle) {
    const Arrival a = inbox_.top();
    inbox_.pop();
    eng().receive(a.port, a.packet);
  }
  // 3. The running command completes: tables rewritten, its packets leave.
  if (busy_ && done_ == cycle) {
    busy_ = false;
    const bool fd = eng_->current().kind == fault::CommandKind::MatchFd;
    const std::vector<fault::Emitted> out = eng_->finish();
    publish_tables();
    fab_.on_command(cycle, fd);
    for (const fault::Emitted& em : out) fab_.send(id_, em.port, em.packet, cycle);
  }
  // 4. An idle scheduler takes its next event (local events first, then round robin).
  if (!busy_ && eng_ && eng_->has_pending()) {
    done_ = *eng_->start_next(cycle);
    busy_ = true;
  }
  // Next cycle with work: a link event, an arrival or the running command's completion.
  std::uint64_t next = ~std::uint64_t{0};
  if (cycle < fab_.fault_at() && (kill_ || !fault_ports_.empty())) next = fab_.fault_at();
  if (fab_.repair_at() >= 0 && cycle < static_cast<std::uint64_t>(fab_.repair_at()) && !fault_ports_.empty()) {
    next = std::min(next, static_cast<std::uint64_t>(fab_.repair_at()));
  }
  if (!inbox_.empty()) next = std::min(next, inbox_.top().cycle);
  if (busy_) next = std::min(next, done_);
  next_ = next;
}

}  // namespace doar::net
