// Co-simulation of one router's fault-handling hardware, doar_fault_router (rtl_model/fault/
// beside verilog/fault/): the scheduler, and per port the input buffer, travel, match and
// action units, output queue and the four table memories. Two routers of dfly(2,4,2,9)
// (radix 7, n = 15 entries, t1 = 4, t2 = 5, ports 2..6 connected, event FIFO of 16):
//   "e": router <3,1>, FR rule Entry (core's default);
//   "p": router <0,0>, FR rule Port (routes back out of the port itself do not count).
// Sizes, router ids, timing and rules are fixed when the Verilog is Verilated
// (CMakeLists.txt); the SystemC twins get the same values here.
//
// Stimulus, per router (docs/cosim.md):
// - reset for the first cycles and in rare random pulses;
// - directed: every entry of every port written through cfg_we with core's configure_port()
//   tables of this router, again after each random reconfiguration phase;
// - random reconfiguration now and then (random sparse words, so that every field of the
//   terminal-port G-region encodings - lpc0, lpc1..8, GP/OGP bits - and the context split
//   of intra-group and global ports are hit); single-entry writes during traffic (restore
//   the configured value, or a mutation), which meet running commands;
// - FD/FR packets arriving on every port (terminal ports too, at a lower rate) in phases of
//   300..2,299 cycles at per-port rates of 0, 0.3%, 1%, 4% or 12%: FD with prefix 1/2/3
//   (sometimes 0), tags 0..3, own/other/out-of-range group, router and node ids (so that Aim
//   selects N, B, G and nonexistent entries), FR; a port's packets stop while its input
//   buffer (120 packets) holds 100, counted from the model's pop pins; random bits on
//   rx_pkt in cycles without rx_valid;
// - local link fault/recovery events in bursts of 1..6 (at most 6 queued: a burst starts only
//   when the model's event FIFO is empty), ports mostly 0..6, sometimes any 0..63; a fault
//   takes the link down (link_up bit) most of the time, a recovery brings it back; random
//   link flips;
// - router death (alive low for 50..550 cycles, arriving packets dropped, events queued)
//   followed by a restart (Restore of the configured tables, buffers flushed), and random
//   restarts of a live router;
// - RCU reads of every port's live tables A and B (ta_/tb_rd_en, tab_rd_addr) in stretches
//   of 100..1,599 cycles at a read rate per port of 0 (two in six), 10, 50, 90 or 100% (one
//   stretch in six reads every cycle on every port: the fault units starve until it ends,
//   and nothing they write may be lost); table B is read with table A four times in five (a head outside
//   the N region), alone one time in fifty; addresses mostly inside the tables. The
//   configuration writes are held on cfg_we until the model's cfg_gnt.
// Bits 31:26 of a valid packet are zero (the packet format; the Verilog buffers keep 26
// bits).
#include <algorithm>
#include <array>
#include <deque>
#include <memory>
#include <stdexcept>
#include <string>
#include <systemc>
#include <vector>

#include "VFaultAction0.h"
#include "VFaultAction1.h"
#include "VFaultAction2.h"
#include "VFaultAction3.h"
#include "VFaultAction4.h"
#include "VFaultAction5.h"
#include "VFaultAction6.h"
#include "VFaultInBuf.h"
#include "VFaultMatch.h"
#include "VFaultOutQ.h"
#include "VFaultRouterE.h"
#include "VFaultRouterP.h"
#include "VFaultSched.h"
#include "VFaultTravel.h"
#include "bench_registry.hpp"
#include "cosim_harness.hpp"
#include "dragonfly.hpp"
#include "fault_packet_mix.hpp"
#include "doar_fault_router.hpp"
#include "stimulus_rng.hpp"
#include "tables.hpp"

