// What travels between routers during fault diagnosis and recovery (paper Algorithms 2, 3;
// DESIGN.md section 6), and what the fault scheduler's commands cost.
#pragma once
#include <cstdint>
#include <string>
#include "address.hpp"
#include "tables.hpp"

namespace doar::fault {

// Routing contexts of a table entry (DESIGN.md sections 3 and 6). S: the packet is still in
// its source group (terminal-port entries, S-parts of intra-port G entries); I: this group is
// an intermediate group (global-port entries, I-parts). N- and B-region entries have a single
// context that both bits name, so their tag is kCtxAll.
enum : std::uint8_t { kCtxS = 1, kCtxI = 2, kCtxAll = 3 };
std::string tag_name(std::uint8_t tag);  // "S", "I", "SI" or "-"

// FD and FR as in the paper; RV ("revoke") belongs to the optional dead-router rule
// (EngineRules::dead_router): an FR that carries the address of an FD it takes back. VG and
// VR belong to the VC guard (EngineRules::vc_guard): VG tells a group that packets it
// refracts towards the sender's group may arrive there on VC 3 without a route, VR takes it
// back. The driver counts VG with the FDs and VR with the FRs.
enum class PacketKind : std::uint8_t { FD, FR, RV, VG, VR };

// FD = {<g, b, n>, prefix, tag}: prefix 1 a group, 2 a router, 3 a node. FR carries no
// address (paper: FR[C]); its address fields are unused. RV carries address, prefix and the
// tag of the contexts it brings back.
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
  std::uint64_t t_ld() const { return base() + 2 * static_cast<std::uint64_t>(entries); }
  std::uint64_t t_gd() const { return base() + 2; }
  std::uint64_t t_r() const { return base() + 3 * static_cast<std::uint64_t>(entries); }
  std::uint64_t base() const { return static_cast<std::uint64_t>(t1) + static_cast<std::uint64_t>(t2); }
};

// When FR_act sends an FR through port C (Algorithm 3 lines 11-13).
//   Entry: as soon as some entry of C becomes accessible again (the default). Recovery then
//     always completes: every dead entry died of FDs from entries that died before it, and
//     each of those, once accessible again, sends the FR that restores it.
//   Port: only when, besides, every entry of C is accessible (the paper's text, "all entries
//     valid"). Exact after single faults, but after several faults two ports can each keep a
//     dead entry that waits for the other's FR, and tables stay invalid (docs/fault.md).
enum class FrRule : std::uint8_t { Entry, Port };

struct EngineRules {
  FrRule fr = FrRule::Entry;
  // Optional finer rule for dead routers (off: the literal rules of DESIGN.md section 6).
  // A router that has lost its own link to router R of its group and has heard from every
  // other router of the group that it lost its link to R (the FD <own group, R> prefix 2
  // that arrives over an intra-group link means exactly that) knows that R is dead. It then
  // sends, over each of its global links, an RV that takes back the FD <g.R> it sent there:
  // the far end restores, in the entry Aim selects, the routes through that link, and passes
  // RV on wherever an entry became accessible again, as FD had spread. Packets for R's nodes
  // are dropped at R's group (their B entry there has no route left).
  bool dead_router = false;
  // Which tables the engines start from (DESIGN.md 6a): under E3 (the default) a global
  // port's B-region entries hold the destination-group refraction, so Algorithm 2 keeps a
  // local fault's FDs inside its group while a refraction is left.
  TableReading tables = kDefaultTableReading;
  // The VC guard (E3 tables only; off: Algorithm 2 as written). Under E3 a global port's
  // B-region entry whose table A has died keeps its refractions, which a packet arriving on
  // VC 3 may not take (the VC rule has no room for two more local hops): Algorithm 2 sees the
  // entry as accessible and tells nobody, and such packets are lost for as long as the fault
  // lasts. They are exactly the packets that took two local hops in their intermediate group
  // (DESIGN.md 4: LG-LL-G arrives on VC 3). With the guard, the router sends VG through that
  // global port; the far end (the exit router of its group towards the sender's group) passes
  // it to the other routers of its group, and each of them takes the refractions (table B)
  // out of its global ports' entry for the sender's group: no packet refracts towards that
  // group any more, while the direct intermediate routes (which arrive on VC <= 2) stay. When
  // table A comes back the router sends VR, which gives those refractions back; meanwhile FR
  // does not restore them.
  // docs/fault.md, "The VC guard".
  bool vc_guard = false;
};

}  // namespace doar::fault
