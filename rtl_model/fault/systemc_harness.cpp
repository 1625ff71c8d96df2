#include "systemc_harness.hpp"

#include <stdexcept>
#include "doar_fault_network.hpp"

namespace doar::rtl {

namespace {

int count_mismatches(const doar_fault_network& net, const fault::FaultNetwork& ref) {
  const Dragonfly& d = net.dfly();
  int n = 0;
  for (int i = 0; i < d.num_routers(); ++i) {
    const RouterId r = d.router_at(i);
    for (int q = 0; q < d.radix(); ++q) {
      const PortTables& t = ref.live(r, q);
      for (int e = 0; e < entries_per_table(d); ++e) {
        n += net.live_a(r, q, e) != t.a[static_cast<std::size_t>(e)] || net.live_b(r, q, e) != t.b[static_cast<std::size_t>(e)];
      }
    }
  }
  return n;
}

fault::PhaseStats to_core(const fault_phase_stats& s) {
  fault::PhaseStats c;
  c.cycles = s.cycles;
  c.fd_packets = s.fd_packets;
  c.fr_packets = s.fr_packets;
  c.commands = s.commands;
  return c;
}

bool same(const fault::PhaseStats& a, const fault::PhaseStats& b) {
  return a.cycles == b.cycles && a.fd_packets == b.fd_packets && a.fr_packets == b.fr_packets &&
         a.commands == b.commands;
}

}  // namespace

SystemcFaultRun run_systemc_faults(const Dragonfly& d, const std::vector<fault::FaultSpec>& faults,
                                   const fault::Costs& costs, int link_latency, const fault::EngineRules& rules,
                                   bool recover) {
  if (rules.dead_router) throw std::invalid_argument("the SystemC fault units do not implement the dead-router rule");
  if (costs.t1 < 0 || costs.t2 < 0 || costs.t1 + costs.t2 < 8) {
    throw std::invalid_argument("the SystemC fault units need t1 + t2 >= 8");
  }
  if (costs.entries != 0 && costs.entries != entries_per_table(d)) {
    throw std::invalid_argument("the SystemC fault units walk every table entry: entries must be p + a + g");
  }
  static bool used = false;
  if (used) throw std::logic_error("run_systemc_faults: one SystemC elaboration per process");
  used = true;

  // Lives until the process ends (SystemC keeps pointers to every module).
  auto* net = new doar_fault_network("fault_net", d, fault_timing{costs.t1, costs.t2}, link_latency,
                                rules.fr == fault::FrRule::Port, true, rules.tables);
  net->init();
  fault::FaultNetwork ref(d, fault::Costs{costs.t1, costs.t2, entries_per_table(d)}, link_latency, rules);

  SystemcFaultRun run;
  run.diagnosis = to_core(net->fail(faults));
  const fault::PhaseStats core_diag = ref.fail(faults);
  run.stats_match_core = same(run.diagnosis, core_diag);
  run.table_mismatches_diagnosis = count_mismatches(*net, ref);
  if (recover) {
    run.recovery = to_core(net->recover_all());
    const fault::PhaseStats core_rec = ref.recover_all();
    run.stats_match_core = run.stats_match_core && same(run.recovery, core_rec);
    run.table_mismatches_recovery = count_mismatches(*net, ref);
    run.restored = ref.tables_restored() && run.table_mismatches_recovery == 0;
  }
  run.bench_cycles = net->clock_cycles();
  return run;
}

}  // namespace doar::rtl
