#include "network_driver.hpp"

#include <queue>
#include <tuple>

namespace doar::fault {

FaultNetwork::FaultNetwork(const Dragonfly& d, const Costs& costs, int link_latency, EngineRules rules)
    : d_(&d), latency_(link_latency), alive_(static_cast<std::size_t>(d.num_routers()), true) {
  eng_.reserve(static_cast<std::size_t>(d.num_routers()));
  for (int i = 0; i < d.num_routers(); ++i) eng_.emplace_back(d, d.router_at(i), costs, rules);
}

bool FaultNetwork::link_usable(const RouterId& r, int port) const {
  const PortPeer pp = d_->peer(r, port);
  if (!pp.connected || !router_alive(r) || !router_alive(pp.router)) return false;
  return engine(r).port_up(port) && engine(pp.router).port_up(pp.port);
}

bool FaultNetwork::tables_restored() const {
  for (const auto& e : eng_) {
    if (!e.tables_restored()) return false;
  }
  return true;
}

void FaultNetwork::take_down(const LinkEnd& e) {
  // A dead router raises no events; a link already down stays down once.
  if (!router_alive(e.router) || !eng(e.router).port_up(e.port)) return;
  eng(e.router).link_down(e.port);
  down_.push_back(e);
}

PhaseStats FaultNetwork::fail(const std::vector<FaultSpec>& faults) {
  for (const FaultSpec& f : faults) {
    if (f.kind == FaultSpec::Kind::Link) {
      take_down(f.a);
      take_down(f.b);
      continue;
    }
    if (!router_alive(f.router)) continue;
    // Its neighbours see every link to it fail; the router itself does nothing any more.
    for (int port = 0; port < d_->radix(); ++port) {
      const PortPeer pp = d_->peer(f.router, port);
      if (pp.connected) take_down({pp.router, pp.port});
    }
    alive_[static_cast<std::size_t>(d_->router_index(f.router))] = false;
    dead_.push_back(f.router);
  }
  return run();
}

PhaseStats FaultNetwork::recover_all() {
  for (const RouterId& r : dead_) {
    alive_[static_cast<std::size_t>(d_->router_index(r))] = true;
    eng(r).reset();  // restarts with its configured tables and every link up
  }
  dead_.clear();
  for (const LinkEnd& e : down_) {
    if (!eng(e.router).port_up(e.port)) eng(e.router).link_up(e.port);
  }
  down_.clear();
  return run();
}

PhaseStats FaultNetwork::run() {
  enum Kind { Completion = 0, Arrival = 1 };
  struct Event {
    std::uint64_t time;
    std::uint64_t seq;
    std::uint64_t start;
    int kind;
    int router;
    int port;
    FaultPacket packet;
  };
  auto later = [](const Event& x, const Event& y) { return std::tie(x.time, x.seq) > std::tie(y.time, y.seq); };
  std::priority_queue<Event, std::vector<Event>, decltype(later)> q(later);
  std::uint64_t seq = 0;
  PhaseStats st;
  auto start_idle = [&](std::uint64_t now) {
    for (int i = 0; i < d_->num_routers(); ++i) {
      auto& e = eng_[static_cast<std::size_t>(i)];
      if (!alive_[static_cast<std::size_t>(i)] || e.busy() || !e.has_pending()) continue;
      const auto done = e.start_next(now);
      if (done) q.push({*done, seq++, now, Completion, i, -1, {}});
    }
  };
  start_idle(0);
  while (!q.empty()) {
    const std::uint64_t now = q.top().time;
    // Everything that happens in this cycle first (with latency 0 a completion's packets
    // arrive in the same cycle), then every idle scheduler picks its next event.
    while (!q.empty() && q.top().time == now) {
      const Event ev = q.top();
      q.pop();
      if (ev.kind == Arrival) {
        if (alive_[static_cast<std::size_t>(ev.router)]) eng_[static_cast<std::size_t>(ev.router)].receive(ev.port, ev.packet);
        continue;
      }
      auto& e = eng_[static_cast<std::size_t>(ev.router)];
      ++st.commands;
      st.cycles = now;
      if (cmd_trace_) cmd_trace_({ev.start, now, e.id(), e.current()});
      for (const Emitted& em : e.finish()) {
        const PortPeer pp = d_->peer(e.id(), em.port);
        switch (em.packet.kind) {
          case PacketKind::FD:
          case PacketKind::VG: ++st.fd_packets; break;
          case PacketKind::FR:
          case PacketKind::VR: ++st.fr_packets; break;
          case PacketKind::RV: ++st.rv_packets; break;
        }
        if (trace_) trace_({now, e.id(), em.port, pp.router, pp.port, em.packet});
        q.push({now + static_cast<std::uint64_t>(latency_), seq++, now, Arrival, d_->router_index(pp.router), pp.port,
                em.packet});
      }
    }
    start_idle(now);
  }
  return st;
}

}  // namespace doar::fault
