// DOAR (paper Algorithm 1): every decision is core's DoarDecider (the fast path of
// decide_reference(), tested equal to it) on this router's tables (core NetworkTables;
// precomputed when no fault rewrites them), the congestion the router derives from its
// credits (congested_ports: CongL > thr_local for terminal/intra-group ports, CongG >
// thr_global for its own global ports, both with the phantom history window) and the group
// CongG bitmap delayed by the PCS latency (group_congestion). The RCU arbiter state (core
// ArbState: the LFSR of P1/P3) is kept per input port, as in the chip, with the rule under
// congestion (--doar-congested: core doar_congested.hpp) and its detour credit. VC: core
// next_vc (4 VCs).
#include <vector>
#include "doar_decider.hpp"
#include "registry.hpp"

namespace doar::net {
namespace {

class DoarRouting final : public RoutingFunction {
 public:
  explicit DoarRouting(const RoutingSetup& s)
      : d_(*s.dfly), r_(s.router), decider_(d_, r_, *s.tables, s.tables_fixed) {
    arb_.reserve(d_.radix());
    const CongestedRule rule = s.params.doar_congested;
    for (int port = 0; port < d_.radix(); ++port) arb_.push_back(reset_arb_state(d_, r_, port, rule));
  }

  // The arbiter state and the table entries (or RTA's static entry) decide() will read.
  void prefetch(int in_port, std::uint32_t dst) const override {
    __builtin_prefetch(&arb_[in_port]);
    const NodeAddr to{static_cast<int>(dst >> 16), static_cast<int>((dst >> 8) & 0xFF), static_cast<int>(dst & 0xFF)};
    const DoarDecider::Lines l = decider_.lines_for(in_port, to);
    for (int i = 0; i < l.n; ++i) __builtin_prefetch(l.at[i]);
  }

  RouteChoice route(RouterView& v, int in_port, int in_vc, PacketHeader& ph) override {
    // core's decision reads only the source's group of the source address (the
    // intermediate-group test), so the header's source group is all it needs.
    const NodeAddr dst = ph.dst();
    const Header hdr{NodeAddr{ph.src_gid, 0, 0}, dst, in_vc};
    // Only the RTA path (terminal input, another group) reads the group bitmap: the others
    // leave it uncomputed for the cycle.
    static const SlotMask kNoBitmap;
    const SlotMask& group = in_port < d_.p() && dst.gid != r_.gid ? v.group_congestion() : kNoBitmap;
    const Decision dec = decider_.decide(in_port, hdr, v.congested_ports(), group, arb_[in_port]);
    if (!dec.valid) return {};
    return {dec.out_port, dec.out_vc};
  }

 private:
  const Dragonfly& d_;
  RouterId r_;
  DoarDecider decider_;
  std::vector<ArbState> arb_;  // one RCU arbiter state per input port
};

}  // namespace

std::unique_ptr<RoutingFunction> make_doar(const RoutingSetup& s) { return std::make_unique<DoarRouting>(s); }

}  // namespace doar::net
