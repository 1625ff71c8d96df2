// The two readings of Algorithm 3's FR condition (FrRule, fault_packet.hpp). Both restore
// every table after a single fault; after several faults the paper's "every entry of the
// port valid" condition can leave two ports each waiting for the other's FR, which the
// per-entry condition (our default) cannot.
#include <gtest/gtest.h>

#include "scenario.hpp"

using namespace doar;
using namespace doar::fault;

namespace {

bool restored(const Dragonfly& d, const std::vector<std::string>& faults, FrRule rule,
              TableReading tables = kDefaultTableReading) {
  std::vector<FaultSpec> f;
  for (const auto& s : faults) f.push_back(parse_fault(d, s));
  EngineRules rules;
  rules.fr = rule;
  rules.tables = tables;
  FaultNetwork net(d, {70, 70, entries_per_table(d)}, 0, rules);
  net.fail(f);
  EXPECT_FALSE(net.tables_restored());
  net.recover_all();
  return net.tables_restored();
}

}  // namespace

TEST(RecoveryRules, BothRulesRestoreEverySingleLinkFault) {
  for (const DflyParams prm : {DflyParams{2, 4, 2, 8}, DflyParams{2, 4, 2, 9}}) {
    const Dragonfly d(prm);
    std::vector<FaultSpec> links = all_local_links(d);
    for (const FaultSpec& f : all_global_links(d)) links.push_back(f);
    for (const FaultSpec& f : links) {
      EXPECT_TRUE(restored(d, {f.text}, FrRule::Port)) << d.name() << " " << f.text;
      EXPECT_TRUE(restored(d, {f.text}, FrRule::Entry)) << d.name() << " " << f.text;
    }
  }
}

// Found by the random multi-fault test under the literal tables and reduced: G0s2-G0s3,
// G7s0-G7s2 and G3-G5 at once.
TEST(RecoveryRules, PortRuleCanDeadlockAfterMultipleFaults) {
  const Dragonfly d({2, 4, 2, 9});
  const std::vector<std::string> faults = {"local:0.2:0.3", "local:7.0:7.2", "global:3:5"};
  EXPECT_FALSE(restored(d, faults, FrRule::Port, TableReading::Literal));
  EXPECT_TRUE(restored(d, faults, FrRule::Entry, TableReading::Literal));
  EXPECT_TRUE(restored(d, faults, FrRule::Entry, TableReading::E3));
}
