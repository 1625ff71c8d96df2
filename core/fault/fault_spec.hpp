// Fault specifications: "global:X:Y" (the global link between groups X and Y),
// "local:g.b1:g.b2" (the intra-group link between two routers of group g) and "router:g.b"
// (a whole router), and the lists of every link of a dragonfly.
// (A link enumeration could move into core/dragonfly.hpp; it lives here until then.)
#pragma once
#include <string>
#include <vector>
#include "dragonfly.hpp"

namespace doar::fault {

struct LinkEnd {
  RouterId router;
  int port = -1;
};

struct FaultSpec {
  enum class Kind { Link, Router };
  Kind kind = Kind::Link;
  LinkEnd a, b;        // Link: both ends
  RouterId router;     // Router
  std::string text;    // canonical text, e.g. "global:0:2", "local:0.1:0.3", "router:2.0"
};

// Throws std::invalid_argument with a one-line message for malformed text, a router outside
// the topology or a link that does not exist.
FaultSpec parse_fault(const Dragonfly& d, const std::string& text);
// Every text through parse_fault(); the same fault twice (by its canonical text, so
// "global:2:0" repeats "global:0:2") is refused the same way.
std::vector<FaultSpec> parse_faults(const Dragonfly& d, const std::vector<std::string>& texts);

FaultSpec link_fault(const Dragonfly& d, const RouterId& r, int port);  // port must be connected
FaultSpec router_fault(const Dragonfly& d, const RouterId& r);

// Every link once: the intra-group links, then the global links (lower group first).
std::vector<FaultSpec> all_local_links(const Dragonfly& d);
std::vector<FaultSpec> all_global_links(const Dragonfly& d);

}  // namespace doar::fault
