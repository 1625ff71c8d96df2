// Table memories A/B (doar_table_mem) and C (doar_table_c_mem): RCU read timing, the configuration port's
// grant rule (only in cycles without an RCU read) and the region base of table B.
// One elaboration for the whole binary (docs/rcu.md, "GoogleTest and SystemC"): sc_main
// builds every instance, the tests advance time with sc_start and never call sc_stop.
#include <gtest/gtest.h>

#include <cstdlib>
#include <systemc>

#include "doar_table_c_mem.hpp"
#include "doar_table_mem.hpp"

using namespace doar::rtl;
using sc_core::sc_signal;

namespace {

// One memory with every pin on a signal the test writes between clock edges.
template <class Mem>
struct Bench : sc_core::sc_module {
  explicit Bench(sc_core::sc_module_name n) : sc_module(n) {}
  sc_signal<bool> rst{"rst"}, rd_en{"rd_en"}, cf_req{"cf_req"}, cf_we{"cf_we"}, cf_gnt{"cf_gnt"};
  sc_signal<Addr> rd_addr{"rd_addr"}, cf_addr{"cf_addr"};
  sc_signal<Entry> rd_data{"rd_data"}, cf_wdata{"cf_wdata"}, cf_rdata{"cf_rdata"};
  sc_signal<CAll> rd_all{"rd_all"};
  Mem* mem = nullptr;

  void bind_common(sc_core::sc_clock& clk) {
    mem->clk(clk);
    mem->rst(rst);
    mem->rd_en(rd_en);
    mem->cf_req(cf_req);
    mem->cf_we(cf_we);
    mem->cf_addr(cf_addr);
    mem->cf_wdata(cf_wdata);
    mem->cf_gnt(cf_gnt);
    mem->cf_rdata(cf_rdata);
  }
};

sc_core::sc_clock* g_clk = nullptr;
Bench<doar_table_mem>* g_b = nullptr;   // table B shape: 10 entries at base 4
Bench<doar_table_c_mem>* g_c = nullptr;  // 5 entries

// One clock cycle: the inputs written before the call are sampled by the edge inside it.
void cycle(int n = 1) { sc_core::sc_start(n, sc_core::SC_NS); }

template <class B>
void idle(B& b) {
  b.rd_en.write(false);
  b.cf_req.write(false);
  b.cf_we.write(false);
}

template <class B>
void config_write(B& b, int addr, std::uint64_t v) {
  b.cf_req.write(true);
  b.cf_we.write(true);
  b.cf_addr.write(addr);
  b.cf_wdata.write(v);
}

}  // namespace

