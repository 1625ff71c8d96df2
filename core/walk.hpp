// Router-by-router walk of one packet over a dragonfly with the core decision: the reference
// path used by doar-route, the tests and, later, to check the network models.
#pragma once
#include <string>
#include <vector>
#include "doar_decision.hpp"

namespace doar {

// Congestion as every RCU of the network sees it (DESIGN.md section 5): one a*h-bit group
// bitmap per group and one per-port bitmap per router.
class CongestionState {
 public:
  explicit CongestionState(const Dragonfly& d);
  // Slot `slot` of group gid congested: set in the group bitmap and, at the owner router,
  // the bit of that global port.
  void mark_global(int gid, int slot);
  void mark_local(const RouterId& r, int port);
  const SlotMask& group(int gid) const { return group_[gid]; }
  PortMask router(const RouterId& r) const { return router_[r.gid * a_ + r.bid]; }
  void clear();

 private:
  int a_, h_;
  const Dragonfly* d_;
  std::vector<SlotMask> group_;
  std::vector<PortMask> router_;
};

// Arbiter state of every input port of every router.
class ArbStates {
 public:
  explicit ArbStates(const Dragonfly& d);
  ArbState& at(const RouterId& r, int port) { return s_[(r.gid * a_ + r.bid) * radix_ + port]; }

 private:
  int a_, radix_;
  std::vector<ArbState> s_;
};

struct Hop {
  RouterId router;
  int in_port = 0;
  int out_port = 0;
  int vc = 0;          // VC on the output link
  char kind = 'L';     // 'L' intra-group, 'G' global, 'E' ejection (not part of the pattern)
  HopClass cls = HopClass::S1;
};

struct WalkResult {
  bool delivered = false;
  std::vector<Hop> hops;   // network hops then the ejection step
  std::string pattern;     // e.g. "LGL"
  std::string error;       // why it stopped when not delivered
};

// Walks src -> dst. Stops with an error after max_hops network hops or at a router where the
// decision finds no route.
WalkResult walk(const Dragonfly& d, const NetworkTables& tables, const CongestionState& cong,
                ArbStates& arb, const NodeAddr& src, const NodeAddr& dst, int max_hops = 16);

}  // namespace doar
