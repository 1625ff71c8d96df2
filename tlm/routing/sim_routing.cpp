#include "sim_routing.hpp"

#include <deque>

namespace doar::net {

SimCentral& SimCentral::get() {
  static SimCentral c;
  return c;
}

void SimCentral::set_plan(const Dragonfly&, const std::vector<fault::FaultSpec>& plan, std::uint64_t fault_at,
                          std::int64_t repair_at, std::uint64_t reconfig) {
  plan_ = plan;
  fault_at_ = fault_at;
  repair_at_ = repair_at;
  reconfig_ = reconfig;
  built_ = false;
}

namespace {

SimCentral::Epoch surviving(const Dragonfly& d, const std::vector<fault::FaultSpec>& plan) {
  SimCentral::Epoch e;
  e.n = d.num_routers();
  e.router_alive.assign(static_cast<std::size_t>(e.n), true);
  e.alive.assign(static_cast<std::size_t>(e.n), 0);
  for (int i = 0; i < e.n; ++i) {
    for (int port = d.p(); port < d.radix(); ++port) {
      if (d.peer(d.router_at(i), port).connected) e.alive[static_cast<std::size_t>(i)] |= std::uint64_t{1} << port;
    }
  }
  auto cut = [&](const RouterId& r, int port) { e.alive[static_cast<std::size_t>(d.router_index(r))] &= ~(std::uint64_t{1} << port); };
  for (const fault::FaultSpec& f : plan) {
    if (f.kind == fault::FaultSpec::Kind::Link) {
      cut(f.a.router, f.a.port);
      cut(f.b.router, f.b.port);
      continue;
    }
    e.router_alive[static_cast<std::size_t>(d.router_index(f.router))] = false;
    for (int port = d.p(); port < d.radix(); ++port) {
      const PortPeer pp = d.peer(f.router, port);
      if (!pp.connected) continue;
      cut(f.router, port);
      cut(pp.router, pp.port);
    }
  }
  // BFS from every target over the reversed (here symmetric) surviving graph.
  e.dist.assign(static_cast<std::size_t>(e.n) * e.n, SimCentral::kFar);
  std::deque<int> q;
  for (int t = 0; t < e.n; ++t) {
    if (!e.router_alive[static_cast<std::size_t>(t)]) continue;
    std::uint8_t* dist = &e.dist[static_cast<std::size_t>(t) * e.n];
    dist[t] = 0;
    q.assign(1, t);
    while (!q.empty()) {
      const int u = q.front();
      q.pop_front();
      const RouterId ru = d.router_at(u);
      for (std::uint64_t m = e.alive[static_cast<std::size_t>(u)]; m; m &= m - 1) {
        const int port = __builtin_ctzll(m);
        const int w = d.router_index(d.peer(ru, port).router);
        if (dist[w] != SimCentral::kFar) continue;
        dist[w] = static_cast<std::uint8_t>(dist[u] + 1);
        q.push_back(w);
      }
    }
  }
  return e;
}

}  // namespace

void SimCentral::build(const Dragonfly& d) {
  clean_ = surviving(d, {});
  faulted_ = plan_.empty() ? clean_ : surviving(d, plan_);
  built_ = true;
}

const SimCentral::Epoch& SimCentral::epoch(const Dragonfly& d, std::uint64_t cycle) {
  if (!built_ || clean_.n != d.num_routers()) build(d);
  // The routes in force are those of the last topology change at least reconfig_ cycles old:
  // during the reconfiguration the routers still route on the graph before the change (a
  // packet sent onto a link that has failed meanwhile is lost, checked_route()).
  if (plan_.empty() || cycle < fault_at_ + reconfig_) return clean_;
  if (repair_at_ >= 0 && cycle >= static_cast<std::uint64_t>(repair_at_) + reconfig_) return clean_;
  return faulted_;
}

namespace {

class SimRouting final : public RoutingFunction {
 public:
  explicit SimRouting(const RoutingSetup& s)
      : d_(*s.dfly), r_(s.router), idx_(s.dfly->router_index(s.router)), vcs_(s.params.vcs), t_(s.params.ugal_threshold) {}

  RouteChoice route(RouterView& v, int, int in_vc, PacketHeader& hdr) override {
    const SimCentral::Epoch& ep = SimCentral::get().epoch(d_, v.cycle());
    const int dst = d_.router_index(hdr.dst_router());
    if (dst == idx_) return {hdr.dst_nid(), in_vc};
    RouteState& st = hdr.route;
    if (!(st.flags & RouteState::kDecided)) {
      st.flags |= RouteState::kDecided;
      const int hm = ep.at(idx_, dst);
      if (hm > vcs_) return {};  // cut off (or no path within the VC budget): unreachable
      choose_valiant(v, ep, hdr, hm);
    }
    int target = dst;
    if (st.inter_router >= 0 && st.phase == 0) {
      if (st.inter_router == idx_) st.phase = 1;
      else target = st.inter_router;
    }
    const int port = best_port(v, ep, target);
    if (port < 0 || hdr.hops >= vcs_) return {};  // the graph changed under the packet
    return {port, hdr.hops};
  }

 private:
  // UGAL at the source: a random router of a third group as Valiant intermediate, taken when
  // the minimal port's queue times its path length exceeds the other's by more than T.
  void choose_valiant(RouterView& v, const SimCentral::Epoch& ep, PacketHeader& hdr, int hm) {
    const int n = d_.num_routers();
    const int i = v.rng().below(n);
    const RouterId ri = d_.router_at(i);
    if (ri.gid == r_.gid || ri.gid == hdr.dst_gid() || !ep.router_alive[static_cast<std::size_t>(i)]) return;
    const int dst = d_.router_index(hdr.dst_router());
    const int a = ep.at(idx_, i), b = ep.at(i, dst);
    if (a == SimCentral::kFar || b == SimCentral::kFar || a + b > vcs_) return;
    const int om = best_port(v, ep, dst), on = best_port(v, ep, i);
    if (om < 0 || on < 0) return;
    if (v.occupancy(om) * hm > v.occupancy(on) * (a + b) + t_) hdr.route.inter_router = i;
  }

  // The least occupied port one hop closer to `target` over the surviving graph.
  int best_port(const RouterView& v, const SimCentral::Epoch& ep, int target) const {
    const int here = ep.at(idx_, target);
    if (here == SimCentral::kFar || here == 0) return -1;
    int best = -1, best_q = 0;
    for (std::uint64_t m = ep.alive[static_cast<std::size_t>(idx_)]; m; m &= m - 1) {
      const int port = __builtin_ctzll(m);
      const int w = d_.router_index(d_.peer(r_, port).router);
      if (ep.at(w, target) != here - 1) continue;
      const int q = v.occupancy(port);
      if (best < 0 || q < best_q) {
        best = port;
        best_q = q;
      }
    }
    return best;
  }

  const Dragonfly& d_;
  RouterId r_;
  int idx_, vcs_, t_;
};

}  // namespace

std::unique_ptr<RoutingFunction> make_sim(const RoutingSetup& s) { return std::make_unique<SimRouting>(s); }

}  // namespace doar::net
