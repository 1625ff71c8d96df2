// The part every co-simulation bench shares: one clock for both sides, and at every rising
// edge (1) record the cycle that just ended (stimulus pins and both sides' outputs),
// (2) compare every output pin of the rtl_model module with the same pin of the Verilated
// module, (3) let the stimulus drive the next cycle's inputs. Inputs are shared signals bound
// to both sides, so both see exactly the same stimulus.
//
// Cycle k lasts from edge k to edge k+1: the stimulus writes cycle k's inputs at edge k (they
// take effect after that edge's evaluation, as a flop's output would), both sides sample them
// at edge k+1, and the outputs compared at edge k+1 are the ones the sides showed during
// cycle k: registers updated at edge k and combinational pins of cycle k's inputs.
//
// The first mismatching cycle stops the run: every differing pin is printed with both values
// and the seed, the recorded window is written as a VCD, and the result counts the pins.
// Pins that never changed during the run are reported as idle: a comparison of a pin that
// never moved proves little, so the tests require none.
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <vector>
#include <systemc>
#include "cosim_types.hpp"
#include "pin_probe.hpp"
#include "vcd_window.hpp"

namespace doar::cosim {

class Harness : public sc_core::sc_module {
 public:
  sc_core::sc_clock clk;

  SC_HAS_PROCESS(Harness);
  // drive(k) writes the inputs of cycle k.
  Harness(sc_core::sc_module_name name, const Options& opt, std::function<void(long)> drive);

  // Register pins before run(). Names are the SystemC/Verilog pin names (with a unit prefix
  // when a bench holds several units, e.g. "a.rd_data").
  template <class T>
  void input(const std::string& name, const sc_core::sc_signal<T>& s) {
    add_input(probe(name, s));
  }
  // must_toggle = false for a pin that may legitimately stay constant in this bench.
  template <class T>
  void output(const std::string& name, const sc_core::sc_signal<T>& model,
              const sc_core::sc_signal<T>& rtl, bool must_toggle = true) {
    add_output(probe(name, model), probe(name, rtl), must_toggle);
  }

  // Runs opt.cycles compared cycles (or up to the first mismatch).
  Result run();

 private:
  void add_input(std::unique_ptr<Probe> p);
  void add_output(std::unique_ptr<Probe> model, std::unique_ptr<Probe> rtl, bool must_toggle);
  void on_edge();
  void report_mismatch(long cycle);

  Options opt_;
  std::function<void(long)> drive_;
  std::vector<std::unique_ptr<Probe>> inputs_;
  struct Pair {
    std::unique_ptr<Probe> model, rtl;
    std::vector<std::uint64_t> last;  // the model's value in the previous cycle
    bool toggled = false;             // the pin changed at least once (stimulus coverage)
    bool must_toggle = true;
  };
  std::vector<Pair> outputs_;
  VcdWindow window_;
  long edge_ = 0;
  Result result_;
  std::vector<std::uint64_t> a_, b_;
};

}  // namespace doar::cosim
