// What travels between routers during fault diagnosis and recovery (paper Algorithms 2, 3;
// DESIGN.md section 6), and what the fault scheduler's commands cost.
#pragma once
#include <cstdint>
#include <string>
#include "address.hpp"

namespace doar::fault {

// Routing contexts of a table entry (DESIGN.md sections 3 and 6). S: the packet is still in
// its source group (terminal-port entries, S-parts of intra-port G entries); I: this group is
// an intermediate group (global-port entries, I-parts). N- and B-region entries have a single
// context that both bits name, so their tag is kCtxAll.
enum : std::uint8_t { kCtxS = 1, kCtxI = 2, kCtxAll = 3 };
std::string tag_name(std::uint8_t tag);  // "S", "I", "SI" or "-"

enum class PacketKind : std::uint8_t { FD, FR };

// FD = {<g, b, n>, prefix, tag}: prefix 1 a group, 2 a router, 3 a node. FR carries no
// address (paper: FR[C]); its address fields are unused.
struct FaultPacket {
  PacketKind kind = PacketKind::FD;
  NodeAddr addr;
  int prefix = 0;
  std::uint8_t tag = 0;
  bool operator==(const FaultPacket& o) const {
    return kind == o.kind && addr == o.addr && prefix == o.prefix && tag == o.tag;
  }
};
std::string to_string(const FaultPacket& p);  // "FD 2.3.0/2 SI", "FR"

// Scheduler costs (paper Sec. 4.2): t1 to fetch a packet, t2 to broadcast the command,
// 2 cycles per entry for FD_act, 3 per entry for FR_act (two passes). `entries` is et_num,
// the table-A entries of one port (N + B + G regions; 560 in the paper).
struct Costs {
  int t1 = 70;
  int t2 = 70;
  int entries = 0;
  std::uint64_t t_ld() const { return static_cast<std::uint64_t>(t1 + t2 + 2 * entries); }
  std::uint64_t t_gd() const { return static_cast<std::uint64_t>(t1 + t2 + 2); }
  std::uint64_t t_r() const { return static_cast<std::uint64_t>(t1 + t2 + 3 * entries); }
};

// When FR_act sends an FR through port C (Algorithm 3 lines 11-13).
//   Entry: as soon as some entry of C becomes accessible again (the default). Recovery then
//     always completes: every dead entry died of FDs from entries that died before it, and
//     each of those, once accessible again, sends the FR that restores it.
//   Port: only when, besides, every entry of C is accessible (the paper's text, "all entries
//     valid"). Exact after single faults, but after several faults two ports can each keep a
//     dead entry that waits for the other's FR, and tables stay invalid (docs/fault.md).
enum class FrRule : std::uint8_t { Entry, Port };

}  // namespace doar::fault
