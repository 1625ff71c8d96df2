#include "simulation.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <memory>
#include <sstream>
#include <sched.h>
#include <unistd.h>
#include "network.hpp"
#include "partition.hpp"
#include "registry.hpp"
#include "routing/routing.hpp"
#include "rank_transport.hpp"
#include "sim_fault_hooks.hpp"
#include "stats_wire.hpp"
#include "wire.hpp"
#include "topology/topology.hpp"

namespace doar::net {

std::uint64_t SimClock::ticks_per_cycle = 1000;
std::uint64_t SimClock::current = 0;
sc_core::sc_time SimClock::cycles(int n) { return sc_core::sc_time(static_cast<double>(n), sc_core::SC_NS); }

namespace {

// The counters the run loop watches, summed over the parts.
struct Totals {
  std::uint64_t moves = 0, tagged = 0, tagged_done = 0;
  std::int64_t flits_in_network = 0;
};
Totals totals(const NetEnv& env) {
  Totals t;
  for (const auto& p : env.parts) {
    t.moves += p->stats.moves;
    t.tagged += p->stats.tagged;
    t.tagged_done += p->stats.tagged_done;
    t.flits_in_network += p->stats.flits_in_network;
  }
  return t;
}

// A run over ranks (doar-sim-mpi): the counters of every rank's parts, on every rank (a
// rank's copies of the other ranks' parts stay at zero), and what --drain-empty waits for.
void sum_over_ranks(RankTransport& t, Totals& st, std::int64_t& left) {
  std::int64_t v[5] = {static_cast<std::int64_t>(st.moves), static_cast<std::int64_t>(st.tagged),
                       static_cast<std::int64_t>(st.tagged_done), st.flits_in_network, left};
  t.sum(v, 5);
  st.moves = static_cast<std::uint64_t>(v[0]);
  st.tagged = static_cast<std::uint64_t>(v[1]);
  st.tagged_done = static_cast<std::uint64_t>(v[2]);
  st.flits_in_network = v[3];
  left = v[4];
}

// A run over ranks, at the end: rank 0 takes the statistics of the parts the others ran in
// place of its own copies of them, so that merged_stats() is that of a run on threads.
void gather_part_stats(RankTransport& t, NetEnv& env, int first, int last) {
  Bytes mine;
  for (int p = first; p < last; ++p) {
    wire::put(mine, static_cast<std::int32_t>(p));
    put_stats(mine, env.parts[static_cast<std::size_t>(p)]->stats);
  }
  const std::vector<Bytes> all = t.gather(mine);
  for (std::size_t r = 1; r < all.size(); ++r) {
    std::size_t at = 0;
    while (at < all[r].size()) {
      const std::int32_t p = wire::get<std::int32_t>(all[r], at);
      if (p < 0 || static_cast<std::size_t>(p) >= env.parts.size()) throw std::runtime_error("doar-sim: a rank sent the statistics of no part");
      env.parts[static_cast<std::size_t>(p)]->stats = get_stats(all[r], at);
    }
  }
}

std::uint64_t peak_rss_kb() {
  std::ifstream f("/proc/self/status");
  std::string line;
  while (std::getline(f, line)) {
    if (line.rfind("VmHWM:", 0) == 0) return std::stoull(line.substr(6));
  }
  return 0;
}

void need(bool ok, const std::string& what) {
  if (!ok) throw std::invalid_argument(what);
}

// Refuses a run whose network would not fit in this machine's memory, before it is built
// (a too large shape otherwise dies after minutes of allocation). The estimate counts what
// grows with the shape: every input VC buffer (32-byte flit slots) and, for DOAR, every
// port's routing tables (two 8-byte words per entry). At dfly(6,12,6,73) DOAR it gives
// 0.26 GB against a measured peak of 0.24 GB.
void need_memory(const SimConfig& c, const Topology& t, int vcs, bool tables) {
  double slots = 0;
  for (int r = 0; r < t.num_routers(); ++r) {
    for (int p = 0; p < t.radix(); ++p) {
      const bool global = t.class_names()[t.port_class(r, p)] == "global";
      slots += static_cast<double>(global ? c.buf_global : c.buf_local);
    }
  }
  double bytes = 32.0 * slots * vcs * c.packet_size;
  if (tables && t.kind() == "dfly") {
    const double entries = static_cast<double>(c.dfly.p) + c.dfly.a + c.dfly.g;  // per port
    bytes += 16.0 * entries * t.radix() * t.num_routers();
  }
  const double pages = static_cast<double>(sysconf(_SC_PHYS_PAGES));
  const double page = static_cast<double>(sysconf(_SC_PAGE_SIZE));
  const double limit = pages > 0 && page > 0 ? 0.75 * pages * page : 16e9;
  if (bytes > limit) {
    std::ostringstream os;
    os.precision(3);
    os << t.name() << " with these buffers needs about " << bytes / 1e9 << " GB; this machine allows "
       << limit / 1e9 << " GB (75 % of its memory): a smaller network, fewer VCs or smaller --buf-* / --packet-size";
    throw std::invalid_argument(os.str());
  }
}

// What --drain-empty waits for: flits in the network and packets not yet out of their source
// (queued, or being injected).
std::int64_t left_in(const Network& net, std::int64_t flits_in_network) {
  std::int64_t left = flits_in_network;
  for (const auto& t : net.terminals) {
    if (t) left += static_cast<std::int64_t>(t->queued()) + (t->idle() ? 0 : 1);  // null: another rank's
  }
  return left;
}

}  // namespace

int usable_cores() {
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof set, &set) != 0) return 1;
  return std::max(1, CPU_COUNT(&set));
}

