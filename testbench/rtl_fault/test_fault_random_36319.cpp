// SystemC fault units vs core/fault on dfly(3,6,3,19) with t1 = t2 = 4 and link latency 1:
// random sets of 2-5 link and router faults, each followed by recovery.
#include <gtest/gtest.h>

#include "fault_bench.hpp"

namespace doar::rtl {
namespace {

const BenchKey kKey{"3,6,3,19", 4, 4, 1};

TEST(FaultUnits36319, RandomMultipleFaults) {
  check_all(kKey, random_fault_sets(Dragonfly(parse_dfly(kKey.dfly)), random_count(1), 36319));
}

}  // namespace
}  // namespace doar::rtl
