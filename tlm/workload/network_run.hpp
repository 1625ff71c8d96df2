// One workload run on the simulated network: builds the network of a SimConfig (its dragonfly,
// or the topology of SimConfig::topology: doar-bcast's TCPG; routing, buffers, latencies as
// for synthetic traffic), lets the Engine drive every terminal and runs
// until every rank has finished its program. SystemC elaborates once per process, so this
// may be called once per process.
#pragma once
#include <cstdint>
#include <string>
#include "engine.hpp"
#include "sim_config.hpp"

namespace doar::wl {

struct WorkloadResult {
  EngineStats stats;
  std::uint64_t cycles = 0;  // simulated cycles (completion rounded up to the check interval)
  double wall_seconds = 0;
  std::string audit;         // Engine::audit() at the end ("" = clean)
  int vcs = 0;
};

// Throws std::invalid_argument for a bad configuration, net::DeadlockError when flits stop
// moving, std::runtime_error when the programs get stuck or do not finish in max_cycles.
WorkloadResult run_workload(const net::SimConfig& cfg, const Job& job, const std::vector<int>& rank_node,
                            int flit_bytes, std::uint64_t max_cycles);

}  // namespace doar::wl
