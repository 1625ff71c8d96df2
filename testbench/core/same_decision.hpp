// Field-by-field comparison of two DOAR decisions, for the tests that check the fast path
// (DoarDecider) against decide_reference(): a failure names the first field that differs.
#pragma once
#include <gtest/gtest.h>
#include <vector>
#include "doar_decider.hpp"
#include "doar_decision.hpp"

namespace doar {

inline ::testing::AssertionResult same_decision(const Decision& x, const Decision& y) {
  auto differ = [](const char* field, int a, int b) {
    return ::testing::AssertionFailure() << field << " " << a << " vs " << b;
  };
  if (x.valid != y.valid) return differ("valid", x.valid, y.valid);
  if (x.out_port != y.out_port) return differ("out_port", x.out_port, y.out_port);
  if (x.out_vc != y.out_vc) return differ("out_vc", x.out_vc, y.out_vc);
  if (x.cls != y.cls) return differ("class", static_cast<int>(x.cls), static_cast<int>(y.cls));
  if (x.slot != y.slot) return differ("slot", x.slot, y.slot);
  return ::testing::AssertionSuccess();
}

// A decider on router r whose every input port reads `t`: the tests decide one port's heads
// from one (often edited) table set. fixed: precomputed now, later edits of t are not seen.
inline DoarDecider decider_on(const Dragonfly& d, const RouterId& r, const PortTables& t, bool fixed) {
  return DoarDecider(d, r, std::vector<const PortTables*>(static_cast<std::size_t>(d.radix()), &t), fixed);
}

}  // namespace doar
