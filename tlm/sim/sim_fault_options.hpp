// Fault options of one doar-sim run (part of SimConfig): which links and routers fail, when,
// and whether they come back; the time series to record. docs/faults_sim.md. Plain data: the
// engine only carries them and asks active(); tlm/fault reads and checks them.
#pragma once
#include <cstdint>
#include <string>
#include <vector>
#include "tables.hpp"

namespace doar::net {

struct FaultOptions {
  int link_faults = 0;                 // links chosen at random (from the run's seed)
  int router_faults = 0;               // routers chosen at random
  std::vector<std::string> specs;      // explicit faults in core's text form (--faults FILE)
  std::uint64_t fault_at = 0;          // cycle at which every fault happens
  std::int64_t repair_at = -1;         // every failed link comes back, every dead router restarts (-1: never)
  bool dead_router_rule = false;       // core EngineRules::dead_router (docs/fault.md)
  bool vc_guard = false;               // core EngineRules::vc_guard (docs/fault.md)
  // Which tables DOAR's routers are configured with and its fault engines start from
  // (--fault-rules, DESIGN.md 6a). Fault-free routing is the same under both.
  TableReading tables = kDefaultTableReading;
  // An oracle for analysis, not the hardware: at fault_at every router's tables jump to the
  // state that core's reference diagnosis ends in, with no FD packets and no diagnosis
  // transient (docs/faults_sim.md section 11).
  bool instant_diagnosis = false;
  std::int64_t sim_reconfig = 0;       // SIM baseline: cycles before new routes take effect
  int entries = 0;                     // et_num of the timing model (0: the dragonfly's entries)
  int t1 = 70, t2 = 70;                // scheduler fetch / broadcast cycles (core's defaults)
  std::uint64_t window = 100;          // timeline window, cycles
  bool timeline = false;               // record the time series
  bool timeline_detail = false;        // ... with the source-queue and route columns (--timeline-detail)
  bool loss_log = false;               // record every dropped packet and where (--loss-log)
  bool any_fault() const { return link_faults > 0 || router_faults > 0 || !specs.empty(); }
  bool active() const { return any_fault() || timeline; }
};

}  // namespace doar::net
