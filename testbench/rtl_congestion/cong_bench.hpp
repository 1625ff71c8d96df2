// One SystemC elaboration per test process (SystemC elaborates once and cannot restart after
// sc_stop): every DUT of this binary lives in one lazily built bench, clocked by a clock
// signal that the tests toggle themselves. Each test pulses rst (which clears every DUT) and
// then drives only its own DUT; the others idle. This works both when ctest runs one test per
// process and when the binary runs all tests in one process.
#pragma once
#include <memory>
#include <systemc>
#include <vector>
#include "cong_group_bench.hpp"
#include "doar_cong_port.hpp"

namespace doar::rtl {

struct PortDut {
  cong_port_params prm;
  sc_core::sc_signal<bool> send, credit, cong_l, cong_g;
  sc_core::sc_signal<sc_dt::sc_uint<16>> occ, nwin;
  std::unique_ptr<doar_cong_port> dut;
};

class CongBench {
 public:
  static CongBench& get();

  // One rising edge: inputs written before the call are sampled at this edge; outputs read
  // after it show the registers' new values.
  void tick();
  void reset();  // rst high for one edge, then low
  long cycle() const { return cycle_; }

  std::vector<std::unique_ptr<PortDut>> ports;        // doar_cong_port DUTs, various parameters
  std::vector<std::unique_ptr<cong_group_bench>> groups;  // whole-group congestion paths

 private:
  CongBench();
  sc_core::sc_signal<bool> clk_{"clk"}, rst_{"rst"};
  long cycle_ = 0;
};

}  // namespace doar::rtl
