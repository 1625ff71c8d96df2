// FD/FR packets a fault command produced (paper Fig. 8a); they leave together when the
// scheduler releases the command (the paper's accounting: the packets of a command leave when it
// completes), then one per cycle on the link. A FIFO; DEPTH is checked (an overflow is a sizing
// error, reported).
#pragma once
#include <deque>
#include <systemc>
#include "fault_pins.hpp"

namespace doar::rtl {

class doar_fault_out_queue : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<bool> flush;
  sc_core::sc_in<bool> push_t, push_m;      // from the travel unit, from the match unit
  sc_core::sc_in<FaultWord> pkt_t, pkt_m;   // (never both in one cycle: one command at a time)
  sc_core::sc_in<bool> release;   // commit everything pushed so far
  sc_core::sc_out<bool> tx_valid;
  sc_core::sc_out<FaultWord> tx_pkt;
  sc_core::sc_out<bool> empty;    // nothing pushed and not yet sent

  doar_fault_out_queue(sc_core::sc_module_name name, int depth);
  SC_HAS_PROCESS(doar_fault_out_queue);

 private:
  void tick();
  std::size_t depth_;
  std::size_t committed_ = 0;
  bool sending_ = false;  // tx_valid is high
  std::deque<std::uint32_t> q_;
};

}  // namespace doar::rtl
