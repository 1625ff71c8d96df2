#include "report.hpp"

#include <cstdio>
#include <cstdlib>
#include <iomanip>
#include <sstream>
#include <stdexcept>
#include "cli_common.hpp"
#include "dragonfly.hpp"
#include "topology/topology.hpp"

namespace doar::net {
namespace {

std::string num(double v, int prec = 6) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*g", prec, v);
  return buf;
}

template <class T>
std::string list(const std::vector<T>& v, const char* sep, int prec = 6) {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (i) s += sep;
    if constexpr (std::is_floating_point_v<T>) s += num(v[i], prec);
    else s += std::to_string(v[i]);
  }
  return s;
}

}  // namespace

// The network's name: "dfly(2,4,2,9)", "torus(8x8,P=1)".
std::string network_name(const SimConfig& c) {
  return c.topology.empty() ? Dragonfly(c.dfly).name() : make_topology(c.topology)->name();
}

void print_table_header(std::ostream& os, const SimConfig& c, int vcs) {
  os << "doar-sim: " << c.routing << (c.torus_tie != "nowrap" ? " (tie " + c.torus_tie + ")" : std::string())
     << " on " << network_name(c) << ", traffic " << c.traffic << ", "
     << c.packet_size << "-flit packets, " << vcs << " VCs, seed " << c.seed << ", warm-up " << c.warmup
     << ", sample " << c.sample << "\n";
  os << std::setw(8) << "offered" << std::setw(10) << "accepted" << std::setw(10) << "latency" << std::setw(10)
     << "net_lat" << std::setw(7) << "hops" << std::setw(5) << "sat" << std::setw(9) << "cycles" << std::setw(9)
     << "wall_s" << "  hop histogram\n";
}

void print_table_row(std::ostream& os, const PointResult& r) {
  os << std::fixed << std::setprecision(3) << std::setw(8) << r.offered << std::setw(10) << r.accepted
     << std::setprecision(1) << std::setw(10) << r.latency << std::setw(10) << r.network_latency
     << std::setprecision(2) << std::setw(7) << r.mean_hops << std::setw(5) << (r.saturated ? "yes" : "no")
     << std::setw(9) << r.cycles << std::setprecision(1) << std::setw(9) << r.wall_seconds << "  "
     << list(r.hops, "/") << "\n";
  os.unsetf(std::ios::floatfield);
}

namespace {

// A measured mean or rate as the report gives it: six significant digits (the precision the
// table and the CSV have always had), as a number the JSON library prints in its shortest
// form. The sweep hand-over (serialize) keeps every bit instead.
double sig6(double v) { return std::strtod(num(v).c_str(), nullptr); }

// Flits per channel per cycle of the sample window.
double utilisation(const PointResult::LinkUse& u, const SimConfig& c) {
  return u.channels && c.sample ? static_cast<double>(u.flits) / (static_cast<double>(u.channels) * c.sample) : 0.0;
}

template <class T>
nlohmann::ordered_json sig_list(const std::vector<T>& v, int prec) {
  nlohmann::ordered_json a = nlohmann::ordered_json::array();
  for (const T x : v) a.push_back(std::strtod(num(static_cast<double>(x), prec).c_str(), nullptr));
  return a;
}

}  // namespace

