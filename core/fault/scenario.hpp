// One fault experiment end to end, as doar-fault and the tests run it: the path census of the
// fault-free network, the faults at cycle 0 and diagnosis to quiescence, the census over the
// diagnosed tables, then (optionally) recovery of every fault and the bit-for-bit check.
#pragma once
#include <vector>
#include "network_driver.hpp"
#include "path_census.hpp"

namespace doar::fault {

struct ScenarioOptions {
  Costs costs;               // costs.entries 0: take entries_per_table of the dragonfly
  int link_latency = 0;
  EngineRules rules;
  bool recover = true;
  bool trace = false;
  bool census_before = true;
  bool census_after = true;   // off: no walk at all (large topologies)
};

struct ScenarioResult {
  Costs costs;
  PhaseStats diagnosis, recovery;
  PathCensus before, after;
  bool restored = false;                 // after recovery: every live table equals its configuration
  int dead_destination_pairs = 0;        // pairs (live source, dead destination router)
  std::vector<bool> alive;               // by router index, during the fault
  std::vector<TraceRecord> trace;        // diagnosis packets, then recovery packets
  std::size_t diagnosis_trace = 0;       // how many of `trace` belong to diagnosis
  std::vector<CommandRecord> commands;   // every scheduler command (with `trace`)
  std::size_t diagnosis_commands = 0;
};

ScenarioResult run_scenario(const Dragonfly& d, const std::vector<FaultSpec>& faults, const ScenarioOptions& opt);

}  // namespace doar::fault
