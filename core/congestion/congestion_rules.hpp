// Congestion rules of the router (paper Sec. 3.1; DESIGN.md section 5), shared by every layer:
// the pin-cycle SystemC credit/congestion unit (rtl_model/congestion/) is checked against
// this cycle by cycle, and the network simulator (tlm/) can call it for the same verdicts.
// Header-only on purpose: include it by path ("congestion/congestion_rules.hpp" under core/),
// no extra library to link.
//
// CongL(l): occupancy of the downstream buffer > local threshold.
// CongG(g): PAR_PH-style history window (Won et al., HPCA 2015; ../shared/notes/baselines.md
//   section 2). The occupancy q counts every credit the sender holds back, including flits
//   still on the long optical link and credits on their way back ("phantom congestion").
//   The window subtracts what was sent in the last W cycles:
//       q_hat = max(0, q - N_win),  N_win = sends in the last W cycles (this one included),
//       CongG = q_hat > global threshold.
//   Consequence used by the tests: q_hat(t) = q(t-W) - credits(t-W, t] <= q(t-W) and
//   q_hat(t) <= q(t), so CongG(t) needs q > threshold both W cycles ago and now. Any
//   excursion of q above the threshold that lasts W cycles or less (a one-cycle spike
//   included) never raises CongG.
#pragma once
#include <cstdint>
#include <vector>

namespace doar {

struct CongestionParams {
  int local_threshold = 10;   // paper Table 1
  int global_threshold = 30;  // paper Table 1
  // History window W in cycles. Default: the credit round trip of the paper's 100-cycle
  // global links (2 * 100 + 2 cycles of credit processing), the time after which a flit's
  // credit is back unless the flit really waits in the downstream buffer.
  int window = 202;
};

inline bool cong_local(int occupancy, int local_threshold) { return occupancy > local_threshold; }

inline int phantom_corrected(int occupancy, int sent_in_window) {
  const int q = occupancy - sent_in_window;
  return q > 0 ? q : 0;
}

inline bool cong_global(int occupancy, int sent_in_window, int global_threshold) {
  return phantom_corrected(occupancy, sent_in_window) > global_threshold;
}

// CongL on a link whose credit round trip is long against the local threshold (the paper's
// simulated 10-cycle local links: 22 cycles of round trip already hold 11 credits at one flit
// per cycle, above the threshold of 10). The decision (docs/congestion.md, "CongL on long
// local links"): such a link takes the same history-window correction as CongG, with W = its
// own credit round trip; on a chip-length link (round trip well below the threshold) the
// window holds a few sends at most and the verdict differs from the raw rule only within
// those few units of the threshold.
inline bool cong_local_windowed(int occupancy, int sent_in_window, int local_threshold) {
  return phantom_corrected(occupancy, sent_in_window) > local_threshold;
}

// Credit counter and history window of one switch output, one step per cycle. At most one
// unit (flit or packet, whatever the credit counts) leaves and at most one credit returns per
// cycle. step() applies this cycle's events; the verdicts then describe the state after it.
class OutputCongestion {
 public:
  explicit OutputCongestion(const CongestionParams& prm = {})
      : prm_(prm), hist_(static_cast<std::size_t>(prm.window > 0 ? prm.window : 1), false) {}

  void step(bool sent, bool credit) {
    occ_ += (sent ? 1 : 0) - (credit ? 1 : 0);
    // The send that entered W cycles ago leaves the window as this one enters.
    if (prm_.window > 0) {
      if (hist_[pos_]) --nwin_;
      hist_[pos_] = sent;
      if (sent) ++nwin_;
      pos_ = (pos_ + 1) % hist_.size();
    }
  }
  void reset() {
    occ_ = nwin_ = 0;
    pos_ = 0;
    hist_.assign(hist_.size(), false);
  }

  int occupancy() const { return occ_; }
  int sent_in_window() const { return nwin_; }
  bool cong_l() const { return cong_local(occ_, prm_.local_threshold); }
  bool cong_g() const { return cong_global(occ_, nwin_, prm_.global_threshold); }

 private:
  CongestionParams prm_;
  int occ_ = 0, nwin_ = 0;
  std::size_t pos_ = 0;
  std::vector<bool> hist_;  // sends of the last W cycles, a ring indexed by cycle
};

}  // namespace doar
