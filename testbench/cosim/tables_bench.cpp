// Co-simulation of the table memories of one input port of dfly(2,4,2,9): table A
// (doar_table_mem, 15 entries at base 0), table B (doar_table_mem, 13 entries at base 2) and table C
// (doar_table_c_mem, 4 entries), each the rtl_model module beside its Verilated Verilog
// (verilog/tables/). The three share clock and reset; each has its own stimulus.
//
// Stimulus, per memory: reset for the first cycles and in random pulses later (1 to 3
// cycles, about one per 3,000 cycles); a directed configuration sweep that writes every
// address 0..31 (in and out of the array) with the RCU port idle; then random traffic in
// phases of 64..319 cycles whose RCU read rate is 10%, 50% or 90% (a busy RCU starves the
// configuration port). The configuration port follows its protocol (request held until
// granted) except for an occasional withdrawn request; 90% of addresses fall in 0..23 so
// that writes and reads of the same entry meet often, 10% anywhere in the 10-bit space.
#include <memory>
#include <systemc>

#include "VTableCMem.h"
#include "VTableMemA.h"
#include "VTableMemB.h"
#include "bench_registry.hpp"
#include "cosim_harness.hpp"
#include "stimulus_rng.hpp"
#include "doar_table_c_mem.hpp"
#include "doar_table_mem.hpp"

namespace doar::cosim {
namespace {

using rtl::Addr;
using rtl::CAll;
using rtl::Entry;
using sc_core::sc_signal;

// Sizes of dfly(2,4,2,9), fixed when the Verilog was Verilated (testbench/cosim/CMakeLists.txt).
constexpr int kP = 2, kA = 4, kG = 9;

// One memory's input pins and its random driver.
struct PortStim {
  std::string name;
  sc_signal<bool> rd_en, cf_req, cf_we;
  sc_signal<Addr> rd_addr, cf_addr;
  sc_signal<Entry> cf_wdata;
  // The driver's state.
  Rng rng;
  int rate = 50;          // RCU read probability in percent
  long phase_end = 0;
  bool pending = false;   // a configuration request is being held
  explicit PortStim(const std::string& n, std::uint64_t seed)
      : name(n),
        rd_en((n + "_rd_en").c_str()), cf_req((n + "_cf_req").c_str()), cf_we((n + "_cf_we").c_str()),
        rd_addr((n + "_rd_addr").c_str()), cf_addr((n + "_cf_addr").c_str()),
        cf_wdata((n + "_cf_wdata").c_str()), rng(seed) {}

  int addr() { return rng.chance(9, 10) ? static_cast<int>(rng.below(24)) : static_cast<int>(rng.below(1024)); }

