// OutputCongestion: the congestion state of a router's outputs and its verdicts (DESIGN.md
// section 5, core's rules). Per output port: the occupancy of the downstream buffers as the
// credit counters see it (a packet's credits count from its VC grant, as in doar-sim, until
// they come back) and the cycles of its recent sends (the CongG history window, 2 x link
// latency + 2). CongL is the raw rule (occupancy > threshold), for terminal and intra-group
// outputs; CongG the windowed rule, for the own global outputs.
//
// Registers and combinational verdicts of doar_router_core; doar_router_core writes the verdicts to its
// cong_ports and cong_own_global pins.
#pragma once
#include <cstdint>
#include <deque>
#include <vector>
#include "router_params.hpp"

namespace doar::rtl {

class OutputCongestion {
 public:
  OutputCongestion(const RouterParams& prm, std::uint64_t connected);
  void reset();
  void reserve(int port, int flits) { occ_[static_cast<std::size_t>(port)] += flits; }
  void credit(int port, int flits) { occ_[static_cast<std::size_t>(port)] -= flits; }
  void sent(int port, std::uint64_t cycle) { sends_[static_cast<std::size_t>(port)].push_back(cycle); }
  // One bit per output port: CongL of terminal and intra-group ports, CongG of global ports.
  std::uint64_t port_bits(std::uint64_t cycle);
  // CongG of the own global ports (bit j: global port j).
  std::uint32_t own_global_bits(std::uint64_t cycle);

 private:
  bool congested(int port, std::uint64_t cycle);
  int recent_sends(int port, std::uint64_t cycle);
  RouterParams prm_;
  std::uint64_t connected_;
  std::vector<int> occ_;                          // per output port, flits
  std::vector<std::deque<std::uint64_t>> sends_;  // per output port: cycles of recent sends
};

}  // namespace doar::rtl
