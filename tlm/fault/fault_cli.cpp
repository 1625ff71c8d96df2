#include "fault_cli.hpp"

#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <stdexcept>
#include "cli_common.hpp"
#include "cli_vocabulary.hpp"
#include "fault_list.hpp"
#include "fault_plan.hpp"
#include "timeline.hpp"

namespace po = boost::program_options;

namespace doar::net {

namespace {

// The timeline plotter: beside an installed doar-sim (<prefix>/share/doar/scripts/, from
// `cmake --install`), else in the source tree doar-sim was built from.
std::string plot_script() {
  const char* rel = "scripts/experiments/plot_timeline.py";
  char exe[4096];
  const ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0) {
    const std::string path(exe, static_cast<std::size_t>(n));
    const std::string installed = path.substr(0, path.rfind('/')) + "/../share/doar/" + rel;
    if (access(installed.c_str(), R_OK) == 0) return installed;
  }
  return std::string(DOAR_SOURCE_DIR) + "/" + rel;
}

}  // namespace


void add_fault_options(po::options_description& desc, SimConfig& c, FaultCli& o) {
  FaultOptions& f = c.faults;
  po::options_description fd("Faults and time series (docs/faults_sim.md)");
  fd.add_options()
    ("link-faults", po::value(&f.link_faults)->default_value(0), "fail N links chosen at random from --seed")
    ("router-faults", po::value(&f.router_faults)->default_value(0), "fail N routers chosen at random from --seed")
    ("faults", cli::faults_value(&o.faults), cli::faults_help("they fail at --fault-at").c_str())
    ("fault-at", po::value(&f.fault_at)->default_value(0), "cycle at which the faults happen")
    ("repair-at", po::value(&f.repair_at)->default_value(-1), "cycle at which every failed link comes back and every dead router restarts empty with its configured tables (-1: never)")
    ("dead-router-rule", po::bool_switch(&f.dead_router_rule), "core's optional dead-router rule (RV packets)")
    ("vc-guard", po::bool_switch(&f.vc_guard),
     "core's VC guard (e3 only; docs/fault.md): a router whose global port keeps only refractions for a router "
     "of its group tells the far group (VG packets) to stop refracting towards it, so that no packet arrives "
     "there on VC 3 without a route; VR takes it back at the repair")
    ("fault-rules", po::value(&o.fault_rules)->default_value(o.fault_rules),
     "DOAR's table reading (DESIGN.md 6a): e3 (default: a global port's B-region entries also hold the "
     "destination-group refraction, taken only when table A has no port and in_vc <= 2, so a local fault's "
     "FDs stay in its group) or literal (Fig. 7(a) as the paper's worked fault cases read it); fault-free "
     "routing is the same under both")
    ("instant-diagnosis", po::bool_switch(&f.instant_diagnosis),
     "DOAR, for analysis: diagnosis takes no time; at --fault-at every router's tables become the ones core's "
     "reference diagnosis ends with (no FD packets, no diagnosis transient); repair still runs FR as usual")
    ("sim-reconfig-cycles", po::value(&f.sim_reconfig)->default_value(0),
     "--routing SIM: cycles from a fault (or repair) until the central manager's new routes take effect; "
     "meanwhile routes use the old graph and packets sent onto a failed link are lost (default 0: at once)")
    ("fault-entries", po::value(&f.entries)->default_value(0), "et_num of the fault timing model (0: this dragonfly's entries; chip: 560)")
    ("t1", cli::cycles_value(&f.t1), cli::kT1Help)
    ("t2", cli::cycles_value(&f.t2), cli::kT2Help)
    ("timeline", po::value(&o.timeline), "write the time series to FILE (CSV)")
    ("window", po::value(&f.window)->default_value(f.window), "time-series window, cycles")
    ("plot", po::bool_switch(&o.plot), "with --timeline: also a PNG (FILE with .png)")
    ("timeline-detail", po::bool_switch(&f.timeline_detail),
     "with --timeline: six more columns per window: offered load, packets refused by full source queues, "
     "source backlog, share of packets over two global links, mean hops, share of CongG bits set")
    ("fault-report", po::value(&o.report), "write the fault accounting of the run to FILE (JSON)")
    ("loss-log", po::value(&o.loss_log),
     "write every dropped packet to FILE (CSV): cycle, kind (lost, dead_end, unreachable), router, input port "
     "and its kind, VC, chosen output port, hops, source, destination, creation and injection cycles, whether "
     "the router's fault engine still had work, whether it was injected after diagnosis ended");
  desc.add(fd);
}

