// doar-tables: the routing-table storage account of a dragonfly and, for one input port,
// its decoded table A/B/C entries as configured by core/ (Fig. 7a).
#include <iostream>
#include <sstream>

#include "cli_common.hpp"
#include "cli_vocabulary.hpp"
#include "result_header.hpp"
#include "tables.hpp"

namespace po = boost::program_options;
using namespace doar;

namespace {

std::string port_list(PortMask m) {
  std::string s;
  for (int j = 0; j < 64; ++j) {
    if (port_bit(m, j)) s += (s.empty() ? "" : ",") + std::to_string(j);
  }
  return "{" + s + "}";
}

std::string lpc_text(const Lpc& l) { return l.valid ? std::to_string(l.bid) : std::string("-"); }

// Human text of one A/B entry in the format the port uses.
std::string describe(const Dragonfly& d, PortKind kind, Region reg, bool table_a, std::uint64_t v) {
  std::ostringstream o;
  if (uses_global_format(kind, reg)) {
    if (table_a) {
      const GaEntry e = decode_ga(v);
      std::string gp;
      for (int j = 0; j < d.h(); ++j) if ((e.gp >> j) & 1u) gp += (gp.empty() ? "" : ",") + std::to_string(j);
      o << "lpc0=" << lpc_text(e.lpc0) << " GP={" << gp << "}";
    } else {
      const GbEntry e = decode_gb(v);
      std::string l, ogp;
      for (const Lpc& x : e.lpc) if (x.valid) l += (l.empty() ? "" : ",") + std::to_string(x.bid);
      for (int j = 0; j < d.h(); ++j) if ((e.ogp >> j) & 1u) ogp += (ogp.empty() ? "" : ",") + std::to_string(j);
      o << "lpc1..8={" << l << "} OGP={" << ogp << "}";
    }
  } else {
    o << "LP=" << port_list(v);
  }
  return o.str();
}

// The same entry as JSON: {"lpc0", "gp"} (table A, G format), {"lpc", "ogp"} (table B, G
// format) or the list of ports (LP bitmap).
nlohmann::ordered_json describe_json(const Dragonfly& d, PortKind kind, Region reg, bool table_a, std::uint64_t v) {
  const auto bits = [](std::uint64_t mask, int n) {
    nlohmann::ordered_json a = nlohmann::ordered_json::array();
    for (int j = 0; j < n; ++j) if ((mask >> j) & 1u) a.push_back(j);
    return a;
  };
  if (uses_global_format(kind, reg)) {
    if (table_a) {
      const GaEntry e = decode_ga(v);
      return {{"lpc0", e.lpc0.valid ? nlohmann::ordered_json(e.lpc0.bid) : nlohmann::ordered_json(nullptr)},
              {"gp", bits(e.gp, d.h())}};
    }
    const GbEntry e = decode_gb(v);
    nlohmann::ordered_json l = nlohmann::ordered_json::array();
    for (const Lpc& x : e.lpc) if (x.valid) l.push_back(x.bid);
    return {{"lpc", l}, {"ogp", bits(e.ogp, d.h())}};
  }
  return bits(v, 64);
}

}  // namespace

