#include "workload_cli.hpp"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include "cli_common.hpp"
#include "dragonfly.hpp"
#include "grid.hpp"
#include "network_run.hpp"
#include "placement.hpp"
#include "registry.hpp"
#include "simulation.hpp"

namespace po = boost::program_options;

namespace doar::wl {

void add_workload_options(po::options_description& desc, WorkloadOptions& o) {
  desc.add_options()
    ("workload", po::value(&o.name), ("application motif instead of synthetic traffic: " + motif_names() +
                                      " (docs/workloads.md)").c_str())
    ("iterations", po::value(&o.params.iterations)->default_value(o.params.iterations), "workload: iterations")
    ("msg-size", po::value(&o.params.msg_bytes)->default_value(o.params.msg_bytes), "workload: message size, bytes")
    ("compute", po::value(&o.params.compute)->default_value(o.params.compute), "workload: compute cycles per step")
    ("ranks", po::value(&o.params.ranks)->default_value(0), "workload: ranks (0: one per terminal)")
    ("grid", po::value(&o.grid), "workload: process grid, e.g. 8x8x4 (default: most nearly cubic)")
    ("placement", po::value(&o.placement)->default_value(o.placement), "workload: rank placement, linear or random (from --seed)")
    ("allreduce", po::value(&o.params.allreduce)->default_value(o.params.allreduce), "workload DL: ring or rd")
    ("reduce-size", po::value(&o.params.reduce_bytes)->default_value(o.params.reduce_bytes), "workload LULESH: Allreduce bytes")
    ("flit-bytes", po::value(&o.flit_bytes)->default_value(o.flit_bytes), "workload: bytes per flit")
    ("max-cycles", po::value(&o.max_cycles)->default_value(o.max_cycles), "workload: give up after this many cycles");
}

namespace {

// A mean as the report has always printed it: six significant digits.
double sig6(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return std::strtod(buf, nullptr);
}

void write_json(std::ostream& os, const net::SimConfig& c, const WorkloadOptions& o, const Job& job,
                const WorkloadResult& r, const nlohmann::ordered_json& header) {
  const EngineStats& s = r.stats;
  nlohmann::ordered_json j;
  j["workload"] = job.motif;
  j["params"] = job.params;
  j["routing"] = c.routing;
  j["dfly"] = Dragonfly(c.dfly).name();
  j["ranks"] = job.size();
  j["iterations"] = o.params.iterations;
  j["placement"] = o.placement;
  j["seed"] = c.seed;
  j["packet_size"] = c.packet_size;
  j["flit_bytes"] = o.flit_bytes;
  j["vcs"] = r.vcs;
  j["messages"] = s.messages;
  j["messages_done"] = s.messages_done;
  j["packets"] = s.packets;
  j["packets_done"] = s.packets_done;
  j["flits"] = s.flits;
  j["recvs_matched"] = s.recvs_matched;
  j["duplicates"] = s.duplicates;
  j["misdelivered"] = s.misdelivered;
  j["packet_latency"] = sig6(s.packet_latency());
  j["message_latency"] = sig6(s.message_latency());
  j["max_message_latency"] = s.max_message_latency;
  j["completion"] = s.completion;
  j["cycles"] = r.cycles;
  j["wall_seconds"] = sig6(r.wall_seconds);
  j["audit"] = r.audit;
  for (const auto& [k, v] : header.items()) j[k] = v;  // schema, version, config (result_header.hpp)
  os << j.dump(2) << "\n";
}

void write_csv(std::ostream& os, const net::SimConfig& c, const Job& job, const WorkloadResult& r) {
  const EngineStats& s = r.stats;
  os << "workload,routing,dfly,ranks,messages,packets,packet_latency,message_latency,completion,wall_seconds\n";
  os << job.motif << "," << c.routing << ",\"" << Dragonfly(c.dfly).name() << "\"," << job.size() << "," << s.messages
     << "," << s.packets << "," << s.packet_latency() << "," << s.message_latency() << "," << s.completion << ","
     << r.wall_seconds << "\n";
}

}  // namespace

int run_workload_cli(const net::SimConfig& cfg, WorkloadOptions& o, const std::string& json, const std::string& csv,
                     bool quiet, const nlohmann::ordered_json& header) {
  net::SimConfig c = cfg;
  const Dragonfly d(c.dfly);
  if (o.params.ranks < 0) throw std::invalid_argument("--ranks must be >= 0");
  if (o.params.ranks == 0) o.params.ranks = d.num_nodes();
  if (o.params.ranks > d.num_nodes()) {
    throw std::invalid_argument("--ranks " + std::to_string(o.params.ranks) + " is more than the " +
                                std::to_string(d.num_nodes()) + " terminals of " + d.name());
  }
  if (o.flit_bytes < 1 || o.flit_bytes > 4096) throw std::invalid_argument("--flit-bytes must be in 1..4096");
  // Upper bounds that say so, instead of a run or an allocation without end.
  if (o.params.iterations > 1000000) throw std::invalid_argument("--iterations must be <= 1000000");
  if (o.params.msg_bytes > (std::uint64_t{1} << 30)) throw std::invalid_argument("--msg-size must be <= 1073741824 bytes");
  if (o.params.compute > 1000000000) throw std::invalid_argument("--compute must be <= 1000000000 cycles");
  if (o.max_cycles > 10000000000ULL) throw std::invalid_argument("--max-cycles must be <= 10000000000");
  if (!o.grid.empty()) o.params.grid = parse_grid(o.grid);
  const net::RoutingInfo* algo = net::find_routing(c.routing);
  if (!algo) throw std::invalid_argument("unknown routing '" + c.routing + "' (" + net::routing_names() + ")");
  c.routing = algo->name;
  const Job job = build_motif(o.name, o.params);
  census(job);  // a motif bug (unmatched send) stops here, before the network runs
  const std::vector<int> placement = place_ranks(job.size(), d.num_nodes(), o.placement, c.seed);

  WorkloadResult r;
  try {
    r = run_workload(c, job, placement, o.flit_bytes, o.max_cycles);
  } catch (const net::DeadlockError& e) {
    std::cerr << "doar-sim: " << e.what();
    return 3;
  } catch (const std::runtime_error& e) {
    std::cerr << "doar-sim: error: " << e.what() << "\n";
    return 1;
  }
  const EngineStats& s = r.stats;
  if (!quiet) {
    std::printf("doar-sim: workload %s (%s) on %s, %s, %d ranks placed %s, %d-flit packets of %d B flits, seed %llu\n",
                job.motif.c_str(), job.params.c_str(), d.name().c_str(), c.routing.c_str(), job.size(),
                o.placement.c_str(), c.packet_size, o.flit_bytes, static_cast<unsigned long long>(c.seed));
    std::printf("%10s %10s %9s %9s %11s %9s\n", "messages", "packets", "pkt_lat", "msg_lat", "completion", "wall_s");
    std::printf("%10llu %10llu %9.1f %9.1f %11llu %9.1f\n", static_cast<unsigned long long>(s.messages),
                static_cast<unsigned long long>(s.packets), s.packet_latency(), s.message_latency(),
                static_cast<unsigned long long>(s.completion), r.wall_seconds);
  }
  if (!json.empty()) {
    if (json == "-") {
      write_json(std::cout, c, o, job, r, header);
    } else {
      cli::write_file(json, [&](std::ostream& f) { write_json(f, c, o, job, r, header); });
    }
  }
  if (!csv.empty()) {
    cli::write_file(csv, [&](std::ostream& f) { write_csv(f, c, job, r); });
    cli::write_file(csv + ".meta", [&](std::ostream& f) { f << header.dump(2) << "\n"; });  // the CSV's header
  }
  if (!r.audit.empty()) {
    std::cerr << "doar-sim: workload audit failed: " << r.audit << "\n";
    return 1;
  }
  return 0;
}

}  // namespace doar::wl
