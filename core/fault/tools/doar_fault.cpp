// doar-fault: inject link/router faults into a dragonfly, run the fault diagnosis (and, with
// --recover, the recovery) of paper Algorithms 2 and 3 on the core reference until the
// network is quiet, then walk every router pair over the live tables.
#include <iostream>
#include <sstream>

#include "cli_common.hpp"
#include "cli_vocabulary.hpp"
#include "fault_list.hpp"
#include "result_header.hpp"
#include "fault_report.hpp"
#include "systemc_model.hpp"

namespace po = boost::program_options;
using namespace doar;
using namespace doar::fault;

namespace {

const char* kUsage =
    "doar-fault: fault diagnosis and recovery of DOAR (paper Algorithms 2, 3) on a dragonfly.\n"
    "Usage: doar-fault [--dfly P,A,H,G] --faults SPEC|FILE [--faults ...] [--recover]\n"
    "                  [--link-latency N] [--t1 N --t2 N] [--model core|systemc] [--fr-rule entry|port]\n"
    "                  [--fault-rules e3|literal]\n"
    "                  [--dead-router-rule] [--vc-guard] [--pairs all|changed|none] [--no-walk] [--trace]\n"
    "                  [--commands]\n"
    "                  [--json [FILE]]\n"
    "Fault SPECs: global:X:Y (the link between groups X and Y), local:g.b1:g.b2 (the link\n"
    "between routers b1 and b2 of group g), router:g.b (a whole router); a FILE lists them one a\n"
    "line. All faults happen at cycle 0; diagnosis runs until every FD has been processed. The\n"
    "walk counts, for every ordered router pair, the paths the tables allow before the faults\n"
    "and after diagnosis.\n"
    "--model core (default) runs this reference. --model systemc runs the same faults on the\n"
    "pin-cycle SystemC fault units: it starts doar-fault-sc from this program's directory, which\n"
    "simulates the units and compares their tables and figures with core; the cycles, packet\n"
    "and command counts and tables_restored printed are then the units' own, the walk is over\n"
    "core's tables (equal to the units' when agrees_with_core). --model systemc takes --dfly,\n"
    "--faults, --recover, --link-latency, --t1, --t2 (t1 + t2 >= 8), --fr-rule, --fault-rules, --pairs,\n"
    "--no-walk, --json; --dead-router-rule, --vc-guard, --trace and --commands are core only.\n"
    "Exit status 0; 1 when the SystemC units disagree with core; 2 with a one-line error on\n"
    "bad input. Readings and results: docs/fault.md, docs/fault_units.md.";

}  // namespace

