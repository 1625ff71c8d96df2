// doar-topo: the size and distance properties of one or more topologies, measured on their
// wiring (core/analysis/topo_metrics.hpp): routers, nodes, links, degree, diameter and mean
// distance between distinct routers, as a table and as JSON. docs/results_tcpg.md uses it
// for seed 002's Table 1.
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "analysis/topo_metrics.hpp"
#include "cli_common.hpp"

namespace po = boost::program_options;
using namespace doar;

int main(int argc, char** argv) {
  return cli::run("doar-topo", [&]() {
    std::vector<std::string> specs;
    std::string json;
    po::options_description desc("Options");
    desc.add_options()
      ("help,h", "print this help")
      ("topology", po::value(&specs)->required(),
       "network, repeatable: dfly:P,A,H,G, torus:K1xK2[xK3][,P] (K >= 2) or tcpg:K,M[,P] (K, M >= 1: 2K x 2M "
       "Petersen graphs); P nodes per router, default 1")
      ("json", po::value(&json), "also write the results as JSON to FILE ('-': stdout, instead of the table): one "
       "object per topology with routers, nodes, links, degree, degree_min, diameter, mean_distance, connected; "
       "an array when several --topology are given");
    po::variables_map vm;
    if (!cli::parse(argc, argv, desc, vm,
                    "doar-topo: measure routers, nodes, links, degree, diameter and mean distance of topologies.\n"
                    "Usage: doar-topo --topology T [--topology T2 ...] [--json FILE]\n"
                    "Distances are router hops over the wiring (all-pairs BFS); links are router-to-router links;\n"
                    "the mean distance is over ordered pairs of distinct routers. Exit status 0, or 2 on bad input.")) {
      return 0;
    }
    std::vector<TopoMetrics> rows;
    for (const std::string& s : specs) rows.push_back(measure_topology(*make_topology(s)));
    nlohmann::json out = nlohmann::json::array();
    for (const TopoMetrics& m : rows) out.push_back(to_json(m));
    const nlohmann::json doc = rows.size() == 1 ? out[0] : out;
    if (json != "-") {
      std::cout << std::left << std::setw(22) << "topology" << std::right << std::setw(9) << "routers" << std::setw(9)
                << "nodes" << std::setw(9) << "links" << std::setw(8) << "degree" << std::setw(10) << "diameter"
                << std::setw(15) << "mean distance" << "\n";
      for (const TopoMetrics& m : rows) {
        const std::string deg =
            m.degree == m.degree_min ? std::to_string(m.degree) : std::to_string(m.degree_min) + "-" + std::to_string(m.degree);
        std::cout << std::left << std::setw(22) << m.name << std::right << std::setw(9) << m.routers << std::setw(9)
                  << m.nodes << std::setw(9) << m.links << std::setw(8) << deg << std::setw(10)
                  << (m.connected ? std::to_string(m.diameter) : std::string("inf")) << std::setw(15) << std::fixed
                  << std::setprecision(4) << m.mean_distance << "\n";
      }
    } else {
      std::cout << doc.dump(2) << "\n";
    }
    if (!json.empty() && json != "-") cli::write_file(json, [&](std::ostream& f) { f << doc.dump(2) << "\n"; });
    return 0;
  });
}
