// The DOAR routing decision (paper Algorithm 1, Fig. 6; DESIGN.md section 4). Two entry
// points, one specification: decide_reference() below reads the paper's sets (rta_sets(),
// rtb_sets()) with SlotMask operations, and DoarDecider (doar_decider.hpp) is the fast path
// that owns its precomputed state; core.DecideFast and core.DecideCached check that it gives
// the reference's Decision and arbiter state. Both advance the state exactly as the RCU
// does: the LFSR steps once per routed head, whatever path is taken. Its value before the
// step picks the winner, uniformly among the free candidates of the first non-empty class
// (uniform_pick, core/arbiter.hpp), and among every candidate when all are congested. The
// arbiter holds no other state (no round-robin pointers: docs/core.md says why).
#pragma once
#include <cstdint>
#include "arbiter.hpp"
#include "bitmask.hpp"
#include "doar_congested.hpp"
#include "tables.hpp"

namespace doar {

// Hop classes as the result pin encodes them (3 bits).
enum class HopClass : std::uint8_t {
  GA = 0,         // RTA minimal global slot, 3 hops
  GB = 1,         // RTA case 2 and 3 at once, 3 hops
  GC = 2,         // RTA case 2 or 3, 4 hops
  GD = 3,         // RTA other non-minimal, 5 hops
  RtaRandom = 4,  // RTA: every candidate congested, LFSR pick
  S1 = 5,         // RTB table A port without congestion
  S2 = 6,         // RTB table B port (after filter F) without congestion
  RtbRandom = 7,  // RTB: all congested, LFSR pick among A and B
};
const char* hop_class_name(HopClass c);

struct Header {
  NodeAddr src;
  NodeAddr dst;
  int vc = 0;  // VC the head arrived on (ignored at terminal input ports)
};

// State of one input port's RCU: the LFSR (P1 and P3 keep no pointers), the rule under
// congestion it is configured with (doar_congested.hpp; a configuration bit, set at reset)
// and, under the exit rules (Exit, ExitLocal), its detour credit (doar_congested.hpp).
struct ArbState {
  std::uint16_t lfsr = 1;
  std::uint32_t credit = 0;  // next_credit(): the detour credit (exit rules only)
  CongestedRule rule = CongestedRule::Paper;
  bool operator==(const ArbState& o) const {
    return lfsr == o.lfsr && credit == o.credit && rule == o.rule;
  }
};
ArbState reset_arb_state(const Dragonfly& d, const RouterId& r, int port,
                         CongestedRule rule = CongestedRule::Paper);

struct Decision {
  bool valid = false;   // false: no valid table entry leads anywhere (unreachable)
  int out_port = -1;
  int out_vc = 0;
  HopClass cls = HopClass::S1;
  int slot = -1;        // RTA: the chosen global slot; RTB: -1
};

// Stage-3 intermediate sets of RTA, exposed so that pipeline models can be checked unit by
// unit. All masks are over the group's a*h slots.
struct RtaSets {
  SlotMask ga, nm;              // A1 and A2 expansions (minimal / non-minimal candidates)
  SlotMask gb, gc, gd;          // B unit split of nm
  SlotMask cong;                // per slot: CongG(slot) | CongL(local port to its router)
};
RtaSets rta_sets(const Dragonfly& d, const RouterId& r, const PortTables& t, const Lookup& lk,
                 const NodeAddr& dst, PortMask cong_local, const SlotMask& cong_global);

// Stage-3 sets of RTB, over ports: LE = table A, LF = table B after filter F (G region) or
// after the destination-group refraction condition (B region at a global input port).
struct RtbSets {
  PortMask le = 0, lf = 0;
};
RtbSets rtb_sets(const Dragonfly& d, const RouterId& r, int in_port, const PortTables& t, const Lookup& lk,
                 const Header& hdr);
// VCs of the DOAR network (DESIGN.md section 4: the longest path LG-LL-GL uses VC 0..3).
constexpr int kDoarVcs = 4;
// The destination-group refraction (DESIGN.md 6a, TableReading::E3): table B of a B-region
// entry at a global input port may be taken only when table A has no valid port -- never
// for congestion, so fault-free routing is that of the literal tables -- and only while
// the VC rule leaves room for its two extra local hops (global -> local keeps the VC, local
// -> local adds one: in_vc <= VCs - 2). Otherwise that table B is no route. Under the
// literal tables those table B entries are empty, so the condition changes nothing there:
// the decision needs no mode of its own.
inline bool refraction_blocked(const Dragonfly& d, int in_port, const Lookup& lk, PortMask le, int in_vc) {
  return lk.region == Region::B && d.port_kind(in_port) == PortKind::Global && (le != 0 || in_vc > kDoarVcs - 2);
}
// Filter F: in an intermediate group keep only intra-group ports, otherwise drop them.
// Inline (as next_vc below): the simulator's RTB path runs it for most heads.
inline PortMask filter_f(const Dragonfly& d, const RouterId& r, const Header& hdr, PortMask lp) {
  // The a - 1 local ports p .. p + a - 2.
  const PortMask local = d.a() > 1 ? ((PortMask{1} << (d.a() - 1)) - 1) << d.p() : 0;
  const bool intermediate = hdr.src.gid != r.gid && hdr.dst.gid != r.gid;
  return intermediate ? (lp & local) : (lp & ~local);
}
// rtb_sets() on the head's table A and B entries (at lk.index).
inline RtbSets rtb_sets_entries(const Dragonfly& d, const RouterId& r, int in_port, const Lookup& lk,
                                std::uint64_t ea, std::uint64_t eb, const Header& hdr) {
  // Bits at or above the radix name no port: a table written with them routes nowhere.
  const PortMask radix_mask = d.radix() >= 64 ? ~PortMask{0} : (PortMask{1} << d.radix()) - 1;
  RtbSets s;
  s.le = ea & radix_mask;
  s.lf = eb & radix_mask;
  if (lk.region == Region::G) {
    s.lf = filter_f(d, r, hdr, s.lf);
  } else if (refraction_blocked(d, in_port, lk, s.le, hdr.vc)) {
    s.lf = 0;
  }
  return s;
}

// Whether the head takes the RTA path: terminal input port and another group.
inline bool is_rta(const Dragonfly& d, const RouterId& r, int in_port, const NodeAddr& dst) {
  return d.port_kind(in_port) == PortKind::Terminal && dst.gid != r.gid;
}

// Output VC (DESIGN.md section 4): 0 on the first network hop; +1 when the output port level
// >= the input port level; unchanged otherwise and at ejection.
inline int next_vc(const Dragonfly& d, int in_port, int out_port, int in_vc) {
  if (d.port_kind(in_port) == PortKind::Terminal) return 0;
  if (d.port_kind(out_port) == PortKind::Terminal) return in_vc;
  return d.port_level(out_port) >= d.port_level(in_port) ? in_vc + 1 : in_vc;
}

// Output port that carries a packet over slot s from router r (own global port, or the
// local port to the slot's owner from table C).
int slot_out_port(const Dragonfly& d, const RouterId& r, const PortTables& t, int slot);

// RTB's stage 4 (P3) on its sets: S1 = table A's free ports, else S2 = table B's (after
// filter F), else any of A or B -- under CongestedRule::Exit any of A alone when A has a
// port; one uniform pick with the head's LFSR value `rnd` (taken before its step). Shared
// by decide_reference() and DoarDecider: it already works on one 64-bit port mask, so it
// has no separate fast copy (core.DecideCached checks it against the rule spelled out).
inline Decision rtb_pick(const Dragonfly& d, int in_port, const RtbSets& s, const Header& hdr, PortMask cong_local,
                         std::uint16_t rnd, CongestedRule rule) {
  Decision out;
  const PortMask s1 = s.le & ~cong_local;
  const PortMask s2 = s.lf & ~cong_local;
  const PortMask fallback = exit_family(rule) && s.le ? s.le : (s.le | s.lf);
  const PortMask cand = s1 ? s1 : s2 ? s2 : fallback;
  if (!cand) return out;
  out.cls = s1 ? HopClass::S1 : s2 ? HopClass::S2 : HopClass::RtbRandom;
  // A single candidate (most heads: table A names one port) without the population count:
  // uniform_pick() gives its one bit whatever rnd is.
  const int port = (cand & (cand - 1)) == 0 ? __builtin_ctzll(cand) : uniform_pick(cand, rnd);
  out.valid = true;
  out.out_port = port;
  out.out_vc = next_vc(d, in_port, port, hdr.vc);
  return out;
}

// The decision read directly from rta_sets()/rtb_sets() with SlotMask operations: the
// specification of every layer (walks, the RCU checkers, the fault layers' census) and
// what DoarDecider is tested against.
Decision decide_reference(const Dragonfly& d, const RouterId& r, int in_port, const PortTables& t,
                          const Header& hdr, PortMask cong_local, const SlotMask& cong_global,
                          ArbState& st);

}  // namespace doar
