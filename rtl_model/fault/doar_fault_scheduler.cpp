#include "doar_fault_scheduler.hpp"

#include <stdexcept>

namespace doar::rtl {

doar_fault_scheduler::doar_fault_scheduler(sc_core::sc_module_name name, const fault_geom& gm, const fault_timing& tm)
    : sc_module(name), clk("clk"), rst("rst"), alive("alive"), restart("restart"), ev_valid("ev_valid"),
      ev_port("ev_port"), ev_up("ev_up"), hold("hold"), in_nonempty("in_nonempty"), sel_pkt("sel_pkt"), sel_port("sel_port"),
      pop("pop"), cmd_start("cmd_start"), cmd_kind("cmd_kind"), cmd_fp("cmd_fp"), cmd_entry("cmd_entry"),
      cmd_pkt("cmd_pkt"), cmd_release("cmd_release"), cmd_done("cmd_done"), busy("busy"),
      events_pending("events_pending"), gm_(gm), tm_(tm) {
  if (tm_.t1 < 0 || tm_.t2 < 0 || tm_.t1 + tm_.t2 < 8) {
    throw std::invalid_argument("doar_fault_scheduler: needs t1, t2 >= 0 and t1 + t2 >= 8");
  }
  SC_METHOD(tick);
  sensitive << clk.pos();
  dont_initialize();
}

int doar_fault_scheduler::cost(unsigned kind) const {
  const int n = gm_.entries(), base = tm_.t1 + tm_.t2;
  switch (kind) {
    case kCmdTravelFd: return base + 2 * n;
    case kCmdMatchFd: return base + 2;
    case kCmdFrAct: return base + 3 * n;
    case kCmdRestore: return 2 * n + 4;  // not a paper command: the copy pass and its tail
    default: return 0;
  }
}

int doar_fault_scheduler::aim(const FaultFields& f) const {
  if (f.prefix == 1 || f.gid != gm_.gid) return gm_.p + gm_.a + f.gid;
  if (f.prefix == 2 || f.bid != gm_.bid) return gm_.p + f.bid;
  return f.nid;
}

void doar_fault_scheduler::tick() {
  bool start = false, release = false, done = false;
  std::uint64_t pop_bits = 0;
  if (rst.read() || restart.read()) {
    events_.clear();
    rr_ = 0;
    busy_ = fetch_ = false;
    if (!rst.read()) {
      // Restart: the travel units copy the configured tables back (kCmdRestore).
      busy_ = true;
      kind_ = kCmdRestore;
      fp_ = 0;
      pkt_ = 0;
      elapsed_ = 0;
      start = true;
    }
  } else {
    if (ev_valid.read()) events_.emplace_back(static_cast<int>(ev_port.read()), ev_up.read());
    if (busy_) {
      if (!hold.read()) ++elapsed_;
      if (fetch_) {  // the packet picked last cycle is on sel_pkt now
        pkt_ = static_cast<std::uint32_t>(sel_pkt.read());
        kind_ = unpack_fault(pkt_).fr ? kCmdFrAct : kCmdMatchFd;
        fetch_ = false;
      }
      const int c = cost(kind_);
      if (!hold.read()) {
        if (kind_ != kCmdRestore && elapsed_ == tm_.t1 + tm_.t2 - 7) start = true;
        if (kind_ != kCmdRestore && elapsed_ == c - 3) release = true;
        if (elapsed_ == c - 1) {
          done = kind_ != kCmdRestore;
          busy_ = false;
        }
      }
    } else if (alive.read()) {
      // Pick: local events are heard directly and go first; then the round-robin poll.
      if (!events_.empty()) {
        busy_ = true;
        fp_ = events_.front().first;
        kind_ = events_.front().second ? kCmdFrAct : kCmdTravelFd;
        pkt_ = 0;
        events_.pop_front();
      } else {
        const std::uint64_t ne = in_nonempty.read().to_uint64();
        const int k = gm_.radix();
        for (int i = 0; i < k; ++i) {
          const int q = (rr_ + i) % k;
          if ((ne >> q) & 1u) {
            busy_ = fetch_ = true;
            fp_ = q;
            kind_ = kCmdMatchFd;  // corrected to kCmdFrAct when the packet is latched
            pop_bits = std::uint64_t{1} << q;
            rr_ = (q + 1) % k;
            break;
          }
        }
      }
      if (busy_) elapsed_ = 0;
    }
  }
  sel_port.write(static_cast<unsigned>(fp_));
  pop.write(pop_bits);
  cmd_start.write(start);
  cmd_kind.write(kind_);
  cmd_fp.write(static_cast<unsigned>(fp_));
  cmd_entry.write(kind_ == kCmdMatchFd ? static_cast<unsigned>(aim(unpack_fault(pkt_))) : 0u);
  cmd_pkt.write(pkt_);
  cmd_release.write(release);
  cmd_done.write(done);
  busy.write(busy_);
  events_pending.write(!events_.empty());
}

}  // namespace doar::rtl
