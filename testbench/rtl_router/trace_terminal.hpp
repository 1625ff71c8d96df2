// TraceTerminal: a compute node on the pin-cycle network, with doar-sim's terminal rules
// (tlm/sim/terminal.cpp): its trace packets enter an unbounded source queue at their
// creation cycle; the packet at the front is injected one flit per cycle on VC 0 while the
// router's terminal input has credits (buf_local x packet_size at reset); the sink takes one
// flit per cycle and returns its credit at once. Links to the router of latency 1 (plain
// wires between output registers).
//
// Cycle k of the terminal = its k-th rising edge with `go` high (doar-sim's cycle k). At
// each edge: the ejected flit and the injection credits on the pins (sent in k - 1), then
// the queue and one injection flit.
#pragma once
#include <deque>
#include <unordered_map>
#include <systemc>
#include <vector>
#include "dragonfly.hpp"
#include "flit_pins.hpp"
#include "injection_trace.hpp"

namespace doar::routertb {

class TraceTerminal : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst, go;
  sc_core::sc_out<rtl::FlitPin> inj_flit;     // to the router's terminal input port
  sc_core::sc_in<rtl::CreditPin> inj_credit;  // its credits
  sc_core::sc_in<rtl::FlitPin> ej_flit;       // from the router's terminal output port
  sc_core::sc_out<rtl::CreditPin> ej_credit;  // credits back to it

  // `trace`: the whole trace (this node's packets are taken from it); `delivery`: per trace
  // packet, the cycle its tail arrives here is written (shared by every terminal).
  TraceTerminal(sc_core::sc_module_name name, const Dragonfly& d, int node, const std::vector<TracePacket>& trace,
                int packet_size, int credits, std::vector<std::int64_t>& delivery);
  SC_HAS_PROCESS(TraceTerminal);

  std::uint64_t cycle() const { return k_; }

 private:
  void tick();
  const Dragonfly& d_;
  int node_;
  NodeAddr addr_;
  const std::vector<TracePacket>& trace_;
  int packet_size_, credits0_;
  std::vector<std::int64_t>& delivery_;
  std::vector<std::uint32_t> mine_;       // this node's trace packets, by creation
  std::size_t next_ = 0;                  // first of mine_ not yet queued
  std::deque<std::uint32_t> queue_;       // source queue (trace ids)
  int cur_ = -1, flit_ = 0;               // packet being injected and its next flit
  int credits_ = 0;
  std::uint64_t k_ = 0;
  // Packets to this node by (source node << 16 | tag): their trace ids, oldest first.
  std::unordered_map<std::uint32_t, std::vector<std::uint32_t>> incoming_;
};

}  // namespace doar::routertb
