// doar-deadlock: checks a routing on a topology for deadlock with the core checker
// (core/deadlock/checker.hpp, docs/deadlock.md). Exit 0: deadlock free; 1: a witness cycle
// found (printed); 2: bad input.
#include <cmath>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "deadlock/checker.hpp"
#include "cli_common.hpp"
#include "cli_vocabulary.hpp"
#include "result_header.hpp"

namespace po = boost::program_options;
using namespace doar;

namespace {

// The version of doar-deadlock's JSON (result_header.hpp).
constexpr int kSchema = 1;

nlohmann::ordered_json json_report(const Topology& topo, const Routing& routing, WaitModel model, const DeadlockReport& rep) {
  nlohmann::ordered_json o;
  o["topology"] = topo.spec();
  o["routing"] = routing.name();
  o["vcs"] = routing.vcs();
  o["wait"] = wait_model_name(model);
  o["deadlock_free"] = rep.deadlock_free;
  o["channels"] = rep.channels;
  o["head_states"] = rep.head_states;
  o["dependencies"] = rep.dependencies;
  o["fixpoint_channels"] = rep.fixpoint_channels;
  o["escape_dependencies"] = rep.escape_dependencies;
  o["note"] = rep.note;
  o["seconds"] = std::round(rep.seconds * 1000) / 1000;  // milliseconds: the timer's use
  nlohmann::ordered_json witness = nlohmann::ordered_json::array();
  for (const WitnessStep& w : rep.witness) {
    nlohmann::ordered_json waits = nlohmann::ordered_json::array();
    for (int c : w.waits_on) waits.push_back(channel_name(topo, routing.vcs(), c));
    witness.push_back({{"channel", channel_name(topo, routing.vcs(), w.channel)},
                       {"dst_router", w.dst_router},
                       {"dst", w.dst_router >= 0 ? topo.router_label(w.dst_router) : ""},
                       {"waits_on", waits}});
  }
  o["witness"] = witness;
  return o;
}

}  // namespace

int main(int argc, char** argv) {
  return cli::run("doar-deadlock", [&]() {
    std::string spec, dfly, routing_name, wait, json, tie;
    int vcs = 0;
    po::options_description desc("Options");
    desc.add_options()
      ("help,h", "print this help")
      ("topology", po::value(&spec), cli::topology_help("not with --dfly").c_str())
      ("dfly", cli::dfly_value(&dfly), cli::dfly_short_help().c_str())
      ("routing", po::value(&routing_name)->required(), ("routing function: " + routing_names()).c_str())
      ("vcs", po::value(&vcs)->required(), "VCs per port (at least what the routing needs: TORUS_DOR 1 (2 for its dateline), GEAR 2, DUATO and GEAR3 3, MIN 2, DOAR 4, TCPG 1 (2 for its VC classes), TCPG_ADAPT 3, HT_LNF 1 (4 for deadlock freedom), UPDOWN 1, MTR and SHORTEST 1 (no escape: a witness) or 2 (escape UPDOWN on VC 0))")
      ("wait", po::value(&wait)->default_value("auto"), "how a blocked head waits: 'any' (takes whichever candidate frees first: greatest-fixpoint check), 'committed' (waits on the one candidate it was given: dependency-graph cycle check), 'escape' (Duato's condition on the routing's escape candidates: connected, acyclic extended dependency graph), 'auto' (any for adaptive routings, committed otherwise)")
      ("torus-tie", po::value(&tie)->default_value("nowrap"), "torus routings: direction at the half-ring tie, 'nowrap' (the paper's: never across the wrap link), 'split' (+ from even coordinates, - from odd) or 'random' (drawn per packet: every draw is checked); docs/topology.md")
      ("json", po::value(&json), "also write the report as JSON to this file ('-': to stdout, in place of the text)");
    po::variables_map vm;
    if (!cli::parse(argc, argv, desc, vm,
                    "doar-deadlock: check a routing for deadlock on a topology (docs/deadlock.md).\n"
                    "Usage: doar-deadlock [--topology T | --dfly P,A,H,G] --routing R --vcs N [--wait any|committed|escape|auto] [--json FILE]\n"
                    "Exit status: 0 deadlock free, 1 a witness was found and printed (any, committed: a deadlock;\n"
                    "escape: Duato's sufficient condition fails), 2 bad input.")) {
      return 0;
    }
    const auto topo = make_topology(cli::network_spec(vm, dfly, spec));
    RoutingOptions ropt;
    ropt.torus_tie = parse_torus_tie(tie);
    const auto routing = make_routing(routing_name, *topo, vcs, ropt);
    WaitModel model;
    if (wait == "any") model = WaitModel::Any;
    else if (wait == "committed") model = WaitModel::Committed;
    else if (wait == "escape") model = WaitModel::Escape;
    else if (wait == "auto") model = routing->adaptive() ? WaitModel::Any : WaitModel::Committed;
    else throw cli::UsageError("--wait must be any, committed, escape or auto, not '" + wait + "'");
    const DeadlockReport rep = check_deadlock(*topo, *routing, model);
    // --json -: the JSON on stdout in place of the text report.
    std::ostream discard(nullptr);
    std::ostream& text = json == "-" ? discard : std::cout;
    text << topo->name() << " " << routing->name() << " vcs=" << vcs << " wait=" << wait_model_name(model) << "\n"
              << "channels " << rep.channels << ", head states " << rep.head_states << ", dependencies "
              << rep.dependencies;
    if (model == WaitModel::Escape) text << ", escape dependencies " << rep.escape_dependencies;
    text << ", " << std::fixed << std::setprecision(3) << rep.seconds << " s\n";
    if (rep.deadlock_free) {
      text << "deadlock free\n";
    } else {
      if (model == WaitModel::Escape)
        text << "NOT SHOWN: Duato's condition fails: "
                  << (rep.note.empty() ? std::string("a cycle of extended escape dependencies:") : rep.note) << "\n";
      else if (model == WaitModel::Any)
        text << "DEADLOCK: a set of " << rep.fixpoint_channels
                  << " channels whose heads can only wait on each other; a cycle in it:\n";
      else
        text << "DEADLOCK: a cycle of channel dependencies:\n";
      for (const WitnessStep& w : rep.witness) {
        text << "  " << channel_name(*topo, vcs, w.channel);
        if (w.dst_router >= 0) {
          text << "  head to " << topo->router_label(w.dst_router) << " waits on";
          for (int c : w.waits_on) text << " " << channel_name(*topo, vcs, c);
        }
        text << "\n";
      }
    }
    if (!json.empty()) {
      nlohmann::ordered_json doc = json_report(*topo, *routing, model, rep);
      cli::add_result_header(doc, kSchema, desc, vm);
      if (json == "-") std::cout << doc.dump(2) << "\n";
      else cli::write_file(json, [&](std::ostream& f) { f << doc.dump(2) << "\n"; });
    }
    return rep.deadlock_free ? 0 : 1;
  });
}
