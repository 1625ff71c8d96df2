#include "scenario.hpp"

namespace doar::fault {

ScenarioResult run_scenario(const Dragonfly& d, const std::vector<FaultSpec>& faults, const ScenarioOptions& opt) {
  ScenarioResult res;
  res.costs = opt.costs;
  if (res.costs.entries == 0) res.costs.entries = entries_per_table(d);
  if (opt.census_before && opt.census_after) {
    const FaultNetwork fresh(d, res.costs, opt.link_latency);
    res.before = path_census(fresh);
  }
  FaultNetwork net(d, res.costs, opt.link_latency, opt.rules);
  if (opt.trace) {
    net.set_trace([&](const TraceRecord& t) { res.trace.push_back(t); });
    net.set_command_trace([&](const CommandRecord& c) { res.commands.push_back(c); });
  }
  res.diagnosis = net.fail(faults);
  res.diagnosis_trace = res.trace.size();
  res.diagnosis_commands = res.commands.size();
  if (opt.census_after) res.after = path_census(net);
  for (int i = 0; i < d.num_routers(); ++i) res.alive.push_back(net.router_alive(d.router_at(i)));
  for (int s = 0; s < d.num_routers(); ++s) {
    for (int t = 0; t < d.num_routers(); ++t) {
      if (s != t && res.alive[static_cast<std::size_t>(s)] && !res.alive[static_cast<std::size_t>(t)]) {
        ++res.dead_destination_pairs;
      }
    }
  }
  if (opt.recover) {
    res.recovery = net.recover_all();
    res.restored = net.tables_restored();
  }
  return res;
}

}  // namespace doar::fault