void write_json(std::ostream& os, const SimConfig& c, const std::vector<PointResult>& pts,
                const nlohmann::ordered_json& header) {
  nlohmann::ordered_json all = nlohmann::ordered_json::array();
  for (const PointResult& r : pts) {
    nlohmann::ordered_json j;
    // The network: "dfly" with its name as always on a dragonfly; "topology" with the spec
    // (make_topology()'s canonical form) on any other.
    if (c.topology.empty()) j["dfly"] = Dragonfly(c.dfly).name();
    else j["topology"] = make_topology(c.topology)->spec();
    j["routing"] = c.routing;
    j["traffic"] = c.traffic;
    j["seed"] = c.seed;
    j["vcs"] = r.vcs;
    j["packet_size"] = c.packet_size;
    if (c.torus_tie != "nowrap") j["torus_tie"] = c.torus_tie;  // JSON unchanged by default
    // Only with --burst, so that the JSON of every other run stays as it was.
    if (c.burst.active()) j["burst"] = {{"start", c.burst.start}, {"len", c.burst.len}, {"rate", sig6(c.burst.rate)}};
    j["offered"] = sig6(r.offered);
    j["generated"] = sig6(r.generated);
    j["accepted"] = sig6(r.accepted);
    j["latency"] = sig6(r.latency);
    j["network_latency"] = sig6(r.network_latency);
    j["max_latency"] = sig6(r.max_latency);
    j["latency_percentiles"] = {{"p50", r.p50}, {"p99", r.p99}, {"p99.9", r.p999}};
    j["hops"] = r.hops;
    j["mean_hops"] = sig6(r.mean_hops);
    // Candidate-set routings (the torus's): router-to-router hops per VC in the window, and
    // their shares (seed 000 Table 1). Not on the dragonfly, whose JSON stays as it was.
    if (!c.topology.empty()) {
      double sum = 0;
      for (auto v : r.vc_hops) sum += static_cast<double>(v);
      std::vector<double> share;
      for (auto v : r.vc_hops) share.push_back(sum > 0 ? static_cast<double>(v) / sum : 0.0);
      j["vc_hops"] = r.vc_hops;
      j["vc_share"] = sig_list(share, 4);
    }
    j["saturated"] = r.saturated;
    j["saturation_reason"] = r.saturation_reason;
    j["packets"] = r.tagged;
    j["delivered"] = r.delivered;
    // Only with --drain-empty, so that every other run's JSON stays as it was.
    if (r.left_in_network >= 0) {
      j["drain_empty"] = true;
      j["left_in_network"] = r.left_in_network;
    }
    j["global_channel_use"] = {{"min", sig6(r.global_min)},
                               {"mean", sig6(r.global_mean)},
                               {"max", sig6(r.global_max)},
                               {"by_slot", sig_list(r.global_by_slot, 4)}};
    // Every port class of the topology: channels, flits in the window, flits/channel/cycle.
    nlohmann::ordered_json use = nlohmann::ordered_json::object();
    for (const auto& u : r.link_use) {
      use[u.name] = {{"channels", u.channels}, {"flits", u.flits}, {"utilisation", sig6(utilisation(u, c))}};
    }
    j["link_use"] = use;
    j["cycles"] = r.cycles;
    j["wall_seconds"] = std::strtod(num(r.wall_seconds, 4).c_str(), nullptr);
    j["elab_seconds"] = std::strtod(num(r.elab_seconds, 4).c_str(), nullptr);
    j["peak_rss_kb"] = r.peak_rss_kb;
    j["time_block"] = r.time_block;
    j["group_block"] = r.group_block;
    j["threads"] = r.threads;
    // What the point is and how to re-run it (schema, version, config: result_header.hpp),
    // after the results.
    for (const auto& [k, v] : header.items()) j[k] = v;
    all.push_back(std::move(j));
  }
  os << all.dump(2) << "\n";
}

void write_meta(std::ostream& os, const nlohmann::ordered_json& header) { os << header.dump(2) << "\n"; }

namespace {

// The columns after hops: latency percentiles, then the utilisation of every port class.
std::string extra_header(const std::vector<PointResult>& pts) {
  std::string s = "p50,p99,p99.9,";
  if (!pts.empty()) {
    for (const auto& u : pts.front().link_use) s += "util_" + u.name + ",";
  }
  return s;
}

std::string extra_row(const PointResult& r, const SimConfig& c) {
  std::string s = std::to_string(r.p50) + "," + std::to_string(r.p99) + "," + std::to_string(r.p999) + ",";
  for (const auto& u : r.link_use) s += num(utilisation(u, c)) + ",";
  return s;
}

}  // namespace

