// doar_fault_network: the network bench of the fault units: one doar_fault_router per router of a
// dragonfly, joined by FD/FR packet channels (doar_fault_link, or a wire for latency 0), driven
// through the routers' pins only (configuration, link state, local events, alive, restart)
// and measured on them (cmd_done, tx). One elaboration per process (SystemC): build it once
// and run any number of scenarios; restart_all() brings every router back to its configured
// tables between them.
//
// Time: in a phase, cycle 0 is the edge at which the phase's local events can first be
// picked; a command that starts at cycle T_s (its pick edge) and costs C reports done at
// T_s + C, the reference's completion time (core/fault/network_driver.hpp).
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <systemc>
#include <vector>
#include "dragonfly.hpp"
#include "doar_fault_link.hpp"
#include "doar_fault_router.hpp"
#include "fault_spec.hpp"
#include "tables.hpp"

namespace doar::rtl {

struct fault_phase_stats {
  std::uint64_t cycles = 0;  // completion cycle of the last command of the phase (0: none)
  int fd_packets = 0, fr_packets = 0, commands = 0;
  std::uint64_t bench_cycles = 0;  // clock cycles the phase took in the bench
};

// One FD/FR packet as it leaves a router's port (cycle relative to the phase's cycle 0).
struct fault_tx_record {
  std::uint64_t cycle = 0;
  RouterId from;
  int port = -1;
  std::uint32_t word = 0;
};

class doar_fault_network : public sc_core::sc_module {
 public:
  // gate_clocks: clock a router or link only in cycles where it has something to do (see
  // docs/fault_units.md); false clocks everything every cycle (the plain reference bench).
  doar_fault_network(sc_core::sc_module_name name, const Dragonfly& d, const fault_timing& tm, int link_latency,
                bool fr_port_rule = false, bool gate_clocks = true, TableReading tables = kDefaultTableReading);

  // After construction: reset, configure every table, restart every router. (SystemC may not
  // simulate inside a module constructor.)
  void init();
  void configure();    // write every table of every port through the configuration pins
  void restart_all();  // every router alive, every link up, configured tables, nothing queued
  // The same in one cycle when the live tables already equal the configured ones (after a
  // complete recovery): a reset pulse clears every register and buffer, the SRAMs keep their
  // contents. Returns false (and does nothing) when some live entry differs.
  bool reset_if_restored();
  fault_phase_stats fail(const std::vector<fault::FaultSpec>& faults);
  fault_phase_stats recover_all();

  void set_trace(std::function<void(const fault_tx_record&)> f) { trace_ = std::move(f); }
  // RCU read pressure during fail/recover phases (0: none, the default): every port's RCU reads
  // its live tables A and B in stretches of 20..400 cycles at a read rate drawn from
  // {0, 50%, 90%, every cycle} (at most `max_rate`), so that the fault units must wait for
  // free cycles. Their effect on the tables must not change, only the timing.
  void set_rcu_reads(double max_rate, unsigned seed);
  std::uint64_t rcu_reads() const { return rcu_reads_; }
  const Dragonfly& dfly() const { return d_; }
  bool router_alive(const RouterId& r) const { return alive_[idx(r)]; }
  std::uint64_t live_a(const RouterId& r, int port, int e) const;
  std::uint64_t live_b(const RouterId& r, int port, int e) const;
  std::uint64_t clock_cycles() const { return cycle_; }
  // Router and link clock edges actually given (gated clocks), for the bench's speed report.
  std::uint64_t clocked_units() const { return awake_router_cycles_; }

 private:
  std::size_t idx(const RouterId& r) const { return static_cast<std::size_t>(d_.router_index(r)); }
  void tick();
  void drive_rcu_reads();  // one cycle of RCU read stimulus on every port (or none)
  void take_down(const fault::LinkEnd& e);
  // Feeds the queued local events (one per router and cycle, in order) and runs to quiescence.
  fault_phase_stats run_phase();
  bool quiescent() const;
  bool router_awake(int i) const;

  bool gate_;
  bool fr_port_rule_;
  TableReading tables_;  // the configuration written into every table (DESIGN.md 6a)
  std::vector<std::unique_ptr<sc_core::sc_signal<bool>>> gclk_;       // per router
  std::vector<std::unique_ptr<sc_core::sc_signal<bool>>> link_clk_;   // per link
  std::vector<std::pair<int, int>> link_src_;                          // sender router, port
  std::vector<std::vector<int>> in_links_;                             // per router: links into it

  Dragonfly d_;
  fault_timing tm_;
  int latency_;
  int radix_;
  std::uint64_t cycle_ = 0;
  std::uint64_t awake_router_cycles_ = 0;
  sc_core::sc_signal<bool> clk_{"clk"}, rst_{"rst"};
  sc_core::sc_signal<bool> zero_{"zero"};
  sc_core::sc_signal<FaultWord> zero_word_{"zero_word"};

  struct RouterPins {
    sc_core::sc_signal<bool> alive, restart, ev_valid, ev_up, cfg_we, cfg_gnt, cmd_done, quiet;
    sc_core::sc_signal<sc_dt::sc_uint<6>> ev_port, cfg_port;
    sc_core::sc_signal<sc_dt::sc_uint<64>> link_up;
    sc_core::sc_signal<sc_dt::sc_uint<10>> cfg_addr;
    sc_core::sc_signal<sc_dt::sc_uint<64>> cfg_a, cfg_b;
    sc_core::sc_signal<sc_dt::sc_uint<3>> cmd_kind;
    std::vector<std::unique_ptr<sc_core::sc_signal<bool>>> tx_valid, rx_valid;
    std::vector<std::unique_ptr<sc_core::sc_signal<FaultWord>>> tx_pkt, rx_pkt;
    std::vector<std::unique_ptr<sc_core::sc_signal<bool>>> ta_rd_en, tb_rd_en;
    std::vector<std::unique_ptr<sc_core::sc_signal<Addr>>> rd_addr;
    std::vector<std::unique_ptr<sc_core::sc_signal<Entry>>> ta_rd_data, tb_rd_data;
  };
  std::vector<std::unique_ptr<RouterPins>> pins_;
  std::vector<std::unique_ptr<doar_fault_router>> routers_;
  std::vector<std::unique_ptr<doar_fault_link>> links_;

  // What the bench knows of the network (the same bookkeeping as core's FaultNetwork).
  std::vector<bool> alive_;
  std::vector<std::vector<bool>> up_;                  // [router][port]
  std::vector<std::vector<std::pair<int, bool>>> events_;  // queued local events per router
  std::vector<fault::LinkEnd> down_;
  std::vector<RouterId> dead_;
  std::function<void(const fault_tx_record&)> trace_;
  // RCU read stimulus (set_rcu_reads).
  double rcu_max_rate_ = 0;
  std::mt19937 rcu_rng_;
  double rcu_rate_ = 0;
  int rcu_left_ = 0;  // cycles left at rcu_rate_
  bool rcu_on_ = false;
  std::uint64_t rcu_reads_ = 0;
};

}  // namespace doar::rtl
