// VAL: Valiant routing via a random router of a random group other than the source and
// destination groups (router-Valiant, baselines.md section 0), 4 VCs. Traffic inside one
// group goes minimally (one local hop, class D).
#include "registry.hpp"
#include "valiant_path.hpp"

namespace doar::net {
namespace {

class ValRouting final : public RoutingFunction {
 public:
  explicit ValRouting(const RoutingSetup& s) : d_(*s.dfly), r_(s.router) {}
  RouteChoice route(RouterView& v, int, int in_vc, PacketHeader& hdr) override {
    RouteState& st = hdr.route;
    if (!(st.flags & RouteState::kDecided)) {
      st.flags |= RouteState::kDecided;
      if (hdr.src_gid != hdr.dst_gid()) draw_valiant(d_, v.rng(), hdr.src_gid, hdr.dst_gid(), st);
    }
    return follow_valiant4(d_, r_, in_vc, hdr);
  }

 private:
  const Dragonfly& d_;
  RouterId r_;
};

}  // namespace

std::unique_ptr<RoutingFunction> make_val(const RoutingSetup& s) { return std::make_unique<ValRouting>(s); }

}  // namespace doar::net
