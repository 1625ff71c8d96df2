// Directed tests of one pin-cycle doar_router (rtl_model/router) on its pins: the per-hop
// latency (4-cycle RCU + switch in the same cycle as VC allocation), virtual cut-through
// (a packet waits for credits for all its flits), the output queue draining one flit per
// cycle under speedup 2, and the table configuration port. One elaboration per process:
// sc_main builds the harness, each test resets it and drives its own stimulus.
#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <string>
#include <systemc>
#include <vector>

#include "doar_router.hpp"
#include "table_loader.hpp"

using namespace doar;
using namespace doar::rtl;

namespace {

// Router 0.0 of dfly(2,4,2,9), buffers of 1 packet of 4 flits per VC, speedup 2.
RouterParams small_router() {
  RouterParams r;
  r.p = 2; r.a = 4; r.h = 2; r.g = 9;
  r.buf_local = 1;
  r.buf_global = 1;
  r.packet_size = 4;
  r.thr_local = r.thr_global = 1000;  // no congestion: minimal routes
  return r;
}

struct Sent {
  long cycle;  // the router's cycle (edge) that drove it
  FlitFields f;
};

class Harness : public sc_core::sc_module {
 public:
  SC_HAS_PROCESS(Harness);
  explicit Harness(sc_core::sc_module_name n)
      : sc_module(n), clk_("clk", 1, sc_core::SC_NS), prm_(small_router()), d_(prm_.dfly()), tables_(d_),
        router_("router", prm_), loader_("loader", tables_, RouterId{0, 0}, prm_.p, prm_.radix()),
        in_flit_("in_flit", radix()), in_credit_("in_credit", radix()), out_flit_("out_flit", radix()),
        out_credit_("out_credit", radix()), fd_valid_("fd_valid", radix()), fd_pkt_("fd_pkt", radix()),
        fd_tx_valid_("fd_tx_valid", radix()), fd_tx_pkt_("fd_tx_pkt", radix()) {
    router_.clk(clk_);
    router_.rst(rst_);
    for (int q = 0; q < radix(); ++q) {
      router_.in_flit[q](in_flit_[q]);
      router_.in_credit[q](in_credit_[q]);
      router_.out_flit[q](out_flit_[q]);
      router_.out_credit[q](out_credit_[q]);
      router_.fd_rx_valid[q](fd_valid_[q]);
      router_.fd_rx_pkt[q](fd_pkt_[q]);
      router_.fd_tx_valid[q](fd_tx_valid_[q]);
      router_.fd_tx_pkt[q](fd_tx_pkt_[q]);
    }
    router_.fault_alive(alive_);
    router_.fault_restart(low_);
    router_.fault_ev_valid(ev_valid_);
    router_.fault_ev_up(low_);
    router_.fault_ev_port(ev_port_);
    router_.link_up(all_up_);
    router_.fault_cmd_done(fault_done_);
    router_.fault_quiet(fault_quiet_);
    router_.fault_cmd_kind(fault_kind_);
    router_.pcs_own_map(own_map_);
    router_.pcs_group_map(group_map_);
    router_.cfg_req(cfg_req_);
    router_.cfg_we(cfg_we_);
    router_.cfg_port(cfg_port_);
    router_.cfg_table(cfg_table_);
    router_.cfg_addr(cfg_addr_);
    router_.cfg_wdata(cfg_wdata_);
    router_.cfg_wdata_b(cfg_wdata_b_);
    router_.cfg_gnt(cfg_gnt_);
    router_.cfg_rdata(cfg_rdata_);
    loader_.clk(clk_);
    loader_.rst(rst_);
    loader_.cfg_req(ld_req_);
    loader_.cfg_we(ld_we_);
    loader_.cfg_port(ld_port_);
    loader_.cfg_table(ld_table_);
    loader_.cfg_addr(ld_addr_);
    loader_.cfg_wdata(ld_wdata_);
    loader_.cfg_wdata_b(ld_wdata_b_);
    loader_.cfg_gnt(cfg_gnt_);
    loader_.done(loaded_);
    SC_METHOD(tick);
    sensitive << clk_.posedge_event();
    dont_initialize();
    SC_METHOD(req_mux);
    sensitive << ld_req_ << tb_req_ << ld_we_ << ld_port_ << ld_table_ << ld_addr_ << ld_wdata_ << tb_we_ << tb_port_
              << tb_table_ << tb_addr_ << tb_wdata_ << ld_wdata_b_ << tb_wdata_b_;
  }
  int radix() const { return prm_.radix(); }
  const RouterParams& prm() const { return prm_; }
  const Dragonfly& dfly() const { return d_; }

