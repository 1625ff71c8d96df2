// doar-fault: inject link/router faults into a dragonfly, run the fault diagnosis (and, with
// --recover, the recovery) of paper Algorithms 2 and 3 on the core reference until the
// network is quiet, then walk every router pair over the live tables.
#include <iostream>
#include <sstream>

#include "cli_common.hpp"
#include "scenario.hpp"

namespace po = boost::program_options;
using namespace doar;
using namespace doar::fault;

namespace {

const char* kUsage =
    "doar-fault: fault diagnosis and recovery of DOAR (paper Algorithms 2, 3) on a dragonfly.\n"
    "Usage: doar-fault --dfly P,A,H,G --fail SPEC [--fail SPEC ...] [--recover]\n"
    "                  [--link-latency N] [--t1 N --t2 N] [--model core|systemc] [--trace] [--json]\n"
    "Fault SPECs: global:X:Y (the link between groups X and Y), local:g.b1:g.b2 (the link\n"
    "between routers b1 and b2 of group g), router:g.b (a whole router). All faults happen at\n"
    "cycle 0; diagnosis runs until every FD has been processed. The walk counts, for every\n"
    "ordered router pair, the paths the tables allow before the faults and after diagnosis.";

std::string port_text(const RouterId& r, int port) { return to_string(r) + ":p" + std::to_string(port); }

std::string trace_line(const TraceRecord& t, bool json) {
  std::ostringstream o;
  const bool fd = t.packet.kind != PacketKind::FR;  // FD and RV carry an address
  const char* kind = t.packet.kind == PacketKind::FD ? "FD" : t.packet.kind == PacketKind::FR ? "FR" : "RV";
  if (json) {
    o << "{\"cycle\": " << t.cycle << ", \"kind\": \"" << kind << "\", \"from\": \""
      << to_string(t.from) << "\", \"from_port\": " << t.from_port << ", \"to\": \"" << to_string(t.to)
      << "\", \"to_port\": " << t.to_port;
    if (fd) {
      o << ", \"address\": \"" << to_string(t.packet.addr) << "\", \"prefix\": " << t.packet.prefix
        << ", \"tag\": \"" << tag_name(t.packet.tag) << "\"";
    }
    o << "}";
  } else {
    o << "cycle " << t.cycle << "  " << kind << "  " << port_text(t.from, t.from_port) << " -> "
      << port_text(t.to, t.to_port);
    if (fd) {
      o << "  address " << to_string(t.packet.addr) << " prefix " << t.packet.prefix << " tag "
        << tag_name(t.packet.tag);
    }
  }
  return o.str();
}

}  // namespace

