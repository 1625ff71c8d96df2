// doar-rcu-check: configures the tables of one router port from core/ through the SystemC
// RCU's configuration port, drives back-to-back random heads with congestion bitmaps that
// change every cycle, and compares every result with core's decide_reference() (docs/rcu.md).
#include <algorithm>
#include <chrono>
#include <ctime>
#include <fstream>
#include <cstdlib>
#include <iomanip>
#include <cmath>
#include <iostream>
#include <memory>
#include <sstream>

#include "cli_common.hpp"
#include "cli_vocabulary.hpp"
#include "fault_list.hpp"
#include "result_header.hpp"
#include "network_driver.hpp"
#include "random_stream.hpp"
#include "rcu_scoreboard.hpp"

namespace po = boost::program_options;
using namespace doar;
using namespace doar::rcutb;

namespace {

struct Options {
  std::string dfly, router = "0.0", vcd;
  std::vector<std::string> faults;
  int port = 0;
  long requests = 10000;
  long long seed = 1;
  double idle = 0.0, cfg_writes = 0.0;
  bool json = false;
  std::string fault_rules = table_reading_name(kDefaultTableReading);
  std::string congested = congested_rule_name(kDefaultCongestedRule);
  nlohmann::ordered_json header;  // schema, version, config (result_header.hpp)
};

// CPU time of this process: the speed figure that stays meaningful on a shared machine.
double cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

std::string vcd_base(const std::string& file) {
  // sc_create_vcd_trace_file appends ".vcd" itself.
  const std::string ext = ".vcd";
  if (file.size() > ext.size() && file.compare(file.size() - ext.size(), ext.size(), ext) == 0) {
    return file.substr(0, file.size() - ext.size());
  }
  return file;
}

int check(const Options& o) {
  const Dragonfly d = cli::make_dfly(o.dfly);
  const RouterId r = parse_router(o.router);
  d.check(r);
  if (o.port < 0 || o.port >= d.radix()) {
    throw cli::UsageError("--port " + std::to_string(o.port) + " is outside 0.." + std::to_string(d.radix() - 1) +
                          " of " + d.name());
  }
  if (o.requests < 1 || o.requests > 1000000000L) throw cli::UsageError("--requests must be 1..1000000000");
  if (o.idle < 0.0 || o.idle >= 100.0) throw cli::UsageError("--idle must be a percentage in [0, 100)");
  if (o.cfg_writes < 0.0 || o.cfg_writes > 100.0) throw cli::UsageError("--cfg-writes must be a percentage in [0, 100]");
  if (o.seed < 0) throw cli::UsageError("--seed must be >= 0");
  if (!o.vcd.empty() && !std::ofstream(vcd_base(o.vcd) + ".vcd")) {
    throw cli::UsageError("--vcd: cannot write " + vcd_base(o.vcd) + ".vcd");
  }

  CongestedRule rule = kDefaultCongestedRule;
  if (!parse_congested_rule(o.congested, rule)) {
    throw cli::UsageError("--doar-congested must be exit-local, exit or paper");
  }
  auto tb = std::make_unique<RcuHarness>("tb", rcu_params(d, r, o.port, rule));
  sc_core::sc_trace_file* tf = nullptr;
  if (!o.vcd.empty()) {
    tf = sc_core::sc_create_vcd_trace_file(vcd_base(o.vcd).c_str());
    tb->trace(tf);
  }
  // The port's tables: Fig. 7(a) as configured, or as core/fault leaves them after
  // diagnosing the given faults (Algorithm 2 over the whole network).
  TableReading tables = kDefaultTableReading;
  if (!parse_table_reading(o.fault_rules.c_str(), tables)) throw cli::UsageError("--fault-rules must be e3 or literal");
  PortTables configured = configure_port(d, r, o.port, tables);
  int changed = 0;  // entries the diagnosis rewrote
  const std::vector<std::string> fault_texts = fault::fault_list(d, o.faults);  // files read, duplicates refused
  if (!fault_texts.empty()) {
    const std::vector<fault::FaultSpec> specs = fault::parse_faults(d, fault_texts);
    fault::EngineRules rules;
    rules.tables = tables;
    fault::FaultNetwork net(d, fault::Costs{}, 0, rules);
    net.fail(specs);
    const PortTables& live = net.live(r, o.port);
    for (std::size_t i = 0; i < live.a.size(); ++i) changed += (live.a[i] != configured.a[i]) + (live.b[i] != configured.b[i]);
    for (std::size_t i = 0; i < live.c.size(); ++i) changed += live.c[i] != configured.c[i];
    configured = live;
  }
  tb->reset_and_configure(configured);

  Scoreboard sb(d, r, o.port, configured, rule);
  RandomStream rs(d, r, o.port, static_cast<std::uint64_t>(o.seed));
  PortTables writer_view = configured;
  long issued = 0, first_req = -1, last_req = -1, writes = 0;
  // Time spent in the testbench's own work (random stimulus, core reference), so that the
  // speed of the RCU model alone can be reported as well.
  using clk = std::chrono::steady_clock;
  clk::duration tb_time{};
  tb->stimulus = [&](long cycle, Request& req, CongInput& cong) {
    const auto s0 = clk::now();
    if (issued < o.requests && (o.idle == 0.0 || !rs.chance(o.idle / 100.0))) {
      req = rs.request();
      sb.on_request(cycle, req);
      if (first_req < 0) first_req = cycle;
      last_req = cycle;
      ++issued;
    }
    cong = rs.congestion();
    sb.on_cong(cycle, cong);
    if (o.cfg_writes > 0.0 && issued < o.requests && tb->cfg_pending() < 4 && rs.chance(o.cfg_writes / 100.0)) {
      tb->queue_cfg(rs.table_write(configured, writer_view));
      ++writes;
    }
    tb_time += clk::now() - s0;
  };
  tb->on_result = [&](long cycle, const ResultPins& res) {
    const auto s0 = clk::now();
    sb.on_result(cycle, res);
    tb_time += clk::now() - s0;
  };
  tb->on_cfg_done = [&](const CfgDone& done) { sb.on_cfg_done(done); };

  const long start_cycle = tb->cycle();
  const auto t0 = std::chrono::steady_clock::now();
  const double cpu0 = cpu_seconds();
  while (issued < o.requests) tb->run(std::min(1000L, o.requests - issued));
  // Drain: the last results within 4 cycles, queued table writes in the now idle cycles.
  // A bound turns a hang (a result or a grant that never comes) into a failure.
  const long drain_limit = tb->cycle() + 16 + 4 * static_cast<long>(tb->cfg_pending());
  while ((!sb.idle() || tb->cfg_pending() > 0) && tb->cycle() < drain_limit) tb->run(1);
  tb->run(2);
  const bool drained = sb.idle() && tb->cfg_pending() == 0;
  if (!drained) std::cerr << "doar-rcu-check: pipeline or configuration port did not drain\n";
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const double cpu_secs = cpu_seconds() - cpu0;
  const long cycles = tb->cycle() - start_cycle;
  if (tf) sc_core::sc_close_vcd_trace_file(tf);

  const bool ok = drained && sb.mismatches() == 0 && sb.checked() == issued;
  const double rpc = issued / static_cast<double>(last_req - first_req + 1);
  const double cps = secs > 0 ? cycles / secs : 0.0;
  const double cpu_cps = cpu_secs > 0 ? cycles / cpu_secs : 0.0;
  // The testbench's share of the wall time, taken off the CPU time as well.
  const double tb_share = secs > 0 ? std::chrono::duration<double>(tb_time).count() / secs : 0.0;
  const double model_cps = cpu_secs > 0 ? cycles / (cpu_secs * (1.0 - tb_share)) : 0.0;
  for (const auto& m : sb.messages()) std::cerr << "doar-rcu-check: mismatch: " << m << "\n";
  if (o.json) {
    nlohmann::ordered_json j;
    j["requests"] = issued;
    j["mismatches"] = sb.mismatches();
    j["latency_cycles"] = sb.max_latency();
    j["requests_per_cycle"] = std::round(rpc * 1000) / 1000;  // speed figures: the digits they merit
    j["sim_cycles_per_second"] = std::llround(cps);
    j["sim_cycles_per_cpu_second"] = std::llround(cpu_cps);
    j["model_cycles_per_cpu_second"] = std::llround(model_cps);
    j["dfly"] = d.name();
    j["router"] = to_string(r);
    j["port"] = o.port;
    j["port_kind"] = d.port_kind(o.port) == PortKind::Terminal ? "terminal"
                     : d.port_kind(o.port) == PortKind::Local  ? "intra-group"
                                                               : "global";
    j["doar_congested"] = congested_rule_name(rule);
    j["faults"] = fault_texts;
    j["fault_rules"] = table_reading_name(tables);
    j["refraction_heads"] = sb.refraction_heads();
    j["refracted"] = sb.refracted();
    j["entries_changed_by_faults"] = changed;
    j["table_writes"] = writes;
    j["unrouted"] = sb.unrouted();
    nlohmann::ordered_json classes = nlohmann::ordered_json::object();
    for (int c = 0; c < 8; ++c) classes[hop_class_name(static_cast<HopClass>(c))] = sb.count(static_cast<HopClass>(c));
    j["classes"] = classes;
    for (const auto& [k, v] : o.header.items()) j[k] = v;  // schema, version, config (result_header.hpp)
    std::cout << cli::one_line(j) << "\n";
  } else {
    std::cout << d.name() << " router " << to_string(r) << " port " << o.port << ": " << issued << " requests, "
              << sb.mismatches() << " mismatches, latency " << sb.min_latency() << ".." << sb.max_latency()
              << " cycles, " << std::setprecision(3) << rpc << " requests/cycle, " << std::setprecision(0)
              << std::fixed << cps << " simulated cycles/s wall, " << cpu_cps << " per CPU second (" << model_cps
              << " without the testbench's work)\n  classes:";
    for (int c = 0; c < 8; ++c) {
      std::cout << " " << hop_class_name(static_cast<HopClass>(c)) << "=" << sb.count(static_cast<HopClass>(c));
    }
    std::cout << " unrouted=" << sb.unrouted() << "  table writes=" << writes << "\n  fault rules "
              << table_reading_name(tables) << ": " << sb.refraction_heads()
              << " heads met a refraction-only B entry at this global port, " << sb.refracted() << " took it\n";
  }
  return ok ? 0 : 1;
}

}  // namespace

