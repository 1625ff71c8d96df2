// doar-sim: network-level simulator of dragonfly networks built from DOAR routers, and of
// the other topologies of core/topology (--topology torus:8x8) (SystemC + TLM-2.0). One load point (--rate) or a sweep (--sweep FROM:TO:STEP, points in
// parallel worker processes, stopping after the first saturated point). Exit status: 0 ok,
// 1 internal error, 2 bad options, 3 deadlock detected.
#include <cstdlib>
#include <fstream>
#include <set>
#include <string>
#include <unistd.h>
#include <iostream>
#include <systemc>

#include "burst.hpp"
#include "cli_common.hpp"
#include "cli_vocabulary.hpp"
#include "fault_cli.hpp"  // faults and time series (tlm/fault)
#include "fault_provider.hpp"
#include "registry.hpp"
#include "report.hpp"
#include "result_header.hpp"
#include "simulation.hpp"
#include "topology/dragonfly_topology.hpp"
#include "sweep.hpp"
#include "workload_cli.hpp"  // --workload (tlm/workload)
#ifdef DOAR_SIM_MPI
#include "mpi_run.hpp"  // doar-sim-mpi: the same program over MPI ranks (tlm/mpi, docs/mpi.md)
#endif

namespace po = boost::program_options;
using namespace doar;
using namespace doar::net;

