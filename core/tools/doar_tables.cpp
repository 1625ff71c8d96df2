// doar-tables: the routing-table storage account of a dragonfly and, for one input port,
// its decoded table A/B/C entries as configured by core/ (Fig. 7a).
#include <iostream>
#include <sstream>

#include "cli_common.hpp"
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

// Human and JSON text of one A/B entry in the format the port uses.
std::string describe(const Dragonfly& d, PortKind kind, Region reg, bool table_a, std::uint64_t v, bool json) {
  std::ostringstream o;
  if (uses_global_format(kind, reg)) {
    if (table_a) {
      const GaEntry e = decode_ga(v);
      std::string gp;
      for (int j = 0; j < d.h(); ++j) if ((e.gp >> j) & 1u) gp += (gp.empty() ? "" : ",") + std::to_string(j);
      if (json) o << "{\"lpc0\": " << (e.lpc0.valid ? std::to_string(e.lpc0.bid) : "null") << ", \"gp\": [" << gp << "]}";
      else o << "lpc0=" << lpc_text(e.lpc0) << " GP={" << gp << "}";
    } else {
      const GbEntry e = decode_gb(v);
      std::string l, ogp;
      for (const Lpc& x : e.lpc) if (x.valid) l += (l.empty() ? "" : ",") + std::to_string(x.bid);
      for (int j = 0; j < d.h(); ++j) if ((e.ogp >> j) & 1u) ogp += (ogp.empty() ? "" : ",") + std::to_string(j);
      if (json) o << "{\"lpc\": [" << l << "], \"ogp\": [" << ogp << "]}";
      else o << "lpc1..8={" << l << "} OGP={" << ogp << "}";
    }
  } else {
    std::string ports = port_list(v);
    if (json) o << "[" << ports.substr(1, ports.size() - 2) << "]";
    else o << "LP=" << ports;
  }
  return o.str();
}

}  // namespace

int main(int argc, char** argv) {
  return cli::run("doar-tables", [&]() {
    std::string dfly, router;
    int port = -1;
    po::options_description desc("Options");
    desc.add_options()
      ("help,h", "print this help")
      ("dfly", po::value(&dfly)->required(), "dragonfly P,A,H,G")
      ("router", po::value(&router), "router g.b whose port tables to print (needs --port)")
      ("port", po::value(&port), "input port number of --router (0..radix-1)")
      ("json", "print JSON instead of text");
    po::variables_map vm;
    if (!cli::parse(argc, argv, desc, vm,
                    "doar-tables: routing-table sizes per input port, and one port's decoded entries.\n"
                    "Usage: doar-tables --dfly P,A,H,G [--router g.b --port N] [--json]")) {
      return 0;
    }
    const Dragonfly d = cli::make_dfly(dfly);
    if (vm.count("router") != vm.count("port")) throw cli::UsageError("--router and --port go together");
    const bool json = vm.count("json") > 0;
    const TableSizes s = table_sizes(d);
    std::ostringstream o;
    if (json) {
      o << "{\"dfly\": " << cli::json_str(d.name()) << ", \"entries_per_port\": " << s.entries_per_port
        << ", \"bytes_per_port\": " << s.bytes_per_port << ", \"regions\": {\"N\": " << s.n_entries
        << ", \"B\": " << s.b_entries << ", \"G\": " << s.g_entries << "}, \"table_a\": {\"entries\": "
        << s.a_entries << ", \"bytes\": " << s.a_bytes << "}, \"table_b\": {\"entries\": " << s.bt_entries
        << ", \"bytes\": " << s.bt_bytes << "}, \"table_c\": {\"entries\": " << s.c_entries
        << ", \"bytes\": " << s.c_bytes << "}";
    } else {
      o << d.name() << ": routing tables per input port\n"
        << "  regions      N " << s.n_entries << ", B " << s.b_entries << ", G " << s.g_entries << " entries\n"
        << "  table A      " << s.a_entries << " entries x 8 B = " << s.a_bytes << " B (N, B, G)\n"
        << "  table B      " << s.bt_entries << " entries x 8 B = " << s.bt_bytes << " B (B, G)\n"
        << "  table C      " << s.c_entries << " entries x 6 B = " << s.c_bytes << " B\n"
        << "  per port     " << s.entries_per_port << " entries, " << s.bytes_per_port << " B ("
        << (s.bytes_per_port / 1024.0) << " KiB)\n";
    }
    if (vm.count("router")) {
      const RouterId r = parse_router(router);
      d.check(r);
      if (port < 0 || port >= d.radix()) {
        throw cli::UsageError("port " + std::to_string(port) + " is outside 0.." + std::to_string(d.radix() - 1));
      }
      const PortTables t = configure_port(d, r, port);
      const char* kinds[] = {"terminal", "intra-group", "global"};
      const char* kind = kinds[static_cast<int>(t.kind)];
      if (json) o << ", \"router\": " << cli::json_str(to_string(r)) << ", \"port\": " << port
                  << ", \"kind\": \"" << kind << "\", \"entries\": [";
      else o << "\nrouter " << to_string(r) << " input port " << port << " (" << kind << ")\n";
      bool first = true;
      for (Region reg : {Region::N, Region::B, Region::G}) {
        const int n = reg == Region::N ? d.p() : reg == Region::B ? d.a() : d.g();
        for (int i = 0; i < n; ++i) {
          const int e = base_add(d, reg) + i;
          if (t.a[e] == 0 && t.b[e] == 0) continue;
          if (json) {
            o << (first ? "" : ", ") << "{\"region\": \"" << region_name(reg) << "\", \"index\": " << i
              << ", \"addr\": " << e << ", \"a\": " << describe(d, t.kind, reg, true, t.a[e], true)
              << ", \"b\": " << describe(d, t.kind, reg, false, t.b[e], true) << "}";
          } else {
            o << "  " << region_name(reg) << "[" << i << "]  A: " << describe(d, t.kind, reg, true, t.a[e], false)
              << "   B: " << describe(d, t.kind, reg, false, t.b[e], false) << "\n";
          }
          first = false;
        }
      }
      if (json) o << "], \"table_c\": [";
      else o << "  table C:";
      for (int u = 0; u < d.a(); ++u) {
        const int l = decode_c(t.c[u]).first_port();
        if (json) o << (u ? ", " : "") << (l < 0 ? std::string("null") : std::to_string(l));
        else o << " " << u << "->" << (l < 0 ? std::string("-") : std::to_string(l));
      }
      o << (json ? "]" : "\n");
    }
    if (json) o << "}\n";
    std::cout << o.str();
    return 0;
  });
}
