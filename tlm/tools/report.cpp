#include "report.hpp"

#include <cstdio>
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

void write_json(std::ostream& os, const SimConfig& c, const std::vector<PointResult>& pts) {
  // The network: "dfly" with its name as always on a dragonfly; "topology" with the spec
  // (make_topology()'s canonical form) on any other.
  const std::string net = c.topology.empty() ? "\"dfly\": " + cli::json_str(Dragonfly(c.dfly).name())
                                             : "\"topology\": " + cli::json_str(make_topology(c.topology)->spec());
  os << "[\n";
  for (std::size_t i = 0; i < pts.size(); ++i) {
    const PointResult& r = pts[i];
    os << "  {" << net << ", \"routing\": " << cli::json_str(c.routing)
       << ", \"traffic\": " << cli::json_str(c.traffic) << ", \"seed\": " << c.seed << ", \"vcs\": " << r.vcs
       << ", \"packet_size\": " << c.packet_size;
    if (c.torus_tie != "nowrap") os << ", \"torus_tie\": " << cli::json_str(c.torus_tie);  // JSON unchanged by default
    // Only with --burst, so that the JSON of every other run stays as it was.
    if (c.burst.active()) {
      os << ", \"burst\": {\"start\": " << c.burst.start << ", \"len\": " << c.burst.len
         << ", \"rate\": " << num(c.burst.rate) << "}";
    }
    os << ",\n   \"offered\": " << num(r.offered)
       << ", \"generated\": " << num(r.generated) << ", \"accepted\": " << num(r.accepted)
       << ", \"latency\": " << num(r.latency) << ", \"network_latency\": " << num(r.network_latency)
       << ", \"max_latency\": " << num(r.max_latency) << ",\n   \"hops\": [" << list(r.hops, ", ")
       << "], \"mean_hops\": " << num(r.mean_hops);
    // Candidate-set routings (the torus's): router-to-router hops per VC in the window, and
    // their shares (seed 000 Table 1). Not on the dragonfly, whose JSON stays as it was.
    if (!c.topology.empty()) {
      double all = 0;
      for (auto v : r.vc_hops) all += static_cast<double>(v);
      std::vector<double> share;
      for (auto v : r.vc_hops) share.push_back(all > 0 ? static_cast<double>(v) / all : 0.0);
      os << ", \"vc_hops\": [" << list(r.vc_hops, ", ") << "], \"vc_share\": [" << list(share, ", ", 4) << "]";
    }
    os << ", \"saturated\": " << (r.saturated ? "true" : "false")
       << ", \"saturation_reason\": " << cli::json_str(r.saturation_reason) << ", \"packets\": " << r.tagged
       << ", \"delivered\": " << r.delivered;
    // Only with --drain-empty, so that every other run's JSON stays as it was.
    if (r.left_in_network >= 0) os << ", \"drain_empty\": true, \"left_in_network\": " << r.left_in_network;
    os << ",\n   \"global_channel_use\": {\"min\": " << num(r.global_min)
       << ", \"mean\": " << num(r.global_mean) << ", \"max\": " << num(r.global_max) << ", \"by_slot\": ["
       << list(r.global_by_slot, ", ", 4) << "]},\n   \"cycles\": " << r.cycles
       << ", \"wall_seconds\": " << num(r.wall_seconds, 4) << ", \"elab_seconds\": " << num(r.elab_seconds, 4)
       << ", \"peak_rss_kb\": " << r.peak_rss_kb
       << ", \"time_block\": " << r.time_block << ", \"group_block\": " << r.group_block
       << ", \"threads\": " << r.threads << "}"
       << (i + 1 < pts.size() ? "," : "") << "\n";
  }
  os << "]\n";
}

