// Text and JSON reports of one doar-fault run (the command line lives in doar_fault.cpp).
#pragma once
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>
#include <nlohmann/json.hpp>
#include "scenario.hpp"

namespace doar::fault::report {

// --model systemc: what doar-fault-sc found when it compared the SystemC fault units with
// core (its diagnosis/recovery figures replace core's in the ScenarioResult; the walk is over
// core's tables, which are the units' tables entry for entry when the mismatches are 0).
struct SystemcCheck {
  int table_mismatches_diagnosis = 0, table_mismatches_recovery = 0;
  bool stats_match_core = false, agrees_with_core = false;
  std::uint64_t bench_cycles = 0;
};

struct Request {
  std::vector<FaultSpec> faults;
  int link_latency = 0, t1 = 0, t2 = 0;
  bool recover = false, walk = true, trace = false, commands = false;
  std::string pairs = "all";  // all | changed | none
  TableReading fault_rules = kDefaultTableReading;  // the tables the run started from
  std::optional<SystemcCheck> systemc;  // set: --model systemc
};

// The run as a JSON object (doar-fault adds its result header and prints it on one line).
nlohmann::ordered_json json(const Dragonfly& d, const Request& q, const ScenarioResult& r);
void text(std::ostream& o, const Dragonfly& d, const Request& q, const ScenarioResult& r);

}  // namespace doar::fault::report
