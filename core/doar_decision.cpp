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

int slot_out_port(const Dragonfly& d, const RouterId& r, const PortTables& t, int slot) {
  const int owner = d.slot_owner(slot);
  if (owner == r.bid) return d.slot_port(slot);
  return c_first_port(t.c[owner]);
}

RtaSets rta_sets(const Dragonfly& d, const RouterId& r, const PortTables& t, const Lookup& lk,
                 const NodeAddr& dst, PortMask cong_local, const SlotMask& cong_global) {
  // Word-wide mask operations throughout: this runs once per head in walks, the fault census
  // and the RCU checkers.
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

  return rtb_pick(d, in_port, rtb_sets(d, r, in_port, t, lk, hdr), hdr, cong_local, rnd, st.rule);
}

}  // namespace doar

