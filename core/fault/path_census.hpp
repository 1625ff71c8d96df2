// Every (source router, destination router) pair walked over the live tables: all the paths
// the tables allow (the sets core's RTA/RTB stages compute without congestion, with filter F),
// counted per pair, with the ways a walk can go wrong counted separately.
//
// A path is a sequence of output ports from a terminal port of the source router (port 0;
// every terminal port holds the same tables) to node 0 of the destination router. At the
// source, RTA's candidate slots (GA and the non-minimal A2 set) become the ports that carry
// them (table C or the own global port); every later router uses RTB's table A set and
// filtered table B set. The walk is exact: it enumerates every choice, so "unreachable"
// means no choice sequence arrives, and a "dead end" is any choice sequence that arrives,
// after at least one hop, at a router whose entry offers no valid port.
#pragma once
#include <cstdint>
#include <string>
#include <vector>
#include "network_driver.hpp"

namespace doar::fault {

struct PathCensus {
  int routers = 0;
  std::vector<std::uint64_t> paths;   // [src * routers + dst]; 0 for dead sources and src == dst
  std::vector<int> longest;           // [src * routers + dst]: hops of the longest path, -1 if none
  // [src * routers + dst]: the groups from which some path enters the destination group (the
  // source group for direct paths, else the intermediate group): the paper's Fig. 9(h)
  // counts paths between groups this way. 0 for pairs inside one group.
  std::vector<int> group_routes;
  int pairs = 0;                      // ordered pairs: live source, any other destination router
  int unreachable_pairs = 0;          // pairs without a path
  std::uint64_t dead_ends = 0;        // choice sequences ending at a router with no valid route
  // Of those, the ones that end where the entry still holds a valid destination-group
  // refraction that the VC rule forbids (a packet that arrived on VC 3: DESIGN.md 6a). Only
  // TableReading::E3 has them: such an entry counts as accessible for Algorithm 2, so its
  // router reports nothing and such packets are lost.
  std::uint64_t vc_blocked_dead_ends = 0;
  int pairs_with_dead_ends = 0;
  // Choice sequences towards a dead router that stop where no route is left (under the
  // dead-router rule, in the dead router's group): a drop of an undeliverable packet, not a
  // dead end.
  std::uint64_t dead_destination_drops = 0;
  std::uint64_t loops = 0;            // choice sequences that come back to a state on the path
  std::uint64_t failed_link_uses = 0; // choices of a port whose link is down
  std::uint64_t dead_router_entries = 0;  // choices that lead into a dead router
  std::uint64_t wrong_ejections = 0;  // ejection at a node other than the destination
  int max_path_hops = 0;
  int max_vc = 0;                     // highest VC any delivered path uses (VC rule of DESIGN.md 4)
  std::vector<std::string> dead_end_examples;  // "src -> dst: stuck at router r input port q"
  std::vector<std::string> unreachable_examples;

  std::uint64_t at(int src, int dst) const { return paths[static_cast<std::size_t>(src * routers + dst)]; }
  int groups_at(int src, int dst) const { return group_routes[static_cast<std::size_t>(src * routers + dst)]; }
  bool clean() const {
    return dead_ends == 0 && loops == 0 && failed_link_uses == 0 && dead_router_entries == 0 && wrong_ejections == 0;
  }
};

PathCensus path_census(const FaultNetwork& net);

}  // namespace doar::fault
