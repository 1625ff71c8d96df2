// The DOAR routing decision (paper Algorithm 1, Fig. 6; DESIGN.md section 4): the one
// function every layer calls or is checked against. It reads the port's tables, the
// congestion bits and the arbiter state, and advances that state exactly as the RCU does:
// the LFSR steps once per routed head, whatever path is taken. Its value before the step
// picks the winner, uniformly among the free candidates of the first non-empty class
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
// Inline (as next_vc below): decide_rtb_entries() runs for most heads in the simulator.
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
bool is_rta(const Dragonfly& d, const RouterId& r, int in_port, const NodeAddr& dst);

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

Decision decide(const Dragonfly& d, const RouterId& r, int in_port, const PortTables& t,
                const Header& hdr, PortMask cong_local, const SlotMask& cong_global,
                ArbState& st);
// decide() on what it reads of the port's tables: the head's table A and B entries (at
// region_select(d, r, hdr.dst).index) and table C (a entries). For callers that keep the
// tables in another layout: the network simulator keeps each port's A and B entries side by
// side, so that a head reads one line of them instead of two.
Decision decide_entries(const Dragonfly& d, const RouterId& r, int in_port, const Lookup& lk,
                        std::uint64_t entry_a, std::uint64_t entry_b, const std::uint64_t* table_c,
                        const Header& hdr, PortMask cong_local, const SlotMask& cong_global,
                        ArbState& st);
// The RTA decision in two parts, for callers whose tables do not change (the network
// simulator without faults). All that RTA reads of the tables -- which routers table C
// reaches and over which local port, the minimal (GA) and non-minimal (NM) slots that
// tables A and B give for the destination group -- depends only on the port's tables and
// the destination group, not on the head. A head then needs only the congestion, the
// classes, the pick and the output port. rta_port_static() computes the table C part once
// per port table, rta_group_static() the two slot masks of one destination group, and
// decide_rta_with() the head's part: the same Decision and the same arbiter step as
// decide_entries() on those tables (core.DecideCached checks it against decide_reference()).
// A caller must rebuild both parts whenever it rewrites the tables they were computed from.
struct RtaPortStatic {
  std::int8_t c_port[kMaxRoutersPerGroup];  // first table C port to each router, -1: none
  std::uint32_t reachable = 0;  // routers with a valid table C item, and the router itself
  // Every other router u is reached over local port p + u - (u > bid), as configured: the
  // routers whose local hop is congested are then one shift of cong_local.
  bool c_shifted = false;
  std::uint32_t h_recip = 0;  // ceil(2^16 / h): slot / h as a multiply (slots < 512, h <= 16)
};
RtaPortStatic rta_port_static(const Dragonfly& d, const RouterId& r, const std::uint64_t* table_c);
// Words per slot mask of a group, ceil(a*h / 64): rta_group_static() writes twice as many.
inline int rta_words(const Dragonfly& d) { return (d.slots() + 63) >> 6; }
// The destination group's GA slots (words [0, rta_words)) and NM slots (the next rta_words
// words) from the group's table A and B entries (index region_select(...).index).
void rta_group_static(const Dragonfly& d, const RouterId& r, const RtaPortStatic& ps,
                      std::uint64_t entry_a, std::uint64_t entry_b, std::uint64_t* words);
// decide_entries() for a head that takes the RTA path (is_rta(d, r, in_port, hdr.dst): the
// caller checks), from the two static parts of its port and destination group.
Decision decide_rta_with(const Dragonfly& d, const RouterId& r, int in_port, const RtaPortStatic& ps,
                         const std::uint64_t* words, const Header& hdr, PortMask cong_local,
                         const SlotMask& cong_global, ArbState& st);
// The RTB path (S1 = table A's free ports, else S2 = table B's after filter F, else any of
// A or B; one uniform pick with the head's LFSR value `rnd`, taken before its step), shared
// by decide(), decide_entries() and decide_reference(). Inline: it already works on one
// 64-bit port mask, so it has no separate fast copy.
// Under the exit rules the all-congested pick is among A alone when A has a port.
inline Decision decide_rtb(const Dragonfly& d, const RouterId& r, int in_port, const Lookup& lk, std::uint64_t ea,
                           std::uint64_t eb, const Header& hdr, PortMask cong_local, std::uint16_t rnd,
                           CongestedRule rule) {
  Decision out;
  const RtbSets s = rtb_sets_entries(d, r, in_port, lk, ea, eb, hdr);
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
// decide_entries() for a head that does not take the RTA path (is_rta() false: the caller
// checks), inline: the network simulator routes every head after its first hop with it.
inline Decision decide_rtb_entries(const Dragonfly& d, const RouterId& r, int in_port, const Lookup& lk,
                                   std::uint64_t entry_a, std::uint64_t entry_b, const Header& hdr,
                                   PortMask cong_local, ArbState& st) {
  const std::uint16_t rnd = st.lfsr;
  st.lfsr = lfsr_step(st.lfsr);
  return decide_rtb(d, r, in_port, lk, entry_a, entry_b, hdr, cong_local, rnd, st.rule);
}
// The same decision read directly from rta_sets()/rtb_sets() with SlotMask operations: the
// specification decide()'s word-level RTA path is tested against (core.DecideFast).
Decision decide_reference(const Dragonfly& d, const RouterId& r, int in_port, const PortTables& t,
                          const Header& hdr, PortMask cong_local, const SlotMask& cong_global,
                          ArbState& st);

}  // namespace doar
