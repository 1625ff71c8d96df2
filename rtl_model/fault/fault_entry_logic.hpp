// Combinational core of the action unit (docs/fault_units.md): from the configured words of one
// entry (tables A and B), which bits are route options, which of them use port Fp, and which
// routing contexts (S, I) each option serves. Written from the entry encodings of
// core/tables.hpp and the context rules of DESIGN.md sections 3 and 6, independently of
// core/fault; the tests compare the resulting tables with core/fault entry for entry.
// In Verilog this is one always @* block of the action unit.
#pragma once
#include <cstdint>

namespace doar::rtl {

// Geometry of the router a fault unit sits in (Verilog: module parameters).
struct fault_geom {
  int p = 0, a = 0, h = 0, g = 0;  // dfly(p, a, h, g)
  int gid = 0, bid = 0;            // this router
  int radix() const { return p + a - 1 + h; }
  int entries() const { return p + a + g; }          // table A entries (et_num)
  int global_port(int j) const { return p + a - 1 + j; }
  int local_port(int to_bid) const { return p + (to_bid < bid ? to_bid : to_bid - 1); }
  bool is_terminal(int port) const { return port < p; }
  bool is_local(int port) const { return port >= p && port < p + a - 1; }
  bool is_global(int port) const { return port >= p + a - 1; }
  bool g_region(int e) const { return e >= p + a; }
};

struct EntryMasks {
  std::uint64_t opt_a = 0, opt_b = 0;  // bits that are route options
  std::uint64_t fp_a = 0, fp_b = 0;    // options that leave through Fp
  std::uint64_t s_a = 0, s_b = 0;      // options serving context S
  std::uint64_t i_a = 0, i_b = 0;      // options serving context I
};

inline EntryMasks entry_masks(const fault_geom& gm, int port, int e, std::uint64_t cfg_a, std::uint64_t cfg_b,
                              int fp) {
  EntryMasks m;
  const std::uint64_t fp_bit = fp >= 0 && fp < 64 ? std::uint64_t{1} << fp : 0;
  std::uint64_t globals = 0;  // LP bits of the router's global ports
  for (int j = 0; j < gm.h; ++j) globals |= std::uint64_t{1} << gm.global_port(j);
  if (!gm.g_region(e) || !gm.is_terminal(port)) {
    // 64-bit LP bitmaps: bit j is an option on port j.
    m.opt_a = cfg_a;
    m.opt_b = cfg_b;
    m.fp_a = cfg_a & fp_bit;
    m.fp_b = cfg_b & fp_bit;
    if (!gm.g_region(e)) {  // N and B regions: one context, named by both bits
      m.s_a = m.i_a = cfg_a;
      m.s_b = m.i_b = cfg_b;
    } else if (gm.is_local(port)) {  // table A {gp_X} serves both; table B S-part / I-part
      m.s_a = m.i_a = cfg_a;
      m.s_b = cfg_b & globals;
      m.i_b = cfg_b & ~globals;
    } else {  // global input port: this group is intermediate
      m.i_a = cfg_a;
      m.i_b = cfg_b;
    }
    return m;
  }
  // Terminal input port, G region: table A {lpc0, GP}, table B {lpc1..8, OGP}; context S.
  const bool lpc0_valid = (cfg_a >> 5) & 1u;
  const int lpc0 = static_cast<int>(cfg_a & 0x1Fu);
  if (lpc0_valid && lpc0 == gm.bid) {
    for (int j = 0; j < gm.h; ++j) {
      const std::uint64_t b = std::uint64_t{1} << (16 + j);
      if (!(cfg_a & b)) continue;
      m.opt_a |= b;
      if (gm.global_port(j) == fp) m.fp_a |= b;
    }
  } else if (lpc0_valid) {
    m.opt_a = 0x20;
    if (gm.local_port(lpc0) == fp) m.fp_a = 0x20;
  }
  for (int k = 0; k < 8; ++k) {
    const std::uint64_t v = std::uint64_t{0x20} << (6 * k);
    if (!(cfg_b & v)) continue;
    m.opt_b |= v;
    if (gm.local_port(static_cast<int>((cfg_b >> (6 * k)) & 0x1Fu)) == fp) m.fp_b |= v;
  }
  for (int j = 0; j < gm.h; ++j) {
    const std::uint64_t b = std::uint64_t{1} << (48 + j);
    if (!(cfg_b & b)) continue;
    m.opt_b |= b;
    if (gm.global_port(j) == fp) m.fp_b |= b;
  }
  m.s_a = m.opt_a;
  m.s_b = m.opt_b;
  return m;
}

// A context is alive while one of its options is valid, or when the entry never had one.
inline bool ctx_alive(std::uint64_t live_a, std::uint64_t live_b, std::uint64_t ca, std::uint64_t cb) {
  return (ca == 0 && cb == 0) || (live_a & ca) != 0 || (live_b & cb) != 0;
}

inline bool entry_accessible(const EntryMasks& m, std::uint64_t live_a, std::uint64_t live_b) {
  return ctx_alive(live_a, live_b, m.s_a, m.s_b) && ctx_alive(live_a, live_b, m.i_a, m.i_b);
}

struct FdResult {
  std::uint64_t live_a = 0, live_b = 0;  // after FD_act
  unsigned died = 0;                     // contexts that lost their last option
};

// FD_act (Algorithm 2 lines 9-16 with the context tag of DESIGN.md section 6): invalidate the
// valid options on Fp; with by_tag (an FD that came over an intra-group link) only those of
// the contexts named in the tag, in the G region.
inline FdResult fd_act(const fault_geom& gm, const EntryMasks& m, int e, std::uint64_t live_a, std::uint64_t live_b,
                       bool by_tag, unsigned tag) {
  std::uint64_t ea = m.fp_a & live_a, eb = m.fp_b & live_b;
  if (by_tag && gm.g_region(e)) {
    ea &= ((tag & 1u) ? m.s_a : 0) | ((tag & 2u) ? m.i_a : 0);
    eb &= ((tag & 1u) ? m.s_b : 0) | ((tag & 2u) ? m.i_b : 0);
  }
  FdResult r;
  r.live_a = live_a & ~ea;
  r.live_b = live_b & ~eb;
  const bool held_s = (ea & m.s_a) || (eb & m.s_b);
  const bool held_i = (ea & m.i_a) || (eb & m.i_b);
  if (held_s && !ctx_alive(r.live_a, r.live_b, m.s_a, m.s_b)) r.died |= 1u;
  if (held_i && !ctx_alive(r.live_a, r.live_b, m.i_a, m.i_b)) r.died |= 2u;
  return r;
}

}  // namespace doar::rtl
