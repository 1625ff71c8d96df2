// The parameters both networks of the trace comparison share: doar-sim's SimConfig and the
// pin-cycle routers' RouterParams are both made from one NetSetup, so they cannot drift.
#pragma once
#include <string>
#include "dragonfly.hpp"
#include "router_params.hpp"
#include "sim_config.hpp"

namespace doar::routertb {

struct NetSetup {
  DflyParams dfly{2, 4, 2, 9};
  int packet_size = 4;
  int buf_local = 32, buf_global = 256;  // packets per VC
  int lat_local = 10, lat_global = 100, lat_terminal = 1;
  int thr_local = 10, thr_global = 30;   // packets
  int speedup = 2;
  int pcs_latency = 30;
  // DOAR's rule when every candidate is congested, the same on both sides (doar-sim
  // --doar-congested, RcuParams::exit_rule and local_credit): "exit-local" (both defaults),
  // "exit" or "paper".
  std::string doar_congested = congested_rule_name(kDefaultCongestedRule);
  // The RCU's latency: doar-sim routes a head rc_latency cycles after it arrived.
  static constexpr int kRcLatency = 4;

  // doar-sim: DOAR with 4 VCs, the chip's congestion rules (raw CongL, --local-window 0; the
  // paper's rule under congestion, --doar-congested paper, which is the RCU's), cycle by cycle.
  net::SimConfig sim_config() const;
  rtl::RouterParams router(int gid, int bid) const;
};

}  // namespace doar::routertb
