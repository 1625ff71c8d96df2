// doar_router_link_delay: one direction of a link with a latency of `latency` cycles, as a delay line of
// registers: a word the sender drives at rising edge t is on the receiver's input during
// cycle t + latency - 1, so the receiver's clocked logic takes it at edge t + latency (the
// cycle doar-sim's delay line delivers it). The sender's output register is the first
// stage, so a link of latency L holds L - 1 registers here; latency 1 is a plain wire and
// needs no doar_router_link_delay. Used for flits (FlitPin) and credits (CreditPin).
#pragma once
#include <systemc>
#include <vector>

namespace doar::rtl {

template <class T>
class doar_router_link_delay : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<T> d;
  sc_core::sc_out<T> q;

  doar_router_link_delay(sc_core::sc_module_name name, int latency);
  SC_HAS_PROCESS(doar_router_link_delay);

 private:
  void tick();
  std::vector<T> ring_;  // latency - 2 inner stages
  std::size_t pos_ = 0;
};

}  // namespace doar::rtl
