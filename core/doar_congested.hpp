// DOAR's decision under congestion: the rule that lets a network leave the congested
// operating point of docs/bistability.md, and the paper's literal rule beside it.
//
// Paper (Algorithm 1 as written): when every RTA candidate is congested, line 16 picks any
// of GA..GD with the LFSR; when S1 and S2 are empty, line 22 picks any of table A or B.
// On dfly(4,8,4,33) that fallback is non-minimal for 31 of 32 RTA picks, and a burst above
// saturation leaves the network at 0.52 accepted with 94 % of the packets over two global
// links, for ever (docs/bistability.md).
//
// Exit (the default of doar-sim): two changes, both on the chip's existing inputs.
//  1. Minimal fallback: line 16 picks among GA, line 22 among table A, whenever that set is
//     not empty (otherwise, e.g. after faults, the paper's sets).
//  2. Saturated-bitmap hysteresis: each input port's RCU holds an 8-bit saturation register.
//     At every RTA decision it counts the set CongG bits of the group bitmap it reads (a
//     population count over the a*h slots); the register counts the decisions in a row that
//     found at least 3/4 of the slots congested, and its top value, reached on the 255th,
//     is the saturated bit, which a decision that finds at most 1/16 congested clears (in
//     between it keeps its value). While
//     the bit is set, RTA takes the minimal slot (GA, congested or not) and skips the free
//     non-minimal slots of lines 10-15. A bitmap that full says that every global link of
//     the group is busy: a non-minimal route then only adds a second global hop to a network
//     whose global links are the bottleneck. The minimal fallback alone leaves a congested
//     point at ~0.80 accepted with 28 % two-global packets, kept up by those free non-minimal
//     slots; the bit removes them until the bitmap has almost cleared, so the network drains
//     its backlog on minimal routes and comes back to its normal point.
// The thresholds are fractions of a*h with power-of-two denominators (a shift and a compare
// in hardware). The bit is deterministic: it depends only on the bitmaps the port read.
#pragma once
#include <cstdint>
#include <string>
#include "bitmask.hpp"

namespace doar {

enum class CongestedRule : std::uint8_t {
  Paper = 0,  // Algorithm 1 lines 16 and 22 as written
  Exit = 1,   // minimal fallback and the saturated-bitmap bit (above)
};

const char* congested_rule_name(CongestedRule r);
// "paper" or "exit"; false for anything else.
bool parse_congested_rule(const std::string& s, CongestedRule& out);

// The saturated bit's thresholds over `slots` = a*h slots, `set` of them congested.
inline bool bitmap_saturated(int set, int slots) { return 4 * set >= 3 * slots; }
inline bool bitmap_clear(int set, int slots) { return 16 * set <= slots; }
// The port's saturation state, one 8-bit register: below kSaturated it counts the RTA
// decisions in a row that read a saturated bitmap; kSaturated is the saturated bit. The bit
// sets on the 255th such decision in a row: a bitmap that stays saturated, not a passing
// peak. Under ADV+1 past saturation the bitmap has such peaks while non-minimal routes are
// what the traffic needs; a bit set by them sends the group's traffic to its one minimal
// link (dfly(2,4,2,9) ADV+1 0.6: 0.17 accepted with the bit set at the first saturated read,
// 0.46 after a run of 64, 0.56 after 255, as without the bit). Once set, only a read with a
// clear bitmap (bitmap_clear) resets it.
constexpr std::uint8_t kSaturated = 255;
// The state after a decision that read a bitmap with `set` of its `slots` congested.
inline std::uint8_t next_saturation(std::uint8_t state, int set, int slots) {
  if (state == kSaturated) return bitmap_clear(set, slots) ? 0 : kSaturated;
  return bitmap_saturated(set, slots) ? static_cast<std::uint8_t>(state + 1) : 0;
}

// Congested slots of the group bitmap: its set bits below `slots` in the first nw words
// (bits at or above a*h name no slot and are not counted). An empty bitmap, the common case
// below saturation, costs no population count (the network simulator runs this per RTA head).
inline int congested_slots(const SlotMask& cong_global, int slots, int nw) {
  std::uint64_t any = 0;
  for (int w = 0; w < nw; ++w) any |= cong_global.word(w);
  if (!any) return 0;
  int n = 0;
  for (int w = 0; w < nw; ++w) {
    const int k = slots - 64 * w;
    const std::uint64_t m = k >= 64 ? ~std::uint64_t{0} : k > 0 ? (std::uint64_t{1} << k) - 1 : 0;
    n += popcount64(cong_global.word(w) & m);
  }
  return n;
}

}  // namespace doar
