// State shared by all routers and terminals of one simulated network: the configuration,
// the topology and tables from core, the traffic, the PCS delay line that carries each
// router's CongG bits to its group, and the parts (NetPart) that own the statistics, the
// packet pool and the allocation scratch. A run on several threads (Network, --threads)
// cuts the network into parts that run side by side; every other run is one part, whose
// state is also reached as `stats`, `pool` and `alloc` (tlm/fault and tlm/workload use those).
//
// The engine sees the network as a core::Topology (routers, ports and their classes, the
// wiring). What only a dragonfly has (groups, global slots, DOAR's tables and PCS ring) is
// reached through `dfly`, nullptr on every other topology, where that machinery is neither
// built nor run.
#pragma once
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>
#include "address.hpp"
#include "bitmask.hpp"
#include "delay_line.hpp"
#include "routing/routing.hpp"
#include "topology/dragonfly_topology.hpp"
#include "packet_pool.hpp"
#include "sim_config.hpp"
#include "stats.hpp"
#include "tables.hpp"
#include "traffic.hpp"

namespace doar::net {

class NetFaultHooks;  // sim_fault_hooks.hpp (implemented by tlm/fault)
class PacketSource;  // tlm/workload (packet_source.hpp)

// Scratch arrays of the routers' allocation steps (Router::step): filled and reset within
// one step, so all routers of the network can share one copy. Shared, they stay in the
// first-level cache; per router they were separate lines that missed at every step
// (the routers' state does not fit the caches between two cycles).
struct AllocScratch {
  // Per output VC: the distance of this step's nearest requester from the VC's pointer
  // (input VC = pointer + distance, modulo the input VCs), kNoRequest: none. The distance
  // alone names the requester, so one array serves both.
  static constexpr int kNoRequest = 1 << 30;
  std::vector<int> va_best_dist;
  std::vector<int> va_touched;    // output VCs requested in this step (room for all)
  std::vector<std::uint64_t> sa_req;  // per output port: input ports requesting it, 0 between steps
  std::vector<int> sa_vc;         // per input port: VC chosen by the input stage
  CandidateSet cands;             // a head's candidates (candidate-set routings only)
};

// What one part of the network writes alone, so that parts can run on different threads and
// the result does not depend on how many (docs/performance.md, "Parallel runs"): statistics
// (integers, summed in part order at the end), packets (own free list; ids part, part + n,
// part + 2n, ...), allocation scratch, and the links into it from other parts whose arrivals
// it copies into its routers' calendars at the start of each block (FarInbound).
struct NetPart {
  int index = 0, count = 1;  // this part, of `count`
  Stats stats;
  PacketPool pool;
  AllocScratch alloc;
  std::uint64_t next_packet_id = 0;
  // The far marks of the links into this part, side by side in the order of `inbound`
  // (its start-of-block pass reads them as one stream).
  std::vector<std::uint8_t> far_marks;
  std::vector<FarInbound> inbound;
  std::uint64_t take_packet_id() {
    const std::uint64_t id = next_packet_id;
    next_packet_id += static_cast<std::uint64_t>(count);
    return id;
  }
};

// What the engine takes from a port class of the topology (Topology::class_names()).
struct PortClassParams {
  int lat = 1;     // link latency into a port of this class, cycles
  int buf = 1;     // input buffer per VC, packets
  int thr = 0;     // DOAR congestion threshold, packets
  bool global = false;  // the run's *_global settings (and time blocks by group) apply
};

struct NetEnv {
  NetEnv(const SimConfig& c, const Topology& t, const NetworkTables* tb, const Traffic& tr)
      : cfg(c),
        topo(t),
        tables(tb),
        traffic(tr),
        parts(first_part()),
        pool(parts[0]->pool),
        stats(parts[0]->stats),
        alloc(parts[0]->alloc) {
    if (const auto* dt = dynamic_cast<const DragonflyTopology*>(&t)) dfly = &dt->dragonfly();
    for (const std::string& name : t.class_names()) {
      PortClassParams pc;
      pc.global = name == "global";
      pc.lat = name == "terminal" ? c.lat_terminal : pc.global ? c.lat_global : c.lat_local;
      pc.buf = pc.global ? c.buf_global : c.buf_local;
      pc.thr = pc.global ? c.thr_global : c.thr_local;
      port_classes.push_back(pc);
    }
    set_blocks(1, 1);
    stats.nodes = t.num_nodes();
    if (dfly) stats.global_use.assign(static_cast<std::size_t>(dfly->num_routers()) * dfly->h(), 0);
    stats.class_flits.assign(t.class_names().size(), 0);
    // A hop bucket for every length a minimal route can have (16 at least, as always on the
    // dragonfly, whose non-minimal routes stay far below that).
    if (!dfly) stats.hops.assign(static_cast<std::size_t>(std::max(16, 2 * t.diameter() + 2)), 0);
  }
  const SimConfig& cfg;
  const Topology& topo;
  const Dragonfly* dfly = nullptr;  // the dragonfly's structured view; nullptr on other topologies
  // The candidate-set routing of core when the run uses one (the torus's), else nullptr: the
  // terminals give each packet its routing state from it (header.hpp, RouteState).
  const doar::Routing* set_routing = nullptr;
  std::vector<PortClassParams> port_classes;  // per Topology class index

