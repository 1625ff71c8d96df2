// doar-bisect: the bisection width of a topology's router graph by every method of
// core/analysis (docs/results_bisection.md): an exact ILP for small graphs, explicit and
// METIS cuts (upper bounds), edge-load and spectral lower bounds, and the seed paper's
// formulas beside them. Exit 0: report printed; 1: an output could not be written;
// 2: bad input (an unknown or malformed topology or graph file, a disconnected graph,
// --exact yes beyond the exact method's size limit).
#include <iostream>

#include "analysis/bisection_exact.hpp"
#include "analysis/bisection_report.hpp"
#include "cli_common.hpp"
#include "cli_vocabulary.hpp"
#include "result_header.hpp"

namespace po = boost::program_options;
using namespace doar;

int main(int argc, char** argv) {
  return cli::run("doar-bisect", [&]() {
    std::string spec, dfly, json, exact;
    double time_limit = 60;
    int seeds = 8;
    po::options_description desc("Options");
    desc.add_options()
      ("help,h", "print this help")
      ("topology", po::value(&spec),
       cli::topology_help("the routers are bisected, P does not matter; not with --dfly").c_str())
      ("dfly", cli::dfly_value(&dfly), cli::dfly_short_help().c_str())
      ("json", po::value(&json), "also write the report as JSON to this file ('-': to stdout, in place of the table): exact (null when not computed), lower_bound, "
       "upper_bound, methods (name, kind, value, raw, seconds, halves)")
      ("time-limit", po::value(&time_limit)->default_value(60), "seconds the exact ILP may take; past it the ILP's best cut "
       "and proven bound are reported instead of an exact value")
      ("exact", po::value(&exact)->default_value("auto"), ("exact ILP: 'auto' (when the graph has at most " +
       std::to_string(kMaxExactRouters) + " routers), 'yes' (refuse larger graphs, exit 2), 'no'").c_str())
      ("seeds", po::value(&seeds)->default_value(8), "METIS runs (different seeds), 1..64; the best cut is kept");
    po::variables_map vm;
    if (!cli::parse(argc, argv, desc, vm,
                    "doar-bisect: bisection width of a topology, exact and bounded (docs/results_bisection.md).\n"
                    "Usage: doar-bisect [--topology T | --dfly P,A,H,G] [--json FILE] [--time-limit S] [--exact auto|yes|no] [--seeds N]\n"
                    "Halves of floor(n/2) and ceil(n/2) routers; the width counts links (parallel links each).\n"
                    "Exit status: 0 report printed, 1 an output could not be written, 2 bad input.")) {
      return 0;
    }
    BisectionOptions opt;
    if (exact == "auto") opt.exact = ExactMode::Auto;
    else if (exact == "yes") opt.exact = ExactMode::Yes;
    else if (exact == "no") opt.exact = ExactMode::No;
    else throw cli::UsageError("--exact must be auto, yes or no, not " + cli::quote(exact));
    if (!(time_limit > 0 && time_limit <= 1e6)) throw cli::UsageError("--time-limit must be in (0, 1e6] seconds");
    if (seeds < 1 || seeds > 64) throw cli::UsageError("--seeds must be 1..64");
    opt.time_limit = time_limit;
    opt.metis_seeds = seeds;
    const auto topo = make_topology(cli::network_spec(vm, dfly, spec));
    const BisectionReport rep = bisect(*topo, opt);
    if (json != "-") print_table(std::cout, rep);  // --json -: the JSON in place of the table
    if (!json.empty()) {
      nlohmann::json doc = to_json(rep);
      cli::add_result_header(doc, 1, desc, vm);  // schema 1 of doar-bisect's JSON
      if (json == "-") std::cout << doc.dump(2) << "\n";
      else cli::write_file(json, [&](std::ostream& o) { o << doc.dump(2) << "\n"; });
    }
    return 0;
  });
}
