// UGAL_LE (Chaulagain and Yuan, "Enhanced UGAL routing schemes for Dragonfly networks",
// ICS 2024): UGAL with local information whose latency estimate also predicts conflicts on
// the global channels from the router's own recent traffic. Only the abstract was
// available, so the estimate below is OUR reconstruction (shared/notes/baselines.md section
// 4, docs/routing.md); its parameters are the constants below.
//
// Rule, per packet whose destination is in another group, at its source router:
//  - L(c): flits this router committed (as a source, minimal or Valiant) towards global
//    channel c of its group during the last W cycles, W = kWindowRtts global credit round
//    trips (WindowCounter, 8 buckets).
//  - Predicted conflict on c: assume the other a-1 routers of the group send like this one,
//    so c carries about a * L(c) flits per window; what exceeds the channel's capacity of W
//    flits per window is the predicted conflict, max(0, a * L(c) - W).
//  - Estimated delay of a path P with global channel c_P:
//      Est(P) = H(P) * q(first hop of P) + kBeta * max(0, a * L(c_P) - W)
//    with H the router-to-router hop count and q UGAL_L's queue estimate (ugal_rule.hpp).
//  - Draw a router-Valiant intermediate; minimal iff Est(min) <= Est(Valiant) + T,
//    T = RoutingParams::ugal_threshold (30 flits).
// The path is then followed obliviously with the 4-VC router-Valiant classes.
#include "registry.hpp"
#include "ugal_rule.hpp"
#include "valiant_path.hpp"
#include "window_counter.hpp"

namespace doar::net {
namespace {

constexpr int kWindowRtts = 2;  // window in global credit round trips
constexpr long kBeta = 1;       // weight of the predicted conflict (flits per flit)

int global_rtt(const RoutingParams& p) { return 2 * p.lat_global + 2; }

class UgalLeRouting final : public RoutingFunction {
 public:
  explicit UgalLeRouting(const RoutingSetup& s)
      : d_(*s.dfly), r_(s.router), t_(s.params.ugal_threshold), phantom_(s.params.ugal_phantom),
        sent_(d_.slots(), kWindowRtts * global_rtt(s.params)) {}

  RouteChoice route(RouterView& v, int, int in_vc, PacketHeader& hdr) override {
    RouteState& st = hdr.route;
    if (!(st.flags & RouteState::kDecided)) {
      st.flags |= RouteState::kDecided;
      if (hdr.src_gid != hdr.dst_gid() && draw_valiant(d_, v.rng(), hdr.src_gid, hdr.dst_gid(), st)) {
        sent_.advance(v.cycle());
        const RouterId rd = hdr.dst_router(), ri = d_.router_at(st.inter_router);
        const int c_min = d_.slot_to_group(r_.gid, hdr.dst_gid());
        const int c_val = d_.slot_to_group(r_.gid, st.inter_group);
        const UgalQueues q = ugal_l_queues(d_, r_, v, ugal_ports(d_, r_, ri, hdr), in_vc, hdr, phantom_);
        const long est_min = min_hops(d_, r_, rd) * static_cast<long>(q.qm) + conflict(c_min);
        const long est_val = valiant_hops(d_, r_, ri, rd) * static_cast<long>(q.qn) + conflict(c_val);
        if (ugal_minimal(est_min, est_val, 1, 1, t_)) {
          st.inter_router = -1;
          st.inter_group = -1;
          st.flags |= RouteState::kMinimal;
          sent_.add(c_min, hdr.size);
        } else {
          sent_.add(c_val, hdr.size);
        }
      } else {
        st.flags |= RouteState::kMinimal;
      }
    }
    return follow_valiant4(d_, r_, in_vc, hdr);
  }

 private:
  long conflict(int slot) const {
    const long excess = d_.a() * sent_.count(slot) - sent_.window();
    return excess > 0 ? kBeta * excess : 0;
  }

  const Dragonfly& d_;
  RouterId r_;
  int t_;
  bool phantom_;  // --ugal-queue phantom
  WindowCounter sent_;  // flits committed towards each global slot of the group
};

}  // namespace

std::unique_ptr<RoutingFunction> make_ugal_le(const RoutingSetup& s) { return std::make_unique<UgalLeRouting>(s); }

}  // namespace doar::net