int main(int argc, char** argv) {
  return cli::run("doar-fault", [&]() {
    std::string dfly, model = "core", pairs_mode = "all", fr_rule = "entry";
    std::vector<std::string> fails;
    int latency = 0, t1 = 70, t2 = 70;
    po::options_description desc("Options");
    desc.add_options()
      ("help,h", "print this help")
      ("dfly", po::value(&dfly)->required(), "dragonfly P,A,H,G")
      ("fail", po::value(&fails)->required(),
       "a fault, repeatable: global:X:Y | local:g.b1:g.b2 | router:g.b")
      ("recover", "after diagnosis, recover every fault (Algorithm 3) and check that every table is "
                  "restored bit for bit")
      ("link-latency", po::value(&latency), "cycles an FD/FR packet spends on a link (default 0)")
      ("t1", po::value(&t1), "cycles for the scheduler to fetch an FD/FR packet (default 70)")
      ("t2", po::value(&t2), "cycles to broadcast a command to the ports (default 70)")
      ("model", po::value(&model), "core (this reference) or systemc (the pin-level harness)")
      ("fr-rule", po::value(&fr_rule),
       "when FR_act sends an FR through a port: entry (default: some entry of the port became "
       "accessible again) or port (the paper's text: and every entry of the port is valid)")
      ("dead-router-rule", "finer rule for router faults: a group that knows one of its routers is dead "
                           "takes back, with RV packets, the group-level invalidations its FDs caused "
                           "elsewhere (docs/fault.md)")
      ("pairs", po::value(&pairs_mode), "per-pair path counts to print: all (default), changed, none")
      ("trace", "print every FD/FR packet: cycle, from, to, address, prefix, tag")
      ("commands", "print every scheduler command: router, start and end cycle, kind, port, packet")
      ("json", "print JSON instead of text");
    po::variables_map vm;
    if (!cli::parse(argc, argv, desc, vm, kUsage)) return 0;
    const Dragonfly d = cli::make_dfly(dfly);
    if (latency < 0) throw cli::UsageError("--link-latency must be >= 0");
    if (t1 < 0 || t2 < 0) throw cli::UsageError("--t1 and --t2 must be >= 0");
    if (pairs_mode != "all" && pairs_mode != "changed" && pairs_mode != "none") {
      throw cli::UsageError("--pairs must be all, changed or none");
    }
    if (model == "systemc") {
      throw cli::UsageError("--model systemc: the SystemC fault harness (rtl_model/fault/) is not built yet");
    }
    if (model != "core") throw cli::UsageError("--model must be core or systemc");
    if (fr_rule != "entry" && fr_rule != "port") throw cli::UsageError("--fr-rule must be entry or port");
    std::vector<FaultSpec> faults;
    for (const auto& f : fails) faults.push_back(parse_fault(d, f));
    const bool json = vm.count("json") > 0, trace = vm.count("trace") > 0, recover = vm.count("recover") > 0;

    ScenarioOptions opt;
    opt.costs = {t1, t2, entries_per_table(d)};
    opt.link_latency = latency;
    opt.recover = recover;
    opt.rules.fr = fr_rule == "port" ? FrRule::Port : FrRule::Entry;
    opt.rules.dead_router = vm.count("dead-router-rule") > 0;
    const bool commands = vm.count("commands") > 0;
    opt.trace = trace || commands;
    const ScenarioResult res = run_scenario(d, faults, opt);
    const Costs& costs = res.costs;
    const PhaseStats& diag = res.diagnosis;
    const PhaseStats& rec = res.recovery;
    const PathCensus& before = res.before;
    const PathCensus& after = res.after;
    const bool restored = res.restored;
    const int dead_dst = res.dead_destination_pairs;
    std::vector<std::string> lines;
    for (const auto& t : res.trace) lines.push_back(trace_line(t, json));
    const std::size_t diag_lines = res.diagnosis_trace;

    std::ostringstream o;
    if (json) {
      o << "{\"dfly\": " << cli::json_str(d.name()) << ", \"model\": \"core\", \"faults\": [";
      for (std::size_t i = 0; i < faults.size(); ++i) o << (i ? ", " : "") << cli::json_str(faults[i].text);
      o << "], \"link_latency\": " << latency << ", \"t1\": " << t1 << ", \"t2\": " << t2
        << ", \"entries\": " << costs.entries << ", \"t_ld\": " << costs.t_ld() << ", \"t_gd\": " << costs.t_gd()
        << ", \"t_r\": " << costs.t_r() << ", \"diagnosis_cycles\": " << diag.cycles
        << ", \"fd_packets\": " << diag.fd_packets << ", \"rv_packets\": " << diag.rv_packets
        << ", \"diagnosis_commands\": " << diag.commands
        << ", \"recovery_cycles\": " << (recover ? std::to_string(rec.cycles) : "null")
        << ", \"fr_packets\": " << (recover ? std::to_string(rec.fr_packets) : "null")
        << ", \"pairs_walked\": " << after.pairs << ", \"unreachable_pairs\": " << after.unreachable_pairs
        << ", \"unreachable_dead_destination\": " << dead_dst
        << ", \"dead_ends\": " << after.dead_ends << ", \"pairs_with_dead_ends\": " << after.pairs_with_dead_ends
        << ", \"dead_destination_drops\": " << after.dead_destination_drops
        << ", \"loops\": " << after.loops << ", \"failed_link_uses\": " << after.failed_link_uses
        << ", \"dead_router_entries\": " << after.dead_router_entries
        << ", \"max_path_hops\": " << after.max_path_hops << ", \"max_vc\": " << after.max_vc
        << ", \"all_reachable\": " << (after.unreachable_pairs == 0 ? "true" : "false")
        << ", \"tables_restored\": " << (recover ? (restored ? "true" : "false") : "null");
      o << ", \"dead_end_examples\": [";
      for (std::size_t i = 0; i < after.dead_end_examples.size(); ++i) o << (i ? ", " : "") << cli::json_str(after.dead_end_examples[i]);
      o << "]";
    } else {
      o << d.name() << ", faults:";
      for (const auto& f : faults) o << " " << f.text;
      o << "\n  costs          t_ld " << costs.t_ld() << ", t_gd " << costs.t_gd() << ", t_r " << costs.t_r()
        << " cycles (t1 " << t1 << ", t2 " << t2 << ", " << costs.entries << " entries), link latency " << latency
        << "\n  diagnosis      " << diag.cycles << " cycles, " << diag.fd_packets << " FD packets, "
        << (diag.rv_packets ? std::to_string(diag.rv_packets) + " RV packets, " : std::string())
        << diag.commands << " commands\n";
      if (recover) {
        o << "  recovery       " << rec.cycles << " cycles, " << rec.fr_packets << " FR packets, tables "
          << (restored ? "restored bit for bit" : "NOT restored") << "\n";
      }
      o << "  walk           " << after.pairs << " pairs, " << after.unreachable_pairs << " unreachable ("
        << dead_dst << " to a dead router), " << after.dead_ends << " dead ends, longest path "
        << after.max_path_hops << " hops, highest VC " << after.max_vc;
      if (after.loops || after.failed_link_uses || after.dead_router_entries || after.wrong_ejections) {
        o << ", ERRORS: " << after.loops << " loops, " << after.failed_link_uses << " failed-link uses, "
          << after.dead_router_entries << " dead-router entries, " << after.wrong_ejections << " wrong ejections";
      }
      o << "\n";
      for (const auto& x : after.dead_end_examples) o << "  dead end       " << x << "\n";
      for (const auto& x : after.unreachable_examples) o << "  unreachable    " << x << "\n";
    }
    // Trace: in text mode before the summary's pair table, in JSON as two arrays.
    if (trace) {
      if (json) {
        o << ", \"trace\": [";
        for (std::size_t i = 0; i < diag_lines; ++i) o << (i ? ", " : "") << lines[i];
        o << "], \"recovery_trace\": [";
        for (std::size_t i = diag_lines; i < lines.size(); ++i) o << (i > diag_lines ? ", " : "") << lines[i];
        o << "]";
      } else {
        o << "diagnosis trace:\n";
        for (std::size_t i = 0; i < diag_lines; ++i) o << "  " << lines[i] << "\n";
        if (recover) {
          o << "recovery trace:\n";
          for (std::size_t i = diag_lines; i < lines.size(); ++i) o << "  " << lines[i] << "\n";
        }
      }
    }
    if (commands) {
      if (json) o << ", \"commands\": [";
      else o << "scheduler commands:\n";
      for (std::size_t i = 0; i < res.commands.size(); ++i) {
        const CommandRecord& c = res.commands[i];
        const std::string pkt = c.command.kind != CommandKind::LocalFault && c.command.kind != CommandKind::LocalRecovery
                                    ? to_string(c.command.packet) : std::string("-");
        if (json) {
          o << (i ? ", " : "") << "{\"router\": \"" << to_string(c.router) << "\", \"start\": " << c.start
            << ", \"end\": " << c.end << ", \"kind\": \"" << command_name(c.command.kind) << "\", \"port\": "
            << c.command.port << ", \"packet\": \"" << pkt << "\"}";
        } else {
          o << "  " << (i < res.diagnosis_commands ? "diag " : "rec  ") << c.start << ".." << c.end << "  "
            << to_string(c.router) << "  " << command_name(c.command.kind) << " port " << c.command.port << "  "
            << pkt << "\n";
        }
      }
      if (json) o << "]";
    }
    if (pairs_mode != "none") {
      if (json) o << ", \"pairs\": [";
      else o << "paths per pair (source router -> destination router: before -> after):\n";
      // Dead routers are not sources.
      bool first = true;
      for (int s = 0; s < d.num_routers(); ++s) {
        for (int t = 0; t < d.num_routers(); ++t) {
          if (s == t || !res.alive[static_cast<std::size_t>(s)]) continue;
          const std::uint64_t b = before.at(s, t), a = after.at(s, t);
          const int gb = before.groups_at(s, t), ga = after.groups_at(s, t);
          if (pairs_mode == "changed" && a == b && ga == gb) continue;
          const std::string src = to_string(d.router_at(s)), dst = to_string(d.router_at(t));
          if (json) {
            o << (first ? "" : ", ") << "{\"src\": \"" << src << "\", \"dst\": \"" << dst << "\", \"before\": " << b
              << ", \"after\": " << a << ", \"group_routes_before\": " << gb << ", \"group_routes_after\": " << ga
              << "}";
          } else {
            o << "  " << src << " -> " << dst << ": " << b << " -> " << a;
            if (gb || ga) o << "   (entering groups " << gb << " -> " << ga << ")";
            o << "\n";
          }
          first = false;
        }
      }
      if (json) o << "]";
    }
    if (json) o << "}\n";
    std::cout << o.str();
    return 0;
  });
}