void apply_fault_options(const po::variables_map& vm, SimConfig& c, FaultCli& o) {
  if (!parse_table_reading(o.fault_rules.c_str(), c.faults.tables)) {
    throw std::invalid_argument("--fault-rules must be e3 or literal");
  }
  if (vm.count("faults")) c.faults.specs = fault::fault_list(Dragonfly(c.dfly), o.faults);
  c.faults.timeline = !o.timeline.empty();
  c.faults.loss_log = !o.loss_log.empty();
  if (c.faults.loss_log && !c.faults.any_fault()) throw std::invalid_argument("--loss-log needs faults");
  if (o.plot && o.timeline.empty()) throw std::invalid_argument("--plot needs --timeline FILE");
  if (c.faults.timeline_detail && o.timeline.empty()) throw std::invalid_argument("--timeline-detail needs --timeline FILE");
}

namespace {

void write_report_json(std::ostream& os, const FaultReport& r, const nlohmann::ordered_json& header) {
  nlohmann::ordered_json j;
  j["faults"] = r.faults;
  j["fault_rules"] = table_reading_name(r.fault_rules);
  j["dead_routers"] = r.dead_routers;
  j["live_nodes"] = r.live_nodes;
  j["injected"] = r.injected;
  j["delivered"] = r.delivered;
  j["lost"] = r.lost;
  j["lost_dead_end"] = r.lost_dead_end;
  j["unreachable"] = r.unreachable;
  j["in_flight"] = r.in_flight;
  j["balanced"] = r.balanced();
  j["fd_packets"] = r.fd_packets;
  j["fr_packets"] = r.fr_packets;
  j["rv_packets"] = r.rv_packets;
  j["commands"] = r.commands;
  j["fault_at"] = r.fault_at;
  j["repair_at"] = r.repair_at;
  j["instant_diagnosis"] = r.instant_diagnosis;
  j["diagnosis_end"] = r.diagnosis_end;
  j["recovery_end"] = r.recovery_end;
  j["fd_commands_after_repair"] = r.fd_commands_after_repair;
  j["engines_busy_at_end"] = r.engines_busy_at_end;
  j["last_loss"] = r.last_loss;
  j["lost_after_diagnosis"] = r.lost_after_diagnosis;
  j["lost_injected_after_diagnosis"] = r.lost_injected_after_diagnosis;
  j["lost_after_repair"] = r.lost_after_repair;
  // Digests as strings: 64-bit values that a reader's double would round.
  j["tables_digest"] = std::to_string(r.tables_digest);
  j["configured_digest"] = std::to_string(r.configured_digest);
  j["tables_restored"] = r.tables_restored();
  for (const auto& [k, v] : header.items()) j[k] = v;  // schema, version, config (result_header.hpp)
  os << j.dump(2) << "\n";
}

// --loss-log: one row per dropped packet. `after_diagnosis`: injected after the last command
// of diagnosis and dropped before any repair (the packets the report's
// lost_injected_after_diagnosis counts, with the unreachable ones besides).
void write_loss_log(std::ostream& os, const Dragonfly& d, const FaultReport& r) {
  os << "cycle,kind,router,in_port,in_kind,in_vc,out_port,hops,src,dst,created,injected,router_busy,after_diagnosis\n";
  auto kind = [&](int port) {
    if (port < 0) return "";
    switch (d.port_kind(port)) {
      case PortKind::Terminal: return "terminal";
      case PortKind::Local: return "local";
      case PortKind::Global: return "global";
    }
    return "";
  };
  for (const DropRecord& x : r.drops) {
    const RouterId rt = d.router_at(x.router);
    const NodeAddr s = d.node_at(x.src_node), t = d.node_at(x.dst_node);
    const bool before_repair = r.repair_at < 0 || static_cast<std::int64_t>(x.cycle) < r.repair_at;
    const bool after = r.diagnosis_end >= 0 && before_repair && static_cast<std::int64_t>(x.injected) > r.diagnosis_end;
    os << x.cycle << ',' << x.kind << ',' << rt.gid << '.' << rt.bid << ',' << x.in_port << ',' << kind(x.in_port) << ','
       << x.in_vc << ',' << x.out_port << ',' << x.hops << ',' << s.gid << '.' << s.bid << '.' << s.nid << ',' << t.gid << '.'
       << t.bid << '.' << t.nid << ',' << x.created << ',' << x.injected << ',' << (x.router_busy ? 1 : 0) << ','
       << (after ? 1 : 0) << '\n';
  }
}

}  // namespace