namespace doar::cosim {
namespace {

using sc_core::sc_signal;
using sc_dt::sc_bv;
using sc_dt::sc_uint;
using rtl::FaultWord;

constexpr int kP = 2, kA = 4, kH = 2, kG = 9, kK = kP + kA - 1 + kH, kN = kP + kA + kG;
constexpr int kT1 = 4, kT2 = 5;
constexpr std::uint64_t kConnected = 0x7C;  // ports 2..6 (must match -GCONNECTED)
constexpr int kInDepth = 8 * kN;
constexpr int kInLimit = kInDepth - 20;
constexpr int kMaxBurst = 6;

// The Verilog's flat per-port buses <-> the SystemC model's sc_vectors.
class FlatPorts : public sc_core::sc_module {
 public:
  sc_core::sc_vector<sc_core::sc_in<bool>> rx_valid;
  sc_core::sc_vector<sc_core::sc_in<FaultWord>> rx_pkt;
  sc_core::sc_out<sc_uint<kK>> flat_rx_valid;
  sc_core::sc_out<sc_bv<32 * kK>> flat_rx_pkt;
  sc_core::sc_in<sc_uint<kK>> flat_tx_valid;
  sc_core::sc_in<sc_bv<32 * kK>> flat_tx_pkt;
  sc_core::sc_vector<sc_core::sc_out<bool>> tx_valid;
  sc_core::sc_vector<sc_core::sc_out<FaultWord>> tx_pkt;
  // RCU read ports.
  sc_core::sc_vector<sc_core::sc_in<bool>> ta_rd_en, tb_rd_en;
  sc_core::sc_vector<sc_core::sc_in<rtl::Addr>> tab_rd_addr;
  sc_core::sc_out<sc_uint<kK>> flat_ta_rd_en, flat_tb_rd_en;
  sc_core::sc_out<sc_bv<10 * kK>> flat_rd_addr;
  sc_core::sc_in<sc_bv<64 * kK>> flat_ta_data, flat_tb_data;
  sc_core::sc_vector<sc_core::sc_out<rtl::Entry>> ta_rd_data, tb_rd_data;
  SC_HAS_PROCESS(FlatPorts);
  explicit FlatPorts(sc_core::sc_module_name n)
      : sc_module(n), rx_valid("rx_valid", kK), rx_pkt("rx_pkt", kK), flat_rx_valid("flat_rx_valid"),
        flat_rx_pkt("flat_rx_pkt"), flat_tx_valid("flat_tx_valid"), flat_tx_pkt("flat_tx_pkt"),
        tx_valid("tx_valid", kK), tx_pkt("tx_pkt", kK), ta_rd_en("ta_rd_en", kK), tb_rd_en("tb_rd_en", kK),
        tab_rd_addr("tab_rd_addr", kK), flat_ta_rd_en("flat_ta_rd_en"), flat_tb_rd_en("flat_tb_rd_en"),
        flat_rd_addr("flat_rd_addr"), flat_ta_data("flat_ta_data"), flat_tb_data("flat_tb_data"),
        ta_rd_data("ta_rd_data", kK), tb_rd_data("tb_rd_data", kK) {
    SC_METHOD(join);
    for (int q = 0; q < kK; ++q) sensitive << rx_valid[q] << rx_pkt[q];
    SC_METHOD(split);
    sensitive << flat_tx_valid << flat_tx_pkt;
    SC_METHOD(join_rd);
    for (int q = 0; q < kK; ++q) sensitive << ta_rd_en[q] << tb_rd_en[q] << tab_rd_addr[q];
    SC_METHOD(split_rd);
    sensitive << flat_ta_data << flat_tb_data;
  }

 private:
  void join() {
    sc_uint<kK> v = 0;
    sc_bv<32 * kK> p;
    for (int q = 0; q < kK; ++q) {
      v[q] = rx_valid[q].read();
      p.range(32 * q + 31, 32 * q) = rx_pkt[q].read();
    }
    flat_rx_valid.write(v);
    flat_rx_pkt.write(p);
  }
  void join_rd() {
    sc_uint<kK> a = 0, b = 0;
    sc_bv<10 * kK> ad;
    for (int q = 0; q < kK; ++q) {
      a[q] = ta_rd_en[q].read();
      b[q] = tb_rd_en[q].read();
      ad.range(10 * q + 9, 10 * q) = tab_rd_addr[q].read();
    }
    flat_ta_rd_en.write(a);
    flat_tb_rd_en.write(b);
    flat_rd_addr.write(ad);
  }
  void split_rd() {
    const sc_bv<64 * kK> a = flat_ta_data.read(), b = flat_tb_data.read();
    for (int q = 0; q < kK; ++q) {
      ta_rd_data[q].write(a.range(64 * q + 63, 64 * q).to_uint64());
      tb_rd_data[q].write(b.range(64 * q + 63, 64 * q).to_uint64());
    }
  }
  void split() {
    const sc_uint<kK> v = flat_tx_valid.read();
    const sc_bv<32 * kK> p = flat_tx_pkt.read();
    for (int q = 0; q < kK; ++q) {
      tx_valid[q].write(v[q]);
      tx_pkt[q].write(static_cast<unsigned>(p.range(32 * q + 31, 32 * q).to_uint()));
    }
  }
};

struct CfgWrite {
  int port;
  unsigned addr;
  std::uint64_t a, b;
};

// One router: its pins, both sides and its stimulus.
struct Router {
  std::string name;
  int gid, bid;
  Rng rng;
  // Inputs (shared by both sides).
  sc_signal<bool> rst, alive, restart, ev_valid, ev_up, cfg_we;
  sc_signal<sc_uint<6>> ev_port, cfg_port;
  sc_signal<sc_uint<64>> link_up, cfg_a, cfg_b;
  sc_signal<sc_uint<10>> cfg_addr;
  sc_core::sc_vector<sc_signal<bool>> rx_valid;
  sc_core::sc_vector<sc_signal<FaultWord>> rx_pkt;
  sc_core::sc_vector<sc_signal<bool>> ta_rd_en, tb_rd_en;
  sc_core::sc_vector<sc_signal<rtl::Addr>> tab_rd_addr;
  // Outputs.
  sc_core::sc_vector<sc_signal<bool>> m_tx_valid, r_tx_valid;
  sc_core::sc_vector<sc_signal<FaultWord>> m_tx_pkt, r_tx_pkt;
  sc_signal<bool> m_done, r_done, m_quiet, r_quiet, m_cfg_gnt, r_cfg_gnt;
  sc_core::sc_vector<sc_signal<rtl::Entry>> m_ta_data, m_tb_data, r_ta_data, r_tb_data;
  sc_signal<sc_uint<kK>> flat_ta_rd_en, flat_tb_rd_en;
  sc_signal<sc_bv<10 * kK>> flat_rd_addr;
  sc_signal<sc_bv<64 * kK>> flat_ta_data, flat_tb_data;
  sc_signal<sc_uint<3>> m_kind, r_kind;
  sc_signal<sc_uint<kK>> flat_rx_valid, flat_tx_valid;
  sc_signal<sc_bv<32 * kK>> flat_rx_pkt, flat_tx_pkt;
  std::unique_ptr<rtl::doar_fault_router> model;
  FlatPorts flat;
  // The model's internal scheduler pins the stimulus watches (to stay inside the buffers).
  const sc_signal<sc_uint<64>>* pop = nullptr;
  const sc_signal<bool>* events_pending = nullptr;
  const sc_signal<bool>* hold = nullptr;  // some port's action unit waits for a table grant

