// The fast path of the DOAR decision: one router's decider, which gives for every head the
// Decision and the arbiter step of decide_reference() (doar_decision.hpp; core.DecideFast
// and core.DecideCached check it) from state it computes once from the router's port
// tables. Built on fixed tables (the network simulator without faults) it keeps:
//  - one copy per distinct port table: ports with equal tables A, B and C (all terminal
//    ports of a router, all its connected global ports) share one, so that the lines a
//    router reads per head shrink (13 instead of 23 port tables per router on
//    dfly(6,12,6,73)) and more of them stay in the caches. Its A and B entries lie side by
//    side (A[i] at 2i, B[i] at 2i + 1; a 16-byte pair never straddles a line), so that an
//    RTB head reads one line instead of two: the table reads were a fifth of the large
//    network's last-level misses;
//  - for the distinct tables of the terminal ports, RTA's static parts: what table C
//    reaches (rta_port_static) and, per destination group, its GA and NM slots (2 *
//    rta_words words: 32 bytes on dfly(6,12,6,73), in one line), so that an RTA head does
//    only its own part (congestion, classes, pick, output port).
// On tables that change (faults rewrite them port by port) it reads the port's tables at
// every decision and computes the same parts for the one head.
#pragma once
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <vector>
#include "doar_decision.hpp"
#include "doar_rta_words.hpp"

namespace doar {

class DoarDecider {
 public:
  // tables[port]: the tables of input port `port`, for every port 0 .. radix - 1 (pointers:
  // they must outlive the decider). fixed: they never change, so the state above is built.
  DoarDecider(const Dragonfly& d, const RouterId& r, const std::vector<const PortTables*>& tables, bool fixed);
  // The same on router r's ports of the network's tables.
  DoarDecider(const Dragonfly& d, const RouterId& r, const NetworkTables& tables, bool fixed);
  DoarDecider(const DoarDecider&) = delete;
  DoarDecider& operator=(const DoarDecider&) = delete;
  DoarDecider(DoarDecider&&) = default;  // the buffers move with their pointers

  // The decision for a head on `in_port`, stepping its port's arbiter state `st`. Only RTA
  // heads (is_rta()) read cong_global: a caller may pass an empty mask for the others.
  Decision decide(int in_port, const Header& hdr, PortMask cong_local, const SlotMask& cong_global,
                  ArbState& st) const {
    if (!fixed_) return decide_live(in_port, hdr, cong_local, cong_global, st);
    const Port& p = port_[in_port];
    if (hdr.dst.gid != r_.gid && p.rg) {  // RTA: exactly the terminal ports have static parts
      return rta_inline::decide_rta_words(d_, r_, *p.rps, p.rg + static_cast<std::size_t>(gwords_) * hdr.dst.gid,
                                          hdr, cong_local, cong_global, st);
    }
    const Lookup lk = region_select(d_, r_, hdr.dst);
    const std::uint64_t* e = p.ab + 2 * lk.index;
    return decide_rtb(in_port, lk, e[0], e[1], hdr, cong_local, st);
  }

  // The lines decide() will read for a head to `dst` on `in_port`, for the
  // caller to prefetch (a hint: no effect on any decision). Returned, not prefetched here:
  // GCC counts a function that only prefetches as pure, and drops the calls to it.
  // Inline: the simulator asks for every head.
  struct Lines {
    const void* at[5];
    int n = 0;  // at[0 .. n)
  };
  Lines lines_for(int in_port, const NodeAddr& dst) const {
    Lines l;
    const Port& p = port_[in_port];
    const bool rta = dst.gid != r_.gid && in_port < d_.p();
    const int idx = region_select(d_, r_, dst).index;
    if (fixed_) {
      if (rta) {  // the group's static entry and the port's
        l.at[l.n++] = p.rg + static_cast<std::size_t>(gwords_) * dst.gid;
        l.at[l.n++] = p.rps;
      } else {  // the A/B pair
        l.at[l.n++] = p.ab + 2 * idx;
      }
      return l;
    }
    // Live tables, from their addresses at set-up (should a fault hook reallocate a table, a
    // prefetch is merely useless): the PortTables object (decide() reads its vectors), the
    // entries, table C.
    l.at[l.n++] = p.t;
    if (static_cast<std::size_t>(idx) < p.n) {
      l.at[l.n++] = p.a + idx;
      l.at[l.n++] = p.b + idx;
    }
    if (rta) {
      l.at[l.n++] = p.c;
      l.at[l.n++] = p.c + 8;
    }
    return l;
  }

 private:
  Decision decide_live(int in_port, const Header& hdr, PortMask cong_local, const SlotMask& cong_global,
                       ArbState& st) const;
  Decision decide_rtb(int in_port, const Lookup& lk, std::uint64_t ea, std::uint64_t eb, const Header& hdr,
                      PortMask cong_local, ArbState& st) const {
    const std::uint16_t rnd = st.lfsr;
    st.lfsr = lfsr_step(st.lfsr);
    return rtb_pick(d_, in_port, rtb_sets_entries(d_, r_, in_port, lk, ea, eb, hdr), hdr, cong_local, rnd, st.rule);
  }
  // The GA and NM words of one destination group (rta_inline::decide_rta_words' layout).
  void group_words(const rta_inline::RtaPortStatic& ps, std::uint64_t ea, std::uint64_t eb,
                   std::uint64_t* words) const;

  const Dragonfly& d_;
  RouterId r_;
  bool fixed_ = false;
  std::uint32_t h_recip_;  // rta_inline::slot_owner_recip
  int gwords_ = 0;  // words per group of the RTA static parts: 2 * rta_words
  struct alignas(64) Port {  // one line per input port
    const PortTables* t;
    const std::uint64_t *a, *b, *c;         // where its tables were at set-up (prefetch hints)
    std::size_t n;
    const std::uint64_t* ab;                // fixed: its table's A/B pairs
    const rta_inline::RtaPortStatic* rps;   // fixed, terminal port: its table C part (else null)
    const std::uint64_t* rg;                //   and its groups' GA/NM words, gwords_ per gid
  };
  std::vector<Port> port_;
  std::vector<std::vector<std::uint64_t>> ab_;        // per distinct table
  std::vector<rta_inline::RtaPortStatic> rps_;        // per distinct terminal-port table
  struct FreeWords {
    void operator()(std::uint64_t* p) const { std::free(p); }
  };
  std::vector<std::unique_ptr<std::uint64_t[], FreeWords>> rg_;  // per distinct terminal-port table
};

}  // namespace doar
