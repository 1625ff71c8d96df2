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
};

struct NetEnv {
  NetEnv(const SimConfig& c, const Dragonfly& dfly, const NetworkTables* t, const Traffic& tr)
      : cfg(c), d(dfly), tables(t), traffic(tr) {
    set_blocks(1, 1);
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
  AllocScratch alloc;              // the routers' allocation scratch (sized by the routers)
  // Time blocks (Network::choose_blocks; 1 and 1: cycle by cycle): each group runs
  // `group_block` cycles before the next group, and inside them each of its routers runs
  // `block` cycles in a row before the next router. The link rings, calendars and the PCS
  // ring are sized for how far a sender may then run ahead of its receiver.
  int block = 1;
  int group_block = 1;
  void set_blocks(int router, int group) {
    block = router;
    group_block = group;
    // A group's slot is read pcs_latency cycles after it was written, while the group's
    // routers run up to block - 1 cycles ahead of the reader.
    std::size_t n = 1;
    while (n < static_cast<std::size_t>(cfg.pcs_latency) + static_cast<std::size_t>(router)) n <<= 1;
    pcs_len = n;
    pcs_ring.assign(static_cast<std::size_t>(d.g()) * n, SlotMask{});
  }

  // PCS broadcast: slot (gid, cycle mod pcs_len) holds the group's CongG bits as the routers
  // published them in that cycle; routers read the slot pcs_latency cycles old.
  std::size_t pcs_len = 1;
  std::vector<SlotMask> pcs_ring;
  SlotMask& pcs_slot(int gid, std::uint64_t cycle) { return pcs_ring[gid * pcs_len + (cycle & (pcs_len - 1))]; }
};

}  // namespace doar::net