  // Stimulus state.
  std::array<PortTables, kK> core_tables;
  std::deque<CfgWrite> cfg_queue;
  std::array<int, kK> occ{};
  std::array<int, kK> rate{};  // per mille per cycle
  long phase_end = 0, rst_until = 3, dead_until = -1, next_reconfig = 0;
  int burst_left = 0, fr_pct = 30, ev_pm = 5;
  long rcu_phase_end = 0;
  int rcu_rate = 0;  // per cent of cycles with an RCU read, per port
  long rcu_reads = 0, cfg_waits = 0, hold_cycles = 0, hold_run = 0, longest_hold = 0;
  bool ev_last = false, dead = false;

  Router(const std::string& n, int g, int b, bool port_rule, std::uint64_t seed, TableReading tables)
      : name(n), gid(g), bid(b), rng(seed), rx_valid((n + "_rx_valid").c_str(), kK),
        rx_pkt((n + "_rx_pkt").c_str(), kK), ta_rd_en((n + "_ta_rd_en").c_str(), kK),
        tb_rd_en((n + "_tb_rd_en").c_str(), kK), tab_rd_addr((n + "_tab_rd_addr").c_str(), kK),
        m_tx_valid((n + "_m_tx_valid").c_str(), kK),
        r_tx_valid((n + "_r_tx_valid").c_str(), kK), m_tx_pkt((n + "_m_tx_pkt").c_str(), kK),
        r_tx_pkt((n + "_r_tx_pkt").c_str(), kK), m_ta_data((n + "_m_ta_data").c_str(), kK), m_tb_data((n + "_m_tb_data").c_str(), kK),
        r_ta_data((n + "_r_ta_data").c_str(), kK), r_tb_data((n + "_r_tb_data").c_str(), kK),
        flat((n + "_flat").c_str()) {
    rtl::fault_router_params prm;
    prm.geom = rtl::fault_geom{kP, kA, kH, kG, gid, bid};
    prm.timing = rtl::fault_timing{kT1, kT2};
    prm.connected = kConnected;
    prm.fr_port_rule = port_rule;
    model = std::make_unique<rtl::doar_fault_router>((n + "_model").c_str(), prm);
    pop = dynamic_cast<const sc_signal<sc_uint<64>>*>(sc_core::sc_find_object((n + "_model.pop").c_str()));
    events_pending =
        dynamic_cast<const sc_signal<bool>*>(sc_core::sc_find_object((n + "_model.events_pending").c_str()));
    hold = dynamic_cast<const sc_signal<bool>*>(sc_core::sc_find_object((n + "_model.hold").c_str()));
    if (!pop || !events_pending || !hold) throw std::runtime_error("fault bench: model's pop/events_pending not found");
    const Dragonfly d(DflyParams{kP, kA, kH, kG});
    for (int q = 0; q < kK; ++q) {
      core_tables[static_cast<std::size_t>(q)] = configure_port(d, RouterId{gid, bid}, q, tables);
    }
    queue_core_config();
  }

  void queue_core_config() {
    for (int q = 0; q < kK; ++q) {
      const auto& t = core_tables[static_cast<std::size_t>(q)];
      for (int e = 0; e < kN; ++e) {
        const std::size_t i = static_cast<std::size_t>(e);
        cfg_queue.push_back({q, static_cast<unsigned>(e), i < t.a.size() ? t.a[i] : 0, i < t.b.size() ? t.b[i] : 0});
      }
    }
  }

  std::uint64_t sparse() {  // a random word with about 1/4 or 1/8 of its bits set
    std::uint64_t w = rng.next() & rng.next();
    if (rng.chance(1, 2)) w &= rng.next();
    return w;
  }

  std::uint64_t mutate(std::uint64_t w) {
    const int bit = static_cast<int>(rng.below(64));
    return w ^ (std::uint64_t{1} << bit);
  }

  void queue_random_config() {
    for (int q = 0; q < kK; ++q) {
      for (int e = 0; e < kN; ++e) cfg_queue.push_back({q, static_cast<unsigned>(e), sparse(), sparse()});
    }
  }

  FaultWord random_packet() { return fault_packet_mix(rng, fr_pct, kP, kA, kG, gid, bid); }