int main(int argc, char** argv) {
  return cli::run("doar-tables", [&]() {
    std::string dfly, router;
    int port = -1;
    std::string json_to;  // --json [FILE|-]
    po::options_description desc("Options");
    desc.add_options()
      ("help,h", "print this help")
      ("dfly", cli::dfly_value(&dfly), cli::dfly_help().c_str())
      ("router", po::value(&router), "router g.b whose port tables to print (needs --port)")
      ("port", po::value(&port), "input port number of --router (0..radix-1)")
      ("json", cli::json_target_value(&json_to), "print JSON instead of text, to FILE ('-' or no value: stdout)");
    po::variables_map vm;
    if (!cli::parse(argc, argv, desc, vm,
                    "doar-tables: routing-table sizes per input port, and one port's decoded entries.\n"
                    "Usage: doar-tables [--dfly P,A,H,G] [--router g.b --port N] [--json [FILE]]")) {
      return 0;
    }
    cli::JsonTarget json_out(json_to);
    const Dragonfly d = cli::make_dfly(dfly);
    if (vm.count("router") != vm.count("port")) throw cli::UsageError("--router and --port go together");
    const bool json = vm.count("json") > 0;
    const TableSizes s = table_sizes(d);
    std::ostringstream o;
    nlohmann::ordered_json j;
    j["dfly"] = d.name();
    j["entries_per_port"] = s.entries_per_port;
    j["bytes_per_port"] = s.bytes_per_port;
    j["regions"] = {{"N", s.n_entries}, {"B", s.b_entries}, {"G", s.g_entries}};
    j["table_a"] = {{"entries", s.a_entries}, {"bytes", s.a_bytes}};
    j["table_b"] = {{"entries", s.bt_entries}, {"bytes", s.bt_bytes}};
    j["table_c"] = {{"entries", s.c_entries}, {"bytes", s.c_bytes}};
    o << d.name() << ": routing tables per input port\n"
      << "  regions      N " << s.n_entries << ", B " << s.b_entries << ", G " << s.g_entries << " entries\n"
      << "  table A      " << s.a_entries << " entries x 8 B = " << s.a_bytes << " B (N, B, G)\n"
      << "  table B      " << s.bt_entries << " entries x 8 B = " << s.bt_bytes << " B (B, G)\n"
      << "  table C      " << s.c_entries << " entries x 6 B = " << s.c_bytes << " B\n"
      << "  per port     " << s.entries_per_port << " entries, " << s.bytes_per_port << " B ("
      << (s.bytes_per_port / 1024.0) << " KiB)\n";
    if (vm.count("router")) {
      const RouterId r = parse_router(router);
      d.check(r);
      if (port < 0 || port >= d.radix()) {
        throw cli::UsageError("port " + std::to_string(port) + " is outside 0.." + std::to_string(d.radix() - 1));
      }
      const PortTables t = configure_port(d, r, port);
      const char* kinds[] = {"terminal", "intra-group", "global"};
      const char* kind = kinds[static_cast<int>(t.kind)];
      j["router"] = to_string(r);
      j["port"] = port;
      j["kind"] = kind;
      nlohmann::ordered_json entries = nlohmann::ordered_json::array();
      o << "\nrouter " << to_string(r) << " input port " << port << " (" << kind << ")\n";
      for (Region reg : {Region::N, Region::B, Region::G}) {
        const int n = reg == Region::N ? d.p() : reg == Region::B ? d.a() : d.g();
        for (int i = 0; i < n; ++i) {
          const int e = base_add(d, reg) + i;
          if (t.a[e] == 0 && t.b[e] == 0) continue;
          entries.push_back({{"region", region_name(reg)}, {"index", i}, {"addr", e},
                             {"a", describe_json(d, t.kind, reg, true, t.a[e])},
                             {"b", describe_json(d, t.kind, reg, false, t.b[e])}});
          o << "  " << region_name(reg) << "[" << i << "]  A: " << describe(d, t.kind, reg, true, t.a[e])
            << "   B: " << describe(d, t.kind, reg, false, t.b[e]) << "\n";
        }
      }
      j["entries"] = entries;
      // One port's table C: the first local port to each router of the group (null: none).
      nlohmann::ordered_json c = nlohmann::ordered_json::array();
      o << "  table C:";
      for (int u = 0; u < d.a(); ++u) {
        const int l = decode_c(t.c[u]).first_port();
        c.push_back(l < 0 ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(l));
        o << " " << u << "->" << (l < 0 ? std::string("-") : std::to_string(l));
      }
      j["port_table_c"] = c;  // (table_c above is the sizes)
      o << "\n";
    }
    if (json) {
      cli::add_result_header(j, 1, desc, vm);  // schema 1 of doar-tables' JSON
      std::cout << j.dump(2) << "\n";
      json_out.finish();
      return 0;
    }
    std::cout << o.str();
    return 0;
  });
}
