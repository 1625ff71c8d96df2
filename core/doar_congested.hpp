// DOAR's decision under congestion: the rule that lets a network leave the congested
// operating point of docs/bistability.md, and the paper's literal rule beside it.
//
// Paper (Algorithm 1 as written): when every RTA candidate is congested, line 16 picks any
// of GA..GD with the LFSR; when S1 and S2 are empty, line 22 picks any of table A or B.
// On dfly(4,8,4,33) that fallback is non-minimal for 31 of 32 RTA picks, and a burst above
// saturation leaves the network at 0.52 accepted with 94 % of the packets over two global
// links, for ever (docs/bistability.md).
//
// Exit (`exit`): three changes, all on the chip's existing inputs.
//  1. Minimal fallback: line 16 picks among GA, line 22 among table A, whenever that set is
//     not empty (otherwise, e.g. after faults, the paper's sets).
//  2. The minimal slot is judged by its global bit: RTA takes a minimal slot whose CongG bit
//     is clear even when CongL of the local hop to its router is set. Under UR the local
//     links carry as much as the global ones; a local queue over 10 packets is their normal
//     state near saturation, and the detours it triggered through the source router's own
//     global ports (no local hop, so never CongL) put a second global hop on 12 % of the
//     packets at UR 0.95 on dfly(4,8,4,33), enough to saturate the global links and set the
//     CongG bits that then drove the rest (docs/bistability.md).
//  3. Detour credit: each input port's RCU holds a credit register (17 bits). At every RTA
//     decision, with S = a*h slots and n of them congested in the group bitmap it reads,
//       credit += 8*S if no minimal slot is free of CongG (the head needs a detour), and
//       credit -= 8*n + S,
//     clamped to [0, kCreditCap*S]. The non-minimal classes (lines 10-15) are open only
//     while credit > kCreditOpen*S; otherwise a head whose minimal slot is congested takes
//     it anyway (class RtaRandom). The credit grows when this port's minimal slots are
//     congested more often than the group's slots on average, by more than 1/8: UGAL's
//     comparison of the minimal queue with the others, made over time with one bit per
//     slot. Under UR a minimal slot is just one of the slots, the credit stays at 0 and DOAR
//     routes minimally, as the paper's DOAR does ("曲线性能基本接近 MIN"); under ADV+i or RP the
//     port's minimal slot is congested far more often than the rest of the bitmap and the
//     detours open. It replaced a saturated-bitmap bit (a run of 255 reads with >= 3/4
//     congested) which left a congested regime at ~0.8 accepted on dfly(6,12,6,73).
// The arithmetic is shifts, adds and compares with multiples of S (a parameter); the credit
// depends only on what the port read, so runs stay deterministic.
//
// Exit with the local credit (`exit-local`, the default of doar-sim): parts 1-3 with two
// changes, so that a first local hop overloaded by the router's own nodes opens the detours.
// Under `exit` nothing makes such a router detour: part 2 takes the minimal slot behind the
// congested local hop, and the global link behind that hop carries at most what the hop
// delivers, so its CongG bit stays clear and part 3's credit never grows; under RP those
// flows starve (docs/rp_starvation.md section 7). Here
//  a. the credit judges every slot by its full congestion, CongG of the slot or CongL of the
//     local hop to its router (the stage-3 slot congestion the RCU has anyway): a head earns
//     8*S when no minimal slot is free in that sense, and n counts the slots congested in
//     that sense;
//  b. part 2 (the minimal slot behind a congested local hop) holds only while the credit is
//     closed.
// Under UR a minimal slot's local hop is congested as often as any other slot's, so the
// credit stays closed and routing is that of `exit`; a hop that only this router's nodes
// overload is congested far more often than the rest and opens the detours for this port.
// Measured: never worse than `exit` up to saturation; past ADV+1's saturation less fair
// (some flows get under 80 % of the mean; docs/rp_starvation.md section 7).
#pragma once
#include <cstdint>
#include <string>
#include "bitmask.hpp"

namespace doar {

enum class CongestedRule : std::uint8_t {
  Paper = 0,  // Algorithm 1 lines 16 and 22 as written
  Exit = 1,   // parts 1-3 above: minimal fallback, minimal slot by CongG, detour credit
  ExitLocal = 2,  // Exit with the credit reading CongL of the local hops too (a, b above)
};
// Both exit rules: the minimal fallbacks and the detour credit.
inline bool exit_family(CongestedRule r) { return r != CongestedRule::Paper; }
// ExitLocal: the credit counts a slot as congested by CongG or by CongL of its local hop.
inline bool credit_reads_local(CongestedRule r) { return r == CongestedRule::ExitLocal; }
// The rule doar-sim and the co-simulation tools use unless told otherwise.
constexpr CongestedRule kDefaultCongestedRule = CongestedRule::ExitLocal;

const char* congested_rule_name(CongestedRule r);
// "paper", "exit" or "exit-local"; false for anything else.
bool parse_congested_rule(const std::string& s, CongestedRule& out);

// The detour credit (part 3 above), in units of 1/8 of a head over S slots.
constexpr std::uint32_t kCreditOpen = 64;  // the detours open above kCreditOpen * S
constexpr std::uint32_t kCreditCap = 128;  // the register saturates at kCreditCap * S
// The credit after an RTA decision that read a bitmap with `set` of its `slots` congested;
// `min_congested`: no minimal slot of the head was free of CongG (or it had none).
inline std::uint32_t next_credit(std::uint32_t credit, bool min_congested, int set, int slots) {
  const std::int64_t s = slots;
  std::int64_t c = static_cast<std::int64_t>(credit) + (min_congested ? 8 * s : 0) - 8 * static_cast<std::int64_t>(set) - s;
  if (c < 0) c = 0;
  if (c > kCreditCap * s) c = kCreditCap * s;
  return static_cast<std::uint32_t>(c);
}
inline bool detours_open(std::uint32_t credit, int slots) { return credit > kCreditOpen * static_cast<std::uint32_t>(slots); }

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