  // Reset, load the tables, then run `cycles` edges with the stimulus; returns the flits
  // the router drove per output port. stim(k, in) fills the flits and credits of cycle k
  // (k = 0 is the first cycle after loading).
  using Stim = std::function<void(long k, std::vector<FlitFields>& flits, std::vector<CreditPin>& credits)>;
  // fail_port >= 0: the link monitor of that port reports a link fault in cycle 0.
  std::map<int, std::vector<Sent>> run(long cycles, Stim stim, int fail_port = -1) {
    fail_port_ = fail_port;
    stim_ = std::move(stim);
    out_.clear();
    edge_ = 0;
    k_ = -1;
    sc_core::sc_start(static_cast<double>(cycles + 400), sc_core::SC_NS);
    return out_;
  }

  // Configuration accesses through the router's port, after reset and table loading; returns
  // the read data of the last read.
  struct Access {
    bool write;
    int port, table, addr;
    std::uint64_t data, data_b;
  };
  std::uint64_t configure(const std::vector<Access>& ops) {
    stim_ = nullptr;
    edge_ = 0;
    cfg_script_.clear();
    for (const Access& a : ops) cfg_script_.push_back({a.write, a.port, a.table, a.addr, a.data, a.data_b});
    sc_core::sc_start(400, sc_core::SC_NS);
    return read_back_;
  }
  const doar_router& router() const { return router_; }

 private:
  struct CfgOp {
    bool write;
    int port, table, addr;
    std::uint64_t data, data_b;
  };
  // The loader owns the configuration port until it is done, then the tests' script.
  void req_mux() {
    const bool ld = ld_req_.read();
    cfg_req_.write(ld || tb_req_.read());
    cfg_we_.write(ld ? ld_we_.read() : tb_we_.read());
    cfg_port_.write(ld ? ld_port_.read() : tb_port_.read());
    cfg_table_.write(ld ? ld_table_.read() : tb_table_.read());
    cfg_addr_.write(ld ? ld_addr_.read() : tb_addr_.read());
    cfg_wdata_.write(ld ? ld_wdata_.read() : tb_wdata_.read());
    cfg_wdata_b_.write(ld ? ld_wdata_b_.read() : tb_wdata_b_.read());
  }
  void tick() {
    ++edge_;
    rst_.write(edge_ <= 2);
    alive_.write(true);
    const bool failed = fail_port_ >= 0 && k_ >= -1 && edge_ > 3 && loaded_.read() && stim_;
    all_up_.write(failed ? ~(sc_dt::sc_uint<64>(1) << fail_port_) : ~sc_dt::sc_uint<64>(0));
    ev_valid_.write(failed && k_ == -1);
    ev_port_.write(failed ? fail_port_ : 0);
    // A read granted in the previous cycle has its data on cfg_rdata now.
    if (read_due_) {
      read_back_ = cfg_rdata_.read().to_uint64();
      read_due_ = false;
    }
    if (!cfg_script_.empty() && tb_req_.read() && cfg_gnt_.read()) {
      read_due_ = !cfg_script_.front().write;
      cfg_script_.erase(cfg_script_.begin());
    }
    if (!cfg_script_.empty() && loaded_.read() && edge_ > 3) {
      const CfgOp& op = cfg_script_.front();
      tb_req_.write(true);
      tb_we_.write(op.write);
      tb_port_.write(op.port);
      tb_table_.write(op.table);
      tb_addr_.write(op.addr);
      tb_wdata_.write(op.data);
      tb_wdata_b_.write(op.data_b);
    } else {
      tb_req_.write(false);
    }
    if (edge_ <= 3 || !loaded_.read() || !stim_) return;
    ++k_;
    // What the router drove in the previous cycle.
    for (int q = 0; q < radix(); ++q) {
      const FlitFields f = unpack_flit(out_flit_[q].read());
      if (f.valid) out_[q].push_back({k_ - 1, f});
    }
    std::vector<FlitFields> flits(static_cast<std::size_t>(radix()));
    std::vector<CreditPin> credits(static_cast<std::size_t>(radix()), 0);
    stim_(k_, flits, credits);
    for (int q = 0; q < radix(); ++q) {
      in_flit_[q].write(pack_flit(flits[static_cast<std::size_t>(q)]));
      out_credit_[q].write(credits[static_cast<std::size_t>(q)]);
    }
  }

