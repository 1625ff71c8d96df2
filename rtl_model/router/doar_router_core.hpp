// doar_router_core: the datapath and allocation of the router, everything but route computation.
// Per input port its VC buffers (virtual cut-through, credits back upstream); per output VC
// its credit counter and owner; the VC allocator and the switch allocator, evaluated
// `speedup` times per cycle (each step sees the previous step's grants, as the internal
// speedup of doar-sim's router); per output port a queue that sends one flit per cycle
// (the crossbar writes up to `speedup` flits into it per cycle); the congestion bits of every
// output (core's rules) for the RCUs and the PCS layer.
//
// Routes come from the per-port RCUs: a head's request leaves on the cycle its flit is on
// the input pins (doar_router_head_decode, combinational), its result is on the rt_* pins 4 cycles later
// and doar_router_core files it with the head; the head may take part in VC allocation from then
// on (doar-sim's rc_latency 4, docs/router.md).
//
// Cycle t of doar_router_core = its clocked method at rising edge t, doar-sim's Router::tick(t):
//   1. the RCU results of this edge, then the flits and credits on the input pins,
//   2. cong_ports <= the congestion bits of this state (what an RCU stage 3 reads in cycle t),
//   3. `speedup` allocation steps: VC allocation, switch allocation, switch traversal,
//   4. in_credit <= this cycle's credits per input port; out_flit <= the front of each
//      output queue; cong_own_global <= the CongG bits of the own global ports.
#pragma once
#include <array>
#include <cstdint>
#include <deque>
#include <systemc>
#include <vector>
#include "flit_pins.hpp"
#include "output_congestion.hpp"
#include "rcu_pins.hpp"
#include "router_params.hpp"
#include "switch_allocator.hpp"
#include "vc_allocator.hpp"

namespace doar::rtl {

class doar_router_core : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_vector<sc_core::sc_in<FlitPin>> in_flit;       // per input port, from the link
  sc_core::sc_vector<sc_core::sc_out<CreditPin>> in_credit;  // per input port, to the link
  sc_core::sc_vector<sc_core::sc_out<FlitPin>> out_flit;     // per output port, to the link
  sc_core::sc_vector<sc_core::sc_in<CreditPin>> out_credit;  // per output port, from the link
  // Route results of each input port's RCU.
  sc_core::sc_vector<sc_core::sc_in<bool>> rt_valid, rt_routed;
  sc_core::sc_vector<sc_core::sc_in<PortPin>> rt_port;
  sc_core::sc_vector<sc_core::sc_in<OutVcPin>> rt_vc;
  sc_core::sc_vector<sc_core::sc_in<ClassPin>> rt_class;     // performance counters only
  sc_core::sc_out<PortMaskPin> cong_ports;                   // to every RCU's cong_local
  sc_core::sc_out<sc_dt::sc_uint<16>> cong_own_global;       // h bits, to the PCS layer

  doar_router_core(sc_core::sc_module_name name, const RouterParams& prm);
  SC_HAS_PROCESS(doar_router_core);

  // Observation for tests and reports (not pins).
  std::uint64_t cycle() const { return cycle_; }
  std::size_t buffered_flits() const;
  int credits(int port, int vc) const { return credits_[idx(port, vc)]; }
  // Route results filed since reset, per hop class (core's HopClass codes, res_class).
  const std::array<std::uint64_t, 8>& class_counts() const { return class_count_; }

 private:
  enum State : std::uint8_t { Idle, Routing, WaitVc, Active };
  struct Route {
    int port, vc;
  };
  struct InVc {
    std::deque<FlitFields> buf;
    std::deque<Route> routes;  // RCU results of the heads in buf, oldest first
    State state = Idle;
    int out_port = -1, out_vc = 0;
  };
  std::size_t idx(int port, int vc) const { return static_cast<std::size_t>(port * prm_.vcs + vc); }
  void tick();
  void clear();
  void receive();
  void step();
  void traverse(int ip, int vc);

  RouterParams prm_;
  int radix_;
  std::uint64_t connected_ = 0;  // output ports with a link
  std::uint64_t cycle_ = 0;      // cycles since reset
  std::vector<InVc> invc_;       // port * vcs + vc
  std::vector<std::deque<int>> in_rcu_;  // per input port: VCs of the heads inside its RCU
  std::vector<int> credits_;     // per output VC, flits
  std::vector<int> owner_;       // per output VC: input VC holding it, -1 free
  std::vector<std::deque<FlitFields>> outq_;        // per output port
  std::vector<std::uint32_t> credit_acc_;           // per input port: this cycle's credits
  VcAllocator va_;
  SwitchAllocator sa_;
  OutputCongestion cong_;
  std::vector<int> va_req_;                // scratch: per input VC, requested output VC
  std::vector<std::uint32_t> sendable_;    // scratch: per input port
  std::vector<int> out_of_;                // scratch: per input VC, its output port
  std::array<std::uint64_t, 8> class_count_{};
};

}  // namespace doar::rtl