int resolve_threads(int threads) { return threads == 0 ? usable_cores() : threads; }

std::string parallel_fallback(const SimConfig& c) { return Network::parallel_fallback(c, false); }

std::string topology_spec(const SimConfig& c) {
  if (!c.topology.empty()) return c.topology;
  return "dfly:" + std::to_string(c.dfly.p) + "," + std::to_string(c.dfly.a) + "," + std::to_string(c.dfly.h) + "," +
         std::to_string(c.dfly.g);
}

void validate(const SimConfig& c) {
  const std::unique_ptr<Topology> topo = make_topology(topology_spec(c));  // throws on a bad spec
  const RoutingInfo* algo = find_routing(c.routing);
  need(algo != nullptr, "unknown routing '" + c.routing + "' (" + routing_names() + ")");
  need(algo->is_candidate_set() || c.routing.find(':') == std::string::npos,
       "routing " + algo->name + " takes no parameters, not '" + c.routing + "'");
  const bool dfly = topo->kind() == "dfly";
  need(algo->is_candidate_set() || dfly,
       "routing " + algo->name + " runs on dragonflies only (--dfly), not on " + topo->name());
  const int vcs = c.vcs ? c.vcs : algo->vcs;
  need(vcs >= algo->vcs, algo->name + " needs at least " + std::to_string(algo->vcs) +
                             " VCs to be deadlock free (--vcs " + std::to_string(c.vcs) + ")");
  need(vcs <= 16, "--vcs must be <= 16");
  need(c.torus_tie == "nowrap" || c.torus_tie == "split" || c.torus_tie == "random",
       "--torus-tie must be nowrap, split or random, not '" + c.torus_tie + "'");
  if (algo->is_candidate_set()) {  // its topology, its VCs, its options
    RoutingOptions ropt;
    ropt.torus_tie = parse_torus_tie(c.torus_tie);
    (void)make_routing(canonical_routing_name(*algo, c.routing), *topo, vcs, ropt);
  }
  need(c.torus_tie == "nowrap" || topo->kind() == "torus", "--torus-tie applies to torus routings only, not to " + topo->name());
  need(dfly || !c.faults.active(), "faults and --timeline run on dragonflies only, not on " + topo->name());
  need(c.rate >= 0 && c.rate <= 1.0, "--rate must be in [0, 1] flits/node/cycle");
  need(!c.burst.active() || (c.burst.rate > 0 && c.burst.rate <= 1.0), "--burst RATE must be in (0, 1] flits/node/cycle");
  need(c.packet_size >= 1 && c.packet_size <= 64, "--packet-size must be in 1..64 flits");
  need(c.buf_local >= 1 && c.buf_global >= 1, "buffer sizes must be >= 1 packet");
  // In 64 bits: buffer x packet size overflowed an int before this check.
  const std::int64_t max_buf_flits = std::int64_t{1} << 20;
  need(std::int64_t{c.buf_local} * c.packet_size <= max_buf_flits &&
           std::int64_t{c.buf_global} * c.packet_size <= max_buf_flits,
       "a VC buffer must hold <= " + std::to_string(max_buf_flits) + " flits (--buf-local/--buf-global x --packet-size)");
  need_memory(c, *topo, vcs, algo->needs_tables);
  need(c.lat_local >= 1 && c.lat_global >= 1 && c.lat_terminal >= 1, "link latencies must be >= 1 cycle");
  need(c.lat_local <= 100000 && c.lat_global <= 100000 && c.lat_terminal <= 100000,
       "link latencies must be <= 100000 cycles");
  need(c.pcs_latency >= 1 && c.pcs_latency <= 100000, "--pcs-latency must be in 1..100000 cycles");
  need(c.speedup >= 1.0 && c.speedup <= 8.0, "--speedup must be in [1, 8]");
  need(c.rc_latency >= 0 && c.rc_latency <= 1000, "--rc-latency must be in 0..1000 cycles");
  need(c.va_arbiter == "rr" || c.va_arbiter == "shared", "--va-arbiter must be rr or shared");
  need(c.ugal_queue == "raw" || c.ugal_queue == "phantom", "--ugal-queue must be raw or phantom");
  CongestedRule rule;
  need(parse_congested_rule(c.doar_congested, rule), "--doar-congested must be exit-local, exit or paper");
  need(c.route_at == "front" || c.route_at == "arrival", "--route-at must be front or arrival");
  need(c.route_at == "front" || (c.rc_latency >= 1 && !algo->is_candidate_set() && !c.faults.active()),
       "--route-at arrival needs --rc-latency >= 1, a dragonfly routing and no faults");
  need(c.time_block >= 0, "--time-block must be >= 0 cycles (0: automatic)");
  need(c.threads >= 0 && c.threads <= 1024, "--threads must be in 0..1024 (0: the cores this process may use)");
  need(c.sample >= 1, "--sample must be >= 1 cycle");
  // Bounds that say so instead of running for ever (10^9 cycles is days at the paper's size).
  const std::uint64_t max_cycles = 1000000000;
  need(c.warmup <= max_cycles && c.sample <= max_cycles && c.drain <= max_cycles,
       "--warmup, --sample and --drain must each be <= 1000000000 cycles");
  need(c.watchdog <= max_cycles, "--watchdog must be <= 1000000000 cycles");
  // Comparisons with NaN are false, so these also refuse nan.
  need(c.sat_latency > 0 && c.sat_latency < 1e12, "--sat-latency must be a number of cycles > 0");
  need(c.sat_ratio > 0 && c.sat_ratio <= 1.0, "--sat-ratio must be in (0, 1]");
  need(c.thr_local >= 0 && c.thr_global >= 0, "thresholds must be >= 0");
  need(c.source_queue >= 1, "--source-queue must be >= 1 packet");
  need(c.watchdog >= 10, "--watchdog must be >= 10 cycles");
  // The fault options are tlm/fault's to check; a program without its provider runs none.
  if (const FaultHooksProvider* f = fault_hooks_provider()) {
    f->validate(c);
  } else {
    need(!c.faults.active(), "faults and --timeline are not available in this program (no fault provider)");
  }
  const Traffic tr(c.traffic, *topo, c.seed);  // throws on a bad traffic name
  (void)tr;
}

