// TPR, traffic-pattern-based adaptive routing (Faizian, Alfaro, Rahman, Mollah, Yuan, Pakin,
// Lang, IEEE TMSCS 4(4), 2018): UGAL_L whose bias towards the minimal path is chosen from the
// traffic pattern that the router infers from its own counters. Only the abstracts were
// available, so the counters, the pattern test and the two biases are OUR reconstruction
// (shared/notes/baselines.md section 3, docs/routing.md); they are the constants below.
//
// Rule, per packet whose destination is in another group, at its source router:
//  - Counters: flits this router's terminals injected towards each destination group during
//    the current epoch of kEpoch cycles; at the end of an epoch they are latched and cleared.
//  - Pattern test on the latched epoch plus the current one so far (so that a pattern is
//    seen within its first epoch, and the very first epoch of a run is not blind): the
//    destination group X is "adversarial" when it took more than kTheta times its uniform
//    share of the router's inter-group flits, f_X > min(kTheta / (g - 1), 1/2), and at least
//    kMinFlits flits (a few packets at a very low load are not a pattern).
//  - Draw a router-Valiant intermediate and apply UGAL_L's test with the bias picked by the
//    test: minimal iff q(o_min) <= 2 q(o_nonmin) + T, T = kBiasAdversarial (negative: prefer
//    Valiant) for an adversarial X, kBiasUniform (positive: stay minimal) otherwise.
//    q is UGAL_L's estimate (ugal_rule.hpp).
// The path is then followed obliviously with the 4-VC router-Valiant classes.
// Traffic inside a group goes minimally (shared convention), so TPR's intra-group test is
// not needed here.
#include <algorithm>
#include <vector>
#include "registry.hpp"
#include "ugal_rule.hpp"
#include "valiant_path.hpp"

namespace doar::net {
namespace {

constexpr std::uint64_t kEpoch = 1000;  // cycles per counter epoch
constexpr double kTheta = 4.0;          // times the uniform share that marks a pattern adversarial
constexpr long kMinFlits = 16;          // fewest flits to a group that can mark it adversarial
constexpr int kBiasUniform = 100;       // flits, towards minimal
constexpr int kBiasAdversarial = -30;   // flits, towards Valiant

class TprRouting final : public RoutingFunction {
 public:
  explicit TprRouting(const RoutingSetup& s)
      : d_(*s.dfly), r_(s.router), cur_(d_.g(), 0), last_(d_.g(), 0),
        share_(std::min(kTheta / (d_.g() - 1), 0.5)), phantom_(s.params.ugal_phantom) {}

  RouteChoice route(RouterView& v, int, int in_vc, PacketHeader& hdr) override {
    RouteState& st = hdr.route;
    if (!(st.flags & RouteState::kDecided)) {
      st.flags |= RouteState::kDecided;
      if (hdr.src_gid != hdr.dst_gid() && draw_valiant(d_, v.rng(), hdr.src_gid, hdr.dst_gid(), st)) {
        roll_epoch(v.cycle());
        const int bias = adversarial(hdr.dst_gid()) ? kBiasAdversarial : kBiasUniform;
        const UgalQueues q = ugal_l_queues(d_, r_, v, ugal_ports(d_, r_, d_.router_at(st.inter_router), hdr), in_vc, hdr, phantom_);
        if (ugal_minimal(q.qm, q.qn, 1, 2, bias)) {
          st.inter_router = -1;
          st.inter_group = -1;
          st.flags |= RouteState::kMinimal;
        }
        cur_[hdr.dst_gid()] += hdr.size;
        cur_total_ += hdr.size;
      } else {
        st.flags |= RouteState::kMinimal;
      }
    }
    return follow_valiant4(d_, r_, in_vc, hdr);
  }

 private:
  // Latches the counters when one or more epoch boundaries have passed since the last call
  // (lazily, on the next decision: an epoch with no decision latches as empty).
  void roll_epoch(std::uint64_t now) {
    const std::uint64_t epoch = now / kEpoch;
    if (epoch == epoch_) return;
    if (epoch == epoch_ + 1) {
      last_.swap(cur_);
      last_total_ = cur_total_;
    } else {
      std::fill(last_.begin(), last_.end(), 0);
      last_total_ = 0;
    }
    std::fill(cur_.begin(), cur_.end(), 0);
    cur_total_ = 0;
    epoch_ = epoch;
  }

  bool adversarial(int gd) const {
    const long n = last_[gd] + cur_[gd];
    return n >= kMinFlits && static_cast<double>(n) > share_ * static_cast<double>(last_total_ + cur_total_);
  }

  const Dragonfly& d_;
  RouterId r_;
  std::vector<long> cur_, last_;  // flits injected towards each group: this epoch, last epoch
  long cur_total_ = 0, last_total_ = 0;
  std::uint64_t epoch_ = 0;
  double share_;
  bool phantom_;  // --ugal-queue phantom
};

}  // namespace

std::unique_ptr<RoutingFunction> make_tpr(const RoutingSetup& s) { return std::make_unique<TprRouting>(s); }

}  // namespace doar::net
