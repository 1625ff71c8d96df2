// SystemC fault units vs core/fault on dfly(2,4,2,9), t1 = 4, t2 = 5, link latency 1, while
// every port's RCU reads its live tables A and B (stretches of 0, 50, 90 and 100% of the
// cycles): the units wait for the cycles the RCU leaves free (DESIGN.md 4a). Every live table
// entry after diagnosis and after recovery, and the FD/FR packet and command counts, must be
// core's; the phase lengths are reported, not compared (docs/fault_units.md, "Table arbitration").
#include <gtest/gtest.h>

#include <cstdlib>

#include "fault_bench.hpp"

namespace doar::rtl {
namespace {

BenchKey key() {
  BenchKey k{"2,4,2,9", 4, 5, 1};
  k.rcu_read_rate = 1.0;
  return k;
}

// Every third link fault and every ninth router fault keep the test short (the full lists
// pass too: docs/fault_units.md).
template <class T>
T every_kth(const T& all, std::size_t k) {
  if (std::getenv("DOAR_FAULT_ALL")) return all;
  T out;
  for (std::size_t i = 0; i < all.size(); i += k) out.push_back(all[i]);
  return out;
}

TEST(FaultUnitsRcuReads2429, LinkFaults) {
  check_all(key(), every_kth(every_link_fault(Dragonfly(parse_dfly(key().dfly))), 3));
}

TEST(FaultUnitsRcuReads2429, RouterFaults) {
  check_all(key(), every_kth(every_router_fault(Dragonfly(parse_dfly(key().dfly))), 9));
}

}  // namespace
}  // namespace doar::rtl
