// The RTA decision on raw words: the templates behind DoarDecider (doar_decider.hpp), which
// inlines them into its decide() (the network simulator routes every RTA head with it; an
// out-of-line call with nine arguments cost ~47 instructions per head). They compute the
// sets of rta_sets() and pick the slot decide_reference() picks, but touch only the NW words
// that hold the group's slots (SlotMask has 8 words for the chip's 512 slots; dfly(4,8,4,33)
// needs 1, dfly(6,12,6,73) 2) and decode the table entries in place. NW is a template
// parameter so that for 1 and 2 words every mask stays in registers and no loop is left; 8
// covers the rest (the words above ceil(a*h / 64) stay zero, as in rta_sets()). Every set
// bit is below a*h: router ids are checked against a (through `reachable`, whose bits are
// all below a). Not included by doar_decision.hpp: the RCU model and its checkers see only
// the reference.
#pragma once
#include <cstdint>
#include "doar_decision.hpp"

namespace doar::rta_inline {

constexpr int kW = SlotMask::kWords;

// All that RTA reads of a port's table C, computed once per table: which routers table C
// reaches and over which local port.
struct RtaPortStatic {
  std::int8_t c_port[kMaxRoutersPerGroup];  // first table C port to each router, -1: none
  std::uint32_t reachable = 0;  // routers with a valid table C item, and the router itself
  // Every other router u is reached over local port p + u - (u > bid), as configured: the
  // routers whose local hop is congested are then one shift of cong_local.
  bool c_shifted = false;
  std::uint32_t h_recip = 0;  // ceil(2^16 / h): slot / h as a multiply (slots < 512, h <= 16)
};
// ceil(2^16 / h), for RtaPortStatic::h_recip (core.DecideCached checks the multiply).
inline std::uint32_t slot_owner_recip(int h) {
  return (65536u + static_cast<std::uint32_t>(h) - 1) / static_cast<std::uint32_t>(h);
}
// From the port's table C; h_recip = slot_owner_recip(h) (a division: the caller keeps it).
// c_port is written for the a routers of the group only: no slot has an owner beyond them.
inline RtaPortStatic rta_port_static(const Dragonfly& d, const RouterId& r, const std::uint64_t* c,
                                     std::uint32_t h_recip) {
  RtaPortStatic ps;
  ps.c_shifted = true;
  for (int u = 0; u < d.a(); ++u) {
    if (u == r.bid) continue;  // C1 skips the router itself
    const int l = c_first_port(c[u]);
    ps.c_port[u] = static_cast<std::int8_t>(l);
    if (l >= 0) ps.reachable |= 1u << u;
    if (l != d.p() + u - (u > r.bid ? 1 : 0)) ps.c_shifted = false;
  }
  ps.c_port[r.bid] = -1;
  ps.reachable |= 1u << r.bid;
  ps.h_recip = h_recip;
  return ps;
}

// Words per slot mask of a group, ceil(a*h / 64).
inline int rta_words(const Dragonfly& d) { return (d.slots() + 63) >> 6; }

// Bits [0, n) of word w.
inline std::uint64_t low_bits(int n, int w) {
  const int k = n - 64 * w;
  return k >= 64 ? ~std::uint64_t{0} : k > 0 ? (std::uint64_t{1} << k) - 1 : 0;
}

// SlotMask::or_bits on NW words; `bits` (at most 16 of them) lands below a*h <= 64 * NW.
template <int NW>
inline void or_at(std::uint64_t* m, int first, std::uint64_t bits) {
  if constexpr (NW == 1) {
    m[0] |= bits << first;
  } else if constexpr (NW == 2) {  // one 128-bit shift: no branch, no indexed store
    __extension__ typedef unsigned __int128 u128;
    const u128 v = static_cast<u128>(bits) << first;
    m[0] |= static_cast<std::uint64_t>(v);
    m[1] |= static_cast<std::uint64_t>(v >> 64);
  } else {
    if (!bits) return;
    const int w = first >> 6, o = first & 63;
    m[w] |= bits << o;
    if (o && w + 1 < NW) m[w + 1] |= bits >> (64 - o);
  }
}

// The h-bit blocks of the routers in `routers` (bit u: slots u*h .. u*h + h - 1).
template <int NW>
inline void or_blocks(std::uint64_t* m, std::uint32_t routers, int h, std::uint64_t block) {
  for (; routers; routers &= routers - 1) or_at<NW>(m, __builtin_ctz(routers) * h, block);
}

// A1 and A2 (as rta_sets): the GA and NM slots of the head's group from its table A and B
// entries, given the routers that table C reaches (`reachable`, bits below a, the router
// itself included). These depend on the port's tables and the destination group only, not
// on the head: with fixed tables DoarDecider computes them once per group.
template <int NW>
inline void rta_candidates(const Dragonfly& d, const RouterId& r, std::uint32_t reachable, std::uint64_t ea,
                           std::uint64_t eb, std::uint64_t* ga, std::uint64_t* nm) {
  const int h = d.h(), slots = d.slots();
  const std::uint64_t all_h = (std::uint64_t{1} << h) - 1;
  // A1: table A's GA entry (lpc0 = bits [5:0], GP = bits [31:16]).
  const int bid0 = static_cast<int>(ea & 0x1Fu);
  if (((ea >> 5) & 1u) && ((reachable >> bid0) & 1u)) {
    or_at<NW>(ga, bid0 * h, static_cast<std::uint16_t>(ea >> 16) & all_h);
  }
  // A2: table B's GB entry (lpc1..8 = 6-bit fields from bit 0, OGP = bits [63:48]). A listed
  // router counts when its valid bit is set and it is reachable (which implies bid < a).
  or_at<NW>(nm, r.bid * h, static_cast<std::uint16_t>(eb >> 48) & all_h);
  std::uint32_t listed = 0;
  for (int k = 0; k < 8; ++k) {
    const std::uint32_t six = static_cast<std::uint32_t>(eb >> (6 * k));
    listed |= ((six >> 5) & 1u) << (six & 0x1Fu);
  }
  listed &= reachable;
  if (listed) {
    std::uint64_t lst[NW] = {};
    or_blocks<NW>(lst, listed, h, all_h);
    const int conn_n = d.g() < slots ? d.g() : slots;
    const bool drop_own = !d.slot_connected(r.gid, r.gid) && r.gid < slots;
    for (int w = 0; w < NW; ++w) {
      std::uint64_t conn = low_bits(conn_n, w);
      if (drop_own && (r.gid >> 6) == w) conn &= ~(std::uint64_t{1} << (r.gid & 63));
      nm[w] |= lst[w] & conn;
    }
  }
}

// uniform_pick_words() inline for one and two words; m has at least one bit set.
// A single candidate (the minimal slot, most often) is picked whatever rnd is, without the
// two population counts: uniform_rank(rnd, 1) is 0.
template <int NW>
inline int pick_words(const std::uint64_t* m, std::uint16_t rnd) {
  if constexpr (NW == 1) {
    if (!(m[0] & (m[0] - 1))) return __builtin_ctzll(m[0]);
    return kth_set_bit(m[0], uniform_rank(rnd, popcount64(m[0])));
  } else if constexpr (NW == 2) {
    if (!m[1] && !(m[0] & (m[0] - 1))) return __builtin_ctzll(m[0]);
    if (!m[0] && !(m[1] & (m[1] - 1))) return 64 + __builtin_ctzll(m[1]);
    const int n0 = popcount64(m[0]);
    const int k = uniform_rank(rnd, n0 + popcount64(m[1]));
    return k < n0 ? kth_set_bit(m[0], k) : 64 + kth_set_bit(m[1], k - n0);
  } else {
    return uniform_pick_words(m, NW, rnd);
  }
}

// The head's part of RTA: slot congestion (CongG, or CongL of the local hop to the slot's
// owner: `local_cong`, routers other than r), the classes GA..GD of the free candidates and
// the pick. Sets out.valid, out.cls and out.slot; the caller maps the slot to its port. The bits of ga and nm are all below a*h, so CongG needs
// no masking to the group's slots. The classes are formed in order and the first non-empty
// one is picked from, so a head that finds a free minimal slot (GA) skips the B unit.
template <int NW>
__attribute__((always_inline)) inline void rta_choose(const Dragonfly& d, const RouterId& r, const std::uint64_t* ga,
                                                      const std::uint64_t* nm, std::uint32_t local_cong, int dst_bid,
                                                      const SlotMask& cong_global, std::uint16_t rnd, ArbState& st,
                                                      Decision& out) {
  const int h = d.h();
  const std::uint64_t all_h = (std::uint64_t{1} << h) - 1;
  const bool exit_rule = exit_family(st.rule);
  std::uint64_t free[NW];
  std::uint64_t cong_any = 0;  // ExitLocal: any slot congested in the full sense
  {
    std::uint64_t cong[NW];
    for (int w = 0; w < NW; ++w) cong[w] = cong_global.word(w);
    or_blocks<NW>(cong, local_cong, h, all_h);
    for (int w = 0; w < NW; ++w) {
      cong_any |= cong[w];
      free[w] = ~cong[w];
    }
  }
  std::uint64_t m[NW];
  std::uint64_t any = 0;
  for (int w = 0; w < NW; ++w) any |= (m[w] = ga[w] & free[w]);
  bool detours = true;
  if (credit_reads_local(st.rule)) {
    // ExitLocal (doar_congested.hpp, a and b): the credit reads the full slot congestion
    // (bits at or above a*h are never set in ga and nm, but may be in the bitmap: masked),
    // and only a closed credit sends the head to its minimal slot behind a congested local hop.
    int n = 0;
    if (cong_any) {
      for (int w = 0; w < NW; ++w) {
        const int k = d.slots() - 64 * w;
        const std::uint64_t lm = k >= 64 ? ~std::uint64_t{0} : k > 0 ? (std::uint64_t{1} << k) - 1 : 0;
        n += popcount64(~free[w] & lm);
      }
    }
    st.credit = next_credit(st.credit, !any, n, d.slots());
    detours = detours_open(st.credit, d.slots());
    if (!any && !detours) {
      for (int w = 0; w < NW; ++w) any |= (m[w] = ga[w] & ~cong_global.word(w));
    }
  } else if (exit_rule) {
    // Exit: a minimal slot whose global bit is clear is taken even behind a congested local
    // hop (doar_congested.hpp, part 2); the detour credit follows every RTA decision.
    if (!any) {
      for (int w = 0; w < NW; ++w) any |= (m[w] = ga[w] & ~cong_global.word(w));
    }
    st.credit = next_credit(st.credit, !any, congested_slots(cong_global, d.slots(), NW), d.slots());
    detours = detours_open(st.credit, d.slots());
  }
  if (any) {
    out.slot = pick_words<NW>(m, rnd);
    out.cls = HopClass::GA;
    out.valid = true;
    return;
  }
  // Exit: without detour credit the head stays on its (congested) minimal slots, and so does
  // the all-congested fallback; either way only when there is a minimal slot.
  std::uint64_t ga_any = 0;
  if (exit_rule) {
    for (int w = 0; w < NW; ++w) ga_any |= ga[w];
    if (ga_any && !detours) {
      out.slot = pick_words<NW>(ga, rnd);
      out.cls = HopClass::RtaRandom;
      out.valid = true;
      return;
    }
  }
  // B unit: case 2 = the source router's slots, case 3 = the destination router's slots;
  // GB = both, GC = one of them, GD = the other NM slots.
  std::uint64_t own[NW] = {}, dstr[NW] = {};
  const std::uint64_t h_bits = h == 64 ? ~std::uint64_t{0} : all_h;
  or_at<NW>(own, r.bid * h, h_bits);
  or_at<NW>(dstr, dst_bid * h, h_bits);
  std::uint64_t mc[3][NW];
  std::uint64_t anyc[3] = {};
  for (int w = 0; w < NW; ++w) {
    const std::uint64_t g2 = nm[w] & own[w], g3 = nm[w] & dstr[w], g23 = g2 | g3;
    anyc[0] |= (mc[0][w] = g2 & g3 & free[w]);
    anyc[1] |= (mc[1][w] = g23 & ~(g2 & g3) & free[w]);
    anyc[2] |= (mc[2][w] = nm[w] & ~g23 & free[w]);
  }
  for (int c = 0; c < 3; ++c) {
    if (!anyc[c]) continue;
    out.slot = pick_words<NW>(mc[c], rnd);
    out.cls = static_cast<HopClass>(c + 1);
    out.valid = true;
    return;
  }
  std::uint64_t nz = 0;
  for (int w = 0; w < NW; ++w) nz |= (m[w] = ga_any ? ga[w] : ga[w] | nm[w]);
  if (!nz) return;
  out.slot = pick_words<NW>(m, rnd);
  out.cls = HopClass::RtaRandom;
  out.valid = true;
}

// The head's part of RTA from the static parts (rta_port_static, rta_candidates): the
// congestion, the classes, the pick and the output port.
template <int NW>
inline Decision decide_rta_static(const Dragonfly& d, const RouterId& r, const RtaPortStatic& ps, const std::uint64_t* ga,
                           const std::uint64_t* nm, const Header& hdr, PortMask cong_local,
                           const SlotMask& cong_global, std::uint16_t rnd, ArbState& st) {
  Decision out;
  // The routers (other than r) whose local hop is congested (C1 of rta_sets): with the
  // configured table C one shift that skips bit bid, else per router.
  std::uint32_t local_cong = 0;
  if (ps.c_shifted) {
    const std::uint32_t x =
        static_cast<std::uint32_t>(cong_local >> d.p()) & ((std::uint32_t{1} << (d.a() - 1)) - 1);
    const std::uint32_t below = (std::uint32_t{1} << r.bid) - 1;
    local_cong = (x & below) | ((x & ~below) << 1);
  } else if (cong_local) {
    for (std::uint32_t m = ps.reachable & ~(std::uint32_t{1} << r.bid); m; m &= m - 1) {
      const int u = __builtin_ctz(m);
      local_cong |= static_cast<std::uint32_t>((cong_local >> ps.c_port[u]) & 1u) << u;
    }
  }
  rta_choose<NW>(d, r, ga, nm, local_cong, hdr.dst.bid, cong_global, rnd, st, out);
  if (!out.valid) return out;
  // slot_out_port(): the owner without a division (exact below 512 slots, h <= 16).
  const int owner = static_cast<int>((static_cast<std::uint32_t>(out.slot) * ps.h_recip) >> 16);
  out.out_port = owner == r.bid ? d.global_port(out.slot - owner * d.h()) : ps.c_port[owner];
  out.out_vc = 0;  // next_vc(): RTA heads arrive on a terminal port
  return out;
}

// The RTA decision from the port's static part and the group's GA and NM words (words[0,
// nw) and [nw, 2 nw), nw = rta_words(d)): the LFSR step, the head's part, the output port.
inline Decision decide_rta_words(const Dragonfly& d, const RouterId& r, const RtaPortStatic& ps,
                                 const std::uint64_t* words, const Header& hdr, PortMask cong_local,
                                 const SlotMask& cong_global, ArbState& st) {
  const std::uint16_t rnd = st.lfsr;
  st.lfsr = lfsr_step(st.lfsr);
  const int nw = rta_words(d);
  if (nw == 1) return decide_rta_static<1>(d, r, ps, words, words + 1, hdr, cong_local, cong_global, rnd, st);
  if (nw == 2) return decide_rta_static<2>(d, r, ps, words, words + 2, hdr, cong_local, cong_global, rnd, st);
  std::uint64_t ga[kW] = {}, nm[kW] = {};
  for (int w = 0; w < nw; ++w) {
    ga[w] = words[w];
    nm[w] = words[nw + w];
  }
  return decide_rta_static<kW>(d, r, ps, ga, nm, hdr, cong_local, cong_global, rnd, st);
}

}  // namespace doar::rta_inline
