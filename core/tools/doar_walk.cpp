// doar-walk: walks one packet hop by hop with a candidate-set routing of core (any topology,
// any routing of make_routing(): TCPG, TORUS_DOR, GEAR, ...) and prints every hop with its
// port, VC and the candidates offered there. An adaptive routing's packet takes, at each
// router, the first candidate of the best priority (what an idle network's VC allocation
// would grant). DOAR on the dragonfly has its own walker with tables and congestion:
// doar-route.
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli_common.hpp"
#include "cli_vocabulary.hpp"
#include "result_header.hpp"
#include "routing/routing.hpp"
#include "topology/tcpg.hpp"

namespace po = boost::program_options;
using namespace doar;

namespace {

int node_arg(const Topology& t, const std::string& text, const char* what) {
  const int n = cli::to_int(text, what);
  if (n < 0 || n >= t.num_nodes())
    throw cli::UsageError(std::string(what) + " " + text + " is outside 0.." + std::to_string(t.num_nodes() - 1) + " of " + t.name());
  return n;
}

// The router's label, and on a TCPG also its hybrid code.
std::string describe(const Topology& t, int r) {
  if (const auto* tc = dynamic_cast<const Tcpg*>(&t))
    return t.router_label(r) + " " + tcpg::code_string(tc->code(r), tc->k(), tc->m());
  return t.router_label(r);
}

}  // namespace

int main(int argc, char** argv) {
  return cli::run("doar-walk", [&]() {
    std::string spec, dfly, routing_name, src, dst;
    int vcs = 0;
    std::string json_to;  // --json [FILE|-]
    po::options_description desc("Options");
    desc.add_options()
      ("help,h", "print this help")
      ("topology", po::value(&spec), cli::topology_help("not with --dfly").c_str())
      ("dfly", cli::dfly_value(&dfly), cli::dfly_short_help().c_str())
      ("routing", po::value(&routing_name)->required(), ("candidate-set routing: " + routing_names()).c_str())
      ("vcs", po::value(&vcs)->default_value(0), "VCs per port (0: the fewest deadlock-free count, at least 2: TCPG 2, TCPG_ADAPT 3, TORUS_DOR 2, GEAR 2, DOAR 4)")
      ("src", po::value(&src)->required(), "source node index (router * P + terminal port)")
      ("dst", po::value(&dst)->required(), "destination node index")
      ("json", cli::json_target_value(&json_to), "print the walk as JSON instead of a table, to FILE ('-' or no value: stdout)");
    po::variables_map vm;
    if (!cli::parse(argc, argv, desc, vm,
                    "doar-walk: route one packet hop by hop with a candidate-set routing of core/.\n"
                    "Usage: doar-walk [--topology T | --dfly P,A,H,G] --routing R --src NODE --dst NODE [--vcs N] [--json [FILE]]\n"
                    "At each router the packet takes the first candidate of the best priority (an idle network's\n"
                    "choice). DOAR's set here is every port its chip may pick; its decision is doar-route's.")) {
      return 0;
    }
    cli::JsonTarget json_out(json_to);
    const auto topo = make_topology(cli::network_spec(vm, dfly, spec));
    if (vcs < 0) throw cli::UsageError("--vcs must be >= 0");
    std::unique_ptr<Routing> routing;
    if (vcs == 0) {
      for (int v = 2; v <= 8 && !routing; ++v) {
        try {
          routing = make_routing(routing_name, *topo, v);
        } catch (const std::invalid_argument& e) {
          if (std::string(e.what()).find("needs at least") == std::string::npos) throw;
        }
      }
    } else {
      routing = make_routing(routing_name, *topo, vcs);
    }
    const int s = node_arg(*topo, src, "--src"), d = node_arg(*topo, dst, "--dst");
    nlohmann::json hops = nlohmann::json::array();
    CandidateSet cs;
    int r = topo->node_router(s), in_port = topo->node_port(s), in_vc = 0;
    const int limit = 4 * topo->num_routers() + 4;
    for (int step = 0;; ++step) {
      if (step > limit) throw std::logic_error(routing->name() + " does not reach the destination");
      routing->candidates(r, in_port, in_vc, d, 0, cs);
      if (cs.n == 0) throw std::logic_error(routing->name() + " offers no candidate at " + topo->router_label(r));
      const Candidate* best = &cs.c[0];
      for (const Candidate& c : cs)
        if (c.priority < best->priority) best = &c;
      nlohmann::json cands = nlohmann::json::array();
      for (const Candidate& c : cs) cands.push_back(topo->port_label(c.port) + ".vc" + std::to_string(c.vc));
      nlohmann::json hop{{"router", topo->router_label(r)}, {"at", describe(*topo, r)},
                         {"port", topo->port_label(best->port)}, {"vc", best->vc}, {"candidates", cands}};
      hops.push_back(hop);
      if (topo->is_terminal(best->port)) break;
      in_port = topo->peer_port(r, best->port);
      in_vc = best->vc;
      r = topo->peer_router(r, best->port);
    }
    const int router_hops = static_cast<int>(hops.size()) - 1;
    const int minimal = topo->distance(topo->node_router(s), topo->node_router(d));
    nlohmann::json doc{{"topology", topo->spec()}, {"routing", routing->name()}, {"vcs", routing->vcs()},
                       {"src", s},  {"dst", d}, {"hops", router_hops}, {"minimal_hops", minimal}, {"walk", hops}};
    if (vm.count("json")) {
      cli::add_result_header(doc, 1, desc, vm);  // schema 1 of doar-walk's JSON
      std::cout << doc.dump(2) << "\n";
      json_out.finish();
      return 0;
    }
    std::cout << topo->name() << " " << routing->name() << " vcs=" << routing->vcs() << ": node " << s << " -> node " << d
              << "\n";
    for (const auto& h : hops) {
      std::cout << "  " << h["at"].get<std::string>() << "  out " << h["port"].get<std::string>() << ".vc"
                << h["vc"].get<int>() << "  (candidates:";
      for (const auto& c : h["candidates"]) std::cout << " " << c.get<std::string>();
      std::cout << ")\n";
    }
    std::cout << router_hops << " router hops, minimal " << minimal << "\n";
    return 0;
  });
}
