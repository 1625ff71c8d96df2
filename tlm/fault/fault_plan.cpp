#include "fault_plan.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>
#include "rng.hpp"

namespace doar::net {

namespace {

// k distinct items of `pool` not in `taken`, by a partial Fisher-Yates shuffle of the
// candidates (the order of the pool is core's enumeration, so a seed always gives one set).
std::vector<fault::FaultSpec> draw(std::vector<fault::FaultSpec> pool, int k, std::set<std::string>& taken,
                                   Rng& rng, const char* what) {
  std::vector<fault::FaultSpec> cand;
  for (auto& f : pool) {
    if (!taken.count(f.text)) cand.push_back(std::move(f));
  }
  if (k > static_cast<int>(cand.size())) {
    throw std::invalid_argument("asked for " + std::to_string(k) + " " + what + " faults, the network has " +
                                std::to_string(cand.size()) + " more " + what + "s");
  }
  std::vector<fault::FaultSpec> out;
  for (int i = 0; i < k; ++i) {
    const int n = static_cast<int>(cand.size()) - i;
    const int j = i + rng.below(n);
    std::swap(cand[static_cast<std::size_t>(i)], cand[static_cast<std::size_t>(j)]);
    taken.insert(cand[static_cast<std::size_t>(i)].text);
    out.push_back(cand[static_cast<std::size_t>(i)]);
  }
  return out;
}

}  // namespace

std::vector<fault::FaultSpec> fault_plan(const Dragonfly& d, const FaultOptions& o, std::uint64_t seed) {
  std::vector<fault::FaultSpec> out;
  std::set<std::string> taken;
  for (const std::string& s : o.specs) {
    fault::FaultSpec f = fault::parse_fault(d, s);
    if (taken.insert(f.text).second) out.push_back(f);
  }
  if (o.link_faults < 0 || o.router_faults < 0) throw std::invalid_argument("fault counts must be >= 0");
  // Own stream: the same seed gives the same faults whatever the traffic or routing.
  Rng rng(seed, 0xFA017ull);
  if (o.link_faults > 0) {
    std::vector<fault::FaultSpec> links = fault::all_local_links(d);
    for (auto& g : fault::all_global_links(d)) links.push_back(std::move(g));
    for (auto& f : draw(std::move(links), o.link_faults, taken, rng, "link")) out.push_back(std::move(f));
  }
  if (o.router_faults > 0) {
    std::vector<fault::FaultSpec> routers;
    for (int i = 0; i < d.num_routers(); ++i) routers.push_back(fault::router_fault(d, d.router_at(i)));
    for (auto& f : draw(std::move(routers), o.router_faults, taken, rng, "router")) out.push_back(std::move(f));
  }
  return out;
}

void validate_faults(const SimConfig& c) {
  const FaultOptions& o = c.faults;
  if (o.window < 1) throw std::invalid_argument("--window must be >= 1 cycle");
  if (o.t1 < 0 || o.t2 < 0 || o.entries < 0) throw std::invalid_argument("fault timing parameters must be >= 0");
  if (o.sim_reconfig < 0) throw std::invalid_argument("--sim-reconfig-cycles must be >= 0");
  if (o.sim_reconfig > 0) {
    std::string r = c.routing;
    for (char& ch : r) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    if (r != "SIM") throw std::invalid_argument("--sim-reconfig-cycles applies to --routing SIM only");
    if (!o.any_fault()) throw std::invalid_argument("--sim-reconfig-cycles needs faults");
  }
  if (o.instant_diagnosis) {
    std::string r = c.routing;
    for (char& ch : r) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    if (r != "DOAR") throw std::invalid_argument("--instant-diagnosis applies to --routing DOAR only (its tables)");
    if (!o.any_fault()) throw std::invalid_argument("--instant-diagnosis needs faults");
  }
  if (!o.any_fault()) {
    if (o.repair_at >= 0) throw std::invalid_argument("--repair-at needs faults");
    return;
  }
  // A lost packet is a whole packet: with several flits per packet a failed link would cut
  // packets in two (docs/faults_sim.md).
  if (c.packet_size != 1) throw std::invalid_argument("faults need --packet-size 1");
  if (o.repair_at >= 0 && static_cast<std::uint64_t>(o.repair_at) <= o.fault_at) {
    throw std::invalid_argument("--repair-at must come after --fault-at");
  }
  const Dragonfly d(c.dfly);
  const auto plan = fault_plan(d, o, c.seed);
  for (const auto& f : plan) {
    if (f.kind != fault::FaultSpec::Kind::Router) continue;
    if (o.fault_at > c.warmup) {
      throw std::invalid_argument("router faults must happen before the sample window (--fault-at <= --warmup)");
    }
    // A restarted router begins empty: every flit sent to it before it died must have
    // arrived (and died with it) by then.
    const int lat = std::max({c.lat_local, c.lat_global, c.lat_terminal});
    if (o.repair_at >= 0 && static_cast<std::uint64_t>(o.repair_at) <= o.fault_at + static_cast<std::uint64_t>(lat)) {
      throw std::invalid_argument("--repair-at: a router restart must come more than the longest link latency (" +
                                  std::to_string(lat) + " cycles) after --fault-at");
    }
  }
}

}  // namespace doar::net