void write_csv(std::ostream& os, const SimConfig& c, const std::vector<PointResult>& pts) {
  // The traffic name may hold commas (mixes): it is the last column, quoted. Another
  // topology than the dragonfly: its spec (quoted) in place of p,a,h,g.
  if (!c.topology.empty()) {
    os << "routing,offered,accepted,latency,network_latency,mean_hops,saturated,cycles,wall_seconds,hops,"
       << extra_header(pts) << "topology,seed,traffic\n";
    const std::string spec = make_topology(c.topology)->spec();
    for (const auto& r : pts) {
      os << c.routing << ',' << num(r.offered) << ',' << num(r.accepted) << ',' << num(r.latency) << ','
         << num(r.network_latency) << ',' << num(r.mean_hops) << ',' << (r.saturated ? 1 : 0) << ',' << r.cycles
         << ',' << num(r.wall_seconds, 4) << ',' << list(r.hops, ";") << ',' << extra_row(r, c) << '"' << spec << "\"," << c.seed << ",\""
         << c.traffic << "\"\n";
    }
    return;
  }
  os << "routing,offered,accepted,latency,network_latency,mean_hops,saturated,cycles,wall_seconds,hops,"
     << extra_header(pts) << "p,a,h,g,seed,traffic\n";
  for (const auto& r : pts) {
    os << c.routing << ',' << num(r.offered) << ',' << num(r.accepted) << ',' << num(r.latency) << ','
       << num(r.network_latency) << ',' << num(r.mean_hops) << ',' << (r.saturated ? 1 : 0) << ',' << r.cycles
       << ',' << num(r.wall_seconds, 4) << ',' << list(r.hops, ";") << ',' << extra_row(r, c) << c.dfly.p << ',' << c.dfly.a << ','
       << c.dfly.h << ',' << c.dfly.g << ',' << c.seed << ",\"" << c.traffic << "\"\n";
  }
}

void write_flows_csv(std::ostream& os, const SimConfig& c, const PointResult& r) {
  const Dragonfly d(c.dfly);
  os << "src,src_addr,dst,dst_addr,packets,mean_latency,max_latency,mean_hops,two_global_share\n";
  for (std::size_t i = 0; i < r.flows.size(); ++i) {
    const FlowStat& f = r.flows[i];
    const bool one = f.packets && f.one_dst;  // otherwise no single destination to name
    const double n = f.packets ? static_cast<double>(f.packets) : 1.0;
    os << i << ',' << to_string(d.node_at(static_cast<int>(i))) << ',' << (one ? std::to_string(f.dst) : "")
       << ',' << (one ? to_string(d.node_at(f.dst)) : "") << ',' << f.packets << ','
       << num(static_cast<double>(f.sum_latency) / n) << ',' << f.max_latency << ','
       << num(static_cast<double>(f.sum_hops) / n) << ',' << num(static_cast<double>(f.two_global) / n) << "\n";
  }
}

void write_channels_csv(std::ostream& os, const SimConfig& c, const std::vector<PointResult>& pts) {
  const Dragonfly d(c.dfly);
  os << "offered,group,router,port,slot,to_group,flits_per_cycle\n";
  for (const auto& r : pts) {
    for (int i = 0; i < d.num_routers(); ++i) {
      const RouterId rid = d.router_at(i);
      for (int j = 0; j < d.h(); ++j) {
        const PortPeer pp = d.peer(rid, d.global_port(j));
        if (!pp.connected) continue;
        os << num(r.offered) << ',' << rid.gid << ',' << rid.bid << ',' << d.global_port(j) << ','
           << rid.bid * d.h() + j << ',' << pp.router.gid << ','
           << num(static_cast<double>(r.global_use[static_cast<std::size_t>(i) * d.h() + j]) / c.sample) << "\n";
      }
    }
  }
}

