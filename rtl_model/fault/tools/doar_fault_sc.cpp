// doar-fault-sc: the faults (and recovery) of doar-fault on the pin-cycle SystemC fault units
// (rtl_model/fault/), compared with the core reference. doar-fault --model systemc runs this
// tool (SystemC elaborates once per process; core/ does not link SystemC).
// Output: one JSON object. Exit status 0 when the SystemC units agree with core, 1 when they
// do not, 2 on bad input.
#include <iostream>
#include <sstream>
#include <systemc>

#include "cli_common.hpp"
#include "cli_vocabulary.hpp"
#include "fault_list.hpp"
#include "result_header.hpp"
#include "systemc_harness.hpp"

namespace po = boost::program_options;
using namespace doar;

namespace {

// No SystemC banner on any stream (cli_common.hpp).
const int kQuietBanner = cli::quiet_systemc_banner();

const char* kUsage =
    "doar-fault-sc: fault diagnosis and recovery on the pin-cycle SystemC fault units, checked\n"
    "against the core reference (docs/fault_units.md).\n"
    "Usage: doar-fault-sc [--dfly P,A,H,G] --faults SPEC|FILE [--faults ...] [--recover]\n"
    "                     [--link-latency N] [--t1 N --t2 N] [--fr-rule entry|port]\n"
    "                     [--fault-rules e3|literal]\n"
    "Prints JSON: diagnosis_cycles, fd_packets, diagnosis_commands, recovery_cycles, fr_packets,\n"
    "recovery_commands, table_mismatches_*, stats_match_core, tables_restored, bench_cycles.";

}  // namespace

int sc_main(int argc, char* argv[]) {
  (void)kQuietBanner;
  return cli::run("doar-fault-sc", [&]() {
    std::string dfly, fr_rule = "entry";
    std::string fault_rules = table_reading_name(kDefaultTableReading);
    std::vector<std::string> fails;
    int latency = 0, t1 = 70, t2 = 70;
    po::options_description desc("Options");
    desc.add_options()
      ("help,h", "print this help")
      ("dfly", cli::dfly_value(&dfly), cli::dfly_help().c_str())
      ("faults", cli::faults_value(&fails)->required(), cli::faults_help().c_str())
      ("recover", "after diagnosis, recover every fault")
      ("link-latency", po::value(&latency)->default_value(latency), "cycles an FD/FR packet spends on a link")
      ("t1", cli::cycles_value(&t1), (std::string(cli::kT1Help) + "; t1 + t2 >= 8").c_str())
      ("t2", cli::cycles_value(&t2), cli::kT2Help)
      ("fr-rule", po::value(&fr_rule)->default_value(fr_rule), "entry (default) or port, as doar-fault")
      ("fault-rules", po::value(&fault_rules)->default_value(fault_rules), "e3 (default) or literal: the tables written, as doar-fault");
    po::variables_map vm;
    if (!cli::parse(argc, argv, desc, vm, kUsage)) return 0;
    const Dragonfly d = cli::make_dfly(dfly);
    // Bounds that keep the delay lines and the t1 + t2 sum in range (an int sum overflowed).
    if (latency < 0 || latency > 100000) throw cli::UsageError("--link-latency must be in 0..100000 cycles");
    if (t1 < 0 || t1 > 1000000 || t2 < 0 || t2 > 1000000) throw cli::UsageError("--t1 and --t2 must be in 0..1000000 cycles");
    if (fr_rule != "entry" && fr_rule != "port") throw cli::UsageError("--fr-rule must be entry or port");
    TableReading tables = kDefaultTableReading;
    if (!parse_table_reading(fault_rules.c_str(), tables)) throw cli::UsageError("--fault-rules must be e3 or literal");
    const std::vector<fault::FaultSpec> faults = fault::parse_faults(d, fault::fault_list(d, fails));
    fault::EngineRules rules;
    rules.fr = fr_rule == "port" ? fault::FrRule::Port : fault::FrRule::Entry;
    rules.tables = tables;
    const bool recover = vm.count("recover") > 0;
    const fault::Costs costs{t1, t2, entries_per_table(d)};
    const rtl::SystemcFaultRun run = rtl::run_systemc_faults(d, faults, costs, latency, rules, recover);
    nlohmann::ordered_json o;
    o["dfly"] = d.name();
    o["model"] = "systemc";
    o["fault_rules"] = table_reading_name(tables);
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const auto& f : faults) list.push_back(f.text);
    o["faults"] = list;
    o["link_latency"] = latency;
    o["t1"] = t1;
    o["t2"] = t2;
    o["entries"] = costs.entries;
    o["t_ld"] = costs.t_ld();
    o["t_gd"] = costs.t_gd();
    o["t_r"] = costs.t_r();
    o["diagnosis_cycles"] = run.diagnosis.cycles;
    o["fd_packets"] = run.diagnosis.fd_packets;
    o["diagnosis_commands"] = run.diagnosis.commands;
    o["table_mismatches_diagnosis"] = run.table_mismatches_diagnosis;
    if (recover) {
      o["recovery_cycles"] = run.recovery.cycles;
      o["fr_packets"] = run.recovery.fr_packets;
      o["recovery_commands"] = run.recovery.commands;
      o["table_mismatches_recovery"] = run.table_mismatches_recovery;
      o["tables_restored"] = run.restored;
    }
    const bool agree = run.stats_match_core && run.table_mismatches_diagnosis == 0 && run.table_mismatches_recovery == 0;
    o["stats_match_core"] = run.stats_match_core;
    o["agrees_with_core"] = agree;
    o["bench_cycles"] = run.bench_cycles;
    cli::add_result_header(o, 1, desc, vm);  // schema 1 of doar-fault-sc's JSON
    std::cout << cli::one_line(o) << "\n";
    return agree ? 0 : 1;
  });
}