void write_fault_outputs(std::ostream& os, const SimConfig& c, const std::vector<PointResult>& pts, const FaultCli& o,
                         bool quiet, const nlohmann::ordered_json& header) {
  if (!c.faults.active()) return;
  if (pts.size() != 1 || !pts[0].fault.active) {
    if (o.single_point_only()) {
      throw std::invalid_argument("--fault-report, --timeline and --loss-log need a single point (--rate)");
    }
    return;
  }
  const FaultReport& r = pts[0].fault;
  if (!quiet && c.faults.any_fault()) {
    os << "faults: " << r.faults.size() << " (" << r.dead_routers << " routers dead) at cycle " << r.fault_at
       << ", fault rules " << table_reading_name(r.fault_rules);
    if (r.repair_at >= 0) os << ", repaired at " << r.repair_at;
    os << "\npackets: injected " << r.injected << " = delivered " << r.delivered << " + lost " << r.lost
       << " (dead ends " << r.lost_dead_end << ") + unreachable " << r.unreachable << " + in flight " << r.in_flight
       << (r.balanced() ? "  [balanced]" : "  [NOT BALANCED]") << "\n";
    os << "fault engines: " << r.commands << " commands, " << r.fd_packets << " FD, " << r.fr_packets << " FR";
    if (r.rv_packets) os << ", " << r.rv_packets << " RV";
    if (r.instant_diagnosis) {
      os << "; diagnosis instant (core's diagnosed tables from cycle " << r.fault_at << ")";
    } else {
      os << "; diagnosis done at cycle " << r.diagnosis_end;
    }
    if (r.fd_commands_after_repair) os << " (cut by the repair: " << r.fd_commands_after_repair << " FDs processed after it)";
    if (r.repair_at >= 0) os << ", recovery done at cycle " << r.recovery_end;
    if (r.engines_busy_at_end) os << " (unfinished: " << r.engines_busy_at_end << " routers still busy at the end)";
    os << "; last loss at cycle " << r.last_loss << ", " << r.lost_after_diagnosis << " lost after diagnosis ("
       << r.lost_injected_after_diagnosis << " injected after it)"
       << (r.repair_at >= 0 ? ", " + std::to_string(r.lost_after_repair) + " after the repair" : std::string())
       << "; tables " << (r.tables_restored() ? "equal" : "differ from") << " the fault-free configuration\n";
  }
  if (!o.report.empty()) cli::write_file(o.report, [&](std::ostream& f) { write_report_json(f, r, header); });
  if (!o.loss_log.empty()) {
    const Dragonfly d(c.dfly);
    cli::write_file(o.loss_log, [&](std::ostream& f) { write_loss_log(f, d, r); });
    cli::write_file(o.loss_log + ".meta", [&](std::ostream& f) { f << header.dump(2) << "\n"; });
  }
  if (!o.timeline.empty()) {
    cli::write_file(o.timeline, [&](std::ostream& f) { write_timeline_csv(f, r, r.live_nodes, c.faults.timeline_detail); });
    cli::write_file(o.timeline + ".meta", [&](std::ostream& f) { f << header.dump(2) << "\n"; });  // the CSV's header
    if (o.plot) {
      std::string png = o.timeline;
      const auto dot = png.rfind('.');
      png = (dot == std::string::npos ? png : png.substr(0, dot)) + ".png";
      const std::string cmd = "/usr/bin/python3 '" + plot_script() + "' '" +
                              o.timeline + "' '" + png + "' " + std::to_string(r.fault_at) + " " +
                              std::to_string(r.repair_at);
      if (std::system(cmd.c_str()) != 0) throw std::runtime_error("plotting the timeline failed: " + cmd);
    }
  }
}

}  // namespace doar::net
