// Every bisection method of core/analysis on one topology, gathered as doar-bisect prints
// them: each method's figure, kind and time, the cut it found, and the best lower and upper
// bound; the report checks lower <= exact <= upper (a violation is a bug: std::logic_error).
#pragma once
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "topology/topology.hpp"

namespace doar {

enum class ExactMode { Auto, Yes, No };  // auto: up to kMaxExactRouters; yes: or refuse

struct BisectionOptions {
  ExactMode exact = ExactMode::Auto;
  double time_limit = 60;  // seconds for the exact ILP
  int metis_seeds = 8;
};

struct BisectionMethod {
  std::string name;
  std::string kind;        // "exact", "upper", "lower", or the paper's claims: "paper-upper",
                           // "paper-lower", "paper-estimate", "paper-exact"
  double value = 0;        // integer for measured cuts and rounded-up bounds
  double raw = 0;          // lower bounds: the real-valued bound before rounding up
  double seconds = 0;      // CPU seconds (analysis/cpu_clock.hpp)
  std::vector<int> side;   // the cut (side per router), for methods that found one
  std::string note;
};

struct BisectionReport {
  std::string topology, name;
  int routers = 0;
  long long links = 0;
  std::optional<long long> exact;
  long long lower_bound = 0, upper_bound = 0;
  std::vector<BisectionMethod> methods;
  std::string enumeration_count;  // htorus: the paper's eq. (2); empty otherwise
  std::string routing;            // the routing of the edge-load bound ("" when none)
};

// The routing (and VCs) whose routes give the edge-load bound on a topology kind: the
// simulator's own minimal routing of that kind, or "" for kinds without one.
std::string edge_load_routing(const std::string& kind, int& vcs);

// Runs every method. Throws std::invalid_argument (one line) for a disconnected graph,
// fewer than 2 routers, or ExactMode::Yes beyond kMaxExactRouters.
BisectionReport bisect(const Topology& topo, const BisectionOptions& opt);

nlohmann::json to_json(const BisectionReport& rep);
void print_table(std::ostream& os, const BisectionReport& rep);

}  // namespace doar