  // Writes the inputs of `cycle`; `sweep` is the configuration-sweep cycle (0..31) or -1.
  void drive(long cycle, int sweep) {
    if (sweep >= 0) {
      rd_en.write(false);
      cf_req.write(true);
      cf_we.write(true);
      cf_addr.write(sweep);
      cf_wdata.write(rng.next());
      pending = false;
      return;
    }
    if (cycle >= phase_end) {
      static const int kRates[] = {10, 50, 90};
      rate = kRates[rng.below(3)];
      phase_end = cycle + 64 + static_cast<long>(rng.below(256));
    }
    const bool rd = rng.chance(static_cast<unsigned>(rate), 100);
    rd_en.write(rd);
    rd_addr.write(rd || rng.chance(1, 2) ? addr() : 0);
    // A request granted in the previous cycle (req & !rd_en) is done; else keep holding it.
    if (pending && cf_req.read() && !rd_en.read()) pending = false;
    if (pending && rng.chance(1, 50)) pending = false;  // withdrawn: the memory must not care
    if (!pending && rng.chance(2, 5)) {
      pending = true;
      cf_we.write(rng.chance(3, 5));
      cf_addr.write(addr());
      cf_wdata.write(rng.next());
    }
    cf_req.write(pending);
  }
};

template <class M>
void bind_port(M& m, sc_core::sc_clock& clk, sc_signal<bool>& rst, PortStim& s) {
  m.clk(clk);
  m.rst(rst);
  m.rd_en(s.rd_en);
  m.cf_req(s.cf_req);
  m.cf_we(s.cf_we);
  m.cf_addr(s.cf_addr);
  m.cf_wdata(s.cf_wdata);
}

struct MemOuts {
  sc_signal<Entry> rd_data, cf_rdata;
  sc_signal<bool> cf_gnt;
};
struct CMemOuts {
  sc_signal<CAll> rd_all;
  sc_signal<Entry> cf_rdata;
  sc_signal<bool> cf_gnt;
};

template <class M>
void bind_ab(M& m, sc_core::sc_clock& clk, sc_signal<bool>& rst, PortStim& s, MemOuts& o) {
  bind_port(m, clk, rst, s);
  m.rd_addr(s.rd_addr);
  m.rd_data(o.rd_data);
  m.cf_gnt(o.cf_gnt);
  m.cf_rdata(o.cf_rdata);
}

template <class M>
void bind_c(M& m, sc_core::sc_clock& clk, sc_signal<bool>& rst, PortStim& s, CMemOuts& o) {
  bind_port(m, clk, rst, s);
  m.rd_all(o.rd_all);
  m.cf_gnt(o.cf_gnt);
  m.cf_rdata(o.cf_rdata);
}

Result run_tables(const Options& opt) {
  Rng top(opt.seed);
  sc_signal<bool> rst("rst");
  PortStim sa("a", top.next()), sb("b", top.next()), sc("c", top.next());
  long rst_until = 3;  // reset during cycles 0..2
  auto drive = [&](long cycle) {
    if (cycle >= rst_until && top.chance(1, 3000)) rst_until = cycle + 1 + static_cast<long>(top.below(3));
    rst.write(cycle < rst_until);
    const int sweep = (cycle >= 3 && cycle < 35) ? static_cast<int>(cycle - 3) : -1;
    sa.drive(cycle, sweep);
    sb.drive(cycle, sweep);
    sc.drive(cycle, sweep);
  };
  Harness h("harness", opt, drive);

  rtl::doar_table_mem ma("model_a", kP + kA + kG, 0), mb("model_b", kA + kG, kP);
  rtl::doar_table_c_mem mc("model_c", kA);
  VTableMemA va("rtl_a");
  VTableMemB vb("rtl_b");
  VTableCMem vc("rtl_c");
  MemOuts oma, omb, ova, ovb;
  CMemOuts omc, ovc;
  bind_ab(ma, h.clk, rst, sa, oma);
  bind_ab(va, h.clk, rst, sa, ova);
  bind_ab(mb, h.clk, rst, sb, omb);
  bind_ab(vb, h.clk, rst, sb, ovb);
  bind_c(mc, h.clk, rst, sc, omc);
  bind_c(vc, h.clk, rst, sc, ovc);

  h.input("rst", rst);
  for (PortStim* s : {&sa, &sb, &sc}) {
    h.input(s->name + ".rd_en", s->rd_en);
    if (s != &sc) h.input(s->name + ".rd_addr", s->rd_addr);
    h.input(s->name + ".cf_req", s->cf_req);
    h.input(s->name + ".cf_we", s->cf_we);
    h.input(s->name + ".cf_addr", s->cf_addr);
    h.input(s->name + ".cf_wdata", s->cf_wdata);
  }
  h.output("a.rd_data", oma.rd_data, ova.rd_data);
  h.output("a.cf_gnt", oma.cf_gnt, ova.cf_gnt);
  h.output("a.cf_rdata", oma.cf_rdata, ova.cf_rdata);
  h.output("b.rd_data", omb.rd_data, ovb.rd_data);
  h.output("b.cf_gnt", omb.cf_gnt, ovb.cf_gnt);
  h.output("b.cf_rdata", omb.cf_rdata, ovb.cf_rdata);
  h.output("c.rd_all", omc.rd_all, ovc.rd_all);
  h.output("c.cf_gnt", omc.cf_gnt, ovc.cf_gnt);
  h.output("c.cf_rdata", omc.cf_rdata, ovc.cf_rdata);
  return h.run();
}

const RegisterBench kRegister("tables", run_tables);

}  // namespace
}  // namespace doar::cosim
