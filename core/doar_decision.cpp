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

Decision decide(const Dragonfly& d, const RouterId& r, int in_port, const PortTables& t,
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
      slot = rr_pick(m, d.slots(), st.slot_ptr);
      st.slot_ptr = (slot + 1) % d.slots();
      out.cls = static_cast<HopClass>(c);
    }
    if (slot < 0) {
      const SlotMask all = s.ga | s.nm;
      if (!all.any()) return out;
      slot = rr_pick(all, d.slots(), random_start(rnd, d.slots()));
      out.cls = HopClass::RtaRandom;
    }
    out.valid = true;
    out.slot = slot;
    out.out_port = slot_out_port(d, r, t, slot);
    out.out_vc = next_vc(d, in_port, out.out_port, hdr.vc);
    return out;
  }

  const RtbSets s = rtb_sets(d, r, t, lk, hdr);
  const PortMask s1 = s.le & ~cong_local;
  const PortMask s2 = s.lf & ~cong_local;
  int port = -1;
  if (s1 || s2) {
    out.cls = s1 ? HopClass::S1 : HopClass::S2;
    port = rr_pick(s1 ? s1 : s2, d.radix(), st.port_ptr);
    st.port_ptr = (port + 1) % d.radix();
  } else {
    const PortMask all = s.le | s.lf;
    if (!all) return out;
    port = rr_pick(all, d.radix(), random_start(rnd, d.radix()));
    out.cls = HopClass::RtbRandom;
  }
  out.valid = true;
  out.out_port = port;
  out.out_vc = next_vc(d, in_port, port, hdr.vc);
  return out;
}

}  // namespace doar
