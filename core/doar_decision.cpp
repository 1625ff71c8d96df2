#include "doar_decision.hpp"
#include "doar_rta_words.hpp"

namespace doar {
namespace {

// SlotMask::range(first, count), inline, for count <= 64 (a router's h slots).
inline SlotMask slots_of(int first, int count) {
  SlotMask m;
  m.or_bits(first, count == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << count) - 1);
  return m;
}

}  // namespace

const char* hop_class_name(HopClass c) {
  switch (c) {
    case HopClass::GA: return "GA";
    case HopClass::GB: return "GB";
    case HopClass::GC: return "GC";
    case HopClass::GD: return "GD";
    case HopClass::RtaRandom: return "RTA_RANDOM";
    case HopClass::S1: return "S1";
    case HopClass::S2: return "S2";
    case HopClass::RtbRandom: return "RTB_RANDOM";
  }
  return "?";
}

const char* congested_rule_name(CongestedRule r) {
  return r == CongestedRule::ExitLocal ? "exit-local" : r == CongestedRule::Exit ? "exit" : "paper";
}

bool parse_congested_rule(const std::string& s, CongestedRule& out) {
  if (s == "exit-local") {
    out = CongestedRule::ExitLocal;
    return true;
  }
  if (s == "exit") {
    out = CongestedRule::Exit;
    return true;
  }
  if (s == "paper") {
    out = CongestedRule::Paper;
    return true;
  }
  return false;
}

ArbState reset_arb_state(const Dragonfly& d, const RouterId& r, int port, CongestedRule rule) {
  ArbState s;
  s.lfsr = lfsr_seed(d.router_index(r), port);
  s.rule = rule;
  return s;
}

bool is_rta(const Dragonfly& d, const RouterId& r, int in_port, const NodeAddr& dst) {
  return d.port_kind(in_port) == PortKind::Terminal && dst.gid != r.gid;
}

int slot_out_port(const Dragonfly& d, const RouterId& r, const PortTables& t, int slot) {
  const int owner = d.slot_owner(slot);
  if (owner == r.bid) return d.slot_port(slot);
  return c_first_port(t.c[owner]);
}

RtaSets rta_sets(const Dragonfly& d, const RouterId& r, const PortTables& t, const Lookup& lk,
                 const NodeAddr& dst, PortMask cong_local, const SlotMask& cong_global) {
  // Word-wide mask operations throughout: this runs once per head in the network simulator.
  const int h = d.h();
  const std::uint64_t all_h = (std::uint64_t{1} << h) - 1;
  RtaSets s;
  // C1: the local port towards every router of the group (none for the router itself) and
  // whether it is congested. A router without a valid table C item offers no slot.
  std::uint32_t reachable = 1u << r.bid;
  std::uint32_t local_cong = 0;
  for (int u = 0; u < d.a(); ++u) {
    if (u == r.bid) continue;
    const int l = c_first_port(t.c[u]);
    if (l < 0) continue;
    reachable |= 1u << u;
    if (port_bit(cong_local, l)) local_cong |= 1u << u;
  }
  // A1: minimal slots from table A.
  const GaEntry ga = decode_ga(t.a[lk.index]);
  if (ga.lpc0.valid && ((reachable >> ga.lpc0.bid) & 1u)) s.ga.or_bits(ga.lpc0.bid * h, ga.gp & all_h);
  // A2: non-minimal slots: own ports from OGP, every connected slot of each listed router.
  // Connected slots of the group: all below g, but the group's own slot when g <= a*h.
  const GbEntry gb = decode_gb(t.b[lk.index]);
  s.nm.or_bits(r.bid * h, gb.ogp & all_h);
  SlotMask listed;
  for (const Lpc& l : gb.lpc) {
    if (l.valid && l.bid < d.a() && ((reachable >> l.bid) & 1u)) listed.or_bits(l.bid * h, all_h);
  }
  if (listed.any()) {
    SlotMask connected = SlotMask::range(0, d.g() < d.slots() ? d.g() : d.slots());
    if (!d.slot_connected(r.gid, r.gid) && r.gid < d.slots()) connected.set(r.gid, false);
    s.nm |= listed & connected;
  }
  // B unit: case 2 = the source router's slots, case 3 = the destination router's slots.
  const SlotMask g2 = s.nm & slots_of(r.bid * h, h);
  const SlotMask g3 = s.nm & slots_of(dst.bid * h, h);
  const SlotMask g23 = g2 | g3;
  s.gb = g2 & g3;
  s.gc = g23 & ~s.gb;
  s.gd = s.nm & ~g23;
  // Congestion of every slot: CongG of the slot, or CongL of the local hop to its owner.
  s.cong = cong_global & SlotMask::range(0, d.slots());
  for (std::uint32_t m = local_cong; m; m &= m - 1) s.cong.or_bits(__builtin_ctz(m) * h, all_h);
  return s;
}