  sc_core::sc_clock clk_;
  RouterParams prm_;
  Dragonfly d_;
  NetworkTables tables_;
  doar_router router_;
  routertb::TableLoader loader_;
  sc_core::sc_signal<bool> rst_{"rst"}, loaded_{"loaded"}, cfg_req_{"cfg_req"}, ld_req_{"ld_req"}, tb_req_{"tb_req"};
  sc_core::sc_signal<bool> cfg_we_{"cfg_we"}, cfg_gnt_{"cfg_gnt"}, ld_we_{"ld_we"}, tb_we_{"tb_we"};
  sc_core::sc_signal<PortPin> cfg_port_{"cfg_port"}, ld_port_{"ld_port"}, tb_port_{"tb_port"};
  sc_core::sc_signal<TableSelPin> cfg_table_{"cfg_table"}, ld_table_{"ld_table"}, tb_table_{"tb_table"};
  sc_core::sc_signal<Addr> cfg_addr_{"cfg_addr"}, ld_addr_{"ld_addr"}, tb_addr_{"tb_addr"};
  sc_core::sc_signal<Entry> cfg_wdata_{"cfg_wdata"}, cfg_rdata_{"cfg_rdata"}, ld_wdata_{"ld_wdata"}, tb_wdata_{"tb_wdata"};
  sc_core::sc_signal<Entry> cfg_wdata_b_{"cfg_wdata_b"}, ld_wdata_b_{"ld_wdata_b"}, tb_wdata_b_{"tb_wdata_b"};
  // Fault units idle: no FD/FR packets, no events, every link up.
  sc_core::sc_signal<bool> alive_{"alive"}, low_{"low"}, fault_done_{"fault_done"}, fault_quiet_{"fault_quiet"};
  sc_core::sc_signal<PortPin> no_port_{"no_port"}, ev_port_{"ev_port"};
  sc_core::sc_signal<bool> ev_valid_{"ev_valid"};
  sc_core::sc_signal<sc_dt::sc_uint<64>> all_up_{"all_up"};
  sc_core::sc_signal<sc_dt::sc_uint<3>> fault_kind_{"fault_kind"};
  int fail_port_ = -1;

  sc_core::sc_signal<sc_dt::sc_uint<16>> own_map_{"own_map"};
  sc_core::sc_signal<SlotBus> group_map_{"group_map"};
  sc_core::sc_vector<sc_core::sc_signal<FlitPin>> in_flit_;
  sc_core::sc_vector<sc_core::sc_signal<CreditPin>> in_credit_;
  sc_core::sc_vector<sc_core::sc_signal<FlitPin>> out_flit_;
  sc_core::sc_vector<sc_core::sc_signal<CreditPin>> out_credit_;
  sc_core::sc_vector<sc_core::sc_signal<bool>> fd_valid_;
  sc_core::sc_vector<sc_core::sc_signal<FaultWord>> fd_pkt_;
  sc_core::sc_vector<sc_core::sc_signal<bool>> fd_tx_valid_;
  sc_core::sc_vector<sc_core::sc_signal<FaultWord>> fd_tx_pkt_;
  Stim stim_;
  std::map<int, std::vector<Sent>> out_;
  long edge_ = 0, k_ = -1;
  std::vector<CfgOp> cfg_script_;
  bool read_due_ = false;
  std::uint64_t read_back_ = 0;
};

Harness* h = nullptr;

// Flit j of a 4-flit packet from node `src` to node `dst` on VC 0.
FlitFields flit(const Dragonfly& d, int src, int dst, int j, std::uint32_t tag = 0) {
  FlitFields f;
  f.valid = true;
  f.head = j == 0;
  f.tail = j == 3;
  f.src = d.node_at(src);
  f.dst = d.node_at(dst);
  f.tag = tag;
  return f;
}

// The local port of router 0.0 towards router 0.1 (its first intra-group port).
constexpr int kLocal = 2;

}  // namespace

