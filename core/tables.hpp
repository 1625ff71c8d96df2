// Routing tables per input port (paper Sec. 2.3, 3.2, Fig. 7a; DESIGN.md section 3):
// region select, the exact bit encodings of table A/B/C entries, and the configuration of
// every table of every port from the dragonfly wiring.
#pragma once
#include <array>
#include <cstdint>
#include <vector>
#include "bitmask.hpp"
#include "dragonfly.hpp"

namespace doar {

enum class Region { N = 0, B = 1, G = 2 };
const char* region_name(Region r);

// Entry addressing: N region at Base_ADD0 = 0 (p entries, by nid), B at Base_ADD1 = p
// (a entries, by bid), G at Base_ADD2 = p + a (g entries, by gid). Tables A and B share the
// addressing; table B has no N region (its N addresses read as zero).
struct Lookup {
  Region region = Region::N;
  int index = 0;  // entry address
};
// Inline: the decision selects the region once per routed head.
inline int base_add(const Dragonfly& d, Region r) {
  switch (r) {
    case Region::N: return 0;
    case Region::B: return d.p();
    case Region::G: return d.p() + d.a();
  }
  return 0;
}
inline Lookup region_select(const Dragonfly& d, const RouterId& own, const NodeAddr& dst) {
  if (dst.gid != own.gid) return {Region::G, base_add(d, Region::G) + dst.gid};
  if (dst.bid != own.bid) return {Region::B, base_add(d, Region::B) + dst.bid};
  return {Region::N, base_add(d, Region::N) + dst.nid};
}
inline int entries_per_table(const Dragonfly& d) { return d.p() + d.a() + d.g(); }

// Terminal input ports use the "global" formats in the G region (paper Sec. 3.2); every
// other entry is a 64-bit LP bitmap (bit j: output port j allowed).
inline bool uses_global_format(PortKind kind, Region r) {
  return kind == PortKind::Terminal && r == Region::G;
}

// A router id inside a table entry: 5-bit bid plus a valid bit (bit 5).
struct Lpc {
  bool valid = false;
  int bid = 0;
};

// Table A, terminal port, G region. Bits [4:0] lpc0 bid, bit 5 lpc0 valid, bits [31:16]
// GP (bit j: global port j of router lpc0 reaches the target group). Other bits zero.
struct GaEntry {
  Lpc lpc0;
  std::uint16_t gp = 0;
};
std::uint64_t encode(const GaEntry& e);
GaEntry decode_ga(std::uint64_t bits);

// Table B, terminal port, G region. lpc1..lpc8 at bits [6k+5 : 6k] (k = 0..7), each a
// router whose connected global slots are non-minimal candidates; bits [63:48] OGP, the
// source router's own global ports that are non-minimal candidates (DESIGN.md section 3).
struct GbEntry {
  std::array<Lpc, 8> lpc{};
  std::uint16_t ogp = 0;
};
std::uint64_t encode(const GbEntry& e);
GbEntry decode_gb(std::uint64_t bits);

// Table C, one entry per router of the group: up to 6 local ports leading to it. Item k at
// bits [8k+7 : 8k]: bit 7 valid, bits [5:0] port. 48 bits used.
struct CEntry {
  struct Item {
    bool valid = false;
    int port = 0;
  };
  std::array<Item, 6> item{};
  // First valid port, or -1.
  int first_port() const;
};
std::uint64_t encode(const CEntry& e);
CEntry decode_c(std::uint64_t bits);
// decode_c(bits).first_port() without building the entry (the RCU's C1 path, per head):
// the lowest item whose valid bit (bit 7 of its byte) is set.
inline int c_first_port(std::uint64_t bits) {
  const std::uint64_t valid = bits & 0x0000808080808080ull;  // items 0..5
  if (!valid) return -1;
  const int k = __builtin_ctzll(valid) >> 3;
  return static_cast<int>((bits >> (8 * k)) & 0x3Fu);
}
constexpr std::uint64_t kCEntryMask = (std::uint64_t{1} << 48) - 1;

// All tables of one input port.
struct PortTables {
  PortKind kind = PortKind::Terminal;
  int port = 0;
  std::vector<std::uint64_t> a;  // entries_per_table entries
  std::vector<std::uint64_t> b;  // same addressing, N region zero
  std::vector<std::uint64_t> c;  // a entries
  bool operator==(const PortTables& o) const {
    return kind == o.kind && port == o.port && a == o.a && b == o.b && c == o.c;
  }
};

// Which reading of the tables configure_port() builds (DESIGN.md section 6a).
//   E3 (default): at global input ports, the B-region entry of another router u also holds,
//     in table B, the refractions {L(w) : w != r, u}, as terminal ports already do. The
//     decision takes them only when table A has no valid port and the VC rule leaves room
//     for two more local hops (doar_decision.hpp, e3_refraction_allowed), so fault-free
//     routing is the same as under Literal; a local fault then need not be reported
//     outside its group while a refraction is left.
//   Literal: Fig. 7(a) as section 3 reads it (table A only in those entries): the tables
//     under which the paper's worked fault cases come out as it narrates them.
enum class TableReading : std::uint8_t { E3, Literal };
// The one place the default is chosen: every layer's option defaults to it.
constexpr TableReading kDefaultTableReading = TableReading::E3;
const char* table_reading_name(TableReading t);
// "e3" / "literal" -> the reading; false for anything else.
bool parse_table_reading(const char* s, TableReading& out);

// Fig. 7(a) configuration of input port `port` of router r (DESIGN.md section 3, 6a).
PortTables configure_port(const Dragonfly& d, const RouterId& r, int port,
                          TableReading reading = kDefaultTableReading);

// The routers listed in a terminal port's table B G entry for target group X: every router
// except r and R_X, at most 8; when more qualify, a window of 8 that starts at X modulo the
// candidate count, so that every router is used by some target group.
std::vector<int> gb_routers(const Dragonfly& d, const RouterId& r, int target_gid);

// Tables of every port of every router, built once (the network's initial state).
// `first` .. `last` (router indices, last exclusive; -1: to the end): only those routers'
// tables are built, the others' ports are left empty (a process that simulates part of the
// network, doar-sim-mpi, holds the tables of its own routers only).
class NetworkTables {
 public:
  explicit NetworkTables(const Dragonfly& d, TableReading reading = kDefaultTableReading, int first = 0,
                         int last = -1);
  const PortTables& at(const RouterId& r, int port) const { return t_[idx(r, port)]; }
  PortTables& at(const RouterId& r, int port) { return t_[idx(r, port)]; }

