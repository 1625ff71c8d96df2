// The channel dependency graph of every path DOAR can take on dfly(2,4,2,9), with VCs, is
// acyclic (so the routing is deadlock-free); the same graph without VCs is not, which shows
// the check can fail. The enumeration of DOAR's outputs and the graph live in core
// (DoarRouting, check_deadlock); this suite keeps the original assertions on them.
#include <gtest/gtest.h>

#include "deadlock/checker.hpp"
#include "topology/dragonfly_topology.hpp"
#include "single_vc.hpp"

using namespace doar;

TEST(ChannelDependencies, AcyclicWithVcs) {
  const DragonflyTopology t({2, 4, 2, 9});
  const auto doar = make_routing("DOAR", t, 4);
  const DeadlockReport rep = check_deadlock(t, *doar, WaitModel::Committed);
  EXPECT_GT(rep.dependencies, 1000);
  EXPECT_TRUE(rep.deadlock_free);
}

TEST(ChannelDependencies, CyclicWithoutVcs) {
  const DragonflyTopology t({2, 4, 2, 9});
  const test::SingleVc one(make_routing("DOAR", t, 4));
  EXPECT_FALSE(check_deadlock(t, one, WaitModel::Committed).deadlock_free);
}
