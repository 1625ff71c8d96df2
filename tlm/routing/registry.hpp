// Routing algorithms by name, with the VC count each needs to be deadlock free (the paper's
// Table 1) and a factory that makes one instance per router. registry.cpp lists them; each
// algorithm lives in its own file of this directory and exposes one make_* function.
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <vector>
#include "routing_function.hpp"
#include "sim_routing.hpp"  // make_sim: the SIM fault baseline (its plan is set by tlm/fault)

namespace doar::net {

struct RoutingInfo {
  std::string name;     // as given to --routing (upper case)
  int vcs = 0;          // VCs needed for deadlock freedom
  std::string summary;  // one line for --help
  std::function<std::unique_ptr<RoutingFunction>(const RoutingSetup&)> make;
  bool needs_tables = false;  // gets core NetworkTables in RoutingSetup::tables
  // Reads the state of other routers of its own group in the same cycle (RouterView::remote):
  // the routers of a group must then run cycle by cycle (Network::choose_blocks).
  bool reads_group_routers = false;
  // A candidate-set routing of core (core/routing/, built by make_routing(name)): one object
  // for the whole network, a set of (port, VC, priority) per head; `make` is then empty.
  // Every other routing here is a dragonfly routing (RoutingSetup::dfly).
  bool candidate_set = false;
  bool is_candidate_set() const { return candidate_set; }
};

const std::vector<RoutingInfo>& routing_algorithms();
// Case-insensitive lookup; nullptr when unknown.
const RoutingInfo* find_routing(const std::string& name);
// The name as registered, with the parameters given after a colon kept ("mtr:4" -> "MTR:4").
std::string canonical_routing_name(const RoutingInfo& algo, const std::string& given);
// "MIN, VAL, ..." for messages.
std::string routing_names();

// Factories, one per file.
std::unique_ptr<RoutingFunction> make_min(const RoutingSetup& s);      // min.cpp
std::unique_ptr<RoutingFunction> make_val(const RoutingSetup& s);      // val.cpp
std::unique_ptr<RoutingFunction> make_ugal_l(const RoutingSetup& s);   // ugal_l.cpp
std::unique_ptr<RoutingFunction> make_ugal_g(const RoutingSetup& s);   // ugal_g.cpp
std::unique_ptr<RoutingFunction> make_par_ph(const RoutingSetup& s);   // par_ph.cpp
std::unique_ptr<RoutingFunction> make_tpr(const RoutingSetup& s);      // tpr.cpp
std::unique_ptr<RoutingFunction> make_ugal_le(const RoutingSetup& s);  // ugal_le.cpp
std::unique_ptr<RoutingFunction> make_doar(const RoutingSetup& s);     // doar.cpp

}  // namespace doar::net
