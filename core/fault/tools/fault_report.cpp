#include "fault_report.hpp"

#include <sstream>

#include "cli_common.hpp"

namespace doar::fault::report {

namespace {

std::string port_text(const RouterId& r, int port) { return to_string(r) + ":p" + std::to_string(port); }

const char* kind_name(PacketKind k) { return k == PacketKind::FD ? "FD" : k == PacketKind::FR ? "FR" : "RV"; }

std::string trace_line(const TraceRecord& t, bool json) {
  std::ostringstream o;
  const bool addressed = t.packet.kind != PacketKind::FR;  // FD and RV carry an address
  if (json) {
    o << "{\"cycle\": " << t.cycle << ", \"kind\": \"" << kind_name(t.packet.kind) << "\", \"from\": \""
      << to_string(t.from) << "\", \"from_port\": " << t.from_port << ", \"to\": \"" << to_string(t.to)
      << "\", \"to_port\": " << t.to_port;
    if (addressed) {
      o << ", \"address\": \"" << to_string(t.packet.addr) << "\", \"prefix\": " << t.packet.prefix
        << ", \"tag\": \"" << tag_name(t.packet.tag) << "\"";
    }
    o << "}";
  } else {
    o << "cycle " << t.cycle << "  " << kind_name(t.packet.kind) << "  " << port_text(t.from, t.from_port)
      << " -> " << port_text(t.to, t.to_port);
    if (addressed) {
      o << "  address " << to_string(t.packet.addr) << " prefix " << t.packet.prefix << " tag "
        << tag_name(t.packet.tag);
    }
  }
  return o.str();
}

std::string command_packet(const Command& c) {
  const bool from_packet = c.kind != CommandKind::LocalFault && c.kind != CommandKind::LocalRecovery;
  return from_packet ? to_string(c.packet) : std::string("-");
}

std::string opt_number(bool present, std::uint64_t v) { return present ? std::to_string(v) : "null"; }

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

void json(std::ostream& o, const Dragonfly& d, const Request& q, const ScenarioResult& r) {
  const PathCensus& a = r.after;
  o << "{\"dfly\": " << cli::json_str(d.name()) << ", \"model\": \"" << (q.systemc ? "systemc" : "core")
    << "\", \"fault_rules\": \"" << table_reading_name(q.fault_rules) << "\", \"faults\": [";
  for (std::size_t i = 0; i < q.faults.size(); ++i) o << (i ? ", " : "") << cli::json_str(q.faults[i].text);
  o << "], \"link_latency\": " << q.link_latency << ", \"t1\": " << q.t1 << ", \"t2\": " << q.t2
    << ", \"entries\": " << r.costs.entries << ", \"t_ld\": " << r.costs.t_ld() << ", \"t_gd\": " << r.costs.t_gd()
    << ", \"t_r\": " << r.costs.t_r() << ", \"diagnosis_cycles\": " << r.diagnosis.cycles
    << ", \"fd_packets\": " << r.diagnosis.fd_packets << ", \"rv_packets\": " << r.diagnosis.rv_packets
    << ", \"diagnosis_commands\": " << r.diagnosis.commands
    << ", \"recovery_cycles\": " << opt_number(q.recover, r.recovery.cycles)
    << ", \"fr_packets\": " << opt_number(q.recover, static_cast<std::uint64_t>(r.recovery.fr_packets))
    << ", \"recovery_commands\": " << opt_number(q.recover, static_cast<std::uint64_t>(r.recovery.commands))
    << ", \"tables_restored\": " << (q.recover ? (r.restored ? "true" : "false") : "null");
  if (q.systemc) {
    const SystemcCheck& c = *q.systemc;
    o << ", \"table_mismatches_diagnosis\": " << c.table_mismatches_diagnosis << ", \"table_mismatches_recovery\": "
      << opt_number(q.recover, static_cast<std::uint64_t>(c.table_mismatches_recovery))
      << ", \"stats_match_core\": " << (c.stats_match_core ? "true" : "false")
      << ", \"agrees_with_core\": " << (c.agrees_with_core ? "true" : "false")
      << ", \"bench_cycles\": " << c.bench_cycles << ", \"walk_tables\": \"core\"";
  }
  if (q.walk) {
    o << ", \"pairs_walked\": " << a.pairs << ", \"unreachable_pairs\": " << a.unreachable_pairs
      << ", \"unreachable_dead_destination\": " << r.dead_destination_pairs << ", \"dead_ends\": " << a.dead_ends
      << ", \"pairs_with_dead_ends\": " << a.pairs_with_dead_ends
      << ", \"vc_blocked_dead_ends\": " << a.vc_blocked_dead_ends
      << ", \"dead_destination_drops\": " << a.dead_destination_drops << ", \"loops\": " << a.loops
      << ", \"failed_link_uses\": " << a.failed_link_uses << ", \"dead_router_entries\": " << a.dead_router_entries
      << ", \"max_path_hops\": " << a.max_path_hops << ", \"max_vc\": " << a.max_vc
      << ", \"all_reachable\": " << (a.unreachable_pairs == 0 ? "true" : "false") << ", \"dead_end_examples\": [";
    for (std::size_t i = 0; i < a.dead_end_examples.size(); ++i) {
      o << (i ? ", " : "") << cli::json_str(a.dead_end_examples[i]);
    }
    o << "]";
  } else {
    for (const char* f : {"pairs_walked", "unreachable_pairs", "dead_ends", "max_path_hops", "all_reachable"}) {
      o << ", \"" << f << "\": null";
    }
  }
  if (q.trace) {
    o << ", \"trace\": [";
    for (std::size_t i = 0; i < r.diagnosis_trace; ++i) o << (i ? ", " : "") << trace_line(r.trace[i], true);
    o << "], \"recovery_trace\": [";
    for (std::size_t i = r.diagnosis_trace; i < r.trace.size(); ++i) {
      o << (i > r.diagnosis_trace ? ", " : "") << trace_line(r.trace[i], true);
    }
    o << "]";
  }
  if (q.commands) {
    o << ", \"commands\": [";
    for (std::size_t i = 0; i < r.commands.size(); ++i) {
      const CommandRecord& c = r.commands[i];
      o << (i ? ", " : "") << "{\"router\": \"" << to_string(c.router) << "\", \"start\": " << c.start
        << ", \"end\": " << c.end << ", \"kind\": \"" << command_name(c.command.kind) << "\", \"port\": "
        << c.command.port << ", \"packet\": \"" << command_packet(c.command) << "\"}";
    }
    o << "]";
  }
  if (q.pairs != "none" && q.walk) {
    o << ", \"pairs\": [";
    bool first = true;
    for_pairs(d, q, r, [&](int s, int t) {
      o << (first ? "" : ", ") << "{\"src\": \"" << to_string(d.router_at(s)) << "\", \"dst\": \""
        << to_string(d.router_at(t)) << "\", \"before\": " << r.before.at(s, t) << ", \"after\": " << r.after.at(s, t)
        << ", \"group_routes_before\": " << r.before.groups_at(s, t)
        << ", \"group_routes_after\": " << r.after.groups_at(s, t) << "}";
      first = false;
    });
    o << "]";
  }
  o << "}\n";
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
    for (std::size_t i = 0; i < r.diagnosis_trace; ++i) o << "  " << trace_line(r.trace[i], false) << "\n";
    if (q.recover) {
      o << "recovery trace:\n";
      for (std::size_t i = r.diagnosis_trace; i < r.trace.size(); ++i) o << "  " << trace_line(r.trace[i], false) << "\n";
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
