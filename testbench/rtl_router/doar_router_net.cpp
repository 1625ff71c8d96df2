// doar-router-net: one injection trace through two models of the same network, doar-sim
// (tlm/sim) and a dragonfly of pin-cycle DoarRouters (rtl_model/router), and the delivery
// cycle of every packet compared (docs/router.md, "Trace-equal network").
//
//   doar-router-net --rate 0.3 --cycles 3000 --mode min --json
//
// --mode min sets the congestion thresholds out of reach, so DOAR routes minimally in both
// models and nothing depends on the congestion inputs; --mode doar uses the chip's.
// Exit status: 0 all packets delivered in both (and, with --require-equal, each in the same
// cycle), 1 an error, 2 bad options, 3 not all delivered in time, 4 a packet delivered in
// another cycle (--require-equal).
#include <boost/program_options.hpp>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <systemc>

#include "cli_common.hpp"
#include "cli_vocabulary.hpp"
#include "result_header.hpp"
#include "doar_sim_net.hpp"
#include "injection_trace.hpp"
#include "net_setup.hpp"
#include "pin_network.hpp"

namespace po = boost::program_options;
using namespace doar;
using namespace doar::routertb;

namespace {

struct Options {
  double rate = 0.2;
  long cycles = 3000;
  long long seed = 1;
  std::string mode = "min", dfly, trace_out, deliveries_out;
  int packet_size = 4;
  NetSetup net;  // buffers, latencies, speedup, PCS latency (the other fields are set below)
  long max_cycles = 200000;
  bool json = false, require_equal = false;
  // doar-sim's router timing, to measure what a departure from the chip's costs.
  std::string sim_route_at = "arrival";
  int sim_rc_latency = NetSetup::kRcLatency;
  nlohmann::ordered_json header;  // schema, version, config (result_header.hpp)
};

int run(const Options& o) {
  NetSetup s = o.net;
  s.dfly = parse_dfly(o.dfly);
  s.packet_size = o.packet_size;
  if (o.mode == "min") {
    s.thr_local = s.thr_global = 1000000;  // never congested: DOAR's first (minimal) class
  } else if (o.mode != "doar") {
    throw std::invalid_argument("--mode must be min or doar");
  }
  CongestedRule rule;
  if (!parse_congested_rule(s.doar_congested, rule))
    throw std::invalid_argument("--doar-congested must be exit-local, exit or paper");
  if (!(o.rate > 0 && o.rate <= 1) || o.cycles < 1 || o.cycles > 1000000 || o.packet_size < 1 || o.packet_size > 64)
    throw std::invalid_argument("--rate in (0, 1], --cycles in 1..10^6, --packet-size in 1..64");
  const Dragonfly d(s.dfly);
  const std::vector<TracePacket> trace =
      make_ur_trace(d, o.rate, o.packet_size, static_cast<std::uint64_t>(o.cycles), static_cast<std::uint64_t>(o.seed));
  if (!o.trace_out.empty()) write_trace(o.trace_out, trace);

  net::SimConfig sc = s.sim_config();
  sc.route_at = o.sim_route_at;
  sc.rc_latency = o.sim_rc_latency;
  DoarSimNet sim(s, sc, trace);
  PinNetwork& pin = *new PinNetwork("pin", s, trace);  // never destroyed, as doar-sim's network
  const std::size_t n = trace.size();
  long t = 0;
  const long chunk = 100;
  while ((sim.source().count_delivered() < n || pin.count_delivered() < n) && t < o.max_cycles) {
    sc_core::sc_start(static_cast<double>(chunk), sc_core::SC_NS);
    t += chunk;
  }
  const auto& a = sim.source().delivery();
  const auto& b = pin.delivery();
  std::size_t both = 0, equal = 0, differ = 0;
  long long max_diff = 0, sum_abs = 0, sum_lat = 0;
  long first_diff = -1;
  std::map<long long, std::size_t> hist;
  for (std::size_t i = 0; i < n; ++i) {
    if (a[i] < 0 || b[i] < 0) continue;
    ++both;
    sum_lat += a[i] - static_cast<long long>(trace[i].created);
    const long long dlt = b[i] - a[i];
    if (dlt == 0) {
      ++equal;
      continue;
    }
    ++differ;
    ++hist[dlt];
    sum_abs += std::llabs(dlt);
    if (std::llabs(dlt) > std::llabs(max_diff)) max_diff = dlt;
    if (first_diff < 0) first_diff = static_cast<long>(i);
  }
  if (!o.deliveries_out.empty()) {
    std::ofstream f(o.deliveries_out);
    f << "# id src dst created doar_sim pin_cycle\n";
    for (std::size_t i = 0; i < n; ++i)
      f << i << ' ' << trace[i].src << ' ' << trace[i].dst << ' ' << trace[i].created << ' ' << a[i] << ' ' << b[i] << '\n';
  }
  nlohmann::ordered_json js;
  js["dfly"] = o.dfly;
  js["mode"] = o.mode;
  js["rate"] = o.rate;
  js["cycles"] = o.cycles;
  js["seed"] = o.seed;
  js["packet_size"] = o.packet_size;
  js["packets"] = n;
  js["delivered_doar_sim"] = sim.source().count_delivered();
  js["delivered_pin"] = pin.count_delivered();
  js["both"] = both;
  js["differ"] = differ;
  js["equal"] = equal;
  js["max_diff"] = max_diff;
  js["sum_abs_diff"] = sum_abs;
  js["mean_latency_doar_sim"] = both ? static_cast<double>(sum_lat) / static_cast<double>(both) : 0.0;
  js["first_diff_id"] = first_diff;
  nlohmann::ordered_json dh = nlohmann::ordered_json::object();
  for (const auto& [k, v] : hist) dh[std::to_string(k)] = v;
  js["diff_histogram"] = dh;
  // Route results of the pin-cycle RCUs by hop class: DOAR leaves its first class (GA for
  // RTA, S1 for RTB) only under congestion.
  static const char* kClass[8] = {"GA", "GB", "GC", "GD", "RTA_random", "S1", "S2", "RTB_random"};
  nlohmann::ordered_json rc = nlohmann::ordered_json::object();
  const std::array<std::uint64_t, 8> cls = pin.class_counts();
  for (std::size_t k = 0; k < cls.size(); ++k) rc[kClass[k]] = cls[k];
  js["rcu_classes"] = rc;
  js["sim_cycles"] = t;
  for (const auto& [k, v] : o.header.items()) js[k] = v;  // schema, version, config
  if (o.json) {
    std::cout << cli::one_line(js) << "\n";
  } else {
    std::cout << "packets " << n << ", delivered doar-sim " << sim.source().count_delivered() << ", pin-cycle "
              << pin.count_delivered() << "; same cycle " << equal << ", different " << differ << " (max "
              << max_diff << ", sum |d| " << sum_abs << ")\n";
  }
  if (both != n) return 3;
  return o.require_equal && differ ? 4 : 0;
}

}  // namespace