PointResult run_point(const SimConfig& cfg) {
  validate(cfg);
  const auto t0 = std::chrono::steady_clock::now();
  const std::unique_ptr<Topology> topo = make_topology(topology_spec(cfg));
  const RoutingInfo& algo = *find_routing(cfg.routing);
  const int vcs = cfg.vcs ? cfg.vcs : algo.vcs;
  SimConfig c = cfg;
  c.routing = canonical_routing_name(algo, cfg.routing);
  const Traffic traffic(c.traffic, *topo, c.seed);
  NetEnv env(c, *topo, nullptr, traffic);
  std::unique_ptr<NetworkTables> tables;
  if (algo.needs_tables) {  // DOAR: dragonfly only
    if (RankTransport* t = rank_transport()) {  // a rank builds its own routers' tables only
      const std::pair<int, int> mine = rank_routers(partition_network(*topo, env.port_classes), t->rank(), t->ranks());
      tables = std::make_unique<NetworkTables>(*env.dfly, c.faults.tables, mine.first, mine.second);
    } else {
      tables = std::make_unique<NetworkTables>(*env.dfly, c.faults.tables);
    }
  }
  env.tables = tables.get();
  env.publish_congestion = algo.needs_tables;
  env.stats.begin = c.warmup;
  env.stats.end = c.warmup + c.sample;
  if (c.flow_stats) env.stats.flows.assign(static_cast<std::size_t>(topo->num_nodes()), FlowStat{});

  // The network is deliberately never destroyed: SystemC 2.3 unregisters every port and
  // export one by one in linear lists, which costs seconds to minutes (quadratic) for the
  // ~50,000 sockets of dfly(6,12,6,73), and the process ends after this one run anyway.
  const std::uint64_t chunk = 100;  // cycles per kernel run; the network is checked between them
  Network& net = *new Network("net", env, algo, vcs, static_cast<int>(chunk), resolve_threads(c.threads));
  // A parallel run's threads end with the run, also when it throws (the network stays).
  struct StopThreads {
    Network& net;
    ~StopThreads() { net.stop_threads(); }
  } stop_threads{net};
  // tlm/fault hook: one fault agent per router, the FD/FR control lanes, the time series.
  std::unique_ptr<NetFaultHooks> fabric;
  if (c.faults.active()) {
    fabric = fault_hooks_provider()->make(env, tables.get());  // validate() made sure there is one
    env.fault = fabric.get();
    for (int i = 0; i < topo->num_routers(); ++i) net.routers[static_cast<std::size_t>(i)]->set_fault_agent(fabric->agent(i));
  }
  const auto dropped = [&]() { return fabric ? fabric->tagged_dropped() : 0; };
  const double elab_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

  std::uint64_t now = 0, last_moves = 0, still = 0;
  const std::uint64_t limit = env.stats.end + c.drain;
  std::string reason;
  std::int64_t left_at_end = 0;  // --drain-empty: flits and queued packets at the last step
  while (true) {
    sc_core::sc_start(SimClock::cycles(static_cast<int>(chunk)));
    now += chunk;
    Totals st = totals(env);
    std::int64_t left = c.drain_empty && now >= env.stats.end ? left_in(net, st.flits_in_network) : 0;
    if (RankTransport* t = rank_transport()) sum_over_ranks(*t, st, left);
    left_at_end = left;
    if (st.moves == last_moves && st.flits_in_network > 0) {
      still += chunk;
      if (still >= c.watchdog) {
        std::ostringstream os;
        os << "deadlock: " << st.flits_in_network << " flits in flight and none moved for " << still
           << " cycles (cycle " << now << ", " << algo.name << ", " << topo->name() << ")\n";
        int lines = 0;
        for (const auto& r : net.routers) {
          if (!r) continue;  // another rank's
          const std::string s = r->describe_stuck();
          if (s.empty()) continue;
          os << s;
          if (++lines >= 20) break;
        }
        throw DeadlockError(os.str());
      }
    } else {
      still = 0;
      last_moves = st.moves;
    }
    const std::uint64_t end = env.stats.end;
    if (c.drain_empty && now >= end) env.generating = false;
    if (now >= end && (c.drain_empty ? left == 0 : st.tagged_done + dropped() >= st.tagged)) break;
    if (now >= limit) {
      reason = c.drain_empty ? "network not empty after --drain cycles" : "window packets not delivered within --drain cycles";
      break;
    }
  }

  net.stop_threads();
  if (RankTransport* t = rank_transport()) gather_part_stats(*t, env, net.first_part(), net.last_part());
  const Stats st = env.merged_stats();
  PointResult res;
  res.vcs = vcs;
  res.offered = c.rate;
  const double denom = static_cast<double>(topo->num_nodes()) * static_cast<double>(c.sample);
  res.generated = st.generated_flits / denom;
  res.accepted = st.ejected_flits / denom;
  res.tagged = st.tagged;
  res.delivered = st.tagged_done;
  res.source_full = st.source_full;
  if (c.drain_empty) res.left_in_network = left_at_end;
  if (st.tagged_done) {
    res.latency = static_cast<double>(st.sum_latency) / st.tagged_done;
    res.network_latency = static_cast<double>(st.sum_network_latency) / st.tagged_done;
  }
  res.max_latency = static_cast<double>(st.max_latency);
  res.p50 = latency_percentile(st.latency_hist, 500);
  res.p99 = latency_percentile(st.latency_hist, 990);
  res.p999 = latency_percentile(st.latency_hist, 999);
  for (std::size_t k = 0; k < topo->class_names().size(); ++k) {
    PointResult::LinkUse u;
    u.name = topo->class_names()[k];
    u.flits = k < st.class_flits.size() ? st.class_flits[k] : 0;
    for (int r = 0; r < topo->num_routers(); ++r) {
      for (int p = 0; p < topo->radix(); ++p) {
        if (static_cast<std::size_t>(topo->port_class(r, p)) == k && (topo->is_terminal(p) || topo->connected(r, p))) ++u.channels;
      }
    }
    res.link_use.push_back(u);
  }
  res.flows = st.flows;
  std::size_t last = 0;
  for (std::size_t i = 0; i < st.hops.size(); ++i) if (st.hops[i]) last = i;
  res.hops.assign(st.hops.begin(), st.hops.begin() + last + 1);
  double hsum = 0;
  for (std::size_t i = 0; i < res.hops.size(); ++i) hsum += static_cast<double>(i * res.hops[i]);
  res.mean_hops = st.tagged_done ? hsum / st.tagged_done : 0;

  // Global channels (a dragonfly's): only connected ones count.
  res.global_use = st.global_use;
  res.vc_hops = st.vc_hops;
  double gmin = 1e300, gmax = 0, gsum = 0;
  int gcount = 0;
  if (env.dfly) {
    const Dragonfly& d = *env.dfly;
    res.global_by_slot.assign(d.slots(), 0.0);
    for (int i = 0; i < d.num_routers(); ++i) {
      const RouterId r = d.router_at(i);
      for (int j = 0; j < d.h(); ++j) {
        if (!d.peer(r, d.global_port(j)).connected) continue;
        const double u = st.global_use[static_cast<std::size_t>(i) * d.h() + j] / static_cast<double>(c.sample);
        gmin = std::min(gmin, u);
        gmax = std::max(gmax, u);
        gsum += u;
        ++gcount;
        res.global_by_slot[r.bid * d.h() + j] += u / d.g();
      }
    }
  }
  if (gcount) {
    res.global_min = gmin;
    res.global_max = gmax;
    res.global_mean = gsum / gcount;
  }

  // tlm/fault hook: where every packet went; with faults, the load the network can deliver
  // is what the live nodes offered less what no route reaches (dropped at the source).
  double deliverable = res.offered;
  if (fabric) {
    std::uint64_t in_flight = 0;
    for (auto& r : net.routers) in_flight += r->buffered_flits() + r->fault_flits_on_links();
    res.fault = fabric->report(in_flight);
    if (c.faults.any_fault()) {
      deliverable = res.generated - static_cast<double>(fabric->tagged_unreachable() * c.packet_size) / denom;
    }
  }
  if (!reason.empty()) {
  } else if (res.latency > c.sat_latency) {
    reason = "mean latency above " + std::to_string(static_cast<int>(c.sat_latency)) + " cycles";
  } else if (st.source_full) {
    reason = "source queues full";
  } else if (res.accepted < c.sat_ratio * deliverable) {
    reason = "accepted below offered";
  }
  res.saturated = !reason.empty();
  res.saturation_reason = reason;
  res.cycles = now;
  res.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  res.elab_seconds = elab_seconds;
  res.peak_rss_kb = peak_rss_kb();
  res.time_block = net.blocks().router;
  res.group_block = net.blocks().group;
  res.threads = net.threads();
  res.parts = net.parts();
  return res;
}

}  // namespace doar::net
