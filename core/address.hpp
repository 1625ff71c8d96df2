// Node and router addresses of a dragonfly: DestID = <gid, bid, nid>, RouterID = <gid, bid>.
// Printed and parsed as "g.b.n" and "g.b" (the notation of the paper's figures).
#pragma once
#include <string>

namespace doar {

struct RouterId {
  int gid = 0;  // group
  int bid = 0;  // router within the group
  bool operator==(const RouterId& o) const { return gid == o.gid && bid == o.bid; }
  bool operator!=(const RouterId& o) const { return !(*this == o); }
};

struct NodeAddr {
  int gid = 0;
  int bid = 0;
  int nid = 0;  // terminal port of the router
  RouterId router() const { return {gid, bid}; }
  bool operator==(const NodeAddr& o) const { return gid == o.gid && bid == o.bid && nid == o.nid; }
  bool operator!=(const NodeAddr& o) const { return !(*this == o); }
};

std::string to_string(const RouterId& r);
std::string to_string(const NodeAddr& n);

// Parse "g.b.n" / "g.b" (non-negative decimal fields). Throws std::invalid_argument with a
// message naming the text on malformed input. Range checks belong to Dragonfly::check().
NodeAddr parse_node(const std::string& text);
RouterId parse_router(const std::string& text);

}  // namespace doar
