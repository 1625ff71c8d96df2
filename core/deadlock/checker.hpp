// Deadlock checker (DESIGN.md section 7a; the argument is in docs/deadlock.md).
//
// A channel is one VC of one connected network port, named by the sending side:
// (router, output port, vc). A head state is a packet head waiting in a channel's buffer at
// the channel's far router: (channel, destination router, routing state). The checker
// enumerates every head state reachable from injection (every source router's terminal
// port 0 to every other router, the routing's initial state) and asks the routing for each
// one's candidates; terminal candidates are sinks (a node always accepts).
//
// Two wait models:
// - Committed: a head waits for one candidate chosen when it was routed, so any candidate
//   may be the one it waits on. A deadlock is possible iff the channel dependency graph
//   (c -> c' whenever a head state at c has c' as a candidate) has a cycle: the classic
//   Dally-Seitz check, exact for deterministic routings and for DOAR's chip decision.
// - Any: a head takes whichever candidate frees first (VCT, candidate-set VC allocation).
//   A set S of full channels can stay full forever iff every channel in S holds a head whose
//   candidates all lie in S. The checker computes the greatest such S (a fixpoint: start
//   from every channel, drop channels none of whose heads has every candidate in S, repeat);
//   empty means deadlock free.
// - Escape: Duato's sufficient condition for adaptive routings with an escape sub-function
//   (the candidates marked escape): every head has an escape candidate (or ejects), and the
//   extended dependency graph of the escape channels is acyclic: c1 -> c2 when the head in
//   escape channel c1 can reach, over zero or more adaptive hops, a head with escape
//   candidate c2. The indirect (adaptive-hop) dependencies are those of wormhole switching;
//   they include VCT's, so passing here is the stronger statement.
// The witness is a cycle of channels: for Committed, a cycle of the dependency graph, each
// channel with a reachable head that depends on the next; for Any, a walk inside the
// fixpoint set, each channel given with the destination of the head
// that waits there and the candidates it waits on (all inside the set).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "routing/routing.hpp"
#include "topology/topology.hpp"

namespace doar {

enum class WaitModel { Committed, Any, Escape };
const char* wait_model_name(WaitModel m);

struct WitnessStep {
  int channel = -1;
  int dst_router = -1;          // the waiting head's destination (-1: none named)
  // Any: every candidate channel of that head (all in the set); Committed: the next channel
  // of the cycle, which that head has among its candidates; Escape: empty.
  std::vector<int> waits_on;
};

struct DeadlockReport {
  bool deadlock_free = true;
  long long channels = 0;       // connected network ports x VCs
  long long head_states = 0;    // reachable (channel, destination, state) triples
  long long dependencies = 0;   // distinct channel pairs (c, c'): a head at c has candidate c'
  long long fixpoint_channels = 0;  // Any: size of the greatest blocked set (0 when free)
  long long escape_dependencies = 0;  // Escape: edges of the extended graph on escape channels
  std::string note;                 // Escape: why the escape sub-function is not connected
  std::vector<WitnessStep> witness;  // a cycle; the first channel follows the last
  double seconds = 0;
};

DeadlockReport check_deadlock(const Topology& topo, const Routing& routing, WaitModel model);

// Channel id <-> (router, port, vc), and a readable name: "(3,1)+0.vc1->(0,1)" on a torus
// (router, port label, VC, far router), "1.2g0.vc0->4.0" on a dragonfly.
struct ChannelId {
  int router, port, vc;
};
ChannelId decode_channel(const Topology& topo, int vcs, int channel);
std::string channel_name(const Topology& topo, int vcs, int channel);

}  // namespace doar