  void new_phase(long cycle) {
    static const int kRates[] = {0, 3, 10, 40, 120};
    const int level = static_cast<int>(rng.below(5));
    for (int q = 0; q < kK; ++q) {
      int r = kRates[rng.chance(1, 4) ? rng.below(5) : static_cast<std::uint64_t>(level)];
      if (q < kP) r /= 4;  // terminal ports: FD/FR only from a misbehaving neighbour
      rate[static_cast<std::size_t>(q)] = r;
    }
    fr_pct = static_cast<int>(rng.below(60));
    static const int kEv[] = {0, 2, 10, 40};
    ev_pm = kEv[rng.below(4)];
    phase_end = cycle + 300 + static_cast<long>(rng.below(2000));
  }

  void drive(long cycle) {
    // Bookkeeping of the cycle that just ended: what the input buffers took and gave.
    if (cycle > 0) {
      const bool flushed = rst.read() || restart.read();
      const std::uint64_t popped = pop->read().to_uint64();
      for (int q = 0; q < kK; ++q) {
        int& o = occ[static_cast<std::size_t>(q)];
        if (flushed) {
          o = 0;
          continue;
        }
        if (((popped >> q) & 1u) && o > 0) --o;
        if (rx_valid[q].read() && alive.read()) ++o;
      }
    }
    if (cycle >= phase_end) new_phase(cycle);
    if (cycle > 0 && hold->read()) {
      ++hold_cycles;
      longest_hold = std::max(longest_hold, ++hold_run);
    } else {
      hold_run = 0;
    }

    // Reset pulses.
    if (cycle >= rst_until && rng.chance(1, 6000)) rst_until = cycle + 1 + static_cast<long>(rng.below(2));
    const bool r = cycle < rst_until;
    rst.write(r);

    // Death and restart.
    bool rs = false;
    if (dead && cycle >= dead_until) {
      dead = false;
      rs = true;  // repaired: restore the configured tables
    } else if (!dead && !r && rng.chance(1, 7000)) {
      dead = true;
      dead_until = cycle + 50 + static_cast<long>(rng.below(500));
    } else if (!dead && !r && rng.chance(1, 9000)) {
      rs = true;
    }
    alive.write(!dead);
    restart.write(rs);

    // Configuration: the directed full configuration, random reconfigurations and single
    // entry writes during traffic.
    if (cycle >= next_reconfig && cfg_queue.empty()) {
      if (rng.chance(1, 3)) queue_random_config();
      queue_core_config();
      next_reconfig = cycle + 4000 + static_cast<long>(rng.below(8000));
    }
    if (cfg_queue.empty() && rng.chance(1, 300)) {
      const int q = static_cast<int>(rng.below(kK));
      const unsigned e = static_cast<unsigned>(rng.below(kN + 2));  // also outside the arrays
      const auto& t = core_tables[static_cast<std::size_t>(q)];
      std::uint64_t a = e < t.a.size() ? t.a[e] : 0, b = e < t.b.size() ? t.b[e] : 0;
      if (rng.chance(1, 2)) {
        a = mutate(a);
        b = mutate(b);
      }
      cfg_queue.push_back({q, e, a, b});
    }
    // A write stays on the pins until the cycle the model grants it (the RCU reads first).
    if (cycle > 0 && cfg_we.read() && !rst.read()) {
      if (m_cfg_gnt.read()) {
        cfg_queue.pop_front();
      } else {
        ++cfg_waits;
      }
    }
    const bool hold_cfg = cfg_we.read() && !m_cfg_gnt.read() && !cfg_queue.empty();
    if (!cfg_queue.empty() && !r && (hold_cfg || rng.chance(3, 4))) {
      const CfgWrite w = cfg_queue.front();
      cfg_we.write(true);
      cfg_port.write(static_cast<unsigned>(w.port));
      cfg_addr.write(w.addr);
      cfg_a.write(w.a);
      cfg_b.write(w.b);
    } else {
      cfg_we.write(false);
      if (rng.chance(1, 4)) {  // values the router must ignore
        cfg_port.write(static_cast<unsigned>(rng.below(64)));
        cfg_addr.write(static_cast<unsigned>(rng.below(1024)));
        cfg_a.write(rng.next());
        cfg_b.write(rng.next());
      }
    }

    // Local events, in bursts; a burst starts only when the model's FIFO is empty.
    bool ev = false;
    if (burst_left == 0 && !ev_last && !events_pending->read() && ev_pm > 0 && rng.chance(static_cast<unsigned>(ev_pm), 1000)) {
      burst_left = 1 + static_cast<int>(rng.below(kMaxBurst));
    }
    std::uint64_t up = cycle == 0 ? ~std::uint64_t{0} : link_up.read().to_uint64();
    if (burst_left > 0) {
      --burst_left;
      ev = true;
      const unsigned port = rng.chance(1, 20) ? static_cast<unsigned>(rng.below(64)) : static_cast<unsigned>(rng.below(kK));
      const bool recov = rng.chance(1, 2);
      ev_port.write(port);
      ev_up.write(recov);
      if (rng.chance(4, 5)) up = recov ? (up | (std::uint64_t{1} << port)) : (up & ~(std::uint64_t{1} << port));
    } else if (rng.chance(1, 3)) {
      ev_port.write(static_cast<unsigned>(rng.below(64)));
      ev_up.write(rng.chance(1, 2));
    }
    if (rng.chance(1, 500)) up ^= std::uint64_t{1} << rng.below(64);
    if (rng.chance(1, 3000)) up = ~std::uint64_t{0};
    link_up.write(up);
    ev_valid.write(ev);
    ev_last = ev;

    // FD/FR packets.
    for (int q = 0; q < kK; ++q) {
      const std::size_t i = static_cast<std::size_t>(q);
      const bool send = occ[i] < kInLimit && rate[i] > 0 && rng.chance(static_cast<unsigned>(rate[i]), 1000);
      rx_valid[q].write(send);
      if (send) {
        rx_pkt[q].write(random_packet());
      } else if (rng.chance(1, 8)) {
        rx_pkt[q].write(static_cast<unsigned>(rng.next()));
      }
    }

    // RCU reads of the live tables.
    if (cycle >= rcu_phase_end) {
      static const int kRead[] = {0, 0, 10, 50, 90, 100};
      rcu_rate = kRead[rng.below(6)];
      rcu_phase_end = cycle + 100 + static_cast<long>(rng.below(1500));
    }
    for (int q = 0; q < kK; ++q) {
      const bool a = rcu_rate > 0 && rng.chance(static_cast<unsigned>(rcu_rate), 100);
      const bool b = a ? rng.chance(4, 5) : rng.chance(1, 50);
      ta_rd_en[q].write(a);
      tb_rd_en[q].write(b);
      tab_rd_addr[q].write(static_cast<unsigned>(rng.chance(1, 20) ? rng.below(1024) : rng.below(kN + 1)));
      rcu_reads += a || b;
    }
  }