namespace {

// No SystemC banner on any stream (cli_common.hpp).
const int kQuietBanner = cli::quiet_systemc_banner();

double to_double(const std::string& s, const std::string& what) {
  try {
    std::size_t used = 0;
    const double v = std::stod(s, &used);
    if (used == s.size()) return v;
  } catch (const std::exception&) {
  }
  throw cli::UsageError("malformed " + what + " '" + s + "'");
}

int body(int argc, char** argv) {
  SimConfig c;
  std::string dfly, topology, sweep, json, csv, channels, flows, config, burst;
  double rate = -1;
  int jobs = 0, point = -1;
  std::string algos;
  for (const auto& a : routing_algorithms()) algos += "  " + a.name + " (" + std::to_string(a.vcs) + " VCs): " + a.summary + "\n";

  po::options_description desc("Options (also accepted in --config FILE as name = value)");
  desc.add_options()
    ("help,h", "print this help")
    ("config", po::value(&config), "read options from FILE: a JSON result of doar-sim (--json, or a CSV's FILE.meta: "
     "its \"config\", so the run is repeated) or 'name = value' lines (configs/*.cfg); options on the command line win")
    ("dfly", cli::dfly_value(&dfly), cli::dfly_short_help().c_str())
    ("topology", po::value(&topology), cli::topology_help("every link of a network other than a dragonfly takes "
     "--lat-local, --buf-local and --thr-local. Not with --dfly").c_str())
    ("routing", po::value(&c.routing)->default_value(c.routing), "routing algorithm (see below)")
    ("torus-tie", po::value(&c.torus_tie)->default_value(c.torus_tie), "torus routings: direction when the destination is exactly K/2 away in a dimension: nowrap (the paper's: the side without the wrap link), split (+ from even coordinates, - from odd: a ring's two directions loaded equally under UR) or random (drawn per packet, as BookSim2 does); docs/topology.md")
    ("traffic", po::value(&c.traffic)->default_value(c.traffic), "UR, RP, HOTSPOT(x) (one node receives x % more, default 10), "
     "BITREV (power-of-two node count), TRANSPOSE (square 2-D torus, or TCPG(K,K)); dragonfly only: ADV+i, R_MIXED_UA(x,y), R_MIXED_UR(x,y), "
     "N_MIXED_UA(x,y), N_MIXED_UR(x,y)")
    ("rate", po::value(&rate), "offered load, flits/node/cycle (one point)")
    ("burst", po::value(&burst),
     "START:LEN:RATE: during cycles [START, START+LEN) every node offers RATE (0 < RATE <= 1) instead of the "
     "load of --rate/--sweep, then that load again (Bernoulli, the next packet redrawn at both ends); "
     "watch the transient with --timeline (docs/bistability.md)")
    ("sweep", po::value(&sweep), "FROM:TO:STEP load sweep; stops after the first saturated point")
    ("jobs", po::value(&jobs)->default_value(0), "sweep worker processes (0: the cores this process may use, divided by --threads); with --threads > 1, --jobs x --threads may not exceed those cores")
    ("threads", po::value(&c.threads)->default_value(c.threads),
     "threads of each load point (0: the cores this process may use). The network is cut into parts that do not "
     "depend on the count (a dragonfly's groups; a torus's slabs along its last dimension; any other network, up to "
     "64 ranges of routers), dealt to the threads in contiguous runs; the parts run side by side in blocks no longer "
     "than the latency of the links between them, one barrier per block: 100 cycles between dragonfly groups, "
     "--lat-local (10) between torus slabs, where --lat-local 1 means a barrier every cycle and little gain. The "
     "results are byte for byte those of one thread (JSON \"threads\" says how many ran). Runs with faults, "
     "--timeline or --workload share state across the network at once and run on one thread (one line on stderr)")
    ("point", po::value(&point), "with --sweep: run only point I (0-based) of it, in this process (job arrays)")
    ("packet-size", po::value(&c.packet_size)->default_value(c.packet_size), "flits per packet")
    ("vcs", po::value(&c.vcs)->default_value(c.vcs), "VCs per port (0: the algorithm's count)")
    ("buf-local", po::value(&c.buf_local)->default_value(c.buf_local), "packets per VC, terminal and intra-group input buffers")
    ("buf-global", po::value(&c.buf_global)->default_value(c.buf_global), "packets per VC, global input buffers")
    ("lat-local", po::value(&c.lat_local)->default_value(c.lat_local), "intra-group link latency, cycles")
    ("lat-global", po::value(&c.lat_global)->default_value(c.lat_global), "global link latency, cycles")
    ("lat-terminal", po::value(&c.lat_terminal)->default_value(c.lat_terminal), "injection/ejection link latency, cycles")
    ("thr-local", po::value(&c.thr_local)->default_value(c.thr_local), "DOAR CongL threshold, packets")
    ("thr-global", po::value(&c.thr_global)->default_value(c.thr_global), "DOAR CongG threshold, packets")
    ("local-window", po::value(&c.local_window)->default_value(c.local_window), "DOAR CongL on the phantom-corrected occupancy (1) or the raw one (0, core's chip rule)")
    ("doar-congested", po::value(&c.doar_congested)->default_value(c.doar_congested),
     "DOAR under congestion (core/doar_congested.hpp): exit-local (the exit rule, its detour credit reading CongG "
     "and CongL of the local hops: a first local hop the router's own nodes overload opens the detours, "
     "docs/rp_starvation.md section 7), exit (minimal fallback, minimal slot by its CongG bit, detours only while "
     "a per-port credit says the minimal slot's CongG is set more often than the group's: leaves the congested "
     "state of docs/bistability.md) or paper (Algorithm 1 lines 16 and 22 as written)")
    ("pcs-latency", po::value(&c.pcs_latency)->default_value(c.pcs_latency), "DOAR group bitmap (PCS) delay, cycles")
    ("ugal-threshold", po::value(&c.ugal_threshold)->default_value(c.ugal_threshold), "UGAL bias towards minimal, flits")
    ("ugal-queue", po::value(&c.ugal_queue)->default_value(c.ugal_queue), "queue metric of UGAL_L, TPR and UGAL_LE: raw (used credits, as published) or phantom (minus the flits sent in the last credit round trip, as PAR_PH; docs/routing.md)")
    ("speedup", po::value(&c.speedup)->default_value(c.speedup), "internal speedup (allocation steps per cycle)")
    ("rc-latency", po::value(&c.rc_latency)->default_value(c.rc_latency), "route computation latency, cycles")
    ("route-at", po::value(&c.route_at)->default_value(c.route_at),
     "front: route a head at the front of its VC; arrival: in the cycle after it arrived (the chip's RCU)")
    ("va-arbiter", po::value(&c.va_arbiter)->default_value(c.va_arbiter), "VC allocation: rr (round robin per output VC) or shared (one rotating start port, the allocator before docs/rp_starvation.md)")
    ("time-block", po::value(&c.time_block)->default_value(c.time_block), "engine: at most this many cycles run by a group before the next group (automatic: up to the global link latency) and by a router before the next router of its group (automatic: up to the local link and PCS latency; 1 for UGAL_G); 0: the longest that leave every result unchanged; 1: cycle by cycle, as do runs with faults or workloads. JSON time_block and group_block say what ran (docs/tlm.md)")
    ("warmup", po::value(&c.warmup)->default_value(c.warmup), "warm-up cycles (paper: 30000)")
    ("sample", po::value(&c.sample)->default_value(c.sample), "sample window cycles (paper: 10000)")
    ("drain", po::value(&c.drain)->default_value(c.drain), "max cycles after the window to deliver its packets")
    ("drain-empty", po::bool_switch(&c.drain_empty),
     "the sources stop at the end of the sample window (at the next 100-cycle step) and the run ends when "
     "the network and the source queues are empty, at most --drain cycles later (else saturated); JSON "
     "left_in_network: flits and queued packets still there (0 when it emptied)")
    ("seed", po::value(&c.seed)->default_value(c.seed), "random seed (traffic, permutation, routing)")
    ("watchdog", po::value(&c.watchdog)->default_value(c.watchdog), "deadlock: cycles without any flit moving")
    ("sat-latency", po::value(&c.sat_latency)->default_value(c.sat_latency), "saturated above this mean latency, cycles")
    ("sat-ratio", po::value(&c.sat_ratio)->default_value(c.sat_ratio), "saturated when accepted < ratio * offered")
    ("source-queue", po::value(&c.source_queue)->default_value(c.source_queue), "packets a source may queue")
    ("json", po::value(&json), "write the load points as JSON to FILE ('-': stdout)")
    ("csv", po::value(&csv), "write the load points as CSV to FILE")
    ("channels", po::value(&channels), "write every global channel's use to FILE (CSV)")
    ("flows", po::value(&flows), "with --rate: per source node (under RP one flow each) its packets' latency and hops, to FILE (CSV)")
    ("quiet,q", "no table on stdout")
    ("version", "print doar-sim's version (git describe of its build) and exit");
  wl::WorkloadOptions workload;
  wl::add_workload_options(desc, workload);
  FaultCli faults;
  add_fault_options(desc, c, faults);
  po::variables_map vm;
  const std::string usage =
      "doar-sim: cycle-level TLM simulation of a dragonfly network of DOAR routers, or of a torus.\n"
      "Usage: doar-sim --dfly P,A,H,G --routing NAME --traffic NAME (--rate R | --sweep FROM:TO:STEP) [options]\n"
      "       doar-sim --topology torus:8x8 --routing GEAR --traffic UR --rate 0.3 [options]\n"
      "       doar-sim --dfly P,A,H,G --routing NAME --workload MOTIF [--iterations N --msg-size B ...]\n\n"
      "Routing algorithms:\n" + algos
#ifdef DOAR_SIM_MPI
      + "\ndoar-sim-mpi: the same, one load point (--rate) spread over MPI ranks: mpirun -np R doar-sim-mpi OPTIONS.\n"
        "Each rank builds and runs the parts --threads R would give its thread and exchanges the links between ranks\n"
        "once per block; rank 0 writes the outputs, the bytes of one doar-sim process (docs/mpi.md). Refused with\n"
        "exit 2: a start without mpirun, --sweep (unless with --point), --threads other than 1, faults, --timeline\n"
        "and --workload\n"
        "(they share state across the network at once: run them with doar-sim).\n"
#endif
      ;
  // The options that may take a negative number (every other "-1" is refused, not wrapped).
  const std::set<std::string> may_be_negative = {"repair-at"};
  // Old option names (cli_vocabulary.hpp) become the canonical ones before Boost sees them.
  const auto parsed = po::command_line_parser(cli::canonical_args(argc, argv, desc)).options(desc).run();
  cli::check_parsed(parsed, may_be_negative);
  po::store(parsed, vm);
  if (vm.count("help")) {
    std::cout << usage << "\n" << desc << "\n";
    return 0;
  }
  if (vm.count("version")) {
    cli::print_version(std::cout, argv[0]);
    return 0;
  }
  if (vm.count("config")) cli::read_config_file(vm["config"].as<std::string>(), desc, vm, may_be_negative);
  po::notify(vm);
  // Every option's effective value, taken before anything below rewrites them.
  const nlohmann::ordered_json header = cli::result_header(kSimSchema, desc, vm);

  const std::string network = cli::network_spec(vm, dfly, topology);  // the rule of every tool
  c.dfly = parse_dfly(dfly);
  if (vm.count("topology")) {
    const std::unique_ptr<Topology> t = make_topology(network);  // one line and exit 2 when bad
    if (t->kind() == "dfly") {
      const Dragonfly& d = static_cast<const DragonflyTopology&>(*t).dragonfly();
      c.dfly = DflyParams{d.p(), d.a(), d.h(), d.g()};  // exactly as --dfly
    } else {
      c.topology = t->spec();
      if (vm.count("workload")) throw cli::UsageError("--workload runs on dragonflies only, not on " + t->name());
      if (!channels.empty()) throw cli::UsageError("--channels (global channels) needs a dragonfly, not " + t->name());
      if (!flows.empty()) throw cli::UsageError("--flows needs a dragonfly, not " + t->name());
    }
  }
  apply_fault_options(vm, c, faults);
#ifdef DOAR_SIM_MPI
  // --sweep with --point is one load point (job arrays), which runs.
  if (const std::string why = mpi::refusal(c, vm.count("sweep") > 0 && !vm.count("point"), vm.count("workload") > 0);
      !why.empty()) {
    throw cli::UsageError(why);
  }
#endif
  if (c.threads < 0 || c.threads > 1024) throw cli::UsageError("--threads must be in 0..1024 (0: the cores this process may use)");
  const int threads = resolve_threads(c.threads);
  if (threads > 1) {
    const std::string why = vm.count("workload") ? std::string("closed-loop workloads (--workload)") : parallel_fallback(c);
    if (!why.empty()) std::cerr << "doar-sim: --threads " << threads << ": " << why << " run on one thread\n";
  }
  if (vm.count("burst")) c.burst = parse_burst(burst);
  if (vm.count("workload")) {  // closed-loop application motif instead of --rate/--sweep
    if (vm.count("rate") || vm.count("sweep")) throw cli::UsageError("--workload runs without --rate or --sweep");
    // Both concern the Bernoulli sources, which a workload replaces.
    if (vm.count("burst")) throw cli::UsageError("--burst needs --rate or --sweep, not --workload");
    if (c.faults.timeline_detail) throw cli::UsageError("--timeline-detail needs --rate or --sweep, not --workload");
    if (!flows.empty()) throw cli::UsageError("--flows needs --rate (one load point), not --workload");
    return wl::run_workload_cli(c, workload, json, csv, vm.count("quiet") > 0, header);
  }
  if (vm.count("rate") == vm.count("sweep")) throw cli::UsageError("give exactly one of --rate and --sweep");
  if (vm.count("point") && !vm.count("sweep")) throw cli::UsageError("--point needs --sweep");
  if (!flows.empty() && vm.count("sweep")) throw cli::UsageError("--flows needs --rate (one load point)");
  c.flow_stats = !flows.empty();
  if (jobs < 0) throw cli::UsageError("--jobs must be >= 0");
  std::vector<double> rates;
  if (vm.count("rate")) {
    rates.push_back(rate);
  } else {
    const auto parts = cli::split_list(sweep, ':');
    if (parts.size() != 3) throw cli::UsageError("--sweep expects FROM:TO:STEP, got '" + sweep + "'");
    rates = sweep_rates(to_double(parts[0], "--sweep FROM"), to_double(parts[1], "--sweep TO"),
                        to_double(parts[2], "--sweep STEP"));
    if (vm.count("point")) {
      if (point < 0 || point >= static_cast<int>(rates.size())) {
        throw cli::UsageError("--point " + std::to_string(point) + " outside 0.." + std::to_string(rates.size() - 1));
      }
      rates = {rates[point]};
    }
  }
  if (rates.empty()) throw cli::UsageError("--sweep " + cli::quote(sweep) + " gives no load point");
  // Sweep workers times threads each: no more than the cores (the parts of a parallel run
  // wait for each other at every block, so a descheduled thread stalls the whole point).
  const int cores = usable_cores();
  if (jobs == 0) jobs = std::max(1, cores / threads);
  if (threads > 1 && rates.size() > 1 && static_cast<long long>(jobs) * threads > cores) {
    throw cli::UsageError("--jobs " + std::to_string(jobs) + " x --threads " + std::to_string(threads) + " = " +
                          std::to_string(static_cast<long long>(jobs) * threads) + " threads exceed the " +
                          std::to_string(cores) + " cores this process may use");
  }
  if (rates.size() > 1 && faults.single_point_only()) {
    throw cli::UsageError("--fault-report, --timeline and --loss-log need a single point (--rate)");
  }
  for (double r : rates) {
    c.rate = r;
    validate(c);
  }
  const RoutingInfo* algo = find_routing(c.routing);
  c.routing = canonical_routing_name(*algo, c.routing);  // keeps MTR:4
  const int vcs = c.vcs ? c.vcs : algo->vcs;

#ifdef DOAR_SIM_MPI
  mpi::start();
#endif
  std::vector<PointResult> pts;
  try {
    if (rates.size() == 1) {
      c.rate = rates[0];
      pts.push_back(run_point(c));
    } else {
      pts = run_sweep(c, rates, jobs, true);
    }
  } catch (const DeadlockError& e) {
    std::cerr << "doar-sim: " << e.what();
    return 3;
  } catch (const WorkerError& e) {
    std::cerr << "doar-sim: error: " << e.what() << (e.status == 3 ? "" : "\n");
    return e.status;
  }

#ifdef DOAR_SIM_MPI
  if (mpi::rank() != 0) return 0;  // rank 0 writes the results of all
  std::cerr << "doar-sim-mpi: " << mpi::ranks() << " ranks ran " << pts.front().parts << " parts in blocks of "
            << pts.front().group_block << " cycles\n";
#endif
  if (!vm.count("quiet")) {
    print_table_header(std::cout, c, vcs);
    for (const auto& p : pts) print_table_row(std::cout, p);
  }
  if (!json.empty()) {
    if (json == "-") {
      write_json(std::cout, c, pts, header);
    } else {
      cli::write_file(json, [&](std::ostream& f) { write_json(f, c, pts, header); });
    }
  }
  if (!csv.empty()) {
    cli::write_file(csv, [&](std::ostream& f) { write_csv(f, c, pts); });
    cli::write_file(csv + ".meta", [&](std::ostream& f) { write_meta(f, header); });
  }
  if (!channels.empty()) cli::write_file(channels, [&](std::ostream& f) { write_channels_csv(f, c, pts); });
  if (!flows.empty()) cli::write_file(flows, [&](std::ostream& f) { write_flows_csv(f, c, pts.front()); });
  write_fault_outputs(std::cout, c, pts, faults, vm.count("quiet") > 0, header);
  return 0;
}

}  // namespace

