#include "doar_decision.hpp"

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

ArbState reset_arb_state(const Dragonfly& d, const RouterId& r, int port) {
  ArbState s;
  s.lfsr = lfsr_seed(d.router_index(r), port);
  return s;
}

bool is_rta(const Dragonfly& d, const RouterId& r, int in_port, const NodeAddr& dst) {
  return d.port_kind(in_port) == PortKind::Terminal && dst.gid != r.gid;
}

int next_vc(const Dragonfly& d, int in_port, int out_port, int in_vc) {
  if (d.port_kind(in_port) == PortKind::Terminal) return 0;
  if (d.port_kind(out_port) == PortKind::Terminal) return in_vc;
  return d.port_level(out_port) >= d.port_level(in_port) ? in_vc + 1 : in_vc;
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

PortMask filter_f(const Dragonfly& d, const RouterId& r, const Header& hdr, PortMask lp) {
  // The a - 1 local ports p .. p + a - 2.
  const PortMask local = d.a() > 1 ? ((PortMask{1} << (d.a() - 1)) - 1) << d.p() : 0;
  const bool intermediate = hdr.src.gid != r.gid && hdr.dst.gid != r.gid;
  return intermediate ? (lp & local) : (lp & ~local);
}

RtbSets rtb_sets(const Dragonfly& d, const RouterId& r, const PortTables& t, const Lookup& lk,
                 const Header& hdr) {
  // Bits at or above the radix name no port: a table written with them routes nowhere.
  const PortMask radix_mask = d.radix() >= 64 ? ~PortMask{0} : (PortMask{1} << d.radix()) - 1;
  RtbSets s;
  s.le = t.a[lk.index] & radix_mask;
  s.lf = t.b[lk.index] & radix_mask;
  if (lk.region == Region::G) s.lf = filter_f(d, r, hdr, s.lf);
  return s;
}

namespace {

// The RTB path (S1 before S2, else any of A or B by the LFSR), shared by decide() and
// decide_reference(): it already works on one 64-bit port mask, so there is no fast copy.
// Like the RTA path it picks with the head's LFSR value (rnd), uniformly (core/arbiter.hpp).
Decision decide_rtb(const Dragonfly& d, const RouterId& r, int in_port, const PortTables& t,
                    const Lookup& lk, const Header& hdr, PortMask cong_local, std::uint16_t rnd) {
  Decision out;
  const RtbSets s = rtb_sets(d, r, t, lk, hdr);
  const PortMask s1 = s.le & ~cong_local;
  const PortMask s2 = s.lf & ~cong_local;
  // One uniform pick from the LFSR over the first non-empty set: S1, S2, else A | B.
  const PortMask cand = s1 ? s1 : s2 ? s2 : (s.le | s.lf);
  if (!cand) return out;
  out.cls = s1 ? HopClass::S1 : s2 ? HopClass::S2 : HopClass::RtbRandom;
  const int port = uniform_pick(cand, rnd);
  out.valid = true;
  out.out_port = port;
  out.out_vc = next_vc(d, in_port, port, hdr.vc);
  return out;
}

}  // namespace

Decision decide_reference(const Dragonfly& d, const RouterId& r, int in_port, const PortTables& t,
                const Header& hdr, PortMask cong_local, const SlotMask& cong_global,
                ArbState& st) {
  const Lookup lk = region_select(d, r, hdr.dst);
  const std::uint16_t rnd = st.lfsr;
  st.lfsr = lfsr_step(st.lfsr);
  Decision out;

  if (is_rta(d, r, in_port, hdr.dst)) {
    const RtaSets s = rta_sets(d, r, t, lk, hdr.dst, cong_local, cong_global);
    const SlotMask free = ~s.cong;
    const SlotMask* classes[4] = {&s.ga, &s.gb, &s.gc, &s.gd};
    int slot = -1;
    for (int c = 0; c < 4 && slot < 0; ++c) {
      const SlotMask m = *classes[c] & free;
      if (!m.any()) continue;
      slot = uniform_pick(m, rnd);
      out.cls = static_cast<HopClass>(c);
    }
    if (slot < 0) {
      const SlotMask all = s.ga | s.nm;
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

  return decide_rtb(d, r, in_port, t, lk, hdr, cong_local, rnd);
}


namespace {

// decide()'s RTA path on raw words. It computes the same sets as rta_sets() and picks the
// same slot, but touches only the nw = ceil(a*h / 64) words that hold the group's slots
// (SlotMask has 8 words for the chip's 512 slots; dfly(6,12,6,73) needs 2) and decodes
// the table entries in place. Every set bit is below a*h (router ids are checked against
// a), so the words above nw would be zero in rta_sets() too. decide_reference() is the
// direct reading; core.DecideFast tests that both agree.
constexpr int kW = SlotMask::kWords;

inline void or_at(std::uint64_t* m, int first, std::uint64_t bits) {  // SlotMask::or_bits
  if (!bits) return;
  const int w = first >> 6, o = first & 63;
  m[w] |= bits << o;
  if (o && w + 1 < kW) m[w + 1] |= bits >> (64 - o);
}

// Bits [0, n) of word w.
inline std::uint64_t low_bits(int n, int w) {
  const int k = n - 64 * w;
  return k >= 64 ? ~std::uint64_t{0} : k > 0 ? (std::uint64_t{1} << k) - 1 : 0;
}

Decision decide_rta(const Dragonfly& d, const RouterId& r, int in_port, const PortTables& t, const Lookup& lk,
                    const Header& hdr, PortMask cong_local, const SlotMask& cong_global, std::uint16_t rnd) {
  const int h = d.h(), a = d.a(), slots = d.slots(), nw = (slots + 63) >> 6;
  const std::uint64_t all_h = (std::uint64_t{1} << h) - 1;
  Decision out;
  // C1 (as rta_sets): routers reachable over table C, and whose local port is congested.
  std::uint32_t reachable = 1u << r.bid;
  std::uint32_t local_cong = 0;
  const std::uint64_t* c = t.c.data();
  for (int u = 0; u < a; ++u) {
    if (u == r.bid) continue;
    const int l = c_first_port(c[u]);
    if (l < 0) continue;
    reachable |= 1u << u;
    if (port_bit(cong_local, l)) local_cong |= 1u << u;
  }
  std::uint64_t ga[kW] = {}, nm[kW] = {}, cong[kW] = {};
  // A1: table A's GA entry (lpc0 = bits [5:0], GP = bits [31:16]).
  const std::uint64_t ea = t.a[lk.index];
  const int bid0 = static_cast<int>(ea & 0x1Fu);
  if (((ea >> 5) & 1u) && ((reachable >> bid0) & 1u)) {
    or_at(ga, bid0 * h, static_cast<std::uint16_t>(ea >> 16) & all_h);
  }
  // A2: table B's GB entry (lpc1..8 = 6-bit fields from bit 0, OGP = bits [63:48]).
  const std::uint64_t eb = t.b[lk.index];
  or_at(nm, r.bid * h, static_cast<std::uint16_t>(eb >> 48) & all_h);
  std::uint32_t listed = 0;
  for (int k = 0; k < 8; ++k) {
    const std::uint64_t six = (eb >> (6 * k)) & 0x3Fu;
    const int bid = static_cast<int>(six & 0x1Fu);
    if ((six >> 5) && bid < a && ((reachable >> bid) & 1u)) listed |= 1u << bid;
  }
  if (listed) {
    std::uint64_t lst[kW] = {};
    for (std::uint32_t m = listed; m; m &= m - 1) or_at(lst, __builtin_ctz(m) * h, all_h);
    const int conn_n = d.g() < slots ? d.g() : slots;
    const bool drop_own = !d.slot_connected(r.gid, r.gid) && r.gid < slots;
    for (int w = 0; w < nw; ++w) {
      std::uint64_t conn = low_bits(conn_n, w);
      if (drop_own && (r.gid >> 6) == w) conn &= ~(std::uint64_t{1} << (r.gid & 63));
      nm[w] |= lst[w] & conn;
    }
  }
  // Congestion of every slot: CongG, or CongL of the local hop to the slot's owner.
  for (int w = 0; w < nw; ++w) cong[w] = cong_global.word(w) & low_bits(slots, w);
  for (std::uint32_t m = local_cong; m; m &= m - 1) or_at(cong, __builtin_ctz(m) * h, all_h);
  // B unit: case 2 = the source router's slots, case 3 = the destination router's slots.
  std::uint64_t own[kW] = {}, dstr[kW] = {};
  const std::uint64_t h_bits = h == 64 ? ~std::uint64_t{0} : all_h;
  or_at(own, r.bid * h, h_bits);
  or_at(dstr, hdr.dst.bid * h, h_bits);
  // Classes in order GA, GB, GC, GD; the first with an uncongested slot wins.
  int slot = -1;
  std::uint64_t m[kW];
  for (int cls = 0; cls < 4 && slot < 0; ++cls) {
    std::uint64_t any = 0;
    for (int w = 0; w < nw; ++w) {
      const std::uint64_t g2 = nm[w] & own[w], g3 = nm[w] & dstr[w], g23 = g2 | g3;
      const std::uint64_t set = cls == 0 ? ga[w] : cls == 1 ? (g2 & g3) : cls == 2 ? (g23 & ~(g2 & g3)) : (nm[w] & ~g23);
      m[w] = set & ~cong[w];
      any |= m[w];
    }
    if (!any) continue;
    slot = uniform_pick_words(m, nw, rnd);
    out.cls = static_cast<HopClass>(cls);
  }
  if (slot < 0) {
    std::uint64_t any = 0;
    for (int w = 0; w < nw; ++w) any |= (m[w] = ga[w] | nm[w]);
    if (!any) return out;
    slot = uniform_pick_words(m, nw, rnd);
    out.cls = HopClass::RtaRandom;
  }
  out.valid = true;
  out.slot = slot;
  out.out_port = slot_out_port(d, r, t, slot);
  out.out_vc = next_vc(d, in_port, out.out_port, hdr.vc);
  return out;
}

}  // namespace

Decision decide(const Dragonfly& d, const RouterId& r, int in_port, const PortTables& t,
                const Header& hdr, PortMask cong_local, const SlotMask& cong_global,
                ArbState& st) {
  const Lookup lk = region_select(d, r, hdr.dst);
  const std::uint16_t rnd = st.lfsr;
  st.lfsr = lfsr_step(st.lfsr);
  if (is_rta(d, r, in_port, hdr.dst)) return decide_rta(d, r, in_port, t, lk, hdr, cong_local, cong_global, rnd);
  return decide_rtb(d, r, in_port, t, lk, hdr, cong_local, rnd);
}

}  // namespace doar
