// FD/FR packets received on one port's fault unit (paper Fig. 8a), polled by the scheduler.
// A FIFO; DEPTH is checked (an overflow is a sizing error, reported).
#pragma once
#include <deque>
#include <systemc>
#include "fault_pins.hpp"

namespace doar::rtl {

class doar_fault_in_buffer : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<bool> flush;     // router restart: drop everything
  sc_core::sc_in<bool> alive;     // a dead router drops what arrives
  sc_core::sc_in<bool> rx_valid;
  sc_core::sc_in<FaultWord> rx_pkt;
  sc_core::sc_in<bool> pop;       // the scheduler took the head
  sc_core::sc_out<bool> nonempty;
  sc_core::sc_out<FaultWord> head;

  doar_fault_in_buffer(sc_core::sc_module_name name, int depth);
  SC_HAS_PROCESS(doar_fault_in_buffer);

 private:
  void tick();
  std::size_t depth_;
  std::deque<std::uint32_t> q_;
};

}  // namespace doar::rtl