  template <class V>
  void bind_rtl(V& v, sc_core::sc_clock& clk) {
    v.clk(clk);
    v.rst(rst);
    v.alive(alive);
    v.restart(restart);
    v.ev_valid(ev_valid);
    v.ev_port(ev_port);
    v.ev_up(ev_up);
    v.link_up(link_up);
    v.rx_valid(flat_rx_valid);
    v.rx_pkt(flat_rx_pkt);
    v.tx_valid(flat_tx_valid);
    v.tx_pkt(flat_tx_pkt);
    v.cfg_we(cfg_we);
    v.cfg_port(cfg_port);
    v.cfg_addr(cfg_addr);
    v.cfg_a(cfg_a);
    v.cfg_b(cfg_b);
    v.cfg_gnt(r_cfg_gnt);
    v.ta_rd_en(flat_ta_rd_en);
    v.tb_rd_en(flat_tb_rd_en);
    v.tab_rd_addr(flat_rd_addr);
    v.ta_rd_data(flat_ta_data);
    v.tb_rd_data(flat_tb_data);
    v.cmd_done(r_done);
    v.cmd_kind(r_kind);
    v.quiet(r_quiet);
    flat.rx_valid.bind(rx_valid);
    flat.rx_pkt.bind(rx_pkt);
    flat.flat_rx_valid(flat_rx_valid);
    flat.flat_rx_pkt(flat_rx_pkt);
    flat.flat_tx_valid(flat_tx_valid);
    flat.flat_tx_pkt(flat_tx_pkt);
    flat.tx_valid.bind(r_tx_valid);
    flat.tx_pkt.bind(r_tx_pkt);
    flat.ta_rd_en.bind(ta_rd_en);
    flat.tb_rd_en.bind(tb_rd_en);
    flat.tab_rd_addr.bind(tab_rd_addr);
    flat.flat_ta_rd_en(flat_ta_rd_en);
    flat.flat_tb_rd_en(flat_tb_rd_en);
    flat.flat_rd_addr(flat_rd_addr);
    flat.flat_ta_data(flat_ta_data);
    flat.flat_tb_data(flat_tb_data);
    flat.ta_rd_data.bind(r_ta_data);
    flat.tb_rd_data.bind(r_tb_data);
  }

  void bind_model(sc_core::sc_clock& clk) {
    auto& m = *model;
    m.clk(clk);
    m.rst(rst);
    m.alive(alive);
    m.restart(restart);
    m.ev_valid(ev_valid);
    m.ev_port(ev_port);
    m.ev_up(ev_up);
    m.link_up(link_up);
    m.rx_valid.bind(rx_valid);
    m.rx_pkt.bind(rx_pkt);
    m.tx_valid.bind(m_tx_valid);
    m.tx_pkt.bind(m_tx_pkt);
    m.cfg_we(cfg_we);
    m.cfg_port(cfg_port);
    m.cfg_addr(cfg_addr);
    m.cfg_a(cfg_a);
    m.cfg_b(cfg_b);
    m.cfg_gnt(m_cfg_gnt);
    m.ta_rd_en.bind(ta_rd_en);
    m.tb_rd_en.bind(tb_rd_en);
    m.tab_rd_addr.bind(tab_rd_addr);
    m.ta_rd_data.bind(m_ta_data);
    m.tb_rd_data.bind(m_tb_data);
    m.cmd_done(m_done);
    m.cmd_kind(m_kind);
    m.quiet(m_quiet);
  }

