// The Verilated router that --dfly and --router name, among the configurations one bench was
// built with (router_bench.cpp: the cores; router_top_bench.cpp: whole routers). M is a
// bench's model record: p, a, h, g, gid, bid, and run(opt, m), the bench on that model.
// A size or router that was not Verilated is a usage error naming the built ones (exit 2).
#pragma once
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "cosim_types.hpp"

namespace doar::cosim {

template <class M>
Result run_named_router_model(const std::vector<M>& built, const Options& opt, const std::string& what) {
  // --dfly as the canonical "P,A,H,G" (so that "2, 4,2,9" or "02,4,2,9" name the same size).
  std::string dfly;
  for (const auto& f : cli::split_list(opt.dfly)) dfly += (dfly.empty() ? "" : ",") + std::to_string(cli::to_int(f, "--dfly"));
  std::string names;
  for (const M& m : built) {
    const std::string d = std::to_string(m.p) + "," + std::to_string(m.a) + "," + std::to_string(m.h) + "," + std::to_string(m.g);
    const std::string r = std::to_string(m.gid) + "." + std::to_string(m.bid);
    if (d == dfly && (opt.router.empty() || r == opt.router)) return m.run(opt, m);
    names += (names.empty() ? "" : "; ") + std::string("--dfly ") + d + " --router " + r;
  }
  throw cli::UsageError("no Verilated " + what + " for --dfly " + opt.dfly + (opt.router.empty() ? "" : " --router " + opt.router) +
                        " in this executable; built: " + names);
}

}  // namespace doar::cosim
