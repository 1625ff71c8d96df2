// The fault side of the whole-router bench (router_top_bench.cpp): FD/FR packets on the
// network ports' fd_rx pins and link fault/repair events (fault_ev_*, link_up) while the
// traffic flows, so that the fault units rewrite live tables A and B in the cycles the RCUs
// leave free (docs/cosim.md, "router").
//
// Phases of 500..4,499 cycles, each with its rates: FD/FR packets at 0, 2, 5 or 20 per
// 10,000 cycles and network port, FR 0..59 % of them (fault_packet_mix.hpp, the fault bench's
// mix); link events at 0, 1 or 4 per 1,000 cycles,
// fault or repair, on a network port (one in ten on any port, terminal ones included), the
// port's link_up bit following four times in five; a restart (the configured tables back)
// about every 30,000 cycles. The fault units run one command at a time (t1 + t2 cycles), so
// a new packet or event waits while kBacklog have arrived and not been worked off (since the
// units were last quiet, less the commands done): their input buffers and the Verilog's event
// FIFO (16) never fill.
#pragma once
#include <cstdint>
#include <vector>

#include "fault_packet_mix.hpp"
#include "stimulus_rng.hpp"

namespace doar::cosim {

class RouterFaultStimulus {
 public:
  // What the stimulus drives in one cycle.
  struct Pins {
    bool ev_valid = false, ev_up = false, restart = false;
    int ev_port = 0;
    std::uint64_t link_up = 0;
    std::vector<bool> rx_valid;
    std::vector<std::uint32_t> rx_pkt;
  };
  static constexpr int kBacklog = 6;

  RouterFaultStimulus(std::uint64_t seed, int p, int a, int g, int gid, int bid, int radix, std::uint64_t connected)
      : rng_(seed ^ 0xFA17u), p_(p), a_(a), g_(g), gid_(gid), bid_(bid), radix_(radix), connected_(connected),
        up_(connected) {}

  // The pins of cycle `cycle`; quiet, done: the model's fault_quiet and fault_cmd_done of the
  // cycle that just ended (a finished command frees one place; so FD packets that wait for a
  // failed link in an output queue, which keep the units from being quiet, stop nothing).
  Pins step(long cycle, bool quiet, bool done) {
    if (cycle >= phase_end_) new_phase(cycle);
    if (quiet) backlog_ = 0;
    if (done && backlog_ > 0) --backlog_;
    Pins pins;
    pins.rx_valid.assign(static_cast<std::size_t>(radix_), false);
    pins.rx_pkt.assign(static_cast<std::size_t>(radix_), 0);
    pins.restart = rng_.chance(1, 30000);
    if (pins.restart) {
      ++restarts;
      backlog_ = 0;
    }
    if (backlog_ < kBacklog && ev_pm_ > 0 && rng_.chance(static_cast<unsigned>(ev_pm_), 1000)) {
      const int port = rng_.chance(1, 10) ? static_cast<int>(rng_.below(static_cast<std::uint64_t>(radix_)))
                                          : p_ + static_cast<int>(rng_.below(static_cast<std::uint64_t>(radix_ - p_)));
      const bool repair = rng_.chance(1, 2);
      pins.ev_valid = true;
      pins.ev_port = port;
      pins.ev_up = repair;
      const std::uint64_t bit = std::uint64_t{1} << port;
      if (rng_.chance(4, 5)) up_ = repair ? (up_ | (bit & connected_)) : (up_ & ~bit);
      ++backlog_;
      ++(repair ? repairs : link_faults);
    }
    if (pins.restart) up_ = connected_;
    pins.link_up = up_;
    for (int q = p_; q < radix_; ++q) {
      if (backlog_ >= kBacklog || rate_ == 0 || !rng_.chance(static_cast<unsigned>(rate_), 10000)) continue;
      pins.rx_valid[static_cast<std::size_t>(q)] = true;
      pins.rx_pkt[static_cast<std::size_t>(q)] = packet();
      ++backlog_;
      ++packets;
    }
    return pins;
  }

  long packets = 0, link_faults = 0, repairs = 0, restarts = 0;

 private:
  void new_phase(long cycle) {
    static const int kRate[] = {0, 2, 5, 20}, kEv[] = {0, 1, 4};
    rate_ = kRate[rng_.below(4)];
    ev_pm_ = kEv[rng_.below(3)];
    fr_pct_ = static_cast<int>(rng_.below(60));
    phase_end_ = cycle + 500 + static_cast<long>(rng_.below(4000));
  }

  std::uint32_t packet() { return fault_packet_mix(rng_, fr_pct_, p_, a_, g_, gid_, bid_); }

  Rng rng_;
  int p_, a_, g_, gid_, bid_, radix_;
  std::uint64_t connected_, up_;
  int rate_ = 0, ev_pm_ = 0, fr_pct_ = 0, backlog_ = 0;
  long phase_end_ = 0;
};

}  // namespace doar::cosim
