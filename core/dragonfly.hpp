// dfly(p, a, h, g): sizes, port numbering and global wiring (DESIGN.md section 2).
// Every layer asks this class who is behind a port; nothing else in the project encodes
// the wiring.
#pragma once
#include <cstdint>
#include <string>
#include "address.hpp"

namespace doar {

enum class PortKind { Terminal, Local, Global };

// Hardware limits of the router chip (paper Sec. 3.2): 64-bit LP bitmaps, 512 global slots
// per group, 5-bit router ids in table entries, 16-bit GP masks.
constexpr int kMaxRadix = 64;
constexpr int kMaxSlots = 512;
constexpr int kMaxRoutersPerGroup = 32;
constexpr int kMaxGlobalPerRouter = 16;

struct DflyParams {
  int p = 0, a = 0, h = 0, g = 0;
};

// Parses "P,A,H,G". Throws std::invalid_argument naming the problem.
DflyParams parse_dfly(const std::string& text);

// Where a router port leads: the router and port at the other end of the link.
struct PortPeer {
  bool connected = false;  // false for terminal ports and unconnected global slots
  RouterId router;
  int port = -1;
};

class Dragonfly {
 public:
  // Throws std::invalid_argument when the sizes are not a buildable dragonfly or exceed the
  // chip limits above.
  explicit Dragonfly(const DflyParams& prm);

  int p() const { return p_; }
  int a() const { return a_; }
  int h() const { return h_; }
  int g() const { return g_; }
  int radix() const { return p_ + a_ - 1 + h_; }
  int slots() const { return a_ * h_; }            // global slots of one group
  int num_routers() const { return a_ * g_; }
  int num_nodes() const { return p_ * a_ * g_; }
  std::string name() const;                          // "dfly(p,a,h,g)"

  // Dense indices, used by the simulators for arrays.
  int router_index(const RouterId& r) const { return r.gid * a_ + r.bid; }
  RouterId router_at(int index) const { return {index / a_, index % a_}; }
  int node_index(const NodeAddr& n) const { return (n.gid * a_ + n.bid) * p_ + n.nid; }
  NodeAddr node_at(int index) const { return {index / (a_ * p_), (index / p_) % a_, index % p_}; }

  bool valid(const RouterId& r) const;
  bool valid(const NodeAddr& n) const;
  // Throw std::invalid_argument("... outside dfly(...)") when out of range.
  void check(const RouterId& r) const;
  void check(const NodeAddr& n) const;

  // Port numbering (DESIGN.md section 2).
  // Inline: the routing decision asks this several times per head.
  PortKind port_kind(int port) const {
    return port < p_ ? PortKind::Terminal : port < p_ + a_ - 1 ? PortKind::Local : PortKind::Global;
  }
  int local_port(int bid, int to_bid) const;       // port of router bid leading to router to_bid
  int local_peer(int bid, int port) const;         // router reached through local port
  int global_port(int j) const { return p_ + a_ - 1 + j; }
  int global_index(int port) const { return port - (p_ + a_ - 1); }
  // Level used by the VC rule: intra-group 0, global 1 (terminal ports: -1).
  int port_level(int port) const { return port < p_ ? -1 : port < p_ + a_ - 1 ? 0 : 1; }

  // Global slots of a group: slot s is port s % h of router s / h.
  int slot_owner(int slot) const { return slot / h_; }
  int slot_port(int slot) const { return global_port(slot % h_); }
  int slot_of(int bid, int port) const { return bid * h_ + global_index(port); }
  // Group reached by slot s of group gid, or -1 when the slot is unconnected.
  int slot_target(int gid, int slot) const;
  bool slot_connected(int gid, int slot) const { return slot_target(gid, slot) >= 0; }
  // Slot of group gid whose link reaches group to_gid (to_gid != gid).
  int slot_to_group(int gid, int to_gid) const;

  PortPeer peer(const RouterId& r, int port) const;

  // Links of the network, each listed once (the lower router index first).
  int num_global_links() const;
  int num_local_links() const { return g_ * a_ * (a_ - 1) / 2; }

 private:
  int p_, a_, h_, g_;
};

}  // namespace doar