void write_csv(std::ostream& os, const SimConfig& c, const std::vector<PointResult>& pts) {
  // The traffic name may hold commas (mixes): it is the last column, quoted. Another
  // topology than the dragonfly: its spec (quoted) in place of p,a,h,g.
  if (!c.topology.empty()) {
    os << "routing,offered,accepted,latency,network_latency,mean_hops,saturated,cycles,wall_seconds,hops,"
          "topology,seed,traffic\n";
    const std::string spec = make_topology(c.topology)->spec();
    for (const auto& r : pts) {
      os << c.routing << ',' << num(r.offered) << ',' << num(r.accepted) << ',' << num(r.latency) << ','
         << num(r.network_latency) << ',' << num(r.mean_hops) << ',' << (r.saturated ? 1 : 0) << ',' << r.cycles
         << ',' << num(r.wall_seconds, 4) << ',' << list(r.hops, ";") << ",\"" << spec << "\"," << c.seed << ",\""
         << c.traffic << "\"\n";
    }
    return;
  }
  os << "routing,offered,accepted,latency,network_latency,mean_hops,saturated,cycles,wall_seconds,hops,"
        "p,a,h,g,seed,traffic\n";
  for (const auto& r : pts) {
    os << c.routing << ',' << num(r.offered) << ',' << num(r.accepted) << ',' << num(r.latency) << ','
       << num(r.network_latency) << ',' << num(r.mean_hops) << ',' << (r.saturated ? 1 : 0) << ',' << r.cycles
       << ',' << num(r.wall_seconds, 4) << ',' << list(r.hops, ";") << ',' << c.dfly.p << ',' << c.dfly.a << ','
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

std::string serialize(const PointResult& r) {
  std::ostringstream os;
  os << std::setprecision(17);
  os << r.offered << ' ' << r.generated << ' ' << r.accepted << ' ' << r.latency << ' ' << r.network_latency << ' '
     << r.max_latency << ' ' << r.mean_hops << ' ' << r.saturated << ' ' << r.tagged << ' ' << r.delivered << ' '
     << r.source_full << ' ' << r.cycles << ' ' << r.wall_seconds << ' ' << r.global_min << ' ' << r.global_mean
     << ' ' << r.global_max << ' ' << r.vcs << ' ' << r.peak_rss_kb << ' ' << r.time_block << ' ' << r.group_block << ' ' << r.elab_seconds
     << ' ' << r.left_in_network << ' ' << r.threads << ' ' << r.parts << '\n';
  os << r.hops.size();
  for (auto v : r.hops) os << ' ' << v;
  os << '\n' << r.global_by_slot.size();
  for (auto v : r.global_by_slot) os << ' ' << v;
  os << '\n' << r.global_use.size();
  for (auto v : r.global_use) os << ' ' << v;
  os << '\n' << r.vc_hops.size();
  for (auto v : r.vc_hops) os << ' ' << v;
  os << '\n' << r.saturation_reason << '\n';
  return os.str();
}

PointResult deserialize(const std::string& text) {
  std::istringstream is(text);
  PointResult r;
  is >> r.offered >> r.generated >> r.accepted >> r.latency >> r.network_latency >> r.max_latency >> r.mean_hops >>
      r.saturated >> r.tagged >> r.delivered >> r.source_full >> r.cycles >> r.wall_seconds >> r.global_min >>
      r.global_mean >> r.global_max >> r.vcs >> r.peak_rss_kb >> r.time_block >> r.group_block >> r.elab_seconds >>
      r.left_in_network >> r.threads >> r.parts;
  std::size_t n = 0;
  is >> n;
  r.hops.resize(n);
  for (auto& v : r.hops) is >> v;
  is >> n;
  r.global_by_slot.resize(n);
  for (auto& v : r.global_by_slot) is >> v;
  is >> n;
  r.global_use.resize(n);
  for (auto& v : r.global_use) is >> v;
  is >> n;
  r.vc_hops.resize(n);
  for (auto& v : r.vc_hops) is >> v;
  is >> std::ws;
  std::getline(is, r.saturation_reason);
  if (!is && !is.eof()) throw std::runtime_error("corrupt result from a sweep worker");
  return r;
}

}  // namespace doar::net
