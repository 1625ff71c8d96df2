#include "registry.hpp"

#include <algorithm>
#include <cctype>

namespace doar::net {

const std::vector<RoutingInfo>& routing_algorithms() {
  static const std::vector<RoutingInfo> algos = {
      {"MIN", 2, "minimal: local, global, local", make_min, false},
      {"VAL", 4, "Valiant via a random router of a random third group", make_val, false},
      {"UGAL_L", 4, "UGAL with the source router's queues (Kim et al. 2008)", make_ugal_l, false},
      {"UGAL_G", 4, "UGAL with the source group's global queues (oracle)", make_ugal_g, false, true},
      {"PAR_PH", 5, "progressive adaptive with phantom history window (Won et al. 2015)", make_par_ph, false},
      {"TPR", 4, "traffic-pattern-based UGAL bias (Faizian et al. 2018)", make_tpr, false},
      {"UGAL_LE", 4, "UGAL with predicted global conflicts (Chaulagain and Yuan 2024)", make_ugal_le, false},
      {"DOAR", 4, "DOAR, every decision through core/ decide() (paper Alg. 1)", make_doar, true},
      {"SIM", 6, "fault baseline: central reconfiguration over the surviving graph (tlm/fault)", make_sim, false},
  };
  return algos;
}

const RoutingInfo* find_routing(const std::string& name) {
  std::string up = name;
  std::transform(up.begin(), up.end(), up.begin(), [](unsigned char c) { return std::toupper(c); });
  for (const auto& a : routing_algorithms()) {
    if (a.name == up) return &a;
  }
  return nullptr;
}

std::string routing_names() {
  std::string s;
  for (const auto& a : routing_algorithms()) s += (s.empty() ? "" : ", ") + a.name;
  return s;
}

}  // namespace doar::net
