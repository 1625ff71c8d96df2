// Elaboration parameters of one pin-cycle router (Verilog: module parameters of the same
// names). Defaults are the chip's (paper Table 1, DESIGN.md section 7) and doar-sim's.
#pragma once
#include <cstdint>
#include "dragonfly.hpp"
#include "rcu_params.hpp"

namespace doar::rtl {

struct RouterParams {
  int p = 2, a = 4, h = 2, g = 9;  // dfly(p, a, h, g)
  int gid = 0, bid = 0;            // RouterID of this router
  int vcs = 4;                     // VCs per input port (DOAR's VC rule needs 4)
  int buf_local = 32;              // packets per VC: terminal and intra-group input ports
  int buf_global = 256;            // packets per VC: global input ports
  int packet_size = 1;             // flits per packet (every packet has this size)
  int speedup = 2;                 // allocation steps per cycle (an integer: see docs/router.md)
  // The RCUs' rule under congestion (RcuParams::exit_rule, local_credit; default exit-local).
  bool exit_rule = true;
  bool local_credit = true;
  int thr_local = 10;              // packets: CongL threshold
  int thr_global = 30;             // packets: CongG threshold
  // Link latencies, cycles: they size the CongG history window (2 * latency + 2, the
  // credit round trip of the channel), as in doar-sim.
  int lat_local = 10, lat_global = 100, lat_terminal = 1;
  // Fault units (rtl_model/fault, docs/fault_units.md): t1 + t2 of the paper's cost model.
  int fault_t1 = 70, fault_t2 = 70;

  int radix() const { return p + a - 1 + h; }
  DflyParams dfly() const { return {p, a, h, g}; }
  // Depth of the downstream VC buffer behind output (or of the own buffer of input) port q,
  // in flits.
  int depth(int port) const;
  int latency(int port) const;
  int window(int port) const { return 2 * latency(port) + 2; }
  int threshold(int port) const;  // in flits
  // The RCU parameters of input port q (its LFSR seed is core's lfsr_seed, as doar-sim's).
  RcuParams rcu(int port) const;
  // Throws std::invalid_argument naming the first parameter beyond the pins (docs/router.md).
  void check() const;
};

}  // namespace doar::rtl