TEST(doar_table_mem, ConfigWriteThenRcuReadNextCycle) {
  auto& b = *g_b;
  idle(b);
  config_write(b, 7, 0x1234'5678'9abc'def0ull);
  cycle();
  idle(b);
  EXPECT_EQ(g_b->mem->peek(7), 0x1234'5678'9abc'def0ull);
  b.rd_en.write(true);
  b.rd_addr.write(7);
  cycle();
  EXPECT_EQ(b.rd_data.read().to_uint64(), 0x1234'5678'9abc'def0ull);
  b.rd_en.write(false);
  cycle();
  EXPECT_EQ(b.rd_data.read().to_uint64(), 0u) << "no read, output register cleared";
}

TEST(doar_table_mem, RcuReadBlocksConfigAccessInThatCycle) {
  auto& b = *g_b;
  idle(b);
  config_write(b, 8, 0x55);
  cycle();
  b.rd_en.write(true);
  b.rd_addr.write(8);
  config_write(b, 8, 0xAA);
  cycle();
  EXPECT_FALSE(b.cf_gnt.read()) << "grant must be low while the RCU reads";
  EXPECT_EQ(b.mem->peek(8), 0x55u) << "a blocked write must not happen";
  EXPECT_EQ(b.rd_data.read().to_uint64(), 0x55u);
  b.rd_en.write(false);  // RCU idle: the held request goes through
  cycle();
  EXPECT_EQ(b.mem->peek(8), 0xAAu);
  idle(b);
  cycle();
}

TEST(doar_table_mem, ConfigReadReturnsEntryNextCycle) {
  auto& b = *g_b;
  idle(b);
  config_write(b, 9, 0xfeed);
  cycle();
  b.cf_we.write(false);
  b.cf_addr.write(9);
  cycle();
  EXPECT_EQ(b.cf_rdata.read().to_uint64(), 0xfeedu);
  idle(b);
  cycle();
}

TEST(doar_table_mem, AddressesBelowBaseReadZeroAndIgnoreWrites) {
  auto& b = *g_b;
  idle(b);
  config_write(b, 2, 0x77);  // base is 4: table B has no N region
  cycle();
  idle(b);
  b.rd_en.write(true);
  b.rd_addr.write(2);
  cycle();
  EXPECT_EQ(b.rd_data.read().to_uint64(), 0u);
  EXPECT_EQ(b.mem->peek(2), 0u);
  idle(b);
  cycle();
}

TEST(doar_table_c_mem, WholeArrayOnTheBusAndUpperBitsDropped) {
  auto& c = *g_c;
  idle(c);
  config_write(c, 3, 0xffff'8a8b'8c8d'8e8full);
  cycle();
  idle(c);
  const CAll all = c.rd_all.read();
  EXPECT_EQ(all.range(3 * 48 + 47, 3 * 48).to_uint64(), 0x8a8b'8c8d'8e8full);
  EXPECT_EQ(c.mem->peek(3), 0x8a8b'8c8d'8e8full);
  c.rd_en.write(true);  // an RTA head in stage 3/4 holds the table
  config_write(c, 3, 0x81);
  cycle();
  EXPECT_FALSE(c.cf_gnt.read());
  EXPECT_EQ(c.mem->peek(3), 0x8a8b'8c8d'8e8full);
  idle(c);
  cycle();
}

// The backdoor the whole-router bench reads at a clock edge: the entry as it will stand after
// the edge, the write of the ending cycle applied (unless an RCU read denies it).
TEST(doar_table_mem, PeekAfterEdgeShowsTheWriteOfTheEndingCycle) {
  auto& b = *g_b;
  idle(b);
  config_write(b, 8, 0x11);
  cycle();
  const std::uint64_t before = b.mem->peek(8);
  ASSERT_EQ(before, 0x11u);
  config_write(b, 8, 0x22);
  sc_core::sc_start(sc_core::SC_ZERO_TIME);  // the pins show the write; its edge is still to come
  EXPECT_EQ(b.mem->peek(8), before);
  EXPECT_EQ(b.mem->peek_after_edge(8), 0x22u);
  EXPECT_EQ(b.mem->peek_after_edge(9), b.mem->peek(9)) << "another entry is not written";
  b.rd_en.write(true);
  sc_core::sc_start(sc_core::SC_ZERO_TIME);
  EXPECT_EQ(b.mem->peek_after_edge(8), before) << "an RCU read in the same cycle denies the write";
  b.rd_en.write(false);
  cycle();
  idle(b);
  sc_core::sc_start(sc_core::SC_ZERO_TIME);
  EXPECT_EQ(b.mem->peek(8), 0x22u);
  EXPECT_EQ(b.mem->peek_after_edge(8), 0x22u);
}

int sc_main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  sc_core::sc_clock clk("clk", 1, sc_core::SC_NS, 0.5, 0.5, sc_core::SC_NS, true);
  Bench<doar_table_mem> b("bench_b");
  b.mem = new doar_table_mem("table_b", 10, 4);
  b.bind_common(clk);
  b.mem->rd_addr(b.rd_addr);
  b.mem->rd_data(b.rd_data);
  Bench<doar_table_c_mem> c("bench_c");
  c.mem = new doar_table_c_mem("table_c", 5);
  c.bind_common(clk);
  c.mem->rd_all(c.rd_all);
  g_clk = &clk;
  g_b = &b;
  g_c = &c;
  return RUN_ALL_TESTS();
}


// Without the SystemC banner on stdout (gtest_discover_tests reads the test list there).
int main(int argc, char** argv) {
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 1);
  return sc_core::sc_elab_and_sim(argc, argv);
}