int sc_main(int argc, char** argv) {
  return cli::run("doar-rcu-check", [&]() {
    Options o;
    std::string json_to;  // --json [FILE|-]
    po::options_description desc("Options");
    desc.add_options()
      ("help,h", "print this help")
      ("dfly", cli::dfly_value(&o.dfly), cli::dfly_help().c_str())
      ("router", po::value(&o.router)->default_value("0.0"), "router g.b whose input port is checked")
      ("port", po::value(&o.port)->default_value(0), "input port of that router (terminal 0..p-1, intra-group p..p+a-2, global p+a-1..)")
      ("requests", po::value(&o.requests)->default_value(10000), "number of heads to route (one per cycle unless --idle)")
      ("seed", po::value(&o.seed)->default_value(1), "seed of the random heads and congestion bitmaps (the RCU's LFSR seed is core's lfsr_seed of the port)")
      ("idle", po::value(&o.idle)->default_value(0.0), "percentage of cycles without a head (0: back-to-back)")
      ("cfg-writes", po::value(&o.cfg_writes)->default_value(0.0), "percentage of cycles that queue a fault-unit style table write (bit clear or restore) on the configuration port")
      ("faults", cli::faults_value(&o.faults), cli::faults_help("diagnosed before the run: the port's tables are then core/fault's live tables after diagnosis").c_str())
      ("fault-rules", po::value(&o.fault_rules)->default_value(o.fault_rules),
       "table reading (DESIGN.md 6a): e3 (default; a global port's B-region entries also hold the "
       "destination-group refraction) or literal")
      ("doar-congested", po::value(&o.congested)->default_value(o.congested),
       "DOAR's rule under congestion, in the RCU and in core alike (core/doar_congested.hpp): exit-local "
       "(default; the exit rule with a detour credit that reads CongL of the local hops too), exit (minimal "
       "fallback, minimal slot by its CongG bit, detour credit on CongG) or paper (Algorithm 1 as written)")
      ("vcd", po::value(&o.vcd), "write a VCD trace of every pin of the RCU and its units to this file")
      ("json", cli::json_target_value(&json_to), "print one JSON object instead of text, to FILE ('-' or no value: stdout)");
    po::variables_map vm;
    if (!cli::parse(argc, argv, desc, vm,
                    "doar-rcu-check: drive random heads through the pin-cycle SystemC RCU and compare every\n"
                    "result with core's DOAR decision. Exit 0 all equal, 1 any mismatch, 2 bad input.\n"
                    "Usage: doar-rcu-check [--dfly P,A,H,G] [--router g.b] [--port N] [--requests N] [--seed S]\n"
                    "                      [--idle PCT] [--cfg-writes PCT] [--faults SPEC|FILE]... [--vcd FILE] [--json [FILE]]")) {
      return 0;
    }
    o.json = vm.count("json") > 0;
    o.header = cli::result_header(1, desc, vm);  // schema 1 of doar-rcu-check's JSON
    cli::JsonTarget json_out(json_to);
    const int status = check(o);
    json_out.finish();
    return status;
  });
}

// SystemC prints its banner before sc_main unless this variable is set: keep stdout clean
// for --json.
int main(int argc, char** argv) {
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 1);
  return sc_core::sc_elab_and_sim(argc, argv);
}
