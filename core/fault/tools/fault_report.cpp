#include "fault_report.hpp"

#include <sstream>

#include "cli_common.hpp"

namespace doar::fault::report {

namespace {

std::string port_text(const RouterId& r, int port) { return to_string(r) + ":p" + std::to_string(port); }

const char* kind_name(PacketKind k) {
  switch (k) {
    case PacketKind::FD: return "FD";
    case PacketKind::FR: return "FR";
    case PacketKind::RV: return "RV";
    case PacketKind::VG: return "VG";
    case PacketKind::VR: return "VR";
  }
  return "?";
}

std::string trace_line(const TraceRecord& t) {
  std::ostringstream o;
  const bool addressed = t.packet.kind != PacketKind::FR;  // FD, RV, VG and VR carry an address
  o << "cycle " << t.cycle << "  " << kind_name(t.packet.kind) << "  " << port_text(t.from, t.from_port)
    << " -> " << port_text(t.to, t.to_port);
  if (addressed) {
    o << "  address " << to_string(t.packet.addr) << " prefix " << t.packet.prefix << " tag " << tag_name(t.packet.tag);
  }
  return o.str();
}

std::string command_packet(const Command& c) {
  const bool from_packet = c.kind != CommandKind::LocalFault && c.kind != CommandKind::LocalRecovery;
  return from_packet ? to_string(c.packet) : std::string("-");
}

// Pairs whose counts are printed: live sources only; with "changed" only those that moved.
template <typename F>
void for_pairs(const Dragonfly& d, const Request& q, const ScenarioResult& r, F f) {
  if (q.pairs == "none" || !q.walk) return;
  for (int s = 0; s < d.num_routers(); ++s) {
    if (!r.alive[static_cast<std::size_t>(s)]) continue;
    for (int t = 0; t < d.num_routers(); ++t) {
      if (s == t) continue;
      const bool moved = r.before.at(s, t) != r.after.at(s, t) || r.before.groups_at(s, t) != r.after.groups_at(s, t);
      if (q.pairs == "changed" && !moved) continue;
      f(s, t);
    }
  }
}

}  // namespace

nlohmann::ordered_json json(const Dragonfly& d, const Request& q, const ScenarioResult& r) {
  using J = nlohmann::ordered_json;
  const PathCensus& a = r.after;
  // A figure of the recovery: null when the run did not recover.
  const auto opt = [&](std::uint64_t v) { return q.recover ? J(v) : J(nullptr); };
  J o;
  o["dfly"] = d.name();
  o["model"] = q.systemc ? "systemc" : "core";
  o["fault_rules"] = table_reading_name(q.fault_rules);
  J faults = J::array();
  for (const auto& f : q.faults) faults.push_back(f.text);
  o["faults"] = faults;
  o["link_latency"] = q.link_latency;
  o["t1"] = q.t1;
  o["t2"] = q.t2;
  o["entries"] = r.costs.entries;
  o["t_ld"] = r.costs.t_ld();
  o["t_gd"] = r.costs.t_gd();
  o["t_r"] = r.costs.t_r();
  o["diagnosis_cycles"] = r.diagnosis.cycles;
  o["fd_packets"] = r.diagnosis.fd_packets;
  o["rv_packets"] = r.diagnosis.rv_packets;
  o["diagnosis_commands"] = r.diagnosis.commands;
  o["recovery_cycles"] = opt(r.recovery.cycles);
  o["fr_packets"] = opt(static_cast<std::uint64_t>(r.recovery.fr_packets));
  o["recovery_commands"] = opt(static_cast<std::uint64_t>(r.recovery.commands));
  o["tables_restored"] = q.recover ? J(r.restored) : J(nullptr);
  if (q.systemc) {
    const SystemcCheck& c = *q.systemc;
    o["table_mismatches_diagnosis"] = c.table_mismatches_diagnosis;
    o["table_mismatches_recovery"] = opt(static_cast<std::uint64_t>(c.table_mismatches_recovery));
    o["stats_match_core"] = c.stats_match_core;
    o["agrees_with_core"] = c.agrees_with_core;
    o["bench_cycles"] = c.bench_cycles;
    o["walk_tables"] = "core";
  }
  if (q.walk) {
    o["pairs_walked"] = a.pairs;
    o["unreachable_pairs"] = a.unreachable_pairs;
    o["unreachable_dead_destination"] = r.dead_destination_pairs;
    o["dead_ends"] = a.dead_ends;
    o["pairs_with_dead_ends"] = a.pairs_with_dead_ends;
    o["vc_blocked_dead_ends"] = a.vc_blocked_dead_ends;
    o["dead_destination_drops"] = a.dead_destination_drops;
    o["loops"] = a.loops;
    o["failed_link_uses"] = a.failed_link_uses;
    o["dead_router_entries"] = a.dead_router_entries;
    o["max_path_hops"] = a.max_path_hops;
    o["max_vc"] = a.max_vc;
    o["all_reachable"] = a.unreachable_pairs == 0;
    o["dead_end_examples"] = a.dead_end_examples;
  } else {
    for (const char* f : {"pairs_walked", "unreachable_pairs", "dead_ends", "max_path_hops", "all_reachable"}) {
      o[f] = nullptr;
    }
  }
  const auto trace_json = [](const TraceRecord& t) {
    J e;
    e["cycle"] = t.cycle;
    e["kind"] = kind_name(t.packet.kind);
    e["from"] = to_string(t.from);
    e["from_port"] = t.from_port;
    e["to"] = to_string(t.to);
    e["to_port"] = t.to_port;
    if (t.packet.kind != PacketKind::FR) {  // FD and RV carry an address
      e["address"] = to_string(t.packet.addr);
      e["prefix"] = t.packet.prefix;
      e["tag"] = tag_name(t.packet.tag);
    }
    return e;
  };
  if (q.trace) {
    J diag = J::array(), rec = J::array();
    for (std::size_t i = 0; i < r.trace.size(); ++i) (i < r.diagnosis_trace ? diag : rec).push_back(trace_json(r.trace[i]));
    o["trace"] = diag;
    o["recovery_trace"] = rec;
  }
  if (q.commands) {
    J cmds = J::array();
    for (const CommandRecord& c : r.commands) {
      cmds.push_back({{"router", to_string(c.router)}, {"start", c.start}, {"end", c.end},
                      {"kind", command_name(c.command.kind)}, {"port", c.command.port},
                      {"packet", command_packet(c.command)}});
    }
    o["commands"] = cmds;
  }
  if (q.pairs != "none" && q.walk) {
    J pairs = J::array();
    for_pairs(d, q, r, [&](int s, int t) {
      pairs.push_back({{"src", to_string(d.router_at(s))}, {"dst", to_string(d.router_at(t))},
                       {"before", r.before.at(s, t)}, {"after", r.after.at(s, t)},
                       {"group_routes_before", r.before.groups_at(s, t)},
                       {"group_routes_after", r.after.groups_at(s, t)}});
    });
    o["pairs"] = pairs;
  }
  return o;
}

void text(std::ostream& o, const Dragonfly& d, const Request& q, const ScenarioResult& r) {
  const PathCensus& a = r.after;
  o << d.name() << ", fault rules " << table_reading_name(q.fault_rules) << ", faults:";
  for (const auto& f : q.faults) o << " " << f.text;
  o << "\n  costs          t_ld " << r.costs.t_ld() << ", t_gd " << r.costs.t_gd() << ", t_r " << r.costs.t_r()
    << " cycles (t1 " << q.t1 << ", t2 " << q.t2 << ", " << r.costs.entries << " entries), link latency "
    << q.link_latency << "\n  diagnosis      " << r.diagnosis.cycles << " cycles, " << r.diagnosis.fd_packets
    << " FD packets, "
    << (r.diagnosis.rv_packets ? std::to_string(r.diagnosis.rv_packets) + " RV packets, " : std::string())
    << r.diagnosis.commands << " commands\n";
  if (q.recover) {
    o << "  recovery       " << r.recovery.cycles << " cycles, " << r.recovery.fr_packets << " FR packets, tables "
      << (r.restored ? "restored bit for bit" : "NOT restored") << "\n";
  }
  if (q.systemc) {
    const SystemcCheck& c = *q.systemc;
    o << "  model          systemc (doar-fault-sc, " << c.bench_cycles << " bench cycles): "
      << (c.agrees_with_core ? "agrees with core" : "DISAGREES with core") << " (figures "
      << (c.stats_match_core ? "equal" : "differ") << ", " << c.table_mismatches_diagnosis
      << " table mismatches after diagnosis";
    if (q.recover) o << ", " << c.table_mismatches_recovery << " after recovery";
    o << ")" << (q.walk ? "; the walk is over core's tables" : "") << "\n";
  }
  if (q.walk) {
    o << "  walk           " << a.pairs << " pairs, " << a.unreachable_pairs << " unreachable ("
      << r.dead_destination_pairs << " to a dead router), " << a.dead_ends << " dead ends ("
      << a.vc_blocked_dead_ends << " of them VC-blocked refractions), longest path "
      << a.max_path_hops << " hops, highest VC " << a.max_vc;
    if (a.loops || a.failed_link_uses || a.dead_router_entries || a.wrong_ejections) {
      o << ", ERRORS: " << a.loops << " loops, " << a.failed_link_uses << " failed-link uses, "
        << a.dead_router_entries << " dead-router entries, " << a.wrong_ejections << " wrong ejections";
    }
    o << "\n";
    for (const auto& x : a.dead_end_examples) o << "  dead end       " << x << "\n";
    for (const auto& x : a.unreachable_examples) o << "  unreachable    " << x << "\n";
  }
  if (q.trace) {
    o << "diagnosis trace:\n";
    for (std::size_t i = 0; i < r.diagnosis_trace; ++i) o << "  " << trace_line(r.trace[i]) << "\n";
    if (q.recover) {
      o << "recovery trace:\n";
      for (std::size_t i = r.diagnosis_trace; i < r.trace.size(); ++i) o << "  " << trace_line(r.trace[i]) << "\n";
    }
  }
  if (q.commands) {
    o << "scheduler commands:\n";
    for (std::size_t i = 0; i < r.commands.size(); ++i) {
      const CommandRecord& c = r.commands[i];
      o << "  " << (i < r.diagnosis_commands ? "diag " : "rec  ") << c.start << ".." << c.end << "  "
        << to_string(c.router) << "  " << command_name(c.command.kind) << " port " << c.command.port << "  "
        << command_packet(c.command) << "\n";
    }
  }
  if (q.pairs != "none" && q.walk) {
    o << "paths per pair (source router -> destination router: before -> after):\n";
    for_pairs(d, q, r, [&](int s, int t) {
      o << "  " << to_string(d.router_at(s)) << " -> " << to_string(d.router_at(t)) << ": " << r.before.at(s, t)
        << " -> " << r.after.at(s, t);
      const int gb = r.before.groups_at(s, t), ga = r.after.groups_at(s, t);
      if (gb || ga) o << "   (entering groups " << gb << " -> " << ga << ")";
      o << "\n";
    });
  }
}

}  // namespace doar::fault::report