  void probes(Harness& h) {
    const std::string p = name + ".";
    h.input(p + "rst", rst);
    h.input(p + "alive", alive);
    h.input(p + "restart", restart);
    h.input(p + "ev_valid", ev_valid);
    h.input(p + "ev_port", ev_port);
    h.input(p + "ev_up", ev_up);
    h.input(p + "link_up", link_up);
    for (int q = 0; q < kK; ++q) {
      h.input(p + "rx_valid" + std::to_string(q), rx_valid[q]);
      h.input(p + "rx_pkt" + std::to_string(q), rx_pkt[q]);
    }
    h.input(p + "cfg_we", cfg_we);
    h.input(p + "cfg_port", cfg_port);
    h.input(p + "cfg_addr", cfg_addr);
    h.input(p + "cfg_a", cfg_a);
    h.input(p + "cfg_b", cfg_b);
    for (int q = 0; q < kK; ++q) {
      h.input(p + "ta_rd_en" + std::to_string(q), ta_rd_en[q]);
      h.input(p + "tb_rd_en" + std::to_string(q), tb_rd_en[q]);
      h.input(p + "tab_rd_addr" + std::to_string(q), tab_rd_addr[q]);
      // What the RCU reads: every table write of both sides shows up here.
      h.output(p + "ta_rd_data" + std::to_string(q), m_ta_data[q], r_ta_data[q]);
      h.output(p + "tb_rd_data" + std::to_string(q), m_tb_data[q], r_tb_data[q]);
    }
    h.output(p + "cfg_gnt", m_cfg_gnt, r_cfg_gnt);
    for (int q = 0; q < kK; ++q) {
      // Terminal ports never send FD/FR (can_send is low): their tx pins stay 0.
      const bool sends = q >= kP && ((kConnected >> q) & 1u);
      h.output(p + "tx_valid" + std::to_string(q), m_tx_valid[q], r_tx_valid[q], sends);
      h.output(p + "tx_pkt" + std::to_string(q), m_tx_pkt[q], r_tx_pkt[q], sends);
    }
    h.output(p + "cmd_done", m_done, r_done);
    h.output(p + "cmd_kind", m_kind, r_kind);
    h.output(p + "quiet", m_quiet, r_quiet);
  }
};


// Unit level (router "e" only): a second, standalone Verilog copy of every unit of the
// router (scheduler; per port in buffer, travel, match, action, out queue) is driven from the
// SystemC model's own internal signals - the inputs that model unit sees - and its outputs
// are compared with the model unit's outputs, every pin every cycle. So a difference is
// caught at the unit where it starts, not only when it reaches the router's pins. Not
// compared: doar_fault_action's mem_addr/wdata_* (no memory samples them in the cycles where the
// two sides may differ, docs/cosim.md). Every unit pin must toggle during a run except the
// terminal ports' push and tx pins (they never send).
class UnitLevel {
 public:
  UnitLevel(const std::string& router, sc_core::sc_clock& clk, Router& r, Harness& h) : r_(router), h_(h) {
    using B = bool;
    using U3 = sc_uint<3>;
    using U2 = sc_uint<2>;
    using U6 = sc_uint<6>;
    using U10 = sc_uint<10>;
    using U64 = sc_uint<64>;
    const std::string m = r_ + "_model.";
    auto& s = *add<VFaultSched>("sched");
    s.clk(clk);
    s.rst(r.rst);
    s.alive(r.alive);
    s.restart(r.restart);
    s.ev_valid(r.ev_valid);
    s.ev_port(r.ev_port);
    s.ev_up(r.ev_up);
    s.hold(sig<B>(m + "hold"));
    s.in_nonempty(sig<U64>(m + "in_nonempty"));
    s.sel_pkt(sig<FaultWord>(m + "sel_pkt"));
    out(s.sel_port, sig<U6>(m + "sel_port"), "sched.sel_port");
    out(s.pop, sig<U64>(m + "pop"), "sched.pop");
    out(s.cmd_start, sig<B>(m + "cmd_start"), "sched.cmd_start");
    out(s.cmd_kind, sig<U3>(m + "kind"), "sched.cmd_kind");
    out(s.cmd_fp, sig<U6>(m + "fp"), "sched.cmd_fp");
    out(s.cmd_entry, sig<U10>(m + "entry"), "sched.cmd_entry");
    out(s.cmd_pkt, sig<FaultWord>(m + "pkt"), "sched.cmd_pkt");
    out(s.cmd_release, sig<B>(m + "cmd_release"), "sched.cmd_release");
    out(s.cmd_done, r.m_done, "sched.cmd_done");
    out(s.busy, sig<B>(m + "busy"), "sched.busy");
    out(s.events_pending, sig<B>(m + "events_pending"), "sched.events_pending");
    for (int q = 0; q < kK; ++q) {
      const std::string qs = std::to_string(q), p = m + "port" + qs + ".", u = "port" + qs + ".";
      const bool sends = q >= kP && ((kConnected >> q) & 1u);
      auto& ib = *add<VFaultInBuf>("inbuf" + qs);
      ib.clk(clk);
      ib.rst(r.rst);
      ib.flush(r.restart);
      ib.alive(r.alive);
      ib.rx_valid(r.rx_valid[q]);
      ib.rx_pkt(r.rx_pkt[q]);
      ib.pop(sig<B>(m + "p_pop_" + qs));
      out(ib.nonempty, sig<B>(m + "p_nonempty_" + qs), u + "in_buffer.nonempty");
      out(ib.head, sig<FaultWord>(m + "p_head_" + qs), u + "in_buffer.head");

      auto& t = *add<VFaultTravel>("travel" + qs);
      t.clk(clk);
      t.rst(r.rst);
      t.cmd_start(sig<B>(m + "cmd_start"));
      t.cmd_kind(sig<U3>(m + "kind"));
      t.cmd_fp(sig<U6>(m + "fp"));
      t.can_send(sig<B>(m + "p_can_send_" + qs));
      t.stall(sig<B>(m + "p_stall_" + qs));
      t.res_valid(sig<B>(p + "res_valid"));
      t.res_op(sig<U3>(p + "res_op"));
      t.res_addr(sig<U10>(p + "res_addr"));
      t.res_died(sig<U2>(p + "res_died"));
      t.res_became(sig<B>(p + "res_became"));
      t.res_access(sig<B>(p + "res_access"));
      out(t.op, sig<U3>(p + "t_op"), u + "travel.op");
      out(t.op_addr, sig<U10>(p + "t_addr"), u + "travel.op_addr");
      out(t.op_fp, sig<U6>(p + "t_fp"), u + "travel.op_fp");
      out(t.push, sig<B>(p + "t_push"), u + "travel.push", sends);
      out(t.push_pkt, sig<FaultWord>(p + "t_pkt"), u + "travel.push_pkt", sends);

      auto& mt = *add<VFaultMatch>("match" + qs);
      mt.clk(clk);
      mt.rst(r.rst);
      mt.cmd_start(sig<B>(m + "cmd_start"));
      mt.cmd_kind(sig<U3>(m + "kind"));
      mt.cmd_fp(sig<U6>(m + "fp"));
      mt.cmd_entry(sig<U10>(m + "entry"));
      mt.cmd_pkt(sig<FaultWord>(m + "pkt"));
      mt.can_send(sig<B>(m + "p_can_send_" + qs));
      mt.stall(sig<B>(m + "p_stall_" + qs));
      mt.res_valid(sig<B>(p + "res_valid"));
      mt.res_op(sig<U3>(p + "res_op"));
      mt.res_died(sig<U2>(p + "res_died"));
      out(mt.op, sig<U3>(p + "m_op"), u + "match.op");
      out(mt.op_addr, sig<U10>(p + "m_addr"), u + "match.op_addr");
      out(mt.op_fp, sig<U6>(p + "m_fp"), u + "match.op_fp");
      out(mt.op_by_tag, sig<B>(p + "m_by_tag"), u + "match.op_by_tag");
      out(mt.op_tag, sig<U2>(p + "m_tag"), u + "match.op_tag");
      out(mt.push, sig<B>(p + "m_push"), u + "match.push", sends);
      out(mt.push_pkt, sig<FaultWord>(p + "m_pkt"), u + "match.push_pkt", sends);

      switch (q) {
        case 0: action(*add<VFaultAction0>("action0"), clk, r, q, p, u); break;
        case 1: action(*add<VFaultAction1>("action1"), clk, r, q, p, u); break;
        case 2: action(*add<VFaultAction2>("action2"), clk, r, q, p, u); break;
        case 3: action(*add<VFaultAction3>("action3"), clk, r, q, p, u); break;
        case 4: action(*add<VFaultAction4>("action4"), clk, r, q, p, u); break;
        case 5: action(*add<VFaultAction5>("action5"), clk, r, q, p, u); break;
        default: action(*add<VFaultAction6>("action6"), clk, r, q, p, u); break;
      }

      auto& oq = *add<VFaultOutQ>("outq" + qs);
      oq.clk(clk);
      oq.rst(r.rst);
      oq.flush(r.restart);
      oq.push_t(sig<B>(p + "t_push"));
      oq.push_m(sig<B>(p + "m_push"));
      oq.pkt_t(sig<FaultWord>(p + "t_pkt"));
      oq.pkt_m(sig<FaultWord>(p + "m_pkt"));
      oq.cmd_release(sig<B>(m + "cmd_release"));
      out(oq.tx_valid, r.m_tx_valid[q], u + "out_queue.tx_valid", sends);
      out(oq.tx_pkt, r.m_tx_pkt[q], u + "out_queue.tx_pkt", sends);
      out(oq.empty, sig<B>(m + "p_out_empty_" + qs), u + "out_queue.empty");
    }
  }

