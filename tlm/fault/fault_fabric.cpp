#include "fault_fabric.hpp"

#include <stdexcept>
#include "fault_plan.hpp"
#include "network_driver.hpp"
#include "sim_routing.hpp"

namespace doar::net {

std::uint64_t tables_digest(const Dragonfly& d, const NetworkTables& t) {
  return digest_tables(d, [&t](const RouterId& r, int port) -> const PortTables& { return t.at(r, port); });
}

FaultFabric::FaultFabric(NetEnv& env, NetworkTables* tables)
    : env_(env), tables_(tables), opt_(env.cfg.faults), timeline_(env.cfg.faults.window) {
  const Dragonfly& d = *env.dfly;
  costs_.t1 = opt_.t1;
  costs_.t2 = opt_.t2;
  costs_.entries = opt_.entries > 0 ? opt_.entries : entries_per_table(d);
  rules_.dead_router = opt_.dead_router_rule;
  rules_.vc_guard = opt_.vc_guard;
  rules_.tables = opt_.tables;
  plan_ = fault_plan(d, opt_, env.cfg.seed);
  for (int i = 0; i < d.num_routers(); ++i) agents_.push_back(std::make_unique<FaultAgent>(*this, i));
  for (const fault::FaultSpec& f : plan_) {
    if (f.kind == fault::FaultSpec::Kind::Link) {
      agent(d.router_index(f.a.router))->add_fault_port(f.a.port);
      agent(d.router_index(f.b.router))->add_fault_port(f.b.port);
      continue;
    }
    agent(d.router_index(f.router))->set_kill();
    for (int port = 0; port < d.radix(); ++port) {
      const PortPeer pp = d.peer(f.router, port);
      if (pp.connected && d.port_kind(port) != PortKind::Terminal) agent(d.router_index(pp.router))->add_fault_port(pp.port, true);
    }
  }
  if (opt_.instant_diagnosis && tables_) adopt_reference_diagnosis();
  for (auto& a : agents_) a->wake_at(opt_.fault_at);
  // The SIM baseline's central reconfiguration knows the faults (an idle call for DOAR).
  SimCentral::get().set_plan(d, plan_, opt_.fault_at, opt_.repair_at, static_cast<std::uint64_t>(opt_.sim_reconfig));
  if (tables_) configured_digest_ = tables_digest(d, *tables_);
}

// --instant-diagnosis: core's FaultNetwork diagnoses the whole plan to quiescence (the same
// engines and rules as the agents, so the same final tables as a run that lets diagnosis
// happen, test tlm_fault.InstantDiagnosis), and every router that it changed takes over its
// engine. Routers it left as configured keep theirs (made lazily, as usual).
void FaultFabric::adopt_reference_diagnosis() {
  const Dragonfly& d = *env_.dfly;
  fault::FaultNetwork ref(d, costs_, 0, rules_);
  ref.fail(plan_);
  for (int i = 0; i < d.num_routers(); ++i) {
    const RouterId r = d.router_at(i);
    if (!ref.router_alive(r)) continue;  // a dead router's tables are never read
    const fault::RouterFaultEngine& e = ref.engine(r);
    bool changed = !e.tables_restored();
    for (int port = 0; port < d.radix() && !changed; ++port) changed = !e.port_up(port);
    if (changed) agent(i)->adopt_diagnosed(e);
  }
  instant_ = true;
}

void FaultFabric::send(const RouterId& from, int port, const fault::FaultPacket& p, std::uint64_t cycle) {
  const Dragonfly& d = *env_.dfly;
  const PortPeer pp = d.peer(from, port);
  const int lat = d.port_kind(port) == PortKind::Global ? env_.cfg.lat_global : env_.cfg.lat_local;
  agent(d.router_index(pp.router))->post(pp.port, cycle + static_cast<std::uint64_t>(lat), seq_++, p);
  TimelineRow* row = opt_.timeline ? &timeline_.at(cycle) : nullptr;
  switch (p.kind) {
    case fault::PacketKind::FD:
    case fault::PacketKind::VG:  // the VC guard's packets count with the FDs and FRs (core's driver does too)
      ++fd_;
      if (row) ++row->fd_sent;
      break;
    case fault::PacketKind::FR:
    case fault::PacketKind::VR:
      ++fr_;
      if (row) ++row->fr_sent;
      break;
    default: ++rv_; break;
  }
}

void FaultFabric::on_command(std::uint64_t cycle, bool fd) {
  ++commands_;
  const bool after_repair = opt_.repair_at >= 0 && cycle >= static_cast<std::uint64_t>(opt_.repair_at);
  if (after_repair && fd) ++fd_after_repair_;
  (after_repair ? recovery_end_ : diagnosis_end_) = static_cast<std::int64_t>(cycle);
  if (opt_.timeline) ++timeline_.at(cycle).table_updates;
}

void FaultFabric::on_deliver(const Packet& p, std::uint64_t cycle) {
  ++delivered_;
  if (!opt_.timeline) return;
  TimelineRow& row = timeline_.at(cycle);
  row.ejected_flits += p.size;
  ++row.delivered;
  row.latency_sum += cycle - p.created;
  if (!opt_.timeline_detail) return;
  row.hops_sum += p.hops;
  if (p.global_hops >= 2) ++row.two_global;  // under UR a minimal route has at most one
}

void FaultFabric::on_generate(std::uint64_t cycle, bool queued) {
  TimelineRow& row = timeline_.at(cycle);
  ++row.generated;
  if (queued) {
    ++waiting_;
  } else {
    ++row.refused;
  }
  row.backlog = waiting_;
  // The groups' CongG bitmaps, once per cycle in which some packet is created (every cycle
  // at the loads that matter). The slot of the previous cycle: every router has written it
  // (or, unchanged, left its bits there), while this cycle's slot is still being written.
  if (cycle == congg_cycle_ || cycle == 0 || !env_.publish_congestion) return;
  congg_cycle_ = cycle;
  std::uint64_t bits = 0;
  for (int gid = 0; gid < env_.dfly->g(); ++gid) bits += static_cast<std::uint64_t>(env_.pcs_slot(gid, cycle - 1).count());
  row.congg_bits += bits;
  ++row.congg_samples;
}

void FaultFabric::detail_inject(std::uint64_t cycle) {
  --waiting_;  // doar-sim refuses --timeline-detail with --workload, whose packets are never "created" here
  timeline_.at(cycle).backlog = waiting_;
}

void FaultFabric::on_drop(std::uint32_t pkt, DropKind why, std::uint64_t cycle, int router, const DropSite& at,
                          bool router_busy) {
  const Packet& p = env_.pool.at(pkt);
  // Accounting only (routing never sees this): a packet for a dead router's node that runs
  // out of routes on the way (the dead-router rule drops it in that router's group) could
  // never have been delivered; it is unreachable, not lost.
  if (why == DropKind::DeadEnd && agent(env_.dfly->router_index(env_.dfly->node_at(p.dst_node).router()))->dead()) why = DropKind::Unreachable;
  if (why == DropKind::Unreachable) {
    ++unreachable_;
    if (p.tagged) ++tagged_unreachable_;
    if (opt_.timeline) ++timeline_.at(cycle).unreachable;
  } else {
    ++lost_;
    if (why == DropKind::DeadEnd) ++dead_end_;
    losses_.push_back({cycle, p.injected});
    if (opt_.timeline) ++timeline_.at(cycle).lost;
  }
  if (p.tagged) ++tagged_dropped_;
  if (opt_.loss_log) {
    const char* kind = why == DropKind::Unreachable ? "unreachable" : why == DropKind::DeadEnd ? "dead_end" : "lost";
    drop_log_.push_back({cycle, p.created, p.injected, kind, router, at.in_port, at.in_vc, at.out_port, at.hops,
                         p.src_node, p.dst_node, router_busy});
  }
  env_.stats.flits_in_network -= p.size;
  ++env_.stats.moves;  // a drop is progress for the deadlock watchdog
  env_.pool.put(pkt);
}

FaultReport FaultFabric::report(std::uint64_t in_flight) const {
  FaultReport r;
  r.active = true;
  for (const auto& f : plan_) r.faults.push_back(f.text);
  for (const auto& a : agents_) r.dead_routers += a->dead() ? 1 : 0;
  r.live_nodes = static_cast<std::uint64_t>(env_.dfly->num_nodes() - dead_nodes_);
  r.injected = injected_;
  r.delivered = delivered_;
  r.lost = lost_;
  r.lost_dead_end = dead_end_;
  r.unreachable = unreachable_;
  r.in_flight = in_flight;
  r.fd_packets = fd_;
  r.fr_packets = fr_;
  r.rv_packets = rv_;
  r.commands = commands_;
  if (opt_.any_fault()) r.fault_at = static_cast<std::int64_t>(opt_.fault_at);
  r.repair_at = opt_.repair_at;
  r.instant_diagnosis = instant_;
  r.fault_rules = opt_.tables;
  r.diagnosis_end = diagnosis_end_;
  r.fd_commands_after_repair = fd_after_repair_;
  for (const auto& a : agents_) r.engines_busy_at_end += a->has_work() ? 1 : 0;
  r.recovery_end = recovery_end_;
  for (const Loss& l : losses_) {
    r.last_loss = static_cast<std::int64_t>(l.cycle);
    const bool before_repair = opt_.repair_at < 0 || static_cast<std::int64_t>(l.cycle) < opt_.repair_at;
    if (!before_repair) ++r.lost_after_repair;
    if (diagnosis_end_ < 0 || !before_repair) continue;
    if (static_cast<std::int64_t>(l.cycle) > diagnosis_end_) ++r.lost_after_diagnosis;
    if (static_cast<std::int64_t>(l.injected) > diagnosis_end_) ++r.lost_injected_after_diagnosis;
  }
  if (tables_) r.tables_digest = tables_digest(*env_.dfly, *tables_);
  r.configured_digest = configured_digest_;
  r.window = timeline_.window();
  r.packet_size = static_cast<std::uint64_t>(env_.cfg.packet_size);
  r.global_channels = static_cast<std::uint64_t>(env_.dfly->g()) * static_cast<std::uint64_t>(env_.dfly->slots());
  r.timeline = timeline_.rows();
  r.drops = drop_log_;
  return r;
}

}  // namespace doar::net
