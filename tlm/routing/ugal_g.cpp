// UGAL_G (Kim, Dally, Scott, Abts, ISCA 2008; shared/notes/baselines.md section 1, variant
// (a)): the idealised UGAL. Once per packet, at the source router, draw a router-Valiant
// intermediate Ri in group Gi and go minimal iff
//   q(global channel Gs->Gd) * 1 <= q(global channel Gs->Gi) * 2 + T
// where q is the used-credit occupancy of each global output port summed over its VCs, read
// at whichever router of the source group owns it (RouterView::remote, a simulator-only
// oracle with no delay), and T = RoutingParams::ugal_threshold flits (default 30). The path is
// then followed obliviously with the 4-VC router-Valiant classes (valiant_path.hpp), exactly
// as UGAL_L: the two differ only in where the queue values come from.
//
// Choices (documented in docs/routing.md): weights (1, 2) and T as in UGAL_L, because the
// paper ran BookSim2; only the two global channels enter the comparison (not the local hops
// to reach them); a router model without a global view is an error, not a silent fallback.
#include <stdexcept>
#include "registry.hpp"
#include "ugal_rule.hpp"
#include "valiant_path.hpp"

namespace doar::net {
namespace {

class UgalGRouting final : public RoutingFunction {
 public:
  explicit UgalGRouting(const RoutingSetup& s) : d_(*s.dfly), r_(s.router), t_(s.params.ugal_threshold) {}

  RouteChoice route(RouterView& v, int, int in_vc, PacketHeader& hdr) override {
    RouteState& st = hdr.route;
    if (!(st.flags & RouteState::kDecided)) {
      st.flags |= RouteState::kDecided;
      if (hdr.src_gid != hdr.dst_gid() && draw_valiant(d_, v.rng(), hdr.src_gid, hdr.dst_gid(), st)) {
        const long qm = global_queue(v, hdr.dst_gid());
        const long qn = global_queue(v, st.inter_group);
        if (ugal_minimal(qm, qn, 1, 2, t_)) {
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
  // Occupancy of the global port of this group that leads to group `to`, at its owner.
  int global_queue(const RouterView& v, int to) const {
    const int slot = d_.slot_to_group(r_.gid, to);
    const int owner = d_.slot_owner(slot);
    const RouterView* at = owner == r_.bid ? &v : v.remote(d_.router_index(RouterId{r_.gid, owner}));
    if (at == nullptr) throw std::runtime_error("UGAL_G needs a router model with a global view (RouterView::remote)");
    return at->occupancy(d_.slot_port(slot));
  }

  const Dragonfly& d_;
  RouterId r_;
  int t_;
};

}  // namespace

std::unique_ptr<RoutingFunction> make_ugal_g(const RoutingSetup& s) { return std::make_unique<UgalGRouting>(s); }

}  // namespace doar::net
