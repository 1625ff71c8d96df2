// Test harness around one doar_rcu: owns the clock and every pin's signal, and at
// each rising edge (1) hands the result pins of the cycle that just ended to on_result,
// (2) retires the configuration access granted in that cycle (on_cfg_done), (3) asks
// `stimulus` for this cycle's request and congestion bitmaps and drives them, and the front
// of the configuration queue on the cfg_* pins (held until granted).
// Shared by doar-rcu-check and the GoogleTest suites (one elaboration per process).
#pragma once
#include <cstdint>
#include <deque>
#include <functional>
#include <systemc>

#include "arbiter.hpp"
#include "bitmask.hpp"
#include "doar_congested.hpp"
#include "doar_rcu.hpp"
#include "tables.hpp"

namespace doar::rcutb {

struct Request {
  bool valid = false;
  NodeAddr src, dst;
  int vc = 0;
};

struct CongInput {
  PortMask local = 0;
  SlotMask global;
};

enum Table { kTableA = 0, kTableB = 1, kTableC = 2 };

struct CfgOp {
  int table = kTableA;
  int addr = 0;
  std::uint64_t data = 0;
  bool write = true;
};

// A configuration access and the cycle it was performed in (granted; it takes effect at the
// end of that cycle).
struct CfgDone {
  CfgOp op;
  long cycle = 0;
  std::uint64_t rdata = 0;  // reads: the entry (valid from the next cycle's edge)
};

struct ResultPins {
  bool valid = false, routed = false;
  int port = 0, vc = 0, cls = 0, slot = 0;
};

class RcuHarness : public sc_core::sc_module {
 public:
  SC_HAS_PROCESS(RcuHarness);
  RcuHarness(sc_core::sc_module_name name, const rtl::RcuParams& prm);

  // Called at the start of every cycle (rising edge) with the cycle number.
  std::function<void(long cycle, Request& req, CongInput& cong)> stimulus;
  // Result pins as they were during `cycle`.
  std::function<void(long cycle, const ResultPins& res)> on_result;
  std::function<void(const CfgDone& done)> on_cfg_done;

  void queue_cfg(const CfgOp& op) { cfg_queue_.push_back(op); }
  std::size_t cfg_pending() const { return cfg_queue_.size(); }
  // Queues the writes that load every table A/B/C entry of `t`.
  void queue_tables(const PortTables& t);
  void set_reset(bool on) { rst_.write(on); }
  // Cycles simulated so far (the next rising edge starts cycle `cycle()`).
  long cycle() const { return cycle_; }
  void run(long cycles) { sc_core::sc_start(static_cast<double>(cycles), sc_core::SC_NS); }
  // Reset for two cycles, then configure `t` through the configuration port.
  void reset_and_configure(const PortTables& t);
  void trace(sc_core::sc_trace_file* tf) const { rcu_.trace(tf); }
  const rtl::doar_rcu& rcu() const { return rcu_; }

 private:
  void tick();
  void drive_cfg();

  sc_core::sc_clock clk_;
  sc_core::sc_signal<bool> rst_{"rst"}, req_valid_{"req_valid"};
  sc_core::sc_signal<rtl::GidPin> src_gid_{"src_gid"}, dst_gid_{"dst_gid"};
  sc_core::sc_signal<rtl::BidPin> src_bid_{"src_bid"}, dst_bid_{"dst_bid"};
  sc_core::sc_signal<rtl::NidPin> src_nid_{"src_nid"}, dst_nid_{"dst_nid"};
  sc_core::sc_signal<rtl::InVcPin> req_vc_{"req_vc"};
  sc_core::sc_signal<rtl::PortMaskPin> cong_local_{"cong_local"};
  sc_core::sc_signal<rtl::SlotBus> cong_global_{"cong_global"};
  sc_core::sc_signal<bool> res_valid_{"res_valid"}, res_routed_{"res_routed"};
  sc_core::sc_signal<rtl::PortPin> res_port_{"res_port"};
  sc_core::sc_signal<rtl::OutVcPin> res_vc_{"res_vc"};
  sc_core::sc_signal<rtl::ClassPin> res_class_{"res_class"};
  sc_core::sc_signal<rtl::SlotIdxPin> res_slot_{"res_slot"};
  sc_core::sc_signal<bool> cfg_req_{"cfg_req"}, cfg_we_{"cfg_we"}, cfg_gnt_{"cfg_gnt"};
  sc_core::sc_signal<rtl::TableSelPin> cfg_table_{"cfg_table"};
  sc_core::sc_signal<rtl::Addr> cfg_addr_{"cfg_addr"};
  sc_core::sc_signal<rtl::Entry> cfg_wdata_{"cfg_wdata"}, cfg_rdata_{"cfg_rdata"};
  rtl::doar_rcu rcu_;

  long cycle_ = 0;
  std::deque<CfgOp> cfg_queue_;
  bool cfg_driven_ = false;       // the front op is on the pins
  bool read_pending_ = false;     // a granted read whose data arrives on this edge
  CfgDone read_done_;
  SlotMask last_global_;
  rtl::SlotBus global_bus_;
  bool first_global_ = true;
};

// The RCU parameters of input port `port` of router r, with core's per-port LFSR seed.
// The RCU of port `port` of router r under DOAR's rule under congestion `rule` (the exit
// rule by default, as doar-sim).
rtl::RcuParams rcu_params(const Dragonfly& d, const RouterId& r, int port, CongestedRule rule = kDefaultCongestedRule);

// Core's slot bitmap onto the RCU's 512-bit pin type.
void to_slot_bus(const SlotMask& m, rtl::SlotBus& bus);

}  // namespace doar::rcutb
