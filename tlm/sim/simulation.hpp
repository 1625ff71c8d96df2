// One load point, start to finish: builds the network for a SimConfig, runs warm-up, sample
// window and drain, watches for deadlock and returns the measurements. SystemC allows one
// elaboration per process, so run_point() may be called once per process (sweeps run each
// point in its own process).
#pragma once
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>
#include "sim_fault_report.hpp"  // filled by tlm/fault
#include "sim_config.hpp"
#include "stats.hpp"

namespace doar::net {

struct PointResult {
  double offered = 0;            // configured load, flits/node/cycle
  double generated = 0;          // measured offered load in the window
  double accepted = 0;           // flits/node/cycle ejected in the window
  double latency = 0;            // mean packet latency, creation -> tail ejection (cycles)
  double network_latency = 0;    // mean head injection -> tail ejection
  double max_latency = 0;
  // Latency percentiles of the tagged packets, cycles: exact (latency_percentile, stats.hpp).
  std::uint64_t p50 = 0, p99 = 0, p999 = 0;
  std::vector<std::uint64_t> hops;  // histogram of router-to-router hops (tagged packets)
  double mean_hops = 0;
  bool saturated = false;
  std::string saturation_reason;
  std::uint64_t tagged = 0, delivered = 0, source_full = 0;
  // With --drain-empty: flits in the network plus packets in source queues at the end (-1:
  // not measured).
  std::int64_t left_in_network = -1;
  std::uint64_t cycles = 0;      // simulated cycles
  double wall_seconds = 0;
  // Of wall_seconds, the part before the first simulated cycle: building the network
  // (routers, sockets, tables) and touching its memory the first time.
  double elab_seconds = 0;
  // Global channel use in the window, flits per channel per cycle: summary and, per slot
  // index of a group (0..a*h-1), the mean over the groups (the paper's Fig. 12 axis).
  double global_min = 0, global_mean = 0, global_max = 0;
  std::vector<double> global_by_slot;
  std::vector<std::uint64_t> global_use;  // every global channel: router * h + port j
  // Candidate-set routings: router-to-router hops granted on each VC in the window.
  std::vector<std::uint64_t> vc_hops;
  // Per port class of the topology (terminal, local, global on a dragonfly; terminal, link on
  // a torus): its channels (router output ports: terminal = one ejection channel per node,
  // others the connected ones) and the flits they carried in the window; utilisation =
  // flits / (channels * sample cycles).
  struct LinkUse {
    std::string name;
    std::uint64_t channels = 0, flits = 0;
  };
  std::vector<LinkUse> link_use;
  int vcs = 0;
  std::uint64_t peak_rss_kb = 0;
  // Time blocks of the engine (Network::choose_blocks): cycles each router ran in a row,
  // and each group.
  int time_block = 1, group_block = 1;
  // Threads the run used (SimConfig::threads, resolved; 1 for a run that cannot use more:
  // parallel_fallback) and the parts of the network they ran.
  int threads = 1, parts = 1;
  std::vector<FlowStat> flows;   // per source node, with SimConfig::flow_stats (one point only)
  FaultReport fault;             // faults and time series (tlm/fault); active == false when off
};

// Thrown when flits are in flight and none has moved for SimConfig::watchdog cycles.
struct DeadlockError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Throws std::invalid_argument for impossible configurations, DeadlockError on deadlock.
PointResult run_point(const SimConfig& cfg);

// Checks a configuration without simulating (throws std::invalid_argument).
void validate(const SimConfig& cfg);

// The cores this process may run on (sched_getaffinity), at least 1.
int usable_cores();
// SimConfig::threads as a run takes it: 0 becomes usable_cores().
int resolve_threads(int threads);
// Why a run of `cfg` with threads > 1 runs on one thread ("" when it does not).
std::string parallel_fallback(const SimConfig& cfg);

}  // namespace doar::net
