// DOAR (paper Algorithm 1): every decision is core's decide() with this router's tables
// (core NetworkTables), the congestion the router derives from its credits (congested_ports:
// CongL > thr_local for terminal/intra-group ports, CongG > thr_global for its own global
// ports, both with the phantom history window) and the group CongG bitmap delayed by the PCS
// latency (group_congestion). The RCU arbiter state (core ArbState: LFSR, P1, P3 pointers)
// is kept per input port, as in the chip. VC: core next_vc (4 VCs).
#include <vector>
#include "doar_decision.hpp"
#include "registry.hpp"

namespace doar::net {
namespace {

class DoarRouting final : public RoutingFunction {
 public:
  explicit DoarRouting(const RoutingSetup& s) : d_(*s.dfly), r_(s.router), tables_(*s.tables) {
    arb_.reserve(d_.radix());
    for (int port = 0; port < d_.radix(); ++port) arb_.push_back(reset_arb_state(d_, r_, port));
  }

  RouteChoice route(RouterView& v, int in_port, int in_vc, Packet& pkt) override {
    const Header hdr{pkt.src, pkt.dst, in_vc};
    const Decision dec = decide(d_, r_, in_port, tables_.at(r_, in_port), hdr, v.congested_ports(),
                                v.group_congestion(), arb_[in_port]);
    if (!dec.valid) return {};
    return {dec.out_port, dec.out_vc};
  }

 private:
  const Dragonfly& d_;
  RouterId r_;
  const NetworkTables& tables_;
  std::vector<ArbState> arb_;  // one RCU arbiter state per input port
};

}  // namespace

std::unique_ptr<RoutingFunction> make_doar(const RoutingSetup& s) { return std::make_unique<DoarRouting>(s); }

}  // namespace doar::net
