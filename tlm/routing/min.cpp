// MIN: minimal routing, local-global-local, 2 VCs (min2_vc).
#include "dfly_paths.hpp"
#include "registry.hpp"

namespace doar::net {
namespace {

class MinRouting final : public RoutingFunction {
 public:
  explicit MinRouting(const RoutingSetup& s) : d_(*s.dfly), r_(s.router) {}
  RouteChoice route(RouterView&, int, int in_vc, PacketHeader& hdr) override {
    const RouterId t = hdr.dst_router();
    if (t == r_) return {hdr.dst_nid(), in_vc};
    const int port = min_port(d_, r_, t);
    return {port, min2_vc(d_, r_, port, in_vc, hdr)};
  }

 private:
  const Dragonfly& d_;
  RouterId r_;
};

}  // namespace

std::unique_ptr<RoutingFunction> make_min(const RoutingSetup& s) { return std::make_unique<MinRouting>(s); }

}  // namespace doar::net