 private:
  template <class T>
  sc_signal<T>& sig(const std::string& path) {
    auto* s = dynamic_cast<sc_signal<T>*>(sc_core::sc_find_object(path.c_str()));
    if (!s) throw std::runtime_error("fault bench: the model has no signal " + path);
    return *s;
  }
  template <class V>
  V* add(const std::string& n) {
    auto v = std::make_unique<V>((r_ + "_unit_" + n).c_str());
    V* raw = v.get();
    owned_.push_back(std::shared_ptr<V>(std::move(v)));
    return raw;
  }
  // A standalone unit's output pin: a new signal, compared with the model unit's signal.
  template <class T>
  void out(sc_core::sc_out<T>& pin, sc_signal<T>& model, const std::string& label, bool must_toggle = true) {
    auto s = std::make_unique<sc_signal<T>>(obj(label).c_str());
    pin(*s);
    h_.output(r_ + "." + label, model, *s, must_toggle);
    owned_.push_back(std::shared_ptr<sc_signal<T>>(std::move(s)));
  }
  template <class V>
  void action(V& a, sc_core::sc_clock& clk, Router& r, int q, const std::string& p, const std::string& u) {
    using B = bool;
    a.clk(clk);
    a.rst(r.rst);
    a.t_op(sig<sc_uint<3>>(p + "t_op"));
    a.t_addr(sig<sc_uint<10>>(p + "t_addr"));
    a.t_fp(sig<sc_uint<6>>(p + "t_fp"));
    a.m_op(sig<sc_uint<3>>(p + "m_op"));
    a.m_addr(sig<sc_uint<10>>(p + "m_addr"));
    a.m_fp(sig<sc_uint<6>>(p + "m_fp"));
    a.m_by_tag(sig<B>(p + "m_by_tag"));
    a.m_tag(sig<sc_uint<2>>(p + "m_tag"));
    a.cfg_we(sig<B>(r_ + "_model.p_cfg_we_" + std::to_string(q)));
    a.cfg_addr(r.cfg_addr);
    a.cfg_a(r.cfg_a);
    a.cfg_b(r.cfg_b);
    a.la_gnt(sig<B>(p + "gnt_la"));
    a.lb_gnt(sig<B>(p + "gnt_lb"));
    a.ca_gnt(sig<B>(p + "gnt_ca"));
    a.cb_gnt(sig<B>(p + "gnt_cb"));
    a.la_rdata(sig<sc_uint<64>>(p + "rd_la"));
    a.lb_rdata(sig<sc_uint<64>>(p + "rd_lb"));
    a.ca_rdata(sig<sc_uint<64>>(p + "rd_ca"));
    a.cb_rdata(sig<sc_uint<64>>(p + "rd_cb"));
    out(a.cfg_gnt, sig<B>(r_ + "_model.p_cfg_gnt_" + std::to_string(q)), u + "action.cfg_gnt");
    out(a.stall, sig<B>(r_ + "_model.p_stall_" + std::to_string(q)), u + "action.stall");
    out(a.res_valid, sig<B>(p + "res_valid"), u + "action.res_valid");
    out(a.res_op, sig<sc_uint<3>>(p + "res_op"), u + "action.res_op");
    out(a.res_addr, sig<sc_uint<10>>(p + "res_addr"), u + "action.res_addr");
    out(a.res_died, sig<sc_uint<2>>(p + "res_died"), u + "action.res_died");
    out(a.res_became, sig<B>(p + "res_became"), u + "action.res_became");
    out(a.res_access, sig<B>(p + "res_access"), u + "action.res_access");
    out(a.mem_req, sig<B>(p + "mem_req"), u + "action.mem_req");
    out(a.live_we, sig<B>(p + "live_we"), u + "action.live_we");
    out(a.conf_we, sig<B>(p + "conf_we"), u + "action.conf_we");
    // mem_addr, wdata_a, wdata_b: driven, not compared (see above).
    auto s1 = std::make_unique<sc_signal<sc_uint<10>>>(obj(u + "action.mem_addr").c_str());
    auto s2 = std::make_unique<sc_signal<sc_uint<64>>>(obj(u + "action.wdata_a").c_str());
    auto s3 = std::make_unique<sc_signal<sc_uint<64>>>(obj(u + "action.wdata_b").c_str());
    a.mem_addr(*s1);
    a.wdata_a(*s2);
    a.wdata_b(*s3);
    owned_.push_back(std::shared_ptr<void>(std::move(s1)));
    owned_.push_back(std::shared_ptr<void>(std::move(s2)));
    owned_.push_back(std::shared_ptr<void>(std::move(s3)));
  }

