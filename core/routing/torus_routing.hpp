// Routings of the k-ary n-cube torus (seed 000): TORUS_DOR, DUATO, GEAR and GEAR3. The
// paper's VC1 and VC2 are VCs 0 and 1 here. docs/deadlock.md records the checker's verdict on
// each, docs/topology.md the rules in prose.
//
// Shared definitions. For dimension d with offset off = t_d - c_d (t the destination, c the
// current router), the direction is the paper's (Algorithms 2, 3):
//   + when 0 < off <= K/2 or off < -K/2;   - when -K/2 <= off < 0 or off > K/2;
// so each dimension has one productive direction, and at the half-ring tie (|off| = K/2) it
// is the one that does not cross the wrap link. Every candidate of every routing here is a
// hop in a productive direction: all routing is minimal. A "wrap ahead" in dimension d means
// the rest of the minimal path in d crosses the wrap link (+: t_d < c_d, -: t_d > c_d).
#pragma once
#include "routing/routing.hpp"
#include "topology/torus.hpp"

namespace doar {

// Productive direction of one dimension: +1, -1, or 0 when the offset is 0.
// At the half-ring tie (even K, |off| = K/2) both directions are minimal; `tie` chooses:
// - TorusTie::NoWrap (default, the paper's Algorithms 2-3): the side that does not cross the
//   wrap link;
// - TorusTie::Split: + when the current coordinate is even, - when it is odd. The coordinate
//   in d does not change until the packet moves in d, and after that first hop the offset is
//   below K/2, so the choice holds along the whole path without per-packet state. Under UR it
//   loads the two directions of a ring equally, as BookSim2's random draw does on average
//   (docs/booksim_torus.md); NoWrap puts 10/8 of the mean load on the busiest link of an
//   8-ring. With a permutation, though, every packet of a flow goes the same way;
// - TorusTie::Random: the direction is drawn per packet at injection (bit d of the packet's
//   routing state, 1 = +), as BookSim2's dor_next_torus draws it; `up` is that bit.
inline int torus_dir(int c, int t, int k, TorusTie tie = TorusTie::NoWrap, bool up = false) {
  const int off = t - c;
  if (off == 0) return 0;
  if (tie != TorusTie::NoWrap && (2 * off == k || 2 * off == -k)) {
    if (tie == TorusTie::Split) return (c % 2 == 0) ? +1 : -1;
    return up ? +1 : -1;
  }
  return ((off > 0 && 2 * off <= k) || 2 * off < -k) ? +1 : -1;
}

// What the torus routings share: the torus, the tie rule, and with the random tie rule the
// per-packet state (one direction bit per dimension) that the engine draws at injection.
class TorusRoutingBase : public Routing {
 public:
  int num_states() const override { return tie_ == TorusTie::Random ? 1 << t_.dims() : 1; }
  bool draws_state() const override { return tie_ == TorusTie::Random; }
  std::uint32_t draw_state(int, int, std::uint64_t random) const override {
    return tie_ == TorusTie::Random ? static_cast<std::uint32_t>(random & ((1u << t_.dims()) - 1)) : 0;
  }

 protected:
  TorusRoutingBase(const Torus& t, int vcs, TorusTie tie) : Routing(vcs), t_(t), tie_(tie) {}
  // The productive direction in dimension d from coordinate c to t for a packet in `state`.
  int direction(int d, int c, int t, std::uint32_t state) const { return torus_dir(c, t, t_.k(d), tie_, (state >> d) & 1u); }

