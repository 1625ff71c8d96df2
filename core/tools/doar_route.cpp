// doar-route: walks one packet router by router with the core DOAR decision and prints
// every hop and the hop pattern. All arbiters start at reset.
#include <iomanip>
#include <iostream>
#include <sstream>

#include "cli_common.hpp"
#include "cli_vocabulary.hpp"
#include "result_header.hpp"
#include "walk.hpp"

namespace po = boost::program_options;
using namespace doar;

namespace {

void apply_congestion(const Dragonfly& d, CongestionState& cong, const std::string& global,
                      const std::string& local) {
  for (const auto& item : cli::split_list(global)) {
    const auto parts = cli::split_list(item, ':');
    if (parts.size() != 2) throw cli::UsageError("--congest-global item '" + item + "' is not G:S");
    const int gid = cli::to_int(parts[0], "group in --congest-global '" + item + "'");
    const int slot = cli::to_int(parts[1], "slot in --congest-global '" + item + "'");
    if (gid >= d.g()) throw cli::UsageError("--congest-global: group " + parts[0] + " is outside " + d.name());
    if (slot >= d.slots()) throw cli::UsageError("--congest-global: slot " + parts[1] + " is outside 0.." + std::to_string(d.slots() - 1));
    cong.mark_global(gid, slot);
  }
  for (const auto& item : cli::split_list(local)) {
    const auto parts = cli::split_list(item, ':');
    if (parts.size() != 2) throw cli::UsageError("--congest-local item '" + item + "' is not g.b:PORT");
    const RouterId r = parse_router(parts[0]);
    d.check(r);
    const int port = cli::to_int(parts[1], "port in --congest-local '" + item + "'");
    if (port >= d.radix()) throw cli::UsageError("--congest-local: port " + parts[1] + " is outside 0.." + std::to_string(d.radix() - 1));
    cong.mark_local(r, port);
  }
}

}  // namespace

int main(int argc, char** argv) {
  return cli::run("doar-route", [&]() {
    std::string dfly, src, dst, cg, cl;
    std::string json_to;  // --json [FILE|-]
    po::options_description desc("Options");
    desc.add_options()
      ("help,h", "print this help")
      ("dfly", cli::dfly_value(&dfly), cli::dfly_help().c_str())
      ("src", po::value(&src)->required(), "source node g.b.n (group, router, terminal)")
      ("dst", po::value(&dst)->required(), "destination node g.b.n")
      ("congest-global", po::value(&cg)->default_value(""), "G:S,... mark global slot S of group G congested, as every router of group G sees it (also sets the owner router's port bit)")
      ("congest-local", po::value(&cl)->default_value(""), "g.b:PORT,... mark output PORT of router g.b congested")
      ("json", cli::json_target_value(&json_to), "print the walk as JSON instead of a table, to FILE ('-' or no value: stdout)");
    po::variables_map vm;
    if (!cli::parse(argc, argv, desc, vm,
                    "doar-route: route one packet hop by hop with the DOAR decision of core/.\n"
                    "Usage: doar-route [--dfly P,A,H,G] --src g.b.n --dst g.b.n [--congest-global G:S,...]\n"
                    "                  [--congest-local g.b:PORT,...] [--json [FILE]]")) {
      return 0;
    }
    cli::JsonTarget json_out(json_to);
    const Dragonfly d = cli::make_dfly(dfly);
    const NodeAddr s = parse_node(src), t = parse_node(dst);
    d.check(s);
    d.check(t);
    // The walk configures the tables of every port of the network (two 8-byte words per
    // entry and the port maps): refuse a size that would not fit rather than be killed.
    const double bytes = 20.0 * d.num_routers() * d.radix() * entries_per_table(d);
    if (bytes > 4e9) {
      throw cli::UsageError(d.name() + " needs about " + std::to_string(static_cast<long>(bytes / 1e9)) +
                            " GB of routing tables (limit 4 GB)");
    }
    CongestionState cong(d);
    apply_congestion(d, cong, cg, cl);
    const NetworkTables tables(d);
    ArbStates arb(d);
    const WalkResult w = walk(d, tables, cong, arb, s, t);

    if (vm.count("json")) {
      nlohmann::ordered_json o;
      o["pattern"] = w.pattern;
      o["delivered"] = w.delivered;
      nlohmann::ordered_json hops = nlohmann::ordered_json::array();
      for (const Hop& hp : w.hops) {
        if (hp.kind == 'E') continue;
        hops.push_back({{"router", to_string(hp.router)}, {"in_port", hp.in_port}, {"out_port", hp.out_port},
                        {"vc", hp.vc}, {"kind", std::string(1, hp.kind)}, {"class", hop_class_name(hp.cls)}});
      }
      o["hops"] = hops;
      if (!w.delivered) o["error"] = w.error;
      cli::add_result_header(o, 1, desc, vm);  // schema 1 of doar-route's JSON
      std::cout << o.dump(2) << "\n";
    } else {
      std::cout << d.name() << "  " << to_string(s) << " -> " << to_string(t) << "\n";
      std::cout << "hop  router  in_port  out_port  vc  kind  class\n";
      int n = 0;
      for (const Hop& hp : w.hops) {
        std::cout << std::left << std::setw(6) << (hp.kind == 'E' ? std::string("eject") : std::to_string(++n))
                  << std::setw(8) << to_string(hp.router) << std::setw(9) << hp.in_port << std::setw(10)
                  << hp.out_port << std::setw(4) << hp.vc << std::setw(6) << hp.kind << hop_class_name(hp.cls)
                  << "\n";
      }
      std::cout << "pattern: " << w.pattern << "\n";
      if (!w.delivered) std::cerr << "doar-route: packet not delivered: " << w.error << "\n";
    }
    json_out.finish();
    return w.delivered ? 0 : 1;
  });
}
