// doar-paths: the mean route length of routings on a topology (seed 004's "AverageLength":
// the mean over ordered pairs of distinct switches of the routing table's path length),
// measured from each routing's candidate sets at zero load (core/routing/route_lengths.hpp),
// beside the mean minimal distance, and the channel loads of uniform traffic on those paths
// (core/routing/channel_load.hpp). Exit 0; 2 on bad input.
#include <nlohmann/json.hpp>

#include <algorithm>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "cli_common.hpp"
#include "cli_vocabulary.hpp"
#include "result_header.hpp"
#include "routing/channel_load.hpp"
#include "routing/mtr_routing.hpp"
#include "routing/paper_find_route.hpp"
#include "routing/route_lengths.hpp"
#include "routing/updown_routing.hpp"

namespace po = boost::program_options;
using namespace doar;

int main(int argc, char** argv) {
  return cli::run("doar-paths", [&]() {
    std::string spec, dfly, json, pairs, graph_out;
    std::vector<std::string> names;
    int vcs = 2;
    po::options_description desc("Options");
    desc.add_options()
      ("help,h", "print this help")
      ("topology", po::value(&spec), cli::topology_help("not with --dfly").c_str())
      ("dfly", cli::dfly_value(&dfly), cli::dfly_short_help().c_str())
      ("routing", po::value(&names)->composing(),
       ("a routing to measure, repeat the option for several (default: UPDOWN, MTR:4, SHORTEST); known: " +
        routing_names()).c_str())
      ("vcs", po::value(&vcs)->default_value(vcs), "VCs per port the routings are built with (1..8)")
      ("json", po::value(&json), "also write the report as JSON to this file ('-': stdout, instead of the table)")
      ("pairs", po::value(&pairs), "write every ordered pair's length per routing as CSV to this file "
       "(src,dst,distance,<routing>...; the min over zero-load paths)")
      ("write-graph", po::value(&graph_out), "write the network's switches and links in the graph:FILE format "
       "to this file (e.g. to keep an irregular network, or to check it with another tool)")
      ("paper-findroute", "also give, for UPDOWN and MTR, the mean length of the tables the paper's own findRoute "
       "(its Algorithm 3, a BFS marking routers, not (router, phase) states) builds on the same roots, and the "
       "pairs it leaves without a route");
    po::variables_map vm;
    if (!cli::parse(argc, argv, desc, vm,
                    "doar-paths: mean route length of routings on a topology, over ordered pairs of distinct\n"
                    "routers, from the routings' zero-load candidates, and their channel loads under uniform traffic:\n"
                    "load_max = pairs crossing the busiest link (flow split evenly over equal candidates),\n"
                    "max/mean over the links, ur_bound = (routers-1)/load_max, the UR saturation bound in\n"
                    "flits/switch/cycle (docs/updown.md).\n"
                    "Usage: doar-paths [--topology T | --dfly P,A,H,G] [--routing R]... [--vcs N] [--json FILE] [--pairs FILE]\n"
                    "                  [--write-graph FILE] [--paper-findroute]")) {
      return 0;
    }
    if (names.empty()) names = {"UPDOWN", "MTR:4", "SHORTEST"};
    const auto topo = make_topology(cli::network_spec(vm, dfly, spec));
    if (topo->num_routers() > 4096) throw cli::UsageError(topo->name() + ": more than 4096 routers");
    std::vector<RouteLengths> lengths;
    std::vector<ChannelLoad> loads;
    std::vector<std::string> canonical;
    std::vector<std::vector<int>> roots;  // per routing: its up*/down* roots (none: not a tree routing)
    for (const std::string& n : names) {
      const auto r = make_routing(n, *topo, vcs);
      canonical.push_back(r->name());
      lengths.push_back(zero_load_route_lengths(*topo, *r));
      loads.push_back(zero_load_channel_load(*topo, *r));
      if (const auto* u = dynamic_cast<const UpDownRouting*>(r.get())) roots.push_back({u->tree().root()});
      else if (const auto* m = dynamic_cast<const MtrRouting*>(r.get())) roots.push_back(m->roots());
      else roots.emplace_back();
    }
    const double dmean = mean_distance(*topo);
    nlohmann::json rep;
    rep["topology"] = topo->spec();
    rep["routers"] = topo->num_routers();
    rep["vcs"] = vcs;
    rep["mean_distance"] = dmean;
    rep["diameter"] = topo->diameter();
    std::ostringstream table;  // printed unless the JSON goes to stdout
    table << topo->name() << ": " << topo->num_routers() << " routers, mean distance " << std::fixed
              << std::setprecision(5) << dmean << ", diameter " << topo->diameter() << "\n"
              << std::left << std::setw(16) << "routing" << std::right << std::setw(12) << "mean_len"
              << std::setw(12) << "mean_max" << std::setw(10) << "vs_first" << std::setw(10) << "vs_dist"
              << std::setw(8) << "longest" << std::setw(10) << "load_max" << std::setw(10) << "max/mean"
              << std::setw(10) << "ur_bound" << "\n";
    for (std::size_t i = 0; i < lengths.size(); ++i) {
      const double m = lengths[i].mean_min(), mx = lengths[i].mean_max(), first = lengths[0].mean_min();
      const int longest = *std::max_element(lengths[i].max.begin(), lengths[i].max.end());
      const double vs_first = first > 0 ? 100.0 * (m - first) / first : 0, vs_dist = dmean > 0 ? 100.0 * (m - dmean) / dmean : 0;
      table << std::left << std::setw(16) << canonical[i] << std::right << std::setw(12) << m << std::setw(12)
                << mx << std::setw(9) << std::setprecision(2) << vs_first << "%" << std::setw(9) << vs_dist << "%"
                << std::setw(8) << longest << std::setw(10) << std::setprecision(1) << loads[i].max
                << std::setw(10) << std::setprecision(3) << loads[i].max_over_mean() << std::setw(10)
                << loads[i].throughput_bound(topo->num_routers()) << std::setprecision(5) << "\n";
      rep["routings"].push_back({{"routing", canonical[i]},
                                 {"mean_length", m},
                                 {"mean_length_max", mx},
                                 {"longest", longest},
                                 {"vs_first_percent", vs_first},
                                 {"vs_distance_percent", vs_dist},
                                 {"roots", roots[i]},
                                 {"channel_load_max", loads[i].max},
                                 {"channel_load_mean", loads[i].mean},
                                 {"channel_load_max_over_mean", loads[i].max_over_mean()},
                                 {"busiest_channel", {{"router", loads[i].max_router}, {"port", loads[i].max_port}}},
                                 {"ur_throughput_bound", loads[i].throughput_bound(topo->num_routers())}});
    }
    if (vm.count("paper-findroute")) {
      table << "paper findRoute tables (seed 004 Algorithm 3):\n";
      for (std::size_t i = 0; i < roots.size(); ++i) {
        if (roots[i].empty()) continue;
        const std::vector<int> l = paper_mtr_lengths(*topo, roots[i]);
        const int n = topo->num_routers();
        double sum = 0;
        long long routed = 0, missing = 0;
        for (int a = 0; a < n; ++a)
          for (int b = 0; b < n; ++b) {
            if (a == b) continue;
            const int x = l[static_cast<std::size_t>(a) * n + b];
            if (x < 0) {
              ++missing;
            } else {
              sum += x;
              ++routed;
            }
          }
        const double m = routed ? sum / static_cast<double>(routed) : 0;
        table << std::left << std::setw(16) << canonical[i] << std::right << std::setw(12) << m
                  << "  pairs without a route: " << missing << "\n";
        rep["paper_findroute"].push_back({{"routing", canonical[i]}, {"mean_length", m}, {"pairs_without_route", missing}});
      }
    }
    cli::add_result_header(rep, 1, desc, vm, {"pairs", "write-graph"});  // schema 1 of doar-paths' JSON; output files left out
    if (json != "-") std::cout << table.str();
    if (!json.empty()) {
      if (json == "-") std::cout << rep.dump(2) << "\n";
      else cli::write_file(json, [&](std::ostream& f) { f << rep.dump(2) << "\n"; });
    }
    if (!graph_out.empty()) {
      cli::write_file(graph_out, [&](std::ostream& f) {
        f << "# " << topo->name() << " (doar-paths --write-graph)\nswitches " << topo->num_routers()
          << "\nnodes_per_switch " << topo->nodes_per_router() << "\n";
        for (int r = 0; r < topo->num_routers(); ++r)
          for (int p = topo->nodes_per_router(); p < topo->radix(); ++p) {
            const int v = topo->peer_router(r, p), q = topo->peer_port(r, p);
            if (v >= 0 && (r < v || (r == v && p < q))) f << "link " << r << " " << v << "\n";
          }
      });
    }
    if (!pairs.empty()) {
      cli::write_file(pairs, [&](std::ostream& f) {
        f << "src,dst,distance";
        for (const auto& n : canonical) f << "," << n;
        f << "\n";
        const int n = topo->num_routers();
        for (int s = 0; s < n; ++s)
          for (int t = 0; t < n; ++t) {
            if (s == t) continue;
            f << s << "," << t << "," << topo->distance(s, t);
            for (const auto& l : lengths) f << "," << l.min[static_cast<std::size_t>(s) * n + t];
            f << "\n";
          }
      });
    }
    return 0;
  });
}