RtbSets rtb_sets(const Dragonfly& d, const RouterId& r, int in_port, const PortTables& t, const Lookup& lk,
                 const Header& hdr) {
  return rtb_sets_entries(d, r, in_port, lk, t.a[lk.index], t.b[lk.index], hdr);
}

Decision decide_reference(const Dragonfly& d, const RouterId& r, int in_port, const PortTables& t,
                const Header& hdr, PortMask cong_local, const SlotMask& cong_global,
                ArbState& st) {
  const Lookup lk = region_select(d, r, hdr.dst);
  const std::uint16_t rnd = st.lfsr;
  st.lfsr = lfsr_step(st.lfsr);
  Decision out;

  if (is_rta(d, r, in_port, hdr.dst)) {
    const RtaSets s = rta_sets(d, r, t, lk, hdr.dst, cong_local, cong_global);
    const bool exit_rule = exit_family(st.rule);
    const bool local_credit = credit_reads_local(st.rule);
    const SlotMask free = ~s.cong;
    // Exit: a minimal slot without its CongG bit counts as free, even behind a congested
    // local hop (ExitLocal: only while the credit is closed); the detour credit follows every
    // RTA decision, judging the slots by CongG (Exit) or by their full congestion (ExitLocal).
    bool detours = true;
    if (exit_rule) {
      const bool min_congested = local_credit ? !(s.ga & free).any() : !(s.ga & ~cong_global).any();
      const int set = local_credit ? s.cong.count() : (cong_global & SlotMask::range(0, d.slots())).count();
      st.credit = next_credit(st.credit, min_congested, set, d.slots());
      detours = detours_open(st.credit, d.slots());
    }
    const SlotMask* classes[4] = {&s.ga, &s.gb, &s.gc, &s.gd};
    // No detour credit (Exit): the minimal class alone, free or not.
    const bool minimal_only = exit_rule && !detours && s.ga.any();
    int slot = -1;
    for (int c = 0; c < (minimal_only ? 1 : 4) && slot < 0; ++c) {
      SlotMask m = *classes[c] & free;
      if (c == 0 && exit_rule && !m.any() && !(local_credit && detours)) m = s.ga & ~cong_global;
      if (!m.any()) continue;
      slot = uniform_pick(m, rnd);
      out.cls = static_cast<HopClass>(c);
    }
    if (slot < 0) {
      const SlotMask all = exit_rule && s.ga.any() ? s.ga : s.ga | s.nm;
      if (!all.any()) return out;
      slot = uniform_pick(all, rnd);
      out.cls = HopClass::RtaRandom;
    }
    out.valid = true;
    out.slot = slot;
    out.out_port = slot_out_port(d, r, t, slot);
    out.out_vc = next_vc(d, in_port, out.out_port, hdr.vc);
    return out;
  }

  return decide_rtb(d, r, in_port, lk, t.a[lk.index], t.b[lk.index], hdr, cong_local, rnd, st.rule);
}


namespace {

// decide()'s RTA path on raw words. It computes the same sets as rta_sets() and picks the
// same slot, but touches only the NW words that hold the group's slots (SlotMask has 8
// words for the chip's 512 slots; dfly(4,8,4,33) needs 1, dfly(6,12,6,73) 2) and decodes
// the table entries in place. NW is a template parameter so that for 1 and 2 words every
// mask stays in registers and no loop is left (decide() dispatches on ceil(a*h / 64); 8
// covers the rest: the words above ceil(a*h / 64) stay zero, as in rta_sets()). Every set
// bit is below a*h: router ids are checked against a (through `reachable`, whose bits are
// all below a). decide_reference() is the direct reading; core.DecideFast tests that both
// agree. The templates for the head's part (or_at, pick_words, rta_choose,
// decide_rta_static) are in doar_rta_words.hpp, shared with decide_rta_with()'s inline copy.
using namespace rta_inline;

// Bits [0, n) of word w.
inline std::uint64_t low_bits(int n, int w) {
  const int k = n - 64 * w;
  return k >= 64 ? ~std::uint64_t{0} : k > 0 ? (std::uint64_t{1} << k) - 1 : 0;
}


// A1 and A2 (as rta_sets): the GA and NM slots of the head's group from its table A and B
// entries, given the routers that table C reaches (`reachable`, bits below a, the router
// itself included). Shared by decide_rta() and rta_group_static().
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


template <int NW>
Decision decide_rta(const Dragonfly& d, const RouterId& r, int in_port, std::uint64_t ea, std::uint64_t eb,
                    const std::uint64_t* c, const Header& hdr, PortMask cong_local,
                    const SlotMask& cong_global, std::uint16_t rnd, ArbState& st) {
  const int a = d.a();
  Decision out;
  // C1 (as rta_sets): routers reachable over table C (a valid item: c_first_port >= 0), and
  // those whose first local port is congested. The router itself is reachable and never
  // congested (rta_sets skips it); without congested ports the port is not needed.
  constexpr std::uint64_t kValid = 0x0000808080808080ull;  // valid bits of items 0..5
  std::uint32_t reachable = 0, local_cong = 0;
  if (cong_local) {
    for (int u = 0; u < a; ++u) {
      const std::uint64_t e = c[u], v = e & kValid;
      if (!v) continue;
      reachable |= 1u << u;
      const unsigned port = static_cast<unsigned>(e >> (__builtin_ctzll(v) & ~7)) & 0x3Fu;  // c_first_port
      local_cong |= static_cast<std::uint32_t>((cong_local >> port) & 1u) << u;
    }
  } else {
    for (int u = 0; u < a; ++u) reachable |= static_cast<std::uint32_t>((c[u] & kValid) != 0) << u;
  }
  reachable |= 1u << r.bid;
  local_cong &= ~(1u << r.bid);
  std::uint64_t ga[NW] = {}, nm[NW] = {};
  rta_candidates<NW>(d, r, reachable, ea, eb, ga, nm);
  rta_choose<NW>(d, r, ga, nm, local_cong, hdr.dst.bid, cong_global, rnd, st, out);
  if (!out.valid) return out;
  // slot_out_port() on table C.
  const int owner = d.slot_owner(out.slot);
  out.out_port = owner == r.bid ? d.slot_port(out.slot) : c_first_port(c[owner]);
  out.out_vc = next_vc(d, in_port, out.out_port, hdr.vc);
  return out;
}


}  // namespace

