#include "tables.hpp"

#include <algorithm>
#include <array>
#include <string>

namespace doar {

const char* region_name(Region r) {
  switch (r) {
    case Region::N: return "N";
    case Region::B: return "B";
    case Region::G: return "G";
  }
  return "?";
}

const char* table_reading_name(TableReading t) { return t == TableReading::E3 ? "e3" : "literal"; }

bool parse_table_reading(const char* s, TableReading& out) {
  const std::string v = s ? s : "";
  if (v == "e3") {
    out = TableReading::E3;
  } else if (v == "literal") {
    out = TableReading::Literal;
  } else {
    return false;
  }
  return true;
}


// ---- entry encodings -------------------------------------------------------------------

namespace {

std::uint64_t encode_lpc(const Lpc& l) {
  return (l.valid ? 0x20u : 0u) | (static_cast<std::uint64_t>(l.bid) & 0x1Fu);
}

Lpc decode_lpc(std::uint64_t six) { return {((six >> 5) & 1u) != 0, static_cast<int>(six & 0x1Fu)}; }

}  // namespace

std::uint64_t encode(const GaEntry& e) { return encode_lpc(e.lpc0) | (std::uint64_t{e.gp} << 16); }

GaEntry decode_ga(std::uint64_t bits) {
  GaEntry e;
  e.lpc0 = decode_lpc(bits & 0x3Fu);
  e.gp = static_cast<std::uint16_t>(bits >> 16);
  return e;
}

std::uint64_t encode(const GbEntry& e) {
  std::uint64_t v = 0;
  for (int k = 0; k < 8; ++k) v |= encode_lpc(e.lpc[k]) << (6 * k);
  return v | (std::uint64_t{e.ogp} << 48);
}

GbEntry decode_gb(std::uint64_t bits) {
  GbEntry e;
  for (int k = 0; k < 8; ++k) e.lpc[k] = decode_lpc((bits >> (6 * k)) & 0x3Fu);
  e.ogp = static_cast<std::uint16_t>(bits >> 48);
  return e;
}

int CEntry::first_port() const {
  for (const auto& it : item) {
    if (it.valid) return it.port;
  }
  return -1;
}

std::uint64_t encode(const CEntry& e) {
  std::uint64_t v = 0;
  for (int k = 0; k < 6; ++k) {
    const std::uint64_t b = (e.item[k].valid ? 0x80u : 0u) | (static_cast<std::uint64_t>(e.item[k].port) & 0x3Fu);
    v |= b << (8 * k);
  }
  return v;
}

CEntry decode_c(std::uint64_t bits) {
  CEntry e;
  for (int k = 0; k < 6; ++k) {
    const std::uint64_t b = (bits >> (8 * k)) & 0xFFu;
    e.item[k].valid = (b & 0x80u) != 0;
    e.item[k].port = static_cast<int>(b & 0x3Fu);
  }
  return e;
}

// ---- configuration (Fig. 7a as DESIGN.md section 3 reads it) ---------------------------

namespace {

bool has_connected_slot(const Dragonfly& d, int gid, int bid) {
  for (int j = 0; j < d.h(); ++j) {
    if (d.slot_connected(gid, bid * d.h() + j)) return true;
  }
  return false;
}

// own(r): the connected global ports of router r, as an LP bitmap or as an h-bit mask.
PortMask own_ports(const Dragonfly& d, const RouterId& r) {
  PortMask m = 0;
  for (int j = 0; j < d.h(); ++j) {
    if (d.slot_connected(r.gid, r.bid * d.h() + j)) m |= port_only(d.global_port(j));
  }
  return m;
}

std::uint16_t own_gp_mask(const Dragonfly& d, const RouterId& r) {
  std::uint16_t m = 0;
  for (int j = 0; j < d.h(); ++j) {
    if (d.slot_connected(r.gid, r.bid * d.h() + j)) m = static_cast<std::uint16_t>(m | (1u << j));
  }
  return m;
}

// Local ports of r to every router of the group except r and `skip`.
PortMask other_routers(const Dragonfly& d, const RouterId& r, int skip) {
  PortMask m = 0;
  for (int u = 0; u < d.a(); ++u) {
    if (u != r.bid && u != skip) m |= port_only(d.local_port(r.bid, u));
  }
  return m;
}

}  // namespace

namespace {

// The routers of group `gid` that own at least one connected global slot (candidates of the
// table B G entries), as a bit per router bid: found once per port instead of once per
// target group (a*h slot tests for each of the g entries of every terminal port).
std::uint64_t live_routers(const Dragonfly& d, int gid) {
  std::uint64_t m = 0;
  for (int u = 0; u < d.a(); ++u) {
    if (has_connected_slot(d, gid, u)) m |= std::uint64_t{1} << u;
  }
  return m;
}

// gb_routers() on the group's live routers: the listed bids in increasing order in `out`
// (at most 8), their count returned. No heap: it runs for every terminal port and group.
int pick_gb_routers(std::uint64_t live, int self, int rx, int target_gid, int out[8]) {
  live &= ~(std::uint64_t{1} << self) & ~(std::uint64_t{1} << rx);
  std::array<int, kMaxRadix> cand{};
  int n = 0;
  for (std::uint64_t m = live; m; m &= m - 1) cand[static_cast<std::size_t>(n++)] = __builtin_ctzll(m);
  if (n <= 8) {
    std::copy(cand.begin(), cand.begin() + n, out);
    return n;
  }
  for (int k = 0; k < 8; ++k) out[k] = cand[static_cast<std::size_t>((target_gid + k) % n)];
  std::sort(out, out + 8);
  return 8;
}

}  // namespace

std::vector<int> gb_routers(const Dragonfly& d, const RouterId& r, int target_gid) {
  const int rx = d.slot_owner(d.slot_to_group(r.gid, target_gid));
  int out[8];
  const int n = pick_gb_routers(live_routers(d, r.gid), r.bid, rx, target_gid, out);
  return std::vector<int>(out, out + n);
}

PortTables configure_port(const Dragonfly& d, const RouterId& r, int port, TableReading reading) {
  PortTables t;
  t.kind = d.port_kind(port);
  t.port = port;
  t.a.assign(entries_per_table(d), 0);
  t.b.assign(entries_per_table(d), 0);
  t.c.assign(d.a(), 0);
  // An unconnected global port never receives a packet: its tables stay empty.
  if (t.kind == PortKind::Global && !d.peer(r, port).connected) return t;

  for (int u = 0; u < d.a(); ++u) {
    if (u == r.bid) continue;
    CEntry c;
    c.item[0] = {true, d.local_port(r.bid, u)};
    t.c[u] = encode(c);
  }
  // N region: the terminal port of the node, table A only.
  for (int n = 0; n < d.p(); ++n) t.a[base_add(d, Region::N) + n] = port_only(n);
  // B region: table A points at the target router; terminal ports may refract (table B).
  for (int tb = 0; tb < d.a(); ++tb) {
    if (tb == r.bid) continue;
    const int e = base_add(d, Region::B) + tb;
    t.a[e] = port_only(d.local_port(r.bid, tb));
    // E3: a packet that arrives over a global link may refract once in its destination
    // group when its router has no route left (DESIGN.md 6a).
    if (t.kind == PortKind::Terminal || (t.kind == PortKind::Global && reading == TableReading::E3)) {
      t.b[e] = other_routers(d, r, tb);
    }
  }
  // G region. What depends only on the router, found once.
  const int from = t.kind == PortKind::Local ? d.local_peer(r.bid, port) : -1;
  const std::uint64_t live = live_routers(d, r.gid);
  const std::uint16_t own_gp = own_gp_mask(d, r);
  const PortMask own = own_ports(d, r);
  for (int x = 0; x < d.g(); ++x) {
    if (x == r.gid) continue;
    const int e = base_add(d, Region::G) + x;
    const int sx = d.slot_to_group(r.gid, x);
    const int rx = d.slot_owner(sx);
    const int jx = sx % d.h();
    const PortMask gpx = port_only(d.global_port(jx));
    const bool exit_router = rx == r.bid;
    switch (t.kind) {
      case PortKind::Terminal: {
        GaEntry ga;
        ga.lpc0 = {true, rx};
        ga.gp = static_cast<std::uint16_t>(1u << jx);
        t.a[e] = encode(ga);
        GbEntry gb;
        int routers[8];
        const int n = pick_gb_routers(live, r.bid, rx, x, routers);
        for (int k = 0; k < n; ++k) gb.lpc[k] = {true, routers[k]};
        gb.ogp = own_gp;
        if (exit_router) gb.ogp = static_cast<std::uint16_t>(gb.ogp & ~(1u << jx));
        t.b[e] = encode(gb);
        break;
      }
      case PortKind::Local:
        if (exit_router) {
          t.a[e] = gpx;
        } else {
          // S-part: leave the source group through any own global port;
          // I-part: in an intermediate group, go on to the exit router.
          t.b[e] = own | (from != rx ? port_only(d.local_port(r.bid, rx)) : 0);
        }
        break;
      case PortKind::Global:
        if (exit_router) {
          t.a[e] = gpx;
        } else {
          t.a[e] = port_only(d.local_port(r.bid, rx));
          t.b[e] = other_routers(d, r, rx);  // refraction inside the intermediate group
        }
        break;
    }
  }
  return t;
}

NetworkTables::NetworkTables(const Dragonfly& d, TableReading reading, int first, int last)
    : a_(d.a()), radix_(d.radix()) {
  if (last < 0) last = d.num_routers();
  t_.reserve(static_cast<std::size_t>(d.num_routers()) * radix_);
  for (int i = 0; i < d.num_routers(); ++i) {
    for (int port = 0; port < radix_; ++port) {
      t_.push_back(i >= first && i < last ? configure_port(d, d.router_at(i), port, reading) : PortTables{});
    }
  }
}

TableSizes table_sizes(const Dragonfly& d) {
  TableSizes s;
  s.n_entries = d.p();
  s.b_entries = d.a();
  s.g_entries = d.g();
  s.a_entries = s.n_entries + s.b_entries + s.g_entries;
  s.bt_entries = s.b_entries + s.g_entries;
  s.c_entries = d.a();
  s.a_bytes = 8 * s.a_entries;
  s.bt_bytes = 8 * s.bt_entries;
  s.c_bytes = 6 * s.c_entries;
  s.entries_per_port = s.a_entries + s.bt_entries + s.c_entries;
  s.bytes_per_port = s.a_bytes + s.bt_bytes + s.c_bytes;
  return s;
}

}  // namespace doar
