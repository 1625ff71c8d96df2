// Random stimulus for the RCU checks: heads for one input port (destinations biased towards
// the own router and group so every table region is hit), congestion bitmaps redrawn every
// cycle at a density that itself changes every cycle (from none to all congested), and
// optional table writes in the style of the fault action unit (clear one bit of an entry,
// or restore its configured value). At a terminal port, half the phases of 64..575 heads are
// "hot" (ADV-like): 80 % of the heads go to one other group, whose minimal slot is congested
// in 15 of 16 bitmaps while the rest of the bitmap is sparse, so the exit rule's detour
// credit (core/doar_congested.hpp) opens, and closes again in the uniform phases. In half of
// the hot phases it is the local hop to the router that owns that slot which is congested in
// 15 of 16 cycles instead (locally sparse otherwise, the slot's CongG bit clear): the hop
// the router's own nodes overload, which only exit-local's credit reads.
#pragma once
#include <cstdint>
#include <random>

#include "rcu_harness.hpp"

namespace doar::rcutb {

class RandomStream {
 public:
  RandomStream(const Dragonfly& d, const RouterId& r, int port, std::uint64_t seed);

  Request request();
  CongInput congestion();
  // A write to a random entry: one set bit of the current value cleared, or the configured
  // value restored. `view` is the writer's picture of the tables (updated here).
  CfgOp table_write(const PortTables& configured, PortTables& view);
  bool chance(double p) { return std::uniform_real_distribution<double>(0.0, 1.0)(rng_) < p; }

 private:
  int uniform(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }
  NodeAddr node();
  void next_phase();

  const Dragonfly& d_;
  RouterId r_;
  int port_;
  PortKind kind_;
  std::mt19937_64 rng_;
  long left_ = 0;        // heads left in this phase
  int hot_ = -1;         // the hot phase's group, or -1 (uniform phase)
  bool hot_local_ = false;  // the hot phase congests the local hop, not the slot's CongG
};

}  // namespace doar::rcutb