 private:
  std::size_t idx(const RouterId& r, int port) const {
    return static_cast<std::size_t>(r.gid * a_ + r.bid) * radix_ + port;
  }
  int a_, radix_;
  std::vector<PortTables> t_;
};

// Storage account per input port (what the chip holds in SRAM).
struct TableSizes {
  int n_entries = 0, b_entries = 0, g_entries = 0;  // region sizes (table A)
  int a_entries = 0;        // table A: N + B + G
  int bt_entries = 0;       // table B: B + G
  int c_entries = 0;        // table C: a
  int a_bytes = 0, bt_bytes = 0, c_bytes = 0;
  int entries_per_port = 0;  // A + B + C entries
  int bytes_per_port = 0;    // 8-byte A/B entries, 6-byte C entries
};
TableSizes table_sizes(const Dragonfly& d);

// FNV-1a over the bytes of tables A, B and C of every port of every router, in router and
// port order: the digest doar-sim reports to show that recovery restored every table bit
// for bit, and that its tests compute over core's reference network. `port_tables(r, port)`
// gives the tables of a port (NetworkTables::at, or a fault network's live tables).
template <class PortTablesOf>
std::uint64_t digest_tables(const Dragonfly& d, PortTablesOf&& port_tables) {
  std::uint64_t h = 1469598103934665603ull;
  auto mix = [&h](std::uint64_t w) {
    for (int i = 0; i < 8; ++i) {
      h ^= (w >> (8 * i)) & 0xFF;
      h *= 1099511628211ull;
    }
  };
  for (int i = 0; i < d.num_routers(); ++i) {
    const RouterId r = d.router_at(i);
    for (int port = 0; port < d.radix(); ++port) {
      const PortTables& t = port_tables(r, port);
      for (std::uint64_t w : t.a) mix(w);
      for (std::uint64_t w : t.b) mix(w);
      for (std::uint64_t w : t.c) mix(w);
    }
  }
  return h;
}

}  // namespace doar
