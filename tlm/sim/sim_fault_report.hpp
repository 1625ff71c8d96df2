// What a run with faults (or with --timeline) reports besides the load-point figures: where
// every injected packet went, what the fault engines did and when, the routing tables' state
// at the end, and the time series. Filled by tlm/fault (FaultFabric::report()) and carried
// by the engine in PointResult; plain data, no fault logic. docs/faults_sim.md.
#pragma once
#include <cstdint>
#include <string>
#include <vector>
#include "tables.hpp"

namespace doar::net {

// One window [start, start + width) of the time series.
struct TimelineRow {
  std::uint64_t start = 0;
  std::uint64_t ejected_flits = 0;   // flits ejected at their destination in the window
  std::uint64_t delivered = 0;       // packets delivered in the window
  std::uint64_t latency_sum = 0;     // their creation-to-ejection latencies (cycles)
  std::uint64_t lost = 0;            // packets lost in the window (failed link, dead router, dead end)
  std::uint64_t unreachable = 0;     // packets dropped at their source: no valid route
  std::uint64_t table_updates = 0;   // fault-engine commands completed (each rewrites tables A/B)
  std::uint64_t fd_sent = 0, fr_sent = 0;
  // --timeline-detail only (what the source queues and the routes do: docs/bistability.md).
  std::uint64_t generated = 0;       // packets created by the terminals in the window
  std::uint64_t refused = 0;         // of those, turned away by a full source queue
  std::int64_t backlog = 0;          // packets created and not yet injected, at the window's last event
  std::uint64_t two_global = 0;      // delivered packets that crossed two or more global links
  std::uint64_t hops_sum = 0;        // router-to-router hops of the delivered packets
  std::uint64_t congg_bits = 0;      // CongG bits set in every group's bitmap, summed over the samples
  std::uint64_t congg_samples = 0;   // cycles sampled (one per cycle with a packet created)
};

// One dropped packet (--loss-log): when, which, and where in which router.
struct DropRecord {
  std::uint64_t cycle = 0, created = 0, injected = 0;
  const char* kind = "";             // lost, dead_end, unreachable
  int router = -1;                   // dense router index
  int in_port = -1, in_vc = -1, out_port = -1, hops = -1;  // DropSite (sim_fault_hooks.hpp)
  int src_node = -1, dst_node = -1;  // dense node indices
  bool router_busy = false;          // the router's fault engine still had work (tables not final)
};

struct FaultReport {
  bool active = false;
  std::vector<std::string> faults;   // the faults of the run, core's text form
  int dead_routers = 0;
  std::uint64_t live_nodes = 0;      // nodes whose router is alive at the end
  // Packet accounting over the whole run: injected = delivered + lost + unreachable + in flight.
  std::uint64_t injected = 0, delivered = 0, lost = 0, unreachable = 0;
  std::uint64_t lost_dead_end = 0;   // of `lost`: no valid route at a router other than the source
  std::uint64_t in_flight = 0;       // counted in the buffers and on the links at the end
  bool balanced() const { return injected == delivered + lost + unreachable + in_flight; }
  // Fault engines.
  std::uint64_t fd_packets = 0, fr_packets = 0, rv_packets = 0, commands = 0;
  std::int64_t fault_at = -1, repair_at = -1;
  TableReading fault_rules = kDefaultTableReading;  // --fault-rules: the tables the run started from
  bool instant_diagnosis = false;    // --instant-diagnosis: tables diagnosed by core, no FDs
  std::int64_t diagnosis_end = -1;   // last command completed before the repair (-1: none)
  std::int64_t recovery_end = -1;    // last command completed after the repair
  // FDs processed after the repair: the repair came before diagnosis had ended (core's rules
  // then do not promise the configured tables, docs/faults_sim.md section 3).
  std::uint64_t fd_commands_after_repair = 0;
  // Routers whose fault scheduler still had work at the end of the run (a command running or
  // queued, or an FD/FR on its way): diagnosis or recovery was not over, so tables_restored
  // false then means "not yet", not "never".
  std::uint64_t engines_busy_at_end = 0;
  std::int64_t last_loss = -1;       // cycle of the last lost packet
  std::uint64_t lost_after_diagnosis = 0;  // losses after diagnosis_end (before any repair)
  std::uint64_t lost_injected_after_diagnosis = 0;  // of those, packets injected after diagnosis_end
  std::uint64_t lost_after_repair = 0;     // losses at or after repair_at (recovery must lose none)
  std::uint64_t tables_digest = 0;   // FNV-1a over every router's live tables A/B/C at the end
  std::uint64_t configured_digest = 0;  // the same over the fault-free configuration
  bool tables_restored() const { return tables_digest == configured_digest; }
  std::uint64_t window = 0;
  std::vector<TimelineRow> timeline;
  std::vector<DropRecord> drops;     // --loss-log: every dropped packet, in drop order
  // For --timeline-detail's columns.
  std::uint64_t packet_size = 1;
  std::uint64_t global_channels = 0;  // bits of all the groups' CongG bitmaps (g * a * h)
};

}  // namespace doar::net
