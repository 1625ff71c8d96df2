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
      {"DOAR", 4, "DOAR, every decision through core/ DoarDecider (paper Alg. 1)", make_doar, true},
      {"SIM", 6, "fault baseline: central reconfiguration over the surviving graph (tlm/fault)", make_sim, false},
      // Torus routings of seed 000, from core/routing/torus_routing.hpp (docs/topology.md).
      {"TORUS_DOR", 2, "torus: dimension order with the dateline on VC 1 (seed 000 Def. 4)", nullptr, false, false, true},
      {"DUATO", 3, "torus: DOR escape on VCs 0-1, fully adaptive minimal on the others", nullptr, false, false, true},
      {"GEAR", 2, "torus: Gear, fully adaptive minimal with 2 VCs (seed 000 Alg. 1-3)", nullptr, false, false, true},
      {"GEAR3", 3, "torus: Gear plus a fully adaptive VC", nullptr, false, false, true},
      // Irregular-network routings of seed 004, on any topology (core/routing/updown_routing.hpp).
      {"UPDOWN", 1, "any topology: up*/down* from root 0 (UPDOWN:ROOT), shortest legal paths, every VC", nullptr, false, false, true},
      {"MTR", 2, "any topology: multi-root up*/down* MTR:R[,SEED] (default 4 roots), escape UPDOWN on VC 0", nullptr, false, false, true},
      {"SHORTEST", 2, "any topology: every minimal hop, escape UPDOWN on VC 0", nullptr, false, false, true},
      // TCPG routings of seed 002, from core/routing/tcpg_routing.hpp (docs/topology.md).
      {"TCPG", 2, "tcpg: the paper's unicast route, Petersen then x then y (seed 002 Sec. 3.1)", nullptr, false, false, true},
      {"TCPG_GEAR", 2, "tcpg: TCPG's Petersen phase, then Gear on the slice torus (adaptive, 2 VCs)", nullptr, false, false, true},
      {"TCPG_ADAPT", 3, "tcpg: TCPG escape on VCs 0-1, adaptive minimal on the others", nullptr, false, false, true},
      // H-Torus routing of seed 003, from core/routing/htorus_routing.hpp.
      {"HT_LNF", 4, "htorus: left-neighbour-first shortest path, class x dateline VCs (seed 003)", nullptr, false, false, true},
  };
  return algos;
}

const RoutingInfo* find_routing(const std::string& name) {
  std::string up = name;
  std::transform(up.begin(), up.end(), up.begin(), [](unsigned char c) { return std::toupper(c); });
  up = up.substr(0, up.find(':'));  // parameters (MTR:4) are the routing's own to check
  for (const auto& a : routing_algorithms()) {
    if (a.name == up) return &a;
  }
  return nullptr;
}

std::string canonical_routing_name(const RoutingInfo& algo, const std::string& given) {
  return algo.name + given.substr(std::min(given.find(':'), given.size()));
}

std::string routing_names() {
  std::string s;
  for (const auto& a : routing_algorithms()) s += (s.empty() ? "" : ", ") + a.name;
  return s;
}

}  // namespace doar::net
