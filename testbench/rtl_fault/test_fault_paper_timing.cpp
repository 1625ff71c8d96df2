// The paper's worked cases (Fig. 8b, 8c) on the SystemC units with the default t1 = t2 = 70:
// the same tables and diagnosis_cycles as core, and those cycles are the multiples of
// t_ld and t_gd that docs/fault.md derives (t_ld + 4 t_gd and t_ld + 8 t_gd on dfly(2,4,2,9)),
// also under the paper's FR rule ("all entries valid", FrRule Port). The narrative holds under
// the literal tables (under the default e3 tables the local fault stays in G0 at t_ld + 6 t_gd:
// fault_core.WorkedCasesE3, and the units through fault_core.cli_model).
#include <gtest/gtest.h>

#include "fault_bench.hpp"

namespace doar::rtl {
namespace {

const BenchKey kKey{"2,4,2,9", 70, 70, 0, true, TableReading::Literal};

TEST(FaultUnitsPaperTiming, WorkedCasesDfly2429) {
  const Dragonfly d(parse_dfly(kKey.dfly));
  const fault::Costs c{kKey.t1, kKey.t2, entries_per_table(d)};
  doar_fault_network& net = fault_bench(kKey);
  const ScenarioCheck g = check_scenario(net, {fault::parse_fault(d, "global:0:2")}, kKey);
  EXPECT_TRUE(g.mismatches.empty());
  EXPECT_EQ(g.sc_diag.cycles, c.t_ld() + 4 * c.t_gd());
  const ScenarioCheck l = check_scenario(net, {fault::parse_fault(d, "local:0.1:0.3")}, kKey);
  EXPECT_TRUE(l.mismatches.empty());
  EXPECT_EQ(l.sc_diag.cycles, c.t_ld() + 8 * c.t_gd());
  EXPECT_GT(l.sc_rec.fr_packets, 0);
}

}  // namespace
}  // namespace doar::rtl
