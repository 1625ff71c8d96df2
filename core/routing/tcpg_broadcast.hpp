// The broadcast algorithm of seed 002 (Sec. 3.2) on TCPG(k, m), as per-round forwarding.
//
// The paper: the source first broadcasts inside its Petersen graph (2 rounds), then every
// node of that Petersen graph spreads the message in its own torus by "recursive doubling"
// (k+m rounds), k+m+2 rounds in all. Recursive doubling is a hypercube scheme (one dimension
// per round); a 2k x 2m torus has no such dimensions, so we read the torus phase as the
// spanning tree that reaches every node at its distance: the model is all-port (in one round
// a node sends on any number of its links; the paper counts rounds the same way for its
// Petersen phase, where the source sends to its 3 neighbours in round 1).
//   round 1         the source sends to its 3 Petersen neighbours;
//   round 2         each of them sends to its 2 other neighbours (the 6 vertices at distance
//                   2, each the neighbour of exactly one of them: girth 5);
//   rounds 3..m+2   x phase: the 10 nodes of the source's slice send along +x and -x and every
//                   node reached continues in the direction it was reached in, until the
//                   column ring of 2m is covered (the antipodal column, offset m, only from +);
//   rounds m+3..k+m+2  y phase: every node of the source's row does the same along y.
// Every node receives the message exactly once, in round k+m+2 at the latest (tested from
// every source: core.TcpgBroadcast.*).
#pragma once
#include <vector>

#include "topology/tcpg.hpp"

namespace doar {

struct BroadcastSend {
  int from = -1, port = -1, to = -1;  // routers; port is `from`'s network port
};

// rounds[i] = the sends of round i + 1.
std::vector<std::vector<BroadcastSend>> tcpg_broadcast(const Tcpg& t, int src_router);

}  // namespace doar