// Transparent huge pages for the heap: the network's state (~160 MB on dfly(6,12,6,73)) is
// touched at random every cycle, and with 4 KB pages most of those accesses miss the TLB as
// well as the caches (docs/performance.md: ~10 % on dfly(6,12,6,73), more on smaller ones).
// glibc's malloc asks for huge pages only when GLIBC_TUNABLES says so at start-up, so the
// process re-executes itself once with it set. DOAR_SIM_HUGEPAGES=0 turns this off; results
// do not depend on it (nothing in a run depends on addresses).
static void use_huge_pages(char** argv) {
  const char* off = std::getenv("DOAR_SIM_HUGEPAGES");
  if (off && std::string(off) == "0") return;
  const char* t = std::getenv("GLIBC_TUNABLES");
  std::string tunables = t ? t : "";
  if (tunables.find("glibc.malloc.hugetlb") != std::string::npos) return;  // set (e.g. by us)
  tunables += (tunables.empty() ? "" : ":") + std::string("glibc.malloc.hugetlb=1");
  if (setenv("GLIBC_TUNABLES", tunables.c_str(), 1) != 0) return;
  execv("/proc/self/exe", argv);  // returns only if it failed: run on without
}

int sc_main(int argc, char** argv) {
  (void)kQuietBanner;
  use_huge_pages(argv);
  install_fault_provider();  // the engine (tlm/sim) reaches tlm/fault only through this
#ifdef DOAR_SIM_MPI
  return mpi::finish(cli::run("doar-sim-mpi", [&]() { return body(argc, argv); }));
#else
  return cli::run("doar-sim", [&]() { return body(argc, argv); });
#endif
}