  const Torus& t_;
  TorusTie tie_;
};
// Whether the minimal path from coordinate c to t (direction dir != 0) crosses the wrap link.
inline bool torus_wrap_ahead(int c, int t, int dir) { return dir > 0 ? t < c : t > c; }

// Dimension-order routing, dimensions in increasing order (Definition 4), with the dateline
// rule of Definition 4 read per dimension: a hop uses VC 0 until the packet has crossed the
// wrap link of the dimension it is travelling in (the wrap hop itself included) and VC 1
// after it; on entering a new dimension the packet starts on VC 0 again. The state comes
// from the input channel alone: the head continues in the dimension and direction it
// arrived in, and it arrived over the wrap link or on VC 1. This reset is the reading that
// fits the paper's Table 1: under UR on 8x8 it puts 1/16 = 6.25 % of the hops on VC 1 at
// zero load (the table: 6.8-7.6 %), where keeping VC 1 for the rest of the path would put
// 15 % there. With vcs == 1 every hop is on VC 0 (no dateline: it deadlocks, and the checker
// shows it).
class TorusDor : public TorusRoutingBase {
 public:
  TorusDor(const Torus& t, int vcs, TorusTie tie = TorusTie::NoWrap) : TorusRoutingBase(t, vcs, tie) {}
  std::string name() const override { return "TORUS_DOR"; }
  bool adaptive() const override { return false; }
  void candidates(int router, int in_port, int in_vc, int dst_node, std::uint32_t state,
                  CandidateSet& out) const override;

};

// The Duato protocol on the torus (3 VCs or more): an escape sub-function of DOR on VCs 0-1
// and fully adaptive minimal routing on VCs 2..vcs-1. A packet may leave the adaptive VCs for
// the escape ones at any router, so its escape VC cannot depend on where it has been: the
// escape uses the dateline in the form that depends on the position alone, VC 0 while the
// wrap link of the dimension is ahead (the wrap hop included), VC 1 once it is not. VC 1 is
// then never used on a wrap link and VC 0 never after one, which breaks every ring.
// Priorities: adaptive 0, escape 1 (adaptive first, the usual choice).
class TorusDuato : public TorusRoutingBase {
 public:
  TorusDuato(const Torus& t, int vcs, TorusTie tie = TorusTie::NoWrap) : TorusRoutingBase(t, vcs, tie) {}
  std::string name() const override { return "DUATO"; }
  bool adaptive() const override { return true; }
  void candidates(int router, int in_port, int in_vc, int dst_node, std::uint32_t state,
                  CandidateSet& out) const override;

};

// Gear (Algorithms 1-3 with the center-distance rule, Definition 5). With c the number of
// dimensions whose minimal path crosses a wrap link, from the current router:
// - c = 0 (noWraplink): VC 0 on every productive direction; VC 1 on the productive
//   direction of the lowest dimension with a non-zero offset (dimension order);
// - c > 0 (Wraplink): on every productive direction to the neighbour `next`, VC 0 when
//   CD(cur) <= CD(next) and VC 1 when CD(cur) > CD(next); and in l, the lowest dimension
//   whose path crosses a wrap link, VC 1 on the wrap link itself when the router sits at the
//   boundary (c_l = 0: the - wrap link, c_l = K-1: the + one).
// CD is compared squared and doubled, sum over d of (K_d - 1 - 2 x_d)^2, in integers.
// select() is undefined in the paper; here the candidates carry priorities and the engine
// takes a free one of the best priority: VC 0 candidates 0, VC 1 candidates 1 (prefer the
// paper's VC1, which also is the VC the paper's Table 1 shows Gear using most).
// GEAR3 is Gear with extra VCs 2..vcs-1 that are fully adaptive minimal on every productive
// direction (as Duato adds its adaptive VC to DOR), priority 0; Gear's VC 0 then has priority
// 1 and VC 1 priority 2.
class TorusGear : public TorusRoutingBase {
 public:
  TorusGear(const Torus& t, int vcs, bool gear3, TorusTie tie = TorusTie::NoWrap)
      : TorusRoutingBase(t, vcs, tie), gear3_(gear3) {}
  std::string name() const override { return gear3_ ? "GEAR3" : "GEAR"; }
  bool adaptive() const override { return true; }
  void candidates(int router, int in_port, int in_vc, int dst_node, std::uint32_t state,
                  CandidateSet& out) const override;

  // 4 * CD(x)^2, the center distance compared in integers.
  int center_distance2(int router) const;

 private:
  bool gear3_;
};

}  // namespace doar
