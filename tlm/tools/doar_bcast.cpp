// doar-bcast: seed 002's broadcast on TCPG(k, m) in the network simulator. The rounds of
// core's tcpg_broadcast() become a closed-loop workload (tlm/workload): every router's node
// 0 is one rank; a rank that is not the source posts the receive from its parent, waits for
// it, then sends to its children in round order. The run ends when every rank has finished,
// and the completion cycle is the broadcast's time. --source all runs the broadcasts of every
// source in turn in each rank's program (each rank forwards broadcast s before s+1).
#include <iomanip>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli_common.hpp"
#include "cli_vocabulary.hpp"
#include "result_header.hpp"
#include "network_run.hpp"
#include "program.hpp"
#include "registry.hpp"
#include "routing/tcpg_broadcast.hpp"
#include "simulation.hpp"

namespace po = boost::program_options;
using namespace doar;

namespace {

const int kQuiet = cli::quiet_systemc_banner();

// Adds the broadcast from router `src` to every rank's program (rank = router).
void add_broadcast(wl::JobBuilder& b, const Tcpg& t, int src, std::uint64_t bytes) {
  const auto rounds = tcpg_broadcast(t, src);
  for (const auto& round : rounds)
    for (const BroadcastSend& s : round) b.recv(s.to, s.from, bytes);
  for (int r = 0; r < t.num_routers(); ++r)
    if (r != src) b.wait(r);
  for (const auto& round : rounds)
    for (const BroadcastSend& s : round) b.send(s.from, s.to, bytes);
}

}  // namespace

// SystemC's entry point (declared extern "C" by <systemc>, which this file does not need).
extern "C" int sc_main(int argc, char** argv);

int sc_main(int argc, char** argv) {
  (void)kQuiet;
  return cli::run("doar-bcast", [&]() {
    net::SimConfig c;
    std::string spec, source = "0", json;
    std::uint64_t bytes = 0, max_cycles = 10000000;
    int flit_bytes = 16;
    c.routing = "TCPG";
    po::options_description desc("Options");
    desc.add_options()
      ("help,h", "print this help")
      ("topology", po::value(&spec)->required(),
       cli::topology_help("doar-bcast takes tcpg only (seed 002's broadcast); node 0 of every router takes part").c_str())
      ("routing", po::value(&c.routing)->default_value(c.routing), "TCPG, TCPG_GEAR or TCPG_ADAPT (any routing doar-sim runs on TCPG)")
      ("source", po::value(&source)->default_value(source), "source router index, or 'all' (every source in turn)")
      ("bytes", po::value(&bytes)->default_value(0), "message size in bytes (0: one packet, --packet-size x --flit-bytes)")
      ("flit-bytes", po::value(&flit_bytes)->default_value(flit_bytes), "bytes per flit")
      ("packet-size", po::value(&c.packet_size)->default_value(c.packet_size), "flits per packet")
      ("vcs", po::value(&c.vcs)->default_value(0), "VCs per port (0: the routing's count)")
      ("buf-local", po::value(&c.buf_local)->default_value(c.buf_local), "packets per VC of every input buffer")
      ("lat-local", po::value(&c.lat_local)->default_value(c.lat_local), "link latency, cycles (Petersen and torus links)")
      ("lat-terminal", po::value(&c.lat_terminal)->default_value(c.lat_terminal), "injection/ejection latency, cycles")
      ("max-cycles", po::value(&max_cycles)->default_value(max_cycles), "give up after this many cycles")
      ("json", po::value(&json), "write the result as JSON to FILE ('-': stdout instead of the text)");
    po::variables_map vm;
    if (!cli::parse(argc, argv, desc, vm,
                    "doar-bcast: seed 002's TCPG broadcast (per-round forwarding of core) run in doar-sim's network.\n"
                    "Usage: doar-bcast --topology tcpg:K,M[,P] [--routing TCPG] [--source R|all] [options]\n"
                    "Prints the rounds (k+m+2), the messages and the completion cycle. Exit 0, 1 on a deadlock, 2 on bad input.")) {
      return 0;
    }
    const auto topo = make_topology(spec);
    const auto* t = dynamic_cast<const Tcpg*>(topo.get());
    if (!t) throw cli::UsageError("the broadcast is TCPG's: --topology tcpg:K,M[,P], not " + topo->name());
    if (flit_bytes < 1 || flit_bytes > 4096) throw cli::UsageError("--flit-bytes must be in 1..4096");
    if (max_cycles < 1 || max_cycles > 1000000000) throw cli::UsageError("--max-cycles must be in 1..1000000000");
    c.topology = t->spec();
    if (!net::find_routing(c.routing)) throw cli::UsageError("unknown routing '" + c.routing + "' (" + net::routing_names() + ")");
    c.rate = 0;
    net::validate(c);  // one line and exit 2 on a routing of another topology, bad sizes, ...
    if (bytes == 0) bytes = static_cast<std::uint64_t>(c.packet_size) * flit_bytes;
    if (bytes > (std::uint64_t{1} << 30)) throw cli::UsageError("--bytes must be <= 2^30");
    std::vector<int> sources;
    if (source == "all") {
      for (int r = 0; r < t->num_routers(); ++r) sources.push_back(r);
    } else {
      const int s = cli::to_int(source, "--source");
      if (s < 0 || s >= t->num_routers())
        throw cli::UsageError("--source " + source + " is outside 0.." + std::to_string(t->num_routers() - 1));
      sources.push_back(s);
    }
    wl::JobBuilder b("tcpg-broadcast", t->num_routers());
    for (int s : sources) add_broadcast(b, *t, s, bytes);
    const wl::Job job = b.finish(std::to_string(sources.size()) + " broadcast(s) of " + std::to_string(bytes) + " B");
    std::vector<int> rank_node(t->num_routers());
    for (int r = 0; r < t->num_routers(); ++r) rank_node[r] = t->node_at(r, 0);
    const wl::WorkloadResult res = wl::run_workload(c, job, rank_node, flit_bytes, max_cycles);
    if (!res.audit.empty()) throw std::runtime_error("broadcast audit: " + res.audit);
    const int rounds = t->k() + t->m() + 2;
    nlohmann::json out{{"topology", t->spec()},
                       {"routing", c.routing},
                       {"vcs", res.vcs},
                       {"source", source},
                       {"broadcasts", sources.size()},
                       {"rounds", rounds},
                       {"bytes", bytes},
                       {"messages", res.stats.messages},
                       {"completion", res.stats.completion},
                       {"message_latency", res.stats.message_latency()},
                       {"wall_seconds", res.wall_seconds}};
    cli::add_result_header(out, 1, desc, vm);  // schema 1 of doar-bcast's JSON
    if (json == "-") {
      std::cout << out.dump(2) << "\n";
    } else {
      std::cout << t->name() << " " << c.routing << ", " << sources.size() << " broadcast(s) of " << bytes << " B from "
                << (source == "all" ? std::string("every router") : "router " + t->router_label(sources[0])) << ": "
                << rounds << " rounds, " << res.stats.messages << " messages, completed at cycle "
                << res.stats.completion << ", mean message latency " << std::fixed << std::setprecision(1)
                << res.stats.message_latency() << " cycles\n";
      if (!json.empty()) cli::write_file(json, [&](std::ostream& f) { f << out.dump(2) << "\n"; });
    }
    return 0;
  });
}
