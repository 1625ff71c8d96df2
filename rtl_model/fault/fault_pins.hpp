// Pin formats of the fault-handling units (docs/fault_units.md): the FD/FR packet word, the
// scheduler's command kinds and the action unit's operations.
#pragma once
#include <cstdint>
#include <systemc>

namespace doar::rtl {

// FD/FR packet word (32 bits):
//   [0]      kind: 0 FD, 1 FR
//   [2:1]    prefix (FD): 1 group, 2 router, 3 node
//   [4:3]    tag (FD): bit 0 S context, bit 1 I context
//   [10:5]   nid (6 bits)
//   [15:11]  bid (5 bits)
//   [25:16]  gid (10 bits)
//   [31:26]  zero
using FaultWord = sc_dt::sc_uint<32>;

struct FaultFields {
  bool fr = false;
  int prefix = 0, tag = 0, gid = 0, bid = 0, nid = 0;
};

inline std::uint32_t pack_fault(const FaultFields& f) {
  return (f.fr ? 1u : 0u) | (static_cast<std::uint32_t>(f.prefix & 3) << 1) |
         (static_cast<std::uint32_t>(f.tag & 3) << 3) | (static_cast<std::uint32_t>(f.nid & 0x3F) << 5) |
         (static_cast<std::uint32_t>(f.bid & 0x1F) << 11) | (static_cast<std::uint32_t>(f.gid & 0x3FF) << 16);
}

inline FaultFields unpack_fault(std::uint32_t w) {
  FaultFields f;
  f.fr = (w & 1u) != 0;
  f.prefix = static_cast<int>((w >> 1) & 3u);
  f.tag = static_cast<int>((w >> 3) & 3u);
  f.nid = static_cast<int>((w >> 5) & 0x3Fu);
  f.bid = static_cast<int>((w >> 11) & 0x1Fu);
  f.gid = static_cast<int>((w >> 16) & 0x3FFu);
  return f;
}

// Scheduler command kinds (cmd_kind pins, 3 bits).
enum : unsigned {
  kCmdNone = 0,
  kCmdTravelFd = 1,  // local fault on port Fp: Travel_FD over every entry (2 cycles each)
  kCmdMatchFd = 2,   // FD received on port Fp: Match_FD on the Aim entry (2 cycles)
  kCmdFrAct = 3,     // local recovery or FR received on Fp: FR_act, 2 + 1 cycles per entry
  kCmdRestore = 4,   // router restart: configured tables copied into the live ones
};

// Action unit operations (op pins, 3 bits).
enum : unsigned {
  kOpNone = 0,
  kOpFd = 1,       // FD_act on one entry: read, then write back (2 cycles)
  kOpFrSet = 2,    // FR_act pass 1 on one entry: read, restore the options on Fp (2 cycles)
  kOpFrCheck = 3,  // FR_act pass 2: read, report whether the entry is accessible (1 cycle)
  kOpCopy = 4,     // restart: read the configured entry, write it into the live one (2 cycles)
};
// (Configuration writes use the action unit's own cfg_we port, not an op.)

// Context bits (tag), as core/fault/fault_packet.hpp.
constexpr unsigned kTagS = 1, kTagI = 2;

}  // namespace doar::rtl