  // SystemC object names may not hold dots.
  std::string obj(const std::string& label) const {
    std::string n = r_ + "_unit_" + label;
    for (char& c : n) c = c == '.' ? '_' : c;
    return n;
  }

  std::string r_;
  Harness& h_;
  std::vector<std::shared_ptr<void>> owned_;  // (sc_object's destructor is protected)
};

Result run_fault(const Options& opt) {
  Rng top(opt.seed);
  Router re("e", 3, 1, false, top.next(), opt.tables);
  Router rp("p", 0, 0, true, top.next(), opt.tables);
  auto drive = [&](long cycle) {
    re.drive(cycle);
    rp.drive(cycle);
  };
  Harness h("harness", opt, drive);
  VFaultRouterE rtl_e("e_rtl");
  VFaultRouterP rtl_p("p_rtl");
  re.bind_model(h.clk);
  rp.bind_model(h.clk);
  re.bind_rtl(rtl_e, h.clk);
  rp.bind_rtl(rtl_p, h.clk);
  re.probes(h);
  rp.probes(h);
  UnitLevel units("e", h.clk, re, h);
  Result res = h.run();
  // How hard the RCU reads pressed on the fault units (docs/cosim.md).
  res.counts = {{"rcu_reads", re.rcu_reads + rp.rcu_reads},
                {"cfg_write_waits", re.cfg_waits + rp.cfg_waits},
                {"command_hold_cycles", re.hold_cycles + rp.hold_cycles},
                {"longest_hold", std::max(re.longest_hold, rp.longest_hold)}};
  return res;
}

const RegisterBench kRegister("fault", run_fault);

}  // namespace
}  // namespace doar::cosim
