// Every parameter of one doar-sim run (one load point). Defaults are the paper's Table 1
// where it gives one (buffers, latencies, thresholds, speedup) and ours otherwise
// (docs/tlm.md lists which is which).
#pragma once
#include <cstdint>
#include <string>
#include "burst.hpp"
#include "doar_congested.hpp"
#include "dragonfly.hpp"
#include "sim_fault_options.hpp"  // fault injection and time series (done by tlm/fault)

namespace doar::net {

struct SimConfig {
  DflyParams dfly{2, 4, 2, 9};
  // Another network than the dragonfly of `dfly` (doar-sim --topology, core's
  // make_topology() spec, e.g. "torus:8x8"); empty: the dragonfly. A dragonfly given as
  // --topology dfly:... is kept in `dfly` with this empty, so its outputs stay those of --dfly.
  std::string topology;
  std::string routing = "MIN";
  // Torus routings: direction at the half-ring tie, "nowrap" (the paper's) or "split"
  // (core/routing/torus_routing.hpp, torus_dir()).
  std::string torus_tie = "nowrap";
  std::string traffic = "UR";
  double rate = 0.1;           // offered load, flits/node/cycle
  Burst burst;                 // --burst: another load for a stretch of cycles (none by default)
  int packet_size = 1;         // flits
  int vcs = 0;                 // 0: the algorithm's own VC count
  // Per port class (NetEnv::port_classes): a class named "global" takes the *_global values,
  // the terminal ports and every other network class (the dragonfly's local links, a torus's
  // links) the *_local ones.
  int buf_local = 32;          // packets per VC, terminal and intra-group input ports
  int buf_global = 256;        // packets per VC, global input ports
  int lat_local = 10;          // cycles, intra-group links (torus: every link)
  int lat_global = 100;        // cycles, global links
  int lat_terminal = 1;        // cycles, injection and ejection links
  int thr_local = 10;          // packets: CongL threshold (DOAR)
  int thr_global = 30;         // packets: CongG threshold (DOAR)
  bool local_window = true;    // CongL with the history window too (docs/tlm.md: why)
  // DOAR's decision under congestion (core/doar_congested.hpp): "exit-local" (default), the
  // exit rule of docs/bistability.md with a detour credit that reads CongL of the local hops
  // too (docs/rp_starvation.md section 7); "exit", its credit on CongG alone; or "paper",
  // Algorithm 1 lines 16 and 22 as written.
  std::string doar_congested = congested_rule_name(kDefaultCongestedRule);
  int pcs_latency = 30;        // cycles: group CongG bitmap broadcast delay (DOAR)
  int ugal_threshold = 30;     // flits: UGAL bias towards the minimal path
  // Queue metric of UGAL_L, TPR and UGAL_LE: "raw" used credits (UGAL_L as published), or
  // "phantom", the phantom-corrected occupancy PAR_PH and DOAR use (docs/routing.md).
  std::string ugal_queue = "raw";
  double speedup = 2.0;        // internal speedup (allocation steps per cycle)
  int rc_latency = 1;          // cycles from a head reaching the front of its VC to its route
  // When the route decision reads the router's state: "front", when the head is at the front
  // of its VC and its rc_latency is over (the default); "arrival", in the cycle after the
  // head arrived, whatever is ahead of it (the chip: each input port's RCU takes every head
  // as it arrives and samples congestion in its stage 3; docs/router.md). Either way the
  // head may take part in VC allocation from rc_latency cycles after its arrival.
  std::string route_at = "front";
  // VC allocation: "rr", one round-robin arbiter per output VC whose pointer moves past the
  // grant (fair); "shared", the allocator before docs/rp_starvation.md: one rotating start
  // port for all output VCs, which gives a requester a share that depends on its distance to
  // the previous requester (down to 1 / radix) and starved flows under RP.
  std::string va_arbiter = "rr";
  // Cycles each router runs in a row before the next router takes its turn (docs/tlm.md,
  // time blocks): 0 picks the longest that cannot change any result, 1 runs the network
  // cycle by cycle; another value is capped at that longest.
  int time_block = 0;
  // Threads of one load point (doar-sim --threads; 0: the cores this process may use). The
  // result is the same for every count (docs/performance.md, "Parallel runs").
  int threads = 1;
  bool flow_stats = false;     // keep per-source-node statistics (doar-sim --flows)
  std::uint64_t warmup = 3000;
  std::uint64_t sample = 3000;
  std::uint64_t drain = 10000;   // max cycles after the sample window to deliver its packets
  // --drain-empty: the sources stop after the sample window and the run ends when the network
  // and the source queues are empty (soak tests: nothing may stay behind), not when the
  // window's packets are delivered.
  bool drain_empty = false;
  std::uint64_t seed = 1;
  std::uint64_t watchdog = 20000;  // cycles without any flit moving while flits are in flight
  double sat_latency = 500.0;  // saturated when mean packet latency exceeds this
  double sat_ratio = 0.95;     // ... or accepted < sat_ratio * offered
  int source_queue = 1000;     // packets per node; beyond it the source stalls (saturated)
  FaultOptions faults;         // link/router faults, repair, timeline (docs/faults_sim.md)
};

// The spec of the run's network for core's make_topology(): `topology`, or "dfly:P,A,H,G".
std::string topology_spec(const SimConfig& c);

}  // namespace doar::net
