#include "route_options.hpp"

#include "fault_packet.hpp"

namespace doar::fault {

Region PortOptions::region_of(int e) const { return region[static_cast<std::size_t>(e)]; }

namespace {

void lp_options(std::vector<RouteOption>& out, std::uint64_t word, bool table_b, std::uint8_t ctx) {
  for (int j = 0; j < 64; ++j) {
    if (port_bit(word, j)) out.push_back({table_b, port_only(j), j, ctx});
  }
}

// Context of an LP option of an intra-group input port's G entry (DESIGN.md section 3): at
// the exit router the single route {gp_X} (table A) serves both contexts; elsewhere table B
// holds the S-part (own global ports) and the I-part (the local port to the exit router).
std::uint8_t local_g_ctx(const Dragonfly& d, bool table_b, int out_port) {
  if (!table_b) return kCtxAll;
  return d.port_kind(out_port) == PortKind::Global ? kCtxS : kCtxI;
}

}  // namespace

PortOptions port_options(const Dragonfly& d, const RouterId& r, const PortTables& t) {
  PortOptions po;
  const int n = entries_per_table(d);
  po.entry.resize(static_cast<std::size_t>(n));
  po.region.resize(static_cast<std::size_t>(n));
  for (int e = 0; e < n; ++e) {
    const Region reg = e < base_add(d, Region::B) ? Region::N : e < base_add(d, Region::G) ? Region::B : Region::G;
    po.region[static_cast<std::size_t>(e)] = reg;
    auto& out = po.entry[static_cast<std::size_t>(e)];
    if (reg != Region::G) {
      lp_options(out, t.a[e], false, kCtxAll);
      lp_options(out, t.b[e], true, kCtxAll);
      continue;
    }
    switch (t.kind) {
      case PortKind::Terminal: {
        const GaEntry ga = decode_ga(t.a[e]);
        if (ga.lpc0.valid && ga.lpc0.bid == r.bid) {
          for (int j = 0; j < d.h(); ++j) {
            if ((ga.gp >> j) & 1u) out.push_back({false, std::uint64_t{1} << (16 + j), d.global_port(j), kCtxS});
          }
        } else if (ga.lpc0.valid) {
          out.push_back({false, std::uint64_t{0x20}, decode_c(t.c[ga.lpc0.bid]).first_port(), kCtxS});
        }
        const GbEntry gb = decode_gb(t.b[e]);
        for (int k = 0; k < 8; ++k) {
          if (!gb.lpc[k].valid) continue;
          out.push_back({true, std::uint64_t{0x20} << (6 * k), decode_c(t.c[gb.lpc[k].bid]).first_port(), kCtxS});
        }
        for (int j = 0; j < d.h(); ++j) {
          if ((gb.ogp >> j) & 1u) out.push_back({true, std::uint64_t{1} << (48 + j), d.global_port(j), kCtxS});
        }
        break;
      }
      case PortKind::Local:
        for (int j = 0; j < 64; ++j) {
          if (port_bit(t.a[e], j)) out.push_back({false, port_only(j), j, local_g_ctx(d, false, j)});
          if (port_bit(t.b[e], j)) out.push_back({true, port_only(j), j, local_g_ctx(d, true, j)});
        }
        break;
      case PortKind::Global:
        lp_options(out, t.a[e], false, kCtxI);
        lp_options(out, t.b[e], true, kCtxI);
        break;
    }
  }
  po.entries_via.resize(static_cast<std::size_t>(d.radix()));
  for (int e = 0; e < n; ++e) {
    for (const RouteOption& o : po.entry[static_cast<std::size_t>(e)]) {
      auto& v = po.entries_via[static_cast<std::size_t>(o.out_port)];
      if (v.empty() || v.back() != e) v.push_back(e);
    }
  }
  return po;
}

void clear_option(PortTables& live, const RouteOption& o, int e) {
  (o.table_b ? live.b[e] : live.a[e]) &= ~o.bits;
}

void set_option(PortTables& live, const RouteOption& o, int e) {
  (o.table_b ? live.b[e] : live.a[e]) |= o.bits;
}

bool context_alive(const PortTables& live, const std::vector<RouteOption>& opts, int e, std::uint8_t c) {
  bool had = false;
  for (const RouteOption& o : opts) {
    if (!(o.ctx & c)) continue;
    had = true;
    if (option_valid(live, o, e)) return true;
  }
  return !had;
}

bool entry_accessible_from(const PortTables& live, const std::vector<RouteOption>& opts, int e, int in_port) {
  for (std::uint8_t c : {std::uint8_t{kCtxS}, std::uint8_t{kCtxI}}) {
    bool had = false, alive = false;
    for (const RouteOption& o : opts) {
      if (!(o.ctx & c) || o.out_port == in_port) continue;
      had = true;
      if (option_valid(live, o, e)) alive = true;
    }
    if (had && !alive) return false;
  }
  return true;
}

}  // namespace doar::fault
