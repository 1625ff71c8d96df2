// SystemC fault units vs core/fault on dfly(2,4,2,9), t1 = t2 = 4, link latency 0: every
// single link fault and every router fault, each followed by recovery (docs/fault_units.md).
#include <gtest/gtest.h>

#include "fault_bench.hpp"

namespace doar::rtl {
namespace {

const BenchKey kKey{"2,4,2,9", 4, 4, 0};

TEST(FaultUnits2429, EveryLinkFault) { check_all(kKey, every_link_fault(Dragonfly(parse_dfly(kKey.dfly)))); }

TEST(FaultUnits2429, EveryRouterFault) { check_all(kKey, every_router_fault(Dragonfly(parse_dfly(kKey.dfly)))); }

}  // namespace
}  // namespace doar::rtl
