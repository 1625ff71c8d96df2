// UGAL_L (Kim, Dally, Scott, Abts, ISCA 2008; baselines.md section 1): at the source router,
// once per packet, draw a Valiant intermediate and go minimal iff
//   q(o_min) * 1 <= q(o_nonmin) * 2 + T
// with q the output occupancy over all VCs of the port (the two candidates' own VCs when
// both leave through the same port; ugal_rule.hpp, shared with TPR and UGAL_LE),
// T = RoutingParams::ugal_threshold flits (default 30).
// Then the path is followed obliviously (valiant_path.hpp), 4 VCs.
#include "registry.hpp"
#include "ugal_rule.hpp"
#include "valiant_path.hpp"

namespace doar::net {
namespace {

class UgalLRouting final : public RoutingFunction {
 public:
  explicit UgalLRouting(const RoutingSetup& s) : d_(*s.dfly), r_(s.router), t_(s.params.ugal_threshold), phantom_(s.params.ugal_phantom) {}

  RouteChoice route(RouterView& v, int, int in_vc, PacketHeader& hdr) override {
    RouteState& st = hdr.route;
    if (!(st.flags & RouteState::kDecided)) {
      st.flags |= RouteState::kDecided;
      if (hdr.src_gid != hdr.dst_gid() && draw_valiant(d_, v.rng(), hdr.src_gid, hdr.dst_gid(), st)) {
        if (prefer_minimal(v, in_vc, hdr)) {
          st.inter_router = -1;
          st.inter_group = -1;
          st.flags |= RouteState::kMinimal;
        }
      } else {
        st.flags |= RouteState::kMinimal;
      }
    }
    return follow_valiant4(d_, r_, in_vc, hdr);
  }

 private:
  // UGAL_L's estimate and test, shared with TPR and UGAL_LE (ugal_rule.hpp). The decision
  // is taken at the source router and the intermediate is in a third group, so it is never
  // this router.
  bool prefer_minimal(const RouterView& v, int in_vc, const PacketHeader& hdr) const {
    const RouterId ri = d_.router_at(hdr.route.inter_router);
    const UgalQueues q = ugal_l_queues(d_, r_, v, ugal_ports(d_, r_, ri, hdr), in_vc, hdr, phantom_);
    return ugal_minimal(q.qm, q.qn, 1, 2, t_);
  }

  const Dragonfly& d_;
  RouterId r_;
  int t_;
  bool phantom_;  // --ugal-queue phantom
};

}  // namespace

std::unique_ptr<RoutingFunction> make_ugal_l(const RoutingSetup& s) { return std::make_unique<UgalLRouting>(s); }

}  // namespace doar::net
