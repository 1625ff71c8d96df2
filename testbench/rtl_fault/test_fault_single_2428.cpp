// SystemC fault units vs core/fault on the paper's dfly(2,4,2,8), t1 = t2 = 4, link latency 0:
// every single link fault, each followed by recovery.
#include <gtest/gtest.h>

#include "fault_bench.hpp"

namespace doar::rtl {
namespace {

const BenchKey kKey{"2,4,2,8", 4, 4, 0};

TEST(FaultUnits2428, EveryLinkFault) { check_all(kKey, every_link_fault(Dragonfly(parse_dfly(kKey.dfly)))); }

}  // namespace
}  // namespace doar::rtl