  // The address a packet header carries (PacketHeader::dst_code): the dragonfly's
  // <gid, bid, nid>; on other topologies <0, router, terminal port>, so that the code is
  // router << 8 | port and a router's own codes are still its node 0's code | port.
  NodeAddr node_addr(int node) const {
    return dfly ? dfly->node_at(node) : NodeAddr{0, topo.node_router(node), topo.node_port(node)};
  }
  RouterId router_id(int router) const { return dfly ? dfly->router_at(router) : RouterId{0, router}; }
  // The node index of a header's destination code.
  int node_of_code(std::uint32_t code) const {
    if (dfly) return dfly->node_index(NodeAddr{static_cast<int>(code >> 16), static_cast<int>((code >> 8) & 0xFF),
                                               static_cast<int>(code & 0xFF)});
    return static_cast<int>(code >> 8) * topo.nodes_per_router() + static_cast<int>(code & 0xFF);
  }
  // For messages: "g.b.n" on the dragonfly (as before), "(x,y).t0" on others.
  std::string node_label(int node) const {
    return dfly ? to_string(dfly->node_at(node))
                : topo.router_label(topo.node_router(node)) + "." + topo.port_label(topo.node_port(node));
  }
  std::string router_label(int router) const {
    return dfly ? to_string(dfly->router_at(router)) : topo.router_label(router);
  }
  const NetworkTables* tables;  // core tables (only for algorithms that need them)
  const Traffic& traffic;
  std::vector<std::unique_ptr<NetPart>> parts;  // one, or those of a parallel run (set_parts)
  PacketPool& pool;  // part 0's
  Stats& stats;      // part 0's: the whole network's in a run of one part
  // Parallel runs: the part of each router (empty: one part).
  std::vector<int> part_of;
  std::vector<PacketPool*> pools;  // every part's
  NetPart& part_of_router(int router) { return part_of.empty() ? *parts[0] : *parts[static_cast<std::size_t>(part_of[router])]; }
  // Whether the link between two routers crosses parts (its far end runs on another thread).
  bool far(int router, int peer) const { return !part_of.empty() && part_of[router] != part_of[peer]; }
  // Cuts the network into `n` parts (router r in part_of[r]) before any router is built:
  // every part starts with part 0's statistics as they are (sized, all zero) and joins its pool.
  void set_parts(const std::vector<int>& part_of_router, int n) {
    part_of = part_of_router;
    parts[0]->count = n;
    for (int i = 1; i < n; ++i) {
      parts.push_back(std::make_unique<NetPart>());
      NetPart& p = *parts.back();
      p.index = i;
      p.count = n;
      p.next_packet_id = static_cast<std::uint64_t>(i);
      p.stats = parts[0]->stats;
    }
    pools.clear();
    for (auto& p : parts) pools.push_back(&p->pool);
    for (auto& p : parts) p->pool.join(parts[0]->pool, p->index, &pools);
  }
  // The statistics of every part, summed in part order.
  Stats merged_stats() const {
    Stats s = parts[0]->stats;
    for (std::size_t i = 1; i < parts.size(); ++i) s.add(parts[i]->stats);
    return s;
  }
  bool generating = true;  // terminals create packets
  bool publish_congestion = true;  // routers broadcast CongG (only DOAR reads it)
  PacketSource* source = nullptr;  // closed-loop workload: terminals inject its packets instead
                                  // of Bernoulli ones (tlm/workload), nullptr when off
  NetFaultHooks* fault = nullptr;  // faults / timeline (tlm/fault), nullptr when off
  AllocScratch& alloc;             // part 0's allocation scratch (sized by its routers)
  // Time blocks (Network::choose_blocks; 1 and 1: cycle by cycle): each group runs
  // `group_block` cycles before the next group, and inside them each of its routers runs
  // `block` cycles in a row before the next router. The link rings, calendars and the PCS
  // ring are sized for how far a sender may then run ahead of its receiver.
  // In a parallel run the parts run side by side in blocks of `group_block` cycles, so a
  // link between parts is sized like a global one (link_slack).
  int block = 1;
  int group_block = 1;
  // How far the sender of the link from `router`'s port (class `pc`) may run ahead of it.
  int link_slack(int router, int peer, const PortClassParams& pc) const {
    return pc.global || far(router, peer) ? group_block - 1 : block - 1;
  }
  // The arrival calendars' horizon: the longest latency plus its sender's lead (every
  // router's calendar has the same length; the far-arrival marks of delay_line.hpp too).
  int calendar_horizon() const {
    int h = 1;
    for (const PortClassParams& pc : port_classes) {
      const bool terminal = &pc == &port_classes[0];
      h = std::max(h, terminal ? pc.lat : pc.lat + (pc.global || !part_of.empty() ? group_block - 1 : block - 1));
    }
    return h;
  }
  void set_blocks(int router, int group) {
    block = router;
    group_block = group;
    // A group's slot is read pcs_latency cycles after it was written, while the group's
    // routers run up to block - 1 cycles ahead of the reader.
    std::size_t n = 1;
    while (n < static_cast<std::size_t>(cfg.pcs_latency) + static_cast<std::size_t>(router)) n <<= 1;
    pcs_len = n;
    pcs_ring.assign(dfly ? static_cast<std::size_t>(dfly->g()) * n : 0, SlotMask{});
  }

  // PCS broadcast: slot (gid, cycle mod pcs_len) holds the group's CongG bits as the routers
  // published them in that cycle; routers read the slot pcs_latency cycles old.
  std::size_t pcs_len = 1;
  std::vector<SlotMask> pcs_ring;
  SlotMask& pcs_slot(int gid, std::uint64_t cycle) { return pcs_ring[gid * pcs_len + (cycle & (pcs_len - 1))]; }

 private:
  static std::vector<std::unique_ptr<NetPart>> first_part() {
    std::vector<std::unique_ptr<NetPart>> v;
    v.push_back(std::make_unique<NetPart>());
    return v;
  }
};

}  // namespace doar::net