// A packet from node 0 (port 0) to node 1 (port 1) of the same router: its head is on the
// input pins in cycle 0, the router takes it at the end of cycle 0 (its cycle 1), the RCU's
// result is there 4 cycles later, VC and switch allocation and the traversal happen in that
// cycle (5) and the output register drives it in cycle 5 onward, one flit per cycle.
TEST(RouterUnit, HeadLeavesFourCyclesAfterItArrives) {
  const Dragonfly& d = h->dfly();
  auto out = h->run(30, [&](long k, std::vector<FlitFields>& f, std::vector<CreditPin>&) {
    if (k < 4) f[0] = flit(d, 0, 1, static_cast<int>(k), 7);
  });
  ASSERT_EQ(out[1].size(), 4u);
  for (int j = 0; j < 4; ++j) {
    EXPECT_EQ(out[1][static_cast<std::size_t>(j)].cycle, 5 + j) << "flit " << j;
    EXPECT_EQ(out[1][static_cast<std::size_t>(j)].f.head, j == 0);
    EXPECT_EQ(out[1][static_cast<std::size_t>(j)].f.tail, j == 3);
    EXPECT_EQ(out[1][static_cast<std::size_t>(j)].f.tag, 7u);
  }
  // Credits back upstream: nothing else left the router.
  for (int q = 0; q < h->radix(); ++q) {
    if (q != 1) {
      EXPECT_TRUE(out[q].empty()) << "port " << q;
    }
  }
}

// Virtual cut-through: two packets from both terminal ports to router 0.1 (node 2) share
// the local output's VC 0, whose downstream buffer holds one packet (4 flits). The second
// gets the VC only when the first's tail has left and 4 credits have come back: cycle 40
// here, so it leaves in that cycle.
TEST(RouterUnit, SecondPacketWaitsForCreditsOfAWholePacket) {
  const Dragonfly& d = h->dfly();
  auto out = h->run(60, [&](long k, std::vector<FlitFields>& f, std::vector<CreditPin>& c) {
    if (k < 4) f[0] = flit(d, 0, 2, static_cast<int>(k), 1);
    if (k < 4) f[1] = flit(d, 1, 2, static_cast<int>(k), 2);
    if (k == 39) c[kLocal] = 4;  // 4 credits for VC 0, arriving in cycle 40
  });
  ASSERT_EQ(out[kLocal].size(), 8u);
  // The first packet (the input nearest the VC arbiter's pointer: port 0) in cycles 5..8.
  for (int j = 0; j < 4; ++j) {
    EXPECT_EQ(out[kLocal][static_cast<std::size_t>(j)].cycle, 5 + j);
    EXPECT_EQ(out[kLocal][static_cast<std::size_t>(j)].f.tag, 1u);
    EXPECT_EQ(out[kLocal][static_cast<std::size_t>(j)].f.vc, 0);
  }
  for (int j = 4; j < 8; ++j) {
    EXPECT_EQ(out[kLocal][static_cast<std::size_t>(j)].cycle, 40 + (j - 4));
    EXPECT_EQ(out[kLocal][static_cast<std::size_t>(j)].f.tag, 2u);
  }
}

// Speedup 2: packets from both terminal ports to two different local outputs move in the
// same cycles; to one output, they cross the switch in 2 steps per cycle but the output
// queue sends one flit per cycle.
TEST(RouterUnit, TwoOutputsInParallelOneFlitPerCyclePerOutput) {
  const Dragonfly& d = h->dfly();
  auto out = h->run(40, [&](long k, std::vector<FlitFields>& f, std::vector<CreditPin>&) {
    if (k < 4) f[0] = flit(d, 0, 2, static_cast<int>(k), 1);  // to router 0.1: port 2
    if (k < 4) f[1] = flit(d, 1, 4, static_cast<int>(k), 2);  // to router 0.2: port 3
  });
  ASSERT_EQ(out[2].size(), 4u);
  ASSERT_EQ(out[3].size(), 4u);
  for (int j = 0; j < 4; ++j) {
    EXPECT_EQ(out[2][static_cast<std::size_t>(j)].cycle, 5 + j);
    EXPECT_EQ(out[3][static_cast<std::size_t>(j)].cycle, 5 + j);
  }
}

