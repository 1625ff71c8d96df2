// Scoreboard: the core/ reference beside the SystemC RCU. It keeps what the RCU must have
// seen (the requests in order, the congestion bitmaps of every cycle, the table contents
// with every granted configuration write at the cycle it takes effect) and, for each result,
// calls doar::decide_reference() with the same inputs and arbiter state and compares.
//   - congestion: a request of cycle t uses the bitmaps of cycle t+2 (its stage 3);
//   - tables: A/B are read in cycle t+1, so a write performed in cycle k is seen iff k <= t;
//     table C is used in cycles t+2 and t+3 (writes are refused there): seen iff k <= t+1;
//   - the result of the request of cycle t must be on the pins in cycle t+4.
#pragma once
#include <array>
#include <deque>
#include <string>
#include <vector>

#include "doar_decision.hpp"
#include "rcu_harness.hpp"

namespace doar::rcutb {

class Scoreboard {
 public:
  Scoreboard(const Dragonfly& d, const RouterId& r, int port, const PortTables& configured,
             CongestedRule rule = kDefaultCongestedRule);

  void on_request(long cycle, const Request& req);
  void on_cong(long cycle, const CongInput& cong);
  void on_cfg_done(const CfgDone& done);
  void on_result(long cycle, const ResultPins& res);

  long checked() const { return checked_; }
  long mismatches() const { return mismatches_; }
  const std::vector<std::string>& messages() const { return messages_; }  // first 20
  bool idle() const { return fifo_.empty(); }
  long min_latency() const { return min_lat_; }
  long max_latency() const { return max_lat_; }
  long count(HopClass c) const { return class_count_[static_cast<int>(c)]; }
  long unrouted() const { return unrouted_; }
  // Heads that met the destination-group refraction case (DESIGN.md 6a): a B-region head at a
  // global input port whose table A entry has no port while its table B holds some (E3
  // tables, after a fault); `refracted` of them took it, the others arrived on too high a VC.
  long refraction_heads() const { return refraction_heads_; }
  long refracted() const { return refracted_; }
  // The reference decision of the last checked request.
  const Decision& last_decision() const { return last_; }
  const ArbState& arb_state() const { return st_; }

 private:
  struct Pending {
    long cycle;
    Request req;
  };
  void fail(const std::string& msg);
  void apply_writes(long request_cycle);
  std::string describe(const Pending& p) const;

  const Dragonfly& d_;
  RouterId r_;
  int port_;
  PortTables t_;  // the tables as the request being checked saw them
  ArbState st_;
  std::deque<Pending> fifo_;
  std::array<CongInput, 16> cong_{};  // by cycle modulo 16
  std::deque<CfgDone> writes_ab_, writes_c_;
  long checked_ = 0, mismatches_ = 0, unrouted_ = 0;
  long refraction_heads_ = 0, refracted_ = 0;
  long min_lat_ = 1 << 30, max_lat_ = 0;
  std::array<long, 8> class_count_{};
  std::vector<std::string> messages_;
  Decision last_;
};

}  // namespace doar::rcutb
