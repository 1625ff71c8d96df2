// Measurement of one load point: a warm-up, then a sample window [begin, end). Packets
// created inside the window are tagged; their latencies (creation to ejection of the tail,
// and head injection to tail ejection) and router-to-router hop counts are averaged once all
// of them have been delivered. Accepted throughput counts the flits ejected inside the
// window. Global channel use counts the flits sent on every global port inside the window.
#pragma once
#include <algorithm>
#include <cstdint>
#include <vector>
#include "packet.hpp"

namespace doar::net {

// Per source node (doar-sim --flows): the tagged packets it sent, for finding starved flows.
// Under RP a source has one destination, so a row is one flow.
struct FlowStat {
  std::int32_t dst = -1;           // destination of its first packet
  bool one_dst = true;             // every packet went to dst
  std::uint64_t packets = 0, sum_latency = 0, max_latency = 0, sum_hops = 0;
  std::uint64_t two_global = 0;    // packets that crossed two global links (non-minimal)
};

// The latency below or at which `per_mille` thousandths of the packets of `hist` (packets per
// latency in cycles) lie: the nearest-rank percentile, the smallest L with at least
// ceil(N * per_mille / 1000) packets at latency <= L. 0 for no packet. Integer arithmetic:
// the same for any order in which the parts' histograms were added.
inline std::uint64_t latency_percentile(const std::vector<std::uint64_t>& hist, std::uint64_t per_mille) {
  std::uint64_t n = 0;
  for (const std::uint64_t c : hist) n += c;
  if (n == 0) return 0;
  const std::uint64_t rank = std::max<std::uint64_t>(1, (n * per_mille + 999) / 1000);
  std::uint64_t seen = 0;
  for (std::size_t lat = 0; lat < hist.size(); ++lat) {
    seen += hist[lat];
    if (seen >= rank) return lat;
  }
  return hist.size() - 1;
}

struct Stats {
  std::uint64_t begin = 0, end = 0;  // sample window
  int nodes = 0;

  std::uint64_t generated_flits = 0;   // flits created in the window (offered, measured)
  std::uint64_t ejected_flits = 0;     // flits ejected in the window (accepted)
  std::uint64_t tagged = 0, tagged_done = 0;
  std::uint64_t sum_latency = 0, sum_network_latency = 0;  // integers: exact in any order
  std::uint64_t max_latency = 0;
  std::vector<std::uint64_t> hops = std::vector<std::uint64_t>(16, 0);
  std::vector<std::uint64_t> global_use;  // per router index * h + global port j
  std::vector<std::uint64_t> vc_hops;     // candidate-set routings: hops granted per VC in the window
  // Flits that routers sent in the window on the output ports of each port class of the
  // topology (Topology::class_names(): terminal = ejection, then local, global, link...).
  std::vector<std::uint64_t> class_flits;
  // Tagged packets per latency in cycles (creation to tail ejection): one bucket per cycle,
  // so the percentiles read off it are exact. Grows to the largest latency seen.
  std::vector<std::uint64_t> latency_hist;
  std::uint64_t source_full = 0;       // packets of the sample window a full source queue refused

  // Health (whole run).
  std::int64_t flits_in_network = 0;   // injected and not yet ejected
  std::uint64_t moves = 0;             // flit movements (switch traversals and link sends)

  bool in_window(std::uint64_t cycle) const { return cycle >= begin && cycle < end; }
  void on_eject(const Packet& p, std::uint64_t cycle) {
    if (!p.tagged) return;
    ++tagged_done;
    const std::uint64_t lat = cycle - p.created;
    sum_latency += lat;
    sum_network_latency += cycle - p.injected;
    if (lat > max_latency) max_latency = lat;
    if (lat >= latency_hist.size()) latency_hist.resize(lat + 1, 0);
    ++latency_hist[lat];
    ++hops[p.hops < hops.size() ? p.hops : hops.size() - 1];
    if (!flows.empty()) on_flow(p, lat);
  }
  std::vector<FlowStat> flows;  // per source node; empty unless --flows

  // Adds another part's statistics (same window and sizes): every field is an integer, so
  // the sums do not depend on the order. A flow's destination is the one of its first
  // packet; it is printed only when every packet went there (one_dst), which any order of
  // the parts tells alike.
  void add(const Stats& o) {
    generated_flits += o.generated_flits;
    ejected_flits += o.ejected_flits;
    tagged += o.tagged;
    tagged_done += o.tagged_done;
    sum_latency += o.sum_latency;
    sum_network_latency += o.sum_network_latency;
    if (o.max_latency > max_latency) max_latency = o.max_latency;
    for (std::size_t i = 0; i < hops.size() && i < o.hops.size(); ++i) hops[i] += o.hops[i];
    for (std::size_t i = 0; i < global_use.size() && i < o.global_use.size(); ++i) global_use[i] += o.global_use[i];
    for (std::size_t i = 0; i < vc_hops.size() && i < o.vc_hops.size(); ++i) vc_hops[i] += o.vc_hops[i];
    for (std::size_t i = 0; i < class_flits.size() && i < o.class_flits.size(); ++i) class_flits[i] += o.class_flits[i];
    if (o.latency_hist.size() > latency_hist.size()) latency_hist.resize(o.latency_hist.size(), 0);
    for (std::size_t i = 0; i < o.latency_hist.size(); ++i) latency_hist[i] += o.latency_hist[i];
    source_full += o.source_full;
    flits_in_network += o.flits_in_network;
    moves += o.moves;
    for (std::size_t i = 0; i < flows.size() && i < o.flows.size(); ++i) {
      FlowStat& f = flows[i];
      const FlowStat& g = o.flows[i];
      if (g.packets == 0) continue;
      if (f.packets == 0) {
        f = g;
        continue;
      }
      f.one_dst = f.one_dst && g.one_dst && f.dst == g.dst;
      f.packets += g.packets;
      f.sum_latency += g.sum_latency;
      if (g.max_latency > f.max_latency) f.max_latency = g.max_latency;
      f.sum_hops += g.sum_hops;
      f.two_global += g.two_global;
    }
  }

 private:
  void on_flow(const Packet& p, std::uint64_t lat) {
    FlowStat& f = flows[static_cast<std::size_t>(p.src_node)];
    if (f.packets == 0) f.dst = p.dst_node;
    f.one_dst = f.one_dst && f.dst == p.dst_node;
    ++f.packets;
    f.sum_latency += lat;
    if (lat > f.max_latency) f.max_latency = lat;
    f.sum_hops += p.hops;
    if (p.global_hops >= 2) ++f.two_global;
  }
};

}  // namespace doar::net
