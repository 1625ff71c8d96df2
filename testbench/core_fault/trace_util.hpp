// Small helpers the fault tests share to look into a diagnosis trace.
#pragma once
#include <string>
#include <vector>
#include "scenario.hpp"

namespace doar::fault::test {

// FD packets of the diagnosis phase sent from router `from` to router `to`.
inline int fd_count(const ScenarioResult& r, const std::string& from, const std::string& to) {
  int n = 0;
  for (std::size_t i = 0; i < r.diagnosis_trace; ++i) {
    const TraceRecord& t = r.trace[i];
    if (t.packet.kind == PacketKind::FD && to_string(t.from) == from && to_string(t.to) == to) ++n;
  }
  return n;
}

// One scenario with a trace, under the table reading `tables` (DESIGN.md 6a): the paper's
// narratives hold under TableReading::Literal.
inline ScenarioResult run(TableReading tables, const Dragonfly& d, const std::vector<std::string>& faults, int t1 = 70,
                          int t2 = 70, int latency = 0, bool census_before = false) {
  std::vector<FaultSpec> f;
  for (const auto& s : faults) f.push_back(parse_fault(d, s));
  ScenarioOptions opt;
  opt.costs = {t1, t2, 0};
  opt.link_latency = latency;
  opt.trace = true;
  opt.census_before = census_before;
  opt.rules.tables = tables;
  return run_scenario(d, f, opt);
}

}  // namespace doar::fault::test
