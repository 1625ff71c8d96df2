// What one co-simulation run is asked to do and what it found (docs/cosim.md).
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>
#include "doar_congested.hpp"
#include "tables.hpp"

namespace doar::cosim {

struct Options {
  std::string block;       // rcu | tables | congestion | fault
  long cycles = 20000;     // cycles compared
  std::uint64_t seed = 1;  // stimulus seed: the same seed gives the same run
  std::string vcd;         // write the pin window here at the end of the run ("" = only on mismatch)
  long vcd_window = 4096;  // cycles kept for the VCD (the last ones before the end or the mismatch)
  TableReading tables = kDefaultTableReading;  // --fault-rules: the tables the benches configure
  // rcu only: which Verilated RCU configuration (docs/cosim.md lists the built ones).
  std::string port = "all";     // terminal | local | global | all (side by side)
  std::string dfly = "2,4,2,9";  // P,A,H,G
  std::string router;            // G.B ("": the one built for --dfly)
  // --doar-congested; its value is the Verilog's EXIT (0 paper, 1 exit, 2 exit-local).
  CongestedRule congested = kDefaultCongestedRule;
};

struct Result {
  long cycles = 0;             // cycles compared
  long mismatches = 0;         // pins that differed in the first mismatching cycle (0 = pass)
  long first_mismatch = -1;    // that cycle, -1 when none
  int pins = 0;                // output pins compared per cycle (pairs)
  double seconds = 0;          // wall time of the simulation
  std::string vcd_written;     // path of the VCD written, if any
  std::vector<std::string> idle_pins;  // output pins that never changed (weak stimulus)
  // Named stimulus counts a bench reports (how often a case of interest was driven).
  std::vector<std::pair<std::string, long>> counts;
};

}  // namespace doar::cosim