// The fault units write the tables the RCUs read: after the link of port 2 (to router 0.1)
// fails, the local fault's Travel_FD (t_ld = t1 + t2 + 2 x 15 entries = 170 cycles) removes
// port 2 from every entry, and a packet for router 0.1 leaves through another intra-group
// port (table B's refraction) instead of port 2, which it takes without the fault; a head
// that reads its entry before the write-back still takes port 2.
TEST(RouterUnit, FaultUnitsRewriteTheRoutesTheRcuReads) {
  const Dragonfly& d = h->dfly();
  const auto send_at = [&](long start) {
    return [&d, start](long k, std::vector<FlitFields>& f, std::vector<CreditPin>&) {
      if (k >= start && k < start + 4) f[0] = flit(d, 0, 2, static_cast<int>(k - start), 9);
    };
  };
  auto healthy = h->run(300, send_at(250));
  ASSERT_EQ(healthy[kLocal].size(), 4u);
  auto failed = h->run(300, send_at(250), kLocal);
  EXPECT_TRUE(failed[kLocal].empty());
  std::size_t elsewhere = 0;
  for (int q = kLocal + 1; q < 2 + 3; ++q) elsewhere += failed[q].size();
  EXPECT_EQ(elsewhere, 4u);
  EXPECT_EQ(failed[0].size() + failed[1].size(), 0u);
  // The exact cycle: the entry (B region, router 1: index 3) is written back at the end of
  // cycle S + 2 + 2 x 3, S = P + t1 + t2 - 7, pick P = 1 (docs/fault_units.md): 142. A head
  // whose table read (its cycle + 1) comes before that takes the old route.
  EXPECT_EQ(h->run(300, send_at(141), kLocal)[kLocal].size(), 4u);
  EXPECT_TRUE(h->run(300, send_at(142), kLocal)[kLocal].empty());
}

// The configuration port writes an entry pair of tables A and B into the addressed port's
// live tables in the fault units, and reaches the addressed port's table C (write, read back).
TEST(RouterUnit, ConfigurationPortWritesTheAddressedTables) {
  const std::uint64_t c = h->configure({{true, 3, 0, 5, 0x1234abcdULL, 0x42ULL},
                                        {true, 6, 2, 1, 0x818283ULL, 0},
                                        {false, 6, 2, 1, 0, 0}});
  EXPECT_EQ(h->router().faults().port(3).live_a(5), 0x1234abcdULL);
  EXPECT_EQ(h->router().faults().port(3).live_b(5), 0x42ULL);
  EXPECT_EQ(c, 0x818283ULL);
}

// A sender that ignores credits overruns the VC buffer (1 packet of 4 flits here): the first
// packet leaves, the second waits for credits in the buffer, the third's first flit does
// not fit, and the router stops with an error instead of growing its buffer. (Last in this
// file: the kernel does not run on after an error.)
TEST(RouterUnit, SenderIgnoringCreditsIsAnError) {
  const Dragonfly& d = h->dfly();
  std::string error;
  try {
    h->run(40, [&](long k, std::vector<FlitFields>& f, std::vector<CreditPin>&) {
      if (k < 12) f[0] = flit(d, 0, 2, static_cast<int>(k % 4), static_cast<std::uint32_t>(k / 4));
    });
  } catch (const std::exception& e) {
    error = e.what();
  }
  EXPECT_NE(error.find("buffer overflow on input port 0 vc 0"), std::string::npos) << error;
}

int sc_main(int argc, char** argv) {
  ::testing::InitGoogleTest(&argc, argv);
  sc_core::sc_report_handler::set_actions("/IEEE_Std_1666/deprecated", sc_core::SC_DO_NOTHING);
  h = new Harness("h");
  return RUN_ALL_TESTS();
}
