// PAR_PH: progressive adaptive routing (PAR, Jiang, Kim, Dally, ISCA 2009) with the phantom-
// congestion history window of Won et al. (HPCA 2015); shared/notes/baselines.md section 2.
//
// Rule, per packet whose destination is in another group:
//  - At the source router Rs: draw a router-Valiant intermediate Ri and compare the two
//    first-hop queues, minimal iff q(o_min) <= 2 q(o_nonmin) + T_par. Valiant commits the
//    packet to Ri. Minimal through Rs's own global port commits it to the minimal path.
//    Minimal through a local hop leaves the decision open: the packet goes to the gateway
//    R_Gd (class S1) with the tentative flag.
//  - At that gateway (tentative flag set): draw a NEW intermediate (the IAR-branch code) and
//    repeat the comparison with this router's queues, which sit next to the global channel;
//    the outcome is final. No other router re-evaluates.
//  - q is the phantom-corrected occupancy max(0, used credits - flits sent in the last
//    credit round trip) of RouterView::phantom_occupancy (the history window, shared with
//    DOAR's CongG); when both candidates leave through the same port the two candidates' own
//    VCs are compared by raw used credits (the window is kept per port, not per VC).
//  - T_par = 4 packets' worth of flits (the SRP-branch configuration).
//
// VC classes (5 VCs, never decreasing along a path): S1 = 0 (the tentative local hop in the
// source group), then the 4-VC router-Valiant classes of valiant_path.hpp shifted up by one:
// local in Gs and global to Gi 1, local in Gi towards Ri 2, local in Gi after Ri and global
// into Gd 3, local in Gd 4. Longest path L(S1) L(S2) G L L G L, 7 hops.
//
// Not implemented: the "transient congestion" offset of Won et al. (baselines.md Read 1/2);
// the full paper was not available and the window alone is the documented default.
#include "registry.hpp"
#include "ugal_rule.hpp"
#include "valiant_path.hpp"

namespace doar::net {
namespace {

constexpr int kThresholdPackets = 4;  // T_par in packets
constexpr int kTentativeVc = 0;       // class S1
constexpr int kClassShift = 1;        // committed hops: valiant4 classes + 1

class ParPhRouting final : public RoutingFunction {
 public:
  explicit ParPhRouting(const RoutingSetup& s)
      : d_(*s.dfly), r_(s.router), t_(kThresholdPackets * s.params.packet_size) {}

  RouteChoice route(RouterView& v, int, int in_vc, PacketHeader& hdr) override {
    RouteState& st = hdr.route;
    if (!(st.flags & RouteState::kDecided)) {
      st.flags |= RouteState::kDecided;
      if (hdr.src_gid == hdr.dst_gid() || !draw_valiant(d_, v.rng(), hdr.src_gid, hdr.dst_gid(), st)) {
        commit_minimal(st);
      } else if (prefer_minimal(v, hdr, /*at_source=*/true)) {
        const int om = min_port(d_, r_, hdr.dst_router());
        commit_minimal(st);
        if (d_.port_kind(om) == PortKind::Local) {
          st.flags |= RouteState::kTentative;
          return {om, kTentativeVc};
        }
      }
    } else if (st.flags & RouteState::kTentative) {
      // Second and last look, at the gateway of the minimal path.
      st.flags &= static_cast<std::uint8_t>(~RouteState::kTentative);
      if (draw_valiant(d_, v.rng(), hdr.src_gid, hdr.dst_gid(), st)) {
        st.flags &= static_cast<std::uint8_t>(~RouteState::kMinimal);
        if (prefer_minimal(v, hdr, /*at_source=*/false)) commit_minimal(st);
      }
    }
    RouteChoice c = follow_valiant4(d_, r_, in_vc, hdr);
    if (d_.port_kind(c.out_port) != PortKind::Terminal) c.out_vc += kClassShift;
    return c;
  }

 private:
  static void commit_minimal(RouteState& st) {
    st.inter_router = -1;
    st.inter_group = -1;
    st.flags |= RouteState::kMinimal;
  }

  // The UGAL test on this router's phantom-corrected queues, for the intermediate in `hdr`.
  bool prefer_minimal(const RouterView& v, const PacketHeader& hdr, bool at_source) const {
    const UgalPorts p = ugal_ports(d_, r_, d_.router_at(hdr.route.inter_router), hdr);
    // VCs the candidates would take here: the minimal hop is S1 (local, at the source) or
    // Gm (global); the non-minimal hop is S2 or G1n.
    const int vc_m = (at_source && d_.port_kind(p.om) == PortKind::Local) ? kTentativeVc : 2 + kClassShift;
    const int vc_n = kClassShift;
    const UgalQueues q = ugal_queues(v, p, vc_m, vc_n, [&v](int port) { return v.phantom_occupancy(port); });
    return ugal_minimal(q.qm, q.qn, 1, 2, t_);
  }

  const Dragonfly& d_;
  RouterId r_;
  int t_;
};

}  // namespace

std::unique_ptr<RoutingFunction> make_par_ph(const RoutingSetup& s) { return std::make_unique<ParPhRouting>(s); }

}  // namespace doar::net
