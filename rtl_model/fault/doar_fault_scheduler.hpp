// doar_fault_scheduler: the global scheduler of one router (paper Fig. 8a, Sec. 4.2). It takes one
// event at a time: local fault/recovery events first (heard directly, in arrival order), then
// the ports' FD/FR input buffers polled round-robin (the pointer moves past the port served);
// it broadcasts one command to every port and times it with the paper's cost model:
//   local fault t_ld = t1 + t2 + 2n, FD t_gd = t1 + t2 + 2, recovery event or FR
//   t_r = t1 + t2 + 3n  (n = entries per table A, p + a + g).
// Timing (cycle P = the cycle the pick is visible, cost C): cmd_start in cycle
// P + t1 + t2 - 7 (the port units' pipelines take the other 7 cycles of t1 + t2), cmd_release
// in cycle P + C - 3 (the ports' output queues send the command's packets from cycle
// P + C - 2 on), cmd_done in cycle P + C - 1, and the next pick at the edge after it.
// Requires t1 + t2 >= 8. These times count cycles without `hold`: while some port's action
// unit waits for a table grant (the RCU reads first), the command's clock stops here too, so
// every port reaches each point of the command no later than the scheduler does. Restart (router fault repaired): kCmdRestore to every port, the
// event FIFO cleared, the round-robin pointer back to 0.
#pragma once
#include <deque>
#include <systemc>
#include "fault_entry_logic.hpp"
#include "fault_pins.hpp"

namespace doar::rtl {

struct fault_timing {
  int t1 = 70, t2 = 70;
};

class doar_fault_scheduler : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_in<bool> alive;      // low: the router is dead and does nothing
  sc_core::sc_in<bool> restart;    // pulse: restore the configured tables, forget everything
  sc_core::sc_in<bool> ev_valid;   // local event from the link monitors
  sc_core::sc_in<sc_dt::sc_uint<6>> ev_port;
  sc_core::sc_in<bool> ev_up;      // 0 link fault, 1 link recovery
  sc_core::sc_in<bool> hold;       // some port's action unit waits for a table grant
  sc_core::sc_in<sc_dt::sc_uint<64>> in_nonempty;  // bit q: input buffer q holds a packet
  sc_core::sc_in<FaultWord> sel_pkt;               // head of input buffer sel_port
  sc_core::sc_out<sc_dt::sc_uint<6>> sel_port;
  sc_core::sc_out<sc_dt::sc_uint<64>> pop;         // one-hot pulse: take the head of buffer q
  // Command broadcast to every port.
  sc_core::sc_out<bool> cmd_start;
  sc_core::sc_out<sc_dt::sc_uint<3>> cmd_kind;
  sc_core::sc_out<sc_dt::sc_uint<6>> cmd_fp;
  sc_core::sc_out<sc_dt::sc_uint<10>> cmd_entry;   // Aim(address) for kCmdMatchFd
  sc_core::sc_out<FaultWord> cmd_pkt;
  sc_core::sc_out<bool> cmd_release, cmd_done;
  sc_core::sc_out<bool> busy;
  sc_core::sc_out<bool> events_pending;

  doar_fault_scheduler(sc_core::sc_module_name name, const fault_geom& gm, const fault_timing& tm);
  SC_HAS_PROCESS(doar_fault_scheduler);

  int cost(unsigned kind) const;
  int aim(const FaultFields& f) const;  // paper Algorithm 2 lines 17-26

 private:
  void tick();
  fault_geom gm_;
  fault_timing tm_;
  std::deque<std::pair<int, bool>> events_;
  int rr_ = 0;
  bool busy_ = false;
  bool fetch_ = false;     // a packet pick: latch sel_pkt at the next edge
  int elapsed_ = 0;
  unsigned kind_ = kCmdNone;
  int fp_ = 0;
  std::uint32_t pkt_ = 0;
};

}  // namespace doar::rtl
