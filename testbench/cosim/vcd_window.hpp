// The last N cycles of every pin, kept in memory so that a mismatch found after a million
// cycles can still be looked at: on demand they are written as a VCD (one scope per side:
// "in" for the stimulus, "model" for rtl_model, "rtl" for the Verilated Verilog).
#pragma once
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>
#include "pin_probe.hpp"

namespace doar::cosim {

class VcdWindow {
 public:
  struct Var {
    std::string scope, name;
    int width;
    const Probe* probe;
  };

  explicit VcdWindow(long capacity) : capacity_(capacity < 1 ? 1 : capacity) {}
  void add(const std::string& scope, const Probe& p);
  // Samples every variable as cycle `cycle` (called once per cycle, in order).
  void record(long cycle);
  // Writes the kept cycles; one cycle = 10 ns, the clock rises at its start.
  void write(const std::string& path) const;  // every byte checked (cli::write_file)

 private:
  void write_to(std::ostream& o) const;
  long capacity_;
  std::vector<Var> vars_;
  std::vector<int> offset_;  // first word of each var in a frame
  int frame_words_ = 0;
  std::vector<std::uint64_t> ring_;  // capacity_ frames
  long first_ = 0, count_ = 0;       // cycle number of the oldest kept frame, frames kept
};

}  // namespace doar::cosim