int main(int argc, char** argv) {
  return cli::run("doar-fault", [&]() {
    std::string dfly, model = "core", pairs_mode = "all", fr_rule = "entry";
    std::string fault_rules = table_reading_name(kDefaultTableReading);
    std::vector<std::string> fails;
    int latency = 0, t1 = 70, t2 = 70;
    std::string json_to;  // --json [FILE|-]
    po::options_description desc("Options");
    desc.add_options()
      ("help,h", "print this help")
      ("dfly", cli::dfly_value(&dfly), cli::dfly_help().c_str())
      ("faults", cli::faults_value(&fails)->required(), cli::faults_help().c_str())
      ("recover", "after diagnosis, recover every fault (Algorithm 3) and check that every table is "
                  "restored bit for bit")
      ("link-latency", po::value(&latency)->default_value(latency), "cycles an FD/FR packet spends on a link")
      ("t1", cli::cycles_value(&t1), cli::kT1Help)
      ("t2", cli::cycles_value(&t2), cli::kT2Help)
      ("model", po::value(&model)->default_value(model),
       "core (default: this reference) or systemc (the pin-cycle SystemC fault units, run as "
       "doar-fault-sc from this program's directory and checked against core)")
      ("fr-rule", po::value(&fr_rule)->default_value(fr_rule),
       "when FR_act sends an FR through a port: entry (default: some entry of the port became "
       "accessible again) or port (the paper's text: and every entry of the port is valid)")
      ("fault-rules", po::value(&fault_rules)->default_value(fault_rules),
       "which tables the routers start from (DESIGN.md 6a): e3 (default: a global port's B-region "
       "entries also hold the destination-group refraction, taken only when table A has no port and "
       "in_vc <= 2, so a local fault's FDs stay in its group) or literal (Fig. 7(a) as the paper's "
       "worked cases read it)")
      ("dead-router-rule", "finer rule for router faults: a group that knows one of its routers is dead "
                           "takes back, with RV packets, the group-level invalidations its FDs caused "
                           "elsewhere (docs/fault.md)")
      ("vc-guard", "e3 only: a router whose global port keeps only refractions for a router of its group "
                   "tells the far group (VG packets) to stop refracting towards it, so that no packet arrives "
                   "there on VC 3 without a route; VR takes it back (docs/fault.md)")
      ("pairs", po::value(&pairs_mode)->default_value(pairs_mode), "per-pair path counts to print: all (default), changed, none")
      ("no-walk", "skip the walk over every router pair (for large topologies: it visits every pair)")
      ("trace", "print every FD/FR packet: cycle, from, to, address, prefix, tag")
      ("commands", "print every scheduler command: router, start and end cycle, kind, port, packet")
      ("json", cli::json_target_value(&json_to), "print JSON instead of text, to FILE ('-' or no value: stdout)");
    po::variables_map vm;
    if (!cli::parse(argc, argv, desc, vm, kUsage)) return 0;
    const Dragonfly d = cli::make_dfly(dfly);
    if (latency < 0) throw cli::UsageError("--link-latency must be >= 0");
    if (t1 < 0 || t2 < 0) throw cli::UsageError("--t1 and --t2 must be >= 0");
    if (pairs_mode != "all" && pairs_mode != "changed" && pairs_mode != "none") {
      throw cli::UsageError("--pairs must be all, changed or none");
    }
    cli::JsonTarget json_out(json_to);
    if (model != "core" && model != "systemc") throw cli::UsageError("--model must be core or systemc");
    const bool systemc = model == "systemc";
    if (systemc) {
      for (const char* o : {"dead-router-rule", "vc-guard", "trace", "commands"}) {
        if (vm.count(o)) {
          throw cli::UsageError(std::string("--model systemc does not support --") + o +
                                " (the SystemC fault units do not implement it; use --model core)");
        }
      }
    }
    if (fr_rule != "entry" && fr_rule != "port") throw cli::UsageError("--fr-rule must be entry or port");
    TableReading tables = kDefaultTableReading;
    if (!parse_table_reading(fault_rules.c_str(), tables)) throw cli::UsageError("--fault-rules must be e3 or literal");
    const std::vector<FaultSpec> faults = parse_faults(d, fault_list(d, fails));
    // Every router keeps configured and live tables of every port (~400 bytes per entry with
    // its route options): refuse what would not fit rather than be killed half-way.
    const double bytes = 400.0 * d.num_routers() * d.radix() * entries_per_table(d);
    if (bytes > 4e9) {
      throw cli::UsageError(d.name() + " needs about " + std::to_string(static_cast<long>(bytes / 1e9)) +
                            " GB of tables in the network reference (limit 4 GB)");
    }
    const bool json = vm.count("json") > 0, trace = vm.count("trace") > 0, recover = vm.count("recover") > 0;

    ScenarioOptions opt;
    opt.costs = {t1, t2, entries_per_table(d)};
    opt.link_latency = latency;
    opt.recover = recover;
    opt.rules.fr = fr_rule == "port" ? FrRule::Port : FrRule::Entry;
    opt.rules.dead_router = vm.count("dead-router-rule") > 0;
    opt.rules.vc_guard = vm.count("vc-guard") > 0;
    opt.rules.tables = tables;
    const bool commands = vm.count("commands") > 0;
    opt.trace = trace || commands;
    const bool walk = vm.count("no-walk") == 0;
    opt.census_after = walk;
    if (!walk) pairs_mode = "none";
    // --model systemc first: its errors (t1 + t2 too small for the units' pipelines, ...) come
    // before the core run that gives the walk.
    std::optional<systemc_model::Figures> sc;
    if (systemc) {
      std::vector<std::string> args{"--dfly", dfly};
      for (const auto& f : faults) args.insert(args.end(), {"--faults", f.text});
      if (recover) args.push_back("--recover");
      args.insert(args.end(), {"--link-latency", std::to_string(latency), "--t1", std::to_string(t1), "--t2",
                               std::to_string(t2), "--fr-rule", fr_rule, "--fault-rules", fault_rules});
      sc = systemc_model::run(args, recover);
    }
    ScenarioResult res = run_scenario(d, faults, opt);
    if (sc) {
      res.diagnosis = sc->diagnosis;
      res.recovery = sc->recovery;
      res.restored = sc->restored;
    }
    report::Request q;
    q.faults = faults;
    q.link_latency = latency;
    q.t1 = t1;
    q.t2 = t2;
    q.recover = recover;
    q.walk = walk;
    q.trace = trace;
    q.commands = commands;
    q.pairs = pairs_mode;
    q.fault_rules = tables;
    if (sc) q.systemc = sc->check;
    std::ostringstream o;
    if (json) {
      nlohmann::ordered_json j = report::json(d, q, res);
      cli::add_result_header(j, 1, desc, vm);  // schema 1 of doar-fault's JSON
      o << cli::one_line(j) << "\n";
    } else {
      report::text(o, d, q, res);
    }
    std::cout << o.str();
    json_out.finish();
    return sc && !sc->check.agrees_with_core ? 1 : 0;
  });
}
