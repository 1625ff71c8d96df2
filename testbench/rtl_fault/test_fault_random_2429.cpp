// SystemC fault units vs core/fault on dfly(2,4,2,9) with t1 = 4, t2 = 5 and link latency 2:
// random sets of 2-5 link and router faults, each followed by recovery.
#include <gtest/gtest.h>

#include "fault_bench.hpp"

namespace doar::rtl {
namespace {

const BenchKey kKey{"2,4,2,9", 4, 5, 2};

TEST(FaultUnits2429, RandomMultipleFaults) {
  check_all(kKey, random_fault_sets(Dragonfly(parse_dfly(kKey.dfly)), random_count(10), 2429));
}

}  // namespace
}  // namespace doar::rtl