// SystemC prints its banner before sc_main unless this is set first (cli_common.hpp).
const int kQuietBanner = cli::quiet_systemc_banner();

int sc_main(int argc, char** argv) {
  return cli::run("doar-router-net", [&]() -> int {
    Options o;
    std::string json_to;  // --json [FILE|-]
    po::options_description desc("Options");
    desc.add_options()("help,h", "print this help")
      ("dfly", cli::dfly_value(&o.dfly), cli::dfly_help().c_str())
      ("rate", po::value(&o.rate)->default_value(o.rate), "offered load, flits/node/cycle")
      ("cycles", po::value(&o.cycles)->default_value(o.cycles), "cycles of injection in the trace")
      ("seed", po::value(&o.seed)->default_value(o.seed), "trace seed")
      ("packet-size", po::value(&o.packet_size)->default_value(o.packet_size), "flits per packet")
      ("buf-local", po::value(&o.net.buf_local)->default_value(o.net.buf_local), "packets per VC, terminal and local inputs")
      ("buf-global", po::value(&o.net.buf_global)->default_value(o.net.buf_global), "packets per VC, global inputs")
      ("lat-local", po::value(&o.net.lat_local)->default_value(o.net.lat_local), "cycles (>= 2)")
      ("lat-global", po::value(&o.net.lat_global)->default_value(o.net.lat_global), "cycles (>= 2)")
      ("thr-local", po::value(&o.net.thr_local)->default_value(o.net.thr_local), "packets (--mode doar)")
      ("thr-global", po::value(&o.net.thr_global)->default_value(o.net.thr_global), "packets (--mode doar)")
      ("speedup", po::value(&o.net.speedup)->default_value(o.net.speedup), "allocation steps per cycle")
      ("pcs-latency", po::value(&o.net.pcs_latency)->default_value(o.net.pcs_latency), "cycles (>= 2)")
      ("mode", po::value(&o.mode)->default_value(o.mode), "min (congestion out of reach) or doar")
      ("doar-congested", po::value(&o.net.doar_congested)->default_value(o.net.doar_congested), "DOAR's rule when every candidate is congested, on both sides: exit-local (default), exit or paper")
      ("max-cycles", po::value(&o.max_cycles)->default_value(o.max_cycles), "give up after this many cycles")
      ("trace", po::value(&o.trace_out), "write the injection trace to this file")
      ("deliveries", po::value(&o.deliveries_out), "write both delivery cycles of every packet to this file")
      ("sim-route-at", po::value(&o.sim_route_at)->default_value(o.sim_route_at), "doar-sim's --route-at")
      ("sim-rc-latency", po::value(&o.sim_rc_latency)->default_value(o.sim_rc_latency), "doar-sim's --rc-latency")
      ("require-equal", po::bool_switch(&o.require_equal), "exit 4 unless every packet arrives in the same cycle")
      ("json", cli::json_target_value(&json_to), "one JSON line, to FILE ('-' or no value: stdout)");
    po::variables_map vm;
    if (!cli::parse(argc, argv, desc, vm,
                    "doar-router-net: one injection trace through doar-sim and through a dragonfly of pin-cycle\n"
                    "SystemC routers (rtl_model/router), every packet's delivery cycle compared (docs/router.md).\n"
                    "Usage: doar-router-net [--mode min|doar] [--rate R] [--cycles N] [--require-equal] [--json [FILE]]\n"
                    "Exit status: 0 compared, 4 with --require-equal and a difference, 3 packets missing, 2 bad input."))
      return 0;
    sc_core::sc_report_handler::set_actions("/IEEE_Std_1666/deprecated", sc_core::SC_DO_NOTHING);
    o.json = vm.count("json") > 0;
    o.header = cli::result_header(1, desc, vm);  // schema 1 of doar-router-net's JSON
    cli::JsonTarget json_out(json_to);
    const int status = run(o);
    json_out.finish();
    return status;
  });
}
