// doar-cosim: runs one co-simulation bench (the Verilated Verilog beside the rtl_model
// SystemC module, one stimulus, every output pin compared every cycle). docs/cosim.md.
// Exit status: 0 no mismatch, 1 mismatch, 2 bad input or a block that is not built yet.
#include <iostream>
#include <string>
#include <systemc>
#include <vector>

// Verilator's SystemC runtime expects systemc.h (names in the global scope), as its own
// generated headers include it.
#include "systemc.h"
#include "verilated_sc.h"
#include "verilated.h"

#include "bench_registry.hpp"
#include "cli_common.hpp"
#include "cli_vocabulary.hpp"
#include "result_header.hpp"
#include "doar_congested.hpp"

namespace po = boost::program_options;
using namespace doar;

namespace {

// No SystemC banner on any stream (cli_common.hpp).
const int kQuietBanner = cli::quiet_systemc_banner();
// The version of doar-cosim's --json format (core/tools/result_header.hpp).
constexpr int kJsonSchema = 1;

// Every block the issue names; the ones whose SystemC model has not landed are not registered.
const char* const kBlocks[] = {"rcu", "tables", "congestion", "fault", "router", "router_core"};

// The mutants compiled into this executable (CMakeLists.txt; empty in a faithful build).
std::vector<std::string> built_mutants() { return cli::split_list(DOAR_COSIM_MUTANTS); }

// Switches one mutant of the Verilog on: its hook reads the plusarg at time 0.
void select_mutant(const std::string& name) {
  const auto built = built_mutants();
  std::string list;
  bool found = false;
  for (const auto& m : built) {
    found = found || m == name;
    list += (list.empty() ? "" : ", ") + m;
  }
  if (!found) {
    throw cli::UsageError("mutant '" + name + "' is not built into this executable (" +
                          (built.empty() ? std::string("it has none; doar-cosim-mutants has the suite") : list) + ")");
  }
  static std::string arg;  // Verilated keeps the pointers
  arg = "+" + name;
  static const char* argv[] = {"doar-cosim", nullptr};
  argv[1] = arg.c_str();
  Verilated::commandArgs(2, argv);
}

int cosim_main(int argc, char** argv) {
  cosim::Options opt;
  long long seed = 1;
  std::string fault_rules = table_reading_name(kDefaultTableReading);
  std::string congested = congested_rule_name(kDefaultCongestedRule);
  std::string mutant, json_to;
  po::options_description desc("Options");
  desc.add_options()("help,h", "this text")
      ("block", po::value<std::string>(&opt.block)->required(), "rcu | tables | congestion | fault | router | router_core")
      ("cycles", po::value<long>(&opt.cycles)->default_value(20000), "cycles to compare")
      ("seed", po::value<long long>(&seed)->default_value(1), "stimulus seed")
      ("vcd", po::value<std::string>(&opt.vcd), "write the last --vcd-window cycles of both sides here")
      ("vcd-window", po::value<long>(&opt.vcd_window)->default_value(4096), "cycles kept for the VCD")
      ("fault-rules", po::value<std::string>(&fault_rules)->default_value(fault_rules),
       "table reading the rcu and fault benches configure (DESIGN.md 6a): e3 (default) or literal")
      ("doar-congested", po::value<std::string>(&congested)->default_value(congested),
       "rcu: DOAR's rule under congestion (core/doar_congested.hpp) of both sides: exit-local (default), exit "
       "or paper (the last two Verilated at 2,4,2,9 only)")
      ("port", po::value<std::string>(&opt.port)->default_value("all"),
       "rcu: input port kind terminal | local | global, or all (the three side by side)")
      ("dfly", cli::dfly_value(&opt.dfly),
       cli::dfly_help("rcu, router, router_core: the Verilated model's (rcu: 2,4,2,9, 6,12,6,73 and "
                      "16,32,16,512; router and router_core: 2,4,2,9 and 3,6,3,19)").c_str())
      ("router", po::value<std::string>(&opt.router),
       "rcu, router, router_core: router G.B of that dragonfly (default: the one built for it; rcu 3.1, 40.7 "
       "or 5.3, router 3.1, router_core 3.1 or 5.2)")
      ("mutant", po::value<std::string>(&mutant),
       "switch on one mutant of the Verilog (DOAR_MUT_*; only in doar-cosim-mutants, docs/cosim.md)")
      ("json", cli::json_target_value(&json_to), "print the result as one JSON object, to FILE ('-' or no value: stdout)");
  po::variables_map vm;
  if (!cli::parse(argc, argv, desc, vm,
                  "usage: doar-cosim --block rcu|tables|congestion|fault|router|router_core --cycles N --seed S [--vcd F] [--json [FILE]]\n"
                  "                  [--port terminal|local|global|all --dfly P,A,H,G --router G.B] [--mutant NAME]")) {
    return 0;
  }
  if (opt.cycles < 1) throw cli::UsageError("--cycles must be at least 1");
  if (!parse_table_reading(fault_rules.c_str(), opt.tables)) throw cli::UsageError("--fault-rules must be e3 or literal");
  if (seed < 0) throw cli::UsageError("--seed must not be negative");
  if (!parse_congested_rule(congested, opt.congested)) {
    throw cli::UsageError("--doar-congested must be exit-local, exit or paper");
  }
  opt.seed = static_cast<std::uint64_t>(seed);
  bool known = false;
  for (const char* b : kBlocks) known = known || opt.block == b;
  if (!known) throw cli::UsageError("unknown block '" + opt.block + "' (rcu, tables, congestion, fault, router, router_core)");
  if (opt.block != "rcu" && (!vm["port"].defaulted() || !vm["doar-congested"].defaulted())) {
    throw cli::UsageError("--port and --doar-congested apply to --block rcu only");
  }
  if (opt.block != "rcu" && opt.block != "router" && opt.block != "router_core" &&
      (!vm["dfly"].defaulted() || vm.count("router"))) {
    throw cli::UsageError("--dfly and --router apply to --block rcu, router and router_core only");
  }
  if (vm.count("mutant")) {
    select_mutant(mutant);
  } else {
    static const char* argv0[] = {"doar-cosim"};  // the mutant hooks read the (empty) plusargs
    Verilated::commandArgs(1, argv0);
  }
  const auto it = cosim::benches().find(opt.block);
  if (it == cosim::benches().end()) {
    throw cli::UsageError("block '" + opt.block + "' is not built yet in this executable (its SystemC model "
                          "or Verilog is not in the tree; see docs/cosim.md)");
  }
  // sc_stop ends every run; its info message is noise here.
  sc_core::sc_report_handler::set_actions("/OSCI/SystemC", sc_core::SC_INFO, sc_core::SC_DO_NOTHING);
  cli::JsonTarget json_out(json_to);
  const cosim::Result r = it->second(opt);
  const double rate = r.seconds > 0 ? static_cast<double>(r.cycles) / r.seconds : 0.0;
  if (vm.count("json")) {
    // One line, written by the library: the cosim tests grep it, scripts parse it.
    nlohmann::ordered_json j;
    j["block"] = opt.block;
    j["cycles"] = r.cycles;
    j["mismatches"] = r.mismatches;
    j["rtl_cycles_per_second"] = static_cast<long long>(rate);
    j["seed"] = opt.seed;
    j["pins"] = r.pins;
    j["first_mismatch_cycle"] = r.first_mismatch;
    j["fault_rules"] = table_reading_name(opt.tables);
    if (opt.block == "rcu") j["doar_congested"] = congested_rule_name(opt.congested);
    j["counts"] = nlohmann::ordered_json::object();
    for (const auto& c : r.counts) j["counts"][c.first] = c.second;
    j["idle_pins"] = r.idle_pins;
    cli::add_result_header(j, kJsonSchema, desc, vm);
    std::cout << cli::one_line(j) << "\n";
    json_out.finish();
  } else {
    std::cout << opt.block << ": " << r.cycles << " cycles, " << r.pins << " output pins compared each cycle, "
              << r.mismatches << " mismatches, " << static_cast<long long>(rate) << " cycles/s (seed " << opt.seed
              << ")\n";
    for (const auto& p : r.idle_pins) std::cout << "  idle pin (never changed): " << p << "\n";
    std::cout << "  fault rules " << table_reading_name(opt.tables);
    for (const auto& c : r.counts) std::cout << ", " << c.first << " " << c.second;
    std::cout << "\n";
  }
  return r.mismatches ? 1 : 0;
}

}  // namespace

int sc_main(int argc, char** argv) {
  (void)kQuietBanner;
  return cli::run("doar-cosim", [&] { return cosim_main(argc, argv); });
}
