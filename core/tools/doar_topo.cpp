// doar-topo: the size and distance properties of one or more topologies, measured on their
// wiring (core/analysis/topo_metrics.hpp): routers, nodes, links, degree, diameter and mean
// distance between distinct routers, and an upper bound on the bisection width (a METIS cut,
// core/analysis/bisection_partition.hpp; doar-bisect gives the exact width and every bound),
// as a table and as JSON. docs/results_tcpg.md uses it for seed 002's Table 1.
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "analysis/bisection_partition.hpp"
#include "analysis/topo_metrics.hpp"
#include "cli_common.hpp"
#include "cli_vocabulary.hpp"
#include "result_header.hpp"

namespace po = boost::program_options;
using namespace doar;

int main(int argc, char** argv) {
  return cli::run("doar-topo", [&]() {
    std::vector<std::string> specs;
    std::string dfly, json;
    po::options_description desc("Options");
    desc.add_options()
      ("help,h", "print this help")
      ("topology", po::value(&specs), cli::topology_help("repeatable; not with --dfly").c_str())
      ("dfly", cli::dfly_value(&dfly), cli::dfly_short_help().c_str())
      ("json", po::value(&json), "also write the results as JSON to FILE ('-': stdout, instead of the table): one "
       "object per topology with routers, nodes, links, degree, degree_min, diameter, mean_distance, connected, "
       "bisection_upper_bound (links cut by the best METIS bisection: an upper bound, not the width); "
       "an array when several --topology are given");
    po::variables_map vm;
    if (!cli::parse(argc, argv, desc, vm,
                    "doar-topo: measure routers, nodes, links, degree, diameter and mean distance of topologies.\n"
                    "Usage: doar-topo [--topology T [--topology T2 ...] | --dfly P,A,H,G] [--json FILE]\n"
                    "Distances are router hops over the wiring (all-pairs BFS); links are router-to-router links;\n"
                    "the mean distance is over ordered pairs of distinct routers; bisection<= is the links a METIS\n"
                    "bisection cuts (doar-bisect: the exact width and every bound). Exit status 0, or 2 on bad input.")) {
      return 0;
    }
    std::vector<TopoMetrics> rows;
    std::vector<long long> bisection;  // upper bound per topology, -1 when not connected
    for (const std::string& s : cli::network_specs(vm, dfly, specs)) {
      const auto topo = make_topology(s);
      rows.push_back(measure_topology(*topo));
      bisection.push_back(rows.back().connected && topo->num_routers() > 1 ? quick_bisection_upper_bound(*topo).cut : -1);
    }
    nlohmann::json out = nlohmann::json::array();
    for (std::size_t i = 0; i < rows.size(); ++i) {
      nlohmann::json j = to_json(rows[i]);
      j["bisection_upper_bound"] = bisection[i] >= 0 ? nlohmann::json(bisection[i]) : nlohmann::json(nullptr);
      out.push_back(j);
    }
    nlohmann::json doc = rows.size() == 1 ? out[0] : out;
    cli::add_result_header(doc, 1, desc, vm);  // schema 1 of doar-topo's JSON (each object when several)
    if (json != "-") {
      std::cout << std::left << std::setw(22) << "topology" << std::right << std::setw(9) << "routers" << std::setw(9)
                << "nodes" << std::setw(9) << "links" << std::setw(8) << "degree" << std::setw(10) << "diameter"
                << std::setw(15) << "mean distance" << std::setw(12) << "bisection<=" << "\n";
      for (std::size_t i = 0; i < rows.size(); ++i) {
        const TopoMetrics& m = rows[i];
        const std::string deg =
            m.degree == m.degree_min ? std::to_string(m.degree) : std::to_string(m.degree_min) + "-" + std::to_string(m.degree);
        std::cout << std::left << std::setw(22) << m.name << std::right << std::setw(9) << m.routers << std::setw(9)
                  << m.nodes << std::setw(9) << m.links << std::setw(8) << deg << std::setw(10)
                  << (m.connected ? std::to_string(m.diameter) : std::string("inf")) << std::setw(15) << std::fixed
                  << std::setprecision(4) << m.mean_distance << std::setw(12)
                  << (bisection[i] >= 0 ? std::to_string(bisection[i]) : std::string("-")) << "\n";
      }
    } else {
      std::cout << doc.dump(2) << "\n";
    }
    if (!json.empty() && json != "-") cli::write_file(json, [&](std::ostream& f) { f << doc.dump(2) << "\n"; });
    return 0;
  });
}