// The hand-over is JSON by field name, so that a field added on one side cannot shift the
// others; doubles go through the library's shortest round-trip form, exact to the bit.
std::string serialize(const PointResult& r) {
  nlohmann::json j;
  j["offered"] = r.offered;
  j["generated"] = r.generated;
  j["accepted"] = r.accepted;
  j["latency"] = r.latency;
  j["network_latency"] = r.network_latency;
  j["max_latency"] = r.max_latency;
  j["mean_hops"] = r.mean_hops;
  j["saturated"] = r.saturated;
  j["saturation_reason"] = r.saturation_reason;
  j["tagged"] = r.tagged;
  j["delivered"] = r.delivered;
  j["source_full"] = r.source_full;
  j["left_in_network"] = r.left_in_network;
  j["cycles"] = r.cycles;
  j["wall_seconds"] = r.wall_seconds;
  j["elab_seconds"] = r.elab_seconds;
  j["global_min"] = r.global_min;
  j["global_mean"] = r.global_mean;
  j["global_max"] = r.global_max;
  j["vcs"] = r.vcs;
  j["peak_rss_kb"] = r.peak_rss_kb;
  j["time_block"] = r.time_block;
  j["group_block"] = r.group_block;
  j["threads"] = r.threads;
  j["parts"] = r.parts;
  j["hops"] = r.hops;
  j["global_by_slot"] = r.global_by_slot;
  j["global_use"] = r.global_use;
  j["vc_hops"] = r.vc_hops;
  j["p50"] = r.p50;
  j["p99"] = r.p99;
  j["p999"] = r.p999;
  nlohmann::json use = nlohmann::json::array();
  for (const auto& u : r.link_use) use.push_back({{"name", u.name}, {"channels", u.channels}, {"flits", u.flits}});
  j["link_use"] = use;
  return j.dump();
}

PointResult deserialize(const std::string& text) {
  PointResult r;
  try {
    const nlohmann::json j = nlohmann::json::parse(text);
    j.at("offered").get_to(r.offered);
    j.at("generated").get_to(r.generated);
    j.at("accepted").get_to(r.accepted);
    j.at("latency").get_to(r.latency);
    j.at("network_latency").get_to(r.network_latency);
    j.at("max_latency").get_to(r.max_latency);
    j.at("mean_hops").get_to(r.mean_hops);
    j.at("saturated").get_to(r.saturated);
    j.at("saturation_reason").get_to(r.saturation_reason);
    j.at("tagged").get_to(r.tagged);
    j.at("delivered").get_to(r.delivered);
    j.at("source_full").get_to(r.source_full);
    j.at("left_in_network").get_to(r.left_in_network);
    j.at("cycles").get_to(r.cycles);
    j.at("wall_seconds").get_to(r.wall_seconds);
    j.at("elab_seconds").get_to(r.elab_seconds);
    j.at("global_min").get_to(r.global_min);
    j.at("global_mean").get_to(r.global_mean);
    j.at("global_max").get_to(r.global_max);
    j.at("vcs").get_to(r.vcs);
    j.at("peak_rss_kb").get_to(r.peak_rss_kb);
    j.at("time_block").get_to(r.time_block);
    j.at("group_block").get_to(r.group_block);
    j.at("threads").get_to(r.threads);
    j.at("parts").get_to(r.parts);
    j.at("hops").get_to(r.hops);
    j.at("global_by_slot").get_to(r.global_by_slot);
    j.at("global_use").get_to(r.global_use);
    j.at("vc_hops").get_to(r.vc_hops);
    j.at("p50").get_to(r.p50);
    j.at("p99").get_to(r.p99);
    j.at("p999").get_to(r.p999);
    for (const auto& u : j.at("link_use")) {
      PointResult::LinkUse lu;
      u.at("name").get_to(lu.name);
      u.at("channels").get_to(lu.channels);
      u.at("flits").get_to(lu.flits);
      r.link_use.push_back(lu);
    }
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error(std::string("corrupt result from a sweep worker: ") + e.what());
  }
  return r;
}

}  // namespace doar::net
