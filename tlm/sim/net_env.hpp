// State shared by all routers and terminals of one simulated network: the configuration,
// the topology and tables from core, the traffic, the packet pool, the statistics and the
// PCS delay line that carries each router's CongG bits to its group.
#pragma once
#include <cstdint>
#include <vector>
#include "bitmask.hpp"
#include "packet_pool.hpp"
#include "sim_config.hpp"
#include "stats.hpp"
#include "tables.hpp"
#include "traffic.hpp"

namespace doar::net {

class FaultFabric;  // tlm/fault
class PacketSource;  // tlm/workload (packet_source.hpp)

struct NetEnv {
  NetEnv(const SimConfig& c, const Dragonfly& dfly, const NetworkTables* t, const Traffic& tr)
      : cfg(c), d(dfly), tables(t), traffic(tr) {
    std::size_t n = 1;
    while (n < static_cast<std::size_t>(c.pcs_latency) + 1) n <<= 1;
    pcs_len = n;
    pcs_ring.assign(static_cast<std::size_t>(d.g()) * n, SlotMask{});
    stats.nodes = d.num_nodes();
    stats.global_use.assign(static_cast<std::size_t>(d.num_routers()) * d.h(), 0);
  }
  const SimConfig& cfg;
  const Dragonfly& d;
  const NetworkTables* tables;  // core tables (only for algorithms that need them)
  const Traffic& traffic;
  PacketPool pool;
  Stats stats;
  std::uint64_t next_packet_id = 0;
  bool generating = true;  // terminals create packets
  bool publish_congestion = true;  // routers broadcast CongG (only DOAR reads it)
  PacketSource* source = nullptr;  // closed-loop workload: terminals inject its packets instead
                                  // of Bernoulli ones (tlm/workload), nullptr when off
  FaultFabric* fault = nullptr;    // faults / timeline (tlm/fault), nullptr when off

  // PCS broadcast: slot (gid, cycle mod pcs_len) holds the group's CongG bits as the routers
  // published them in that cycle; routers read the slot pcs_latency cycles old.
  std::size_t pcs_len = 1;
  std::vector<SlotMask> pcs_ring;
  SlotMask& pcs_slot(int gid, std::uint64_t cycle) { return pcs_ring[gid * pcs_len + (cycle & (pcs_len - 1))]; }
};

}  // namespace doar::net
