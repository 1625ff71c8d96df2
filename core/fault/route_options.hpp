// Route options of one routing-table entry: which bits of table A/B make the option valid,
// the output port it uses and the routing contexts it serves. The fault engine invalidates
// and restores options by clearing and re-setting exactly these bits, so that a live table
// is always the configured table with some option bits cleared (FR can restore bit for bit).
//
// Encodings (core/tables.hpp):
//   LP bitmap entries: option j = bit j, output port j.
//   Terminal-port G entries: table A GaEntry {lpc0, GP}: when lpc0 is this router, each GP bit
//   is an option on that own global port; otherwise the option is lpc0's valid bit, on the
//   table-C local port to lpc0. Table B GbEntry: each lpc's valid bit (local port to it) and
//   each OGP bit (own global port).
#pragma once
#include <cstdint>
#include <vector>
#include "tables.hpp"

namespace doar::fault {

struct RouteOption {
  bool table_b = false;     // the bits live in table B (else table A)
  std::uint64_t bits = 0;   // the option is valid while all these bits are set (one bit)
  int out_port = -1;
  std::uint8_t ctx = 0;     // kCtxS / kCtxI / kCtxAll
};

// The options of every entry of one input port, taken from its configured tables.
struct PortOptions {
  Region region_of(int entry) const;
  std::vector<std::vector<RouteOption>> entry;  // by entry address (0 .. entries_per_table-1)
  std::vector<Region> region;                   // by entry address
  std::vector<std::vector<int>> entries_via;    // by output port: entries with an option on it
};
PortOptions port_options(const Dragonfly& d, const RouterId& r, const PortTables& configured);

inline bool option_valid(const PortTables& live, const RouteOption& o, int e) {
  const std::uint64_t w = o.table_b ? live.b[e] : live.a[e];
  return (w & o.bits) == o.bits;
}
void clear_option(PortTables& live, const RouteOption& o, int e);
void set_option(PortTables& live, const RouteOption& o, int e);

// Whether context bit c of entry e is alive: it has a valid option, or it never had any.
bool context_alive(const PortTables& live, const std::vector<RouteOption>& opts, int e, std::uint8_t c);
// Entry accessible: every context it was configured with still has a valid option.
inline bool entry_accessible(const PortTables& live, const std::vector<RouteOption>& opts, int e) {
  return context_alive(live, opts, e, 1) && context_alive(live, opts, e, 2);
}
// The same, ignoring the options that would send a packet back out of `in_port`, the port it
// came in on. No packet ever needs them (a packet from group Y is never addressed to Y), and
// recovery must not wait for them: see RouterFaultEngine::fr_act_all.
bool entry_accessible_from(const PortTables& live, const std::vector<RouteOption>& opts, int e, int in_port);

}  // namespace doar::fault
