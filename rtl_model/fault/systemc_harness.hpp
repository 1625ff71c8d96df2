// The SystemC fault units behind one function, for doar-fault --model systemc and other
// callers: runs the faults (and the recovery) on the pin-cycle network bench (doar_fault_network)
// and on core's FaultNetwork, and reports the SystemC figures with the table comparison.
// SystemC elaborates once per process: call it at most once per process (the standalone
// tool doar-fault-sc does exactly that, so doar-fault can run it as a subprocess).
#pragma once
#include <string>
#include <vector>
#include "fault_spec.hpp"
#include "network_driver.hpp"

namespace doar::rtl {

struct SystemcFaultRun {
  fault::PhaseStats diagnosis, recovery;  // from the SystemC pins (rv_packets always 0)
  int table_mismatches_diagnosis = 0;     // live entries that differ from core after diagnosis
  int table_mismatches_recovery = 0;      // ... and after recovery
  bool stats_match_core = true;           // cycles, FD/FR packets and commands equal core's
  bool restored = false;                  // after recovery: every live table as configured
  std::uint64_t bench_cycles = 0;         // clock cycles the bench simulated in all
};

// Throws std::invalid_argument for what the units do not implement: the dead-router rule,
// t1 + t2 < 8 (the units' pipelines need 8 of those cycles).
SystemcFaultRun run_systemc_faults(const Dragonfly& d, const std::vector<fault::FaultSpec>& faults,
                                   const fault::Costs& costs, int link_latency, const fault::EngineRules& rules,
                                   bool recover);

}  // namespace doar::rtl