Decision decide_entries(const Dragonfly& d, const RouterId& r, int in_port, const Lookup& lk,
                        std::uint64_t ea, std::uint64_t eb, const std::uint64_t* c, const Header& hdr,
                        PortMask cong_local, const SlotMask& cong_global, ArbState& st) {
  const std::uint16_t rnd = st.lfsr;
  st.lfsr = lfsr_step(st.lfsr);
  if (is_rta(d, r, in_port, hdr.dst)) {
    const int nw = (d.slots() + 63) >> 6;
    if (nw == 1) return decide_rta<1>(d, r, in_port, ea, eb, c, hdr, cong_local, cong_global, rnd, st);
    if (nw == 2) return decide_rta<2>(d, r, in_port, ea, eb, c, hdr, cong_local, cong_global, rnd, st);
    return decide_rta<kW>(d, r, in_port, ea, eb, c, hdr, cong_local, cong_global, rnd, st);
  }
  return decide_rtb(d, r, in_port, lk, ea, eb, hdr, cong_local, rnd, st.rule);
}

Decision decide(const Dragonfly& d, const RouterId& r, int in_port, const PortTables& t,
                const Header& hdr, PortMask cong_local, const SlotMask& cong_global,
                ArbState& st) {
  const Lookup lk = region_select(d, r, hdr.dst);
  return decide_entries(d, r, in_port, lk, t.a[lk.index], t.b[lk.index], t.c.data(), hdr, cong_local,
                        cong_global, st);
}

RtaPortStatic rta_port_static(const Dragonfly& d, const RouterId& r, const std::uint64_t* c) {
  RtaPortStatic ps;
  ps.c_shifted = true;
  for (int u = 0; u < kMaxRoutersPerGroup; ++u) ps.c_port[u] = -1;
  for (int u = 0; u < d.a(); ++u) {
    if (u == r.bid) continue;  // C1 skips the router itself
    const int l = c_first_port(c[u]);
    ps.c_port[u] = static_cast<std::int8_t>(l);
    if (l >= 0) ps.reachable |= 1u << u;
    if (l != d.p() + u - (u > r.bid ? 1 : 0)) ps.c_shifted = false;
  }
  ps.reachable |= 1u << r.bid;
  ps.h_recip = (65536u + static_cast<std::uint32_t>(d.h()) - 1) / static_cast<std::uint32_t>(d.h());
  return ps;
}

void rta_group_static(const Dragonfly& d, const RouterId& r, const RtaPortStatic& ps, std::uint64_t ea,
                      std::uint64_t eb, std::uint64_t* words) {
  // The 8-word variant fills every case; its words from rta_words(d) up stay zero.
  std::uint64_t ga[kW] = {}, nm[kW] = {};
  rta_candidates<kW>(d, r, ps.reachable, ea, eb, ga, nm);
  const int nw = rta_words(d);
  for (int w = 0; w < nw; ++w) {
    words[w] = ga[w];
    words[nw + w] = nm[w];
  }
}

Decision decide_rta_with(const Dragonfly& d, const RouterId& r, int in_port, const RtaPortStatic& ps,
                         const std::uint64_t* words, const Header& hdr, PortMask cong_local,
                         const SlotMask& cong_global, ArbState& st) {
  (void)in_port;  // a terminal port (is_rta): the output VC is 0 whatever it is
  return decide_rta_with_inline(d, r, ps, words, hdr, cong_local, cong_global, st);
}

}  // namespace doar
