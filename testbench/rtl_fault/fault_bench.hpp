// One SystemC elaboration per process: the network benches a test binary needs are built
// lazily, once, and reused by every test (restart_all() between scenarios). Under ctest each
// test runs in its own process and builds only its own bench.
#pragma once
#include <memory>
#include <string>
#include <vector>
#include "doar_fault_network.hpp"
#include "network_driver.hpp"

namespace doar::rtl {

struct BenchKey {
  std::string dfly;  // "P,A,H,G"
  int t1 = 4, t2 = 4, latency = 0;
  bool fr_port_rule = false;
  TableReading tables = kDefaultTableReading;  // the tables configured in both models (DESIGN.md 6a)
  // RCU reads on every port during the phases (doar_fault_network::set_rcu_reads; 0: none). With
  // reads the units wait for free cycles: the tables and packet counts must still be core's;
  // the phases' lengths are not compared (longer in all, order effects either way).
  double rcu_read_rate = 0;
};

// The bench for `key`, built on first use. SystemC elaborates once per process, so a test
// binary may only ever use one key (a second one throws).
doar_fault_network& fault_bench(const BenchKey& key);

// Result of one scenario on both models, and the differences found.
struct ScenarioCheck {
  fault_phase_stats sc_diag, sc_rec;
  fault::PhaseStats core_diag, core_rec;
  std::vector<std::string> mismatches;  // empty when the two models agree everywhere
};

// Runs faults + recovery on the SystemC bench and on core's FaultNetwork and compares the
// live tables of every port of every router after diagnosis and after recovery, the
// diagnosis and recovery cycles, the FD/FR packet counts and the command counts.
ScenarioCheck check_scenario(doar_fault_network& net, const std::vector<fault::FaultSpec>& faults, const BenchKey& key);

// Every scenario on the bench of `key`; a GoogleTest failure names the first scenario whose
// models differ. Prints the scenario count and the bench's clock figures.
void check_all(const BenchKey& key, const std::vector<std::vector<fault::FaultSpec>>& scenarios);

// Scenario lists.
std::vector<std::vector<fault::FaultSpec>> every_link_fault(const Dragonfly& d);
std::vector<std::vector<fault::FaultSpec>> every_router_fault(const Dragonfly& d);
// `count` random sets of 2 to 5 faults, about one in four a router fault.
std::vector<std::vector<fault::FaultSpec>> random_fault_sets(const Dragonfly& d, int count, unsigned seed);
// DOAR_FAULT_RANDOM overrides `dflt` (CI keeps the default small; docs/fault_units.md
// records the full runs).
int random_count(int dflt);

}  // namespace doar::rtl
