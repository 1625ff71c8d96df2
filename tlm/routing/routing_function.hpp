// The routing-function interface of the network simulator (doar-sim).
//
// One RoutingFunction object is made per router (so per-router state such as TPR's counters
// or DOAR's per-input-port arbiters lives in it). The router calls route() once per packet,
// for its head flit, after the route-computation latency; body flits follow the head. It
// sees the packet through the head flit's header (header.hpp: destination, source group,
// size, hop counts, RouteState), never the Packet in the pool, which stays out of the cache
// while the packet is in flight. The function returns the output port and the output VC;
// it may update the header's RouteState (the per-packet header bits: intermediate, phase,
// flags) and its own state.
//
// Rules every algorithm keeps:
//  - out_vc < vcs_required(): the VC count of the algorithm (registry.hpp) is what makes it
//    deadlock free; the router checks the range and stops the run if it is violated.
//  - Ejection: at the destination router return out_port = dst.nid (a terminal port), any
//    VC (conventionally the input VC).
//  - Packets enter the network on VC 0 of the injection port (in_port < p at the source).
//  - Hop counting is the router's job (PacketHeader::hops and global_hops count the links
//    the head has been routed onto: updated when its route is computed, before it leaves on
//    a router-to-router link), not the routing function's.
//  - Randomness only from view.rng() (reproducible per seed, independent of the order in
//    which SystemC runs the routers within a cycle).
#pragma once
#include <memory>
#include <string>
#include "doar_congested.hpp"
#include "header.hpp"
#include "router_view.hpp"
#include "tables.hpp"

namespace doar::net {

// Everything an algorithm may need when it is set up for one router.
struct RoutingParams {
  int vcs = 0;                 // VCs per port in the network (>= the algorithm's need)
  int packet_size = 1;         // flits
  int thr_local = 10;          // DOAR CongL threshold (packets)
  int thr_global = 30;         // DOAR CongG threshold (packets)
  CongestedRule doar_congested = kDefaultCongestedRule;  // DOAR's rule under congestion (--doar-congested)
  int ugal_threshold = 30;     // UGAL bias T in flits (minimal preferred when equal)
  bool ugal_phantom = false;   // UGAL_L, TPR, UGAL_LE: phantom-corrected port queues (--ugal-queue)
  int lat_local = 10, lat_global = 100;  // link latencies (cycles)
};

struct RoutingSetup {
  const Dragonfly* dfly = nullptr;
  RouterId router;
  const NetworkTables* tables = nullptr;  // core tables of every port (DOAR); shared
  // The tables do not change during the run (no fault injection: only tlm/fault rewrites
  // them). A routing function may then read one copy for all ports whose tables are equal.
  bool tables_fixed = false;
  RoutingParams params;
};

struct RouteChoice {
  int out_port = -1;  // -1: no route (the router reports the packet as unroutable)
  int out_vc = 0;
};

class RoutingFunction {
 public:
  virtual ~RoutingFunction() = default;
  // Routes the head whose header is `hdr`, which arrived on (in_port, in_vc).
  virtual RouteChoice route(RouterView& view, int in_port, int in_vc, PacketHeader& hdr) = 0;
  // Optional per-cycle hook (e.g. epoch counters). The router calls it once per cycle,
  // before routing, only when wants_cycle_hook() is true.
  virtual bool wants_cycle_hook() const { return false; }
  virtual void on_cycle(RouterView& /*view*/) {}
  // Optional: a head for `dst` (gid << 16 | bid << 8 | nid) on `in_port` will be routed
  // soon; bring the state route() will read into the cache (hint only, no effect on results).
  virtual void prefetch(int /*in_port*/, std::uint32_t /*dst*/) const {}
};

}  // namespace doar::net
