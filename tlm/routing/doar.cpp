// DOAR (paper Algorithm 1): every decision is core's decide() with this router's tables
// (core NetworkTables; with fixed tables its equivalents decide_entries() and, for RTA heads,
// decide_rta_with()), the congestion the router derives from its credits (congested_ports:
// CongL > thr_local for terminal/intra-group ports, CongG > thr_global for its own global
// ports, both with the phantom history window) and the group CongG bitmap delayed by the PCS
// latency (group_congestion). The RCU arbiter state (core ArbState: the LFSR of P1/P3)
// is kept per input port, as in the chip, with the rule under congestion (--doar-congested:
// core doar_congested.hpp) and its detour credit. VC: core next_vc (4 VCs).
#include <cstdlib>
#include <memory>
#include <new>
#include <vector>
#include "doar_decision.hpp"
#include "doar_rta_words.hpp"
#include "registry.hpp"

namespace doar::net {
namespace {

class DoarRouting final : public RoutingFunction {
 public:
  explicit DoarRouting(const RoutingSetup& s) : d_(*s.dfly), r_(s.router), tables_(*s.tables) {
    arb_.reserve(d_.radix());
    const CongestedRule rule = s.params.doar_congested;
    for (int port = 0; port < d_.radix(); ++port) arb_.push_back(reset_arb_state(d_, r_, port, rule));
    base_b_ = base_add(d_, Region::B);
    base_g_ = base_add(d_, Region::G);
    // Tables read per port. Without faults the tables never change, and ports with equal
    // tables A, B and C (all terminal ports of a router, all its connected global ports)
    // share the first one's copy: decide() reads only those three, so the decisions are the
    // same, and the lines the routers read per head shrink (13 instead of 23 port tables
    // per router on dfly(6,12,6,73)), which keeps more of them in the caches. With faults
    // each port keeps its own (the fault hooks rewrite them port by port).
    for (int port = 0; port < d_.radix(); ++port) {
      const PortTables* t = &tables_.at(r_, port);
      if (s.tables_fixed) {
        for (const PortTables* u : distinct_) {
          if (u->a == t->a && u->b == t->b && u->c == t->c) {
            t = u;
            break;
          }
        }
        if (t == &tables_.at(r_, port)) distinct_.push_back(t);
      }
      table_.push_back(t);
      hint_.push_back({t, t->a.data(), t->b.data(), t->c.data(), t->a.size(), nullptr, nullptr, nullptr});
    }
    // Fixed tables: each distinct port table's A and B entries side by side (A[i] at 2i,
    // B[i] at 2i + 1; 16-byte pairs never straddle a line), so that a head reads one line of
    // them instead of two: the table reads were a fifth of the large network's last-level
    // misses. route() then calls decide_entries() on these copies and table C.
    if (s.tables_fixed) {
      ab_.reserve(distinct_.size());
      for (const PortTables* u : distinct_) {
        std::vector<std::uint64_t> v(2 * u->a.size());
        for (std::size_t i = 0; i < u->a.size(); ++i) {
          v[2 * i] = u->a[i];
          v[2 * i + 1] = i < u->b.size() ? u->b[i] : 0;
        }
        ab_.push_back(std::move(v));
      }
      for (int port = 0; port < d_.radix(); ++port) {
        for (std::size_t k = 0; k < distinct_.size(); ++k) {
          if (distinct_[k] == table_[port]) hint_[port].ab = ab_[k].data();
        }
      }
      // The RTA decision's static parts (core rta_port_static / rta_group_static) for the
      // distinct tables of the terminal ports and every destination group: a head at a terminal port
      // for another group then reads one entry of 2 * rta_words words (32 bytes on
      // dfly(6,12,6,73)) instead of its A/B pair and table C, and core does only the
      // head's part (congestion, classes, pick).
      gwords_ = 2 * rta_words(d_);
      rps_.reserve(d_.p());  // at most one per terminal port: the pointers below stay valid
      for (int tp = 0; tp < d_.p(); ++tp) {
        if (hint_[tp].rg) continue;  // a terminal port with the same tables did it
        const PortTables* u = table_[tp];
        rps_.push_back(rta_port_static(d_, r_, u->c.data()));
        // On 64-byte boundaries, so that an entry of 16 or 32 bytes is in one line.
        const std::size_t bytes = (sizeof(std::uint64_t) * gwords_ * d_.g() + 63) & ~std::size_t{63};
        std::uint64_t* w = static_cast<std::uint64_t*>(std::aligned_alloc(64, bytes));
        if (!w) throw std::bad_alloc();
        rg_.emplace_back(w);
        for (int gid = 0; gid < d_.g(); ++gid) {
          std::uint64_t* e = w + static_cast<std::size_t>(gwords_) * gid;
          if (gid == r_.gid) {  // never read: a head for the own group takes RTB
            for (int k = 0; k < gwords_; ++k) e[k] = 0;
            continue;
          }
          const int idx = base_g_ + gid;
          rta_group_static(d_, r_, rps_.back(), u->a[idx], u->b[idx], e);
        }
        for (int port = tp; port < d_.p(); ++port) {
          if (table_[port] == u) {
            hint_[port].rps = &rps_.back();
            hint_[port].rg = w;
          }
        }
      }
      fixed_ = true;
    }
    distinct_.clear();
    distinct_.shrink_to_fit();
  }

  // The table entries (or RTA's static entry), table C and arbiter state decide() will read
  // for this head, from the table addresses noted at set-up (hints only: should the fault
  // hooks reallocate a table, a prefetch is merely useless; decide() always reads the tables
  // themselves).
  void prefetch(int in_port, std::uint32_t dst) const override {
    const int gid = static_cast<int>(dst >> 16), bid = static_cast<int>((dst >> 8) & 0xFF);
    const Hint& h = hint_[in_port];
    __builtin_prefetch(&arb_[in_port]);
    const int idx = gid != r_.gid ? base_g_ + gid : bid != r_.bid ? base_b_ + bid : static_cast<int>(dst & 0xFF);
    if (fixed_) {
      if (gid != r_.gid && h.rg) {  // RTA: the group's static entry and the port's
        __builtin_prefetch(h.rg + static_cast<std::size_t>(gwords_) * gid);
        __builtin_prefetch(h.rps);
      } else if (static_cast<std::size_t>(idx) < h.n) {  // RTB: the A/B pair
        __builtin_prefetch(h.ab + 2 * idx);
      }
      return;
    }
    __builtin_prefetch(h.t);  // the PortTables object: decide() reads its vectors
    if (static_cast<std::size_t>(idx) < h.n) {
      __builtin_prefetch(h.a + idx);
      __builtin_prefetch(h.b + idx);
    }
    if (gid != r_.gid && in_port < d_.p()) {  // RTA: table C
      __builtin_prefetch(h.c);
      __builtin_prefetch(h.c + 8);
    }
  }

  RouteChoice route(RouterView& v, int in_port, int in_vc, PacketHeader& ph) override {
    // core's decision reads only the source's group of the source address (the
    // intermediate-group test), so the header's source group is all it needs.
    const NodeAddr dst = ph.dst();
    const Header hdr{NodeAddr{ph.src_gid, 0, 0}, dst, in_vc};
    Decision dec;
    const Hint& h = hint_[in_port];
    if (fixed_) {
      if (dst.gid != r_.gid && h.rg) {  // RTA (terminal ports have h.rg): the static parts of port and group
        // decide_rta_with() inline (doar_rta_words.hpp): the out-of-line call cost ~47
        // instructions per RTA head.
        dec = rta_inline::decide_rta_with_inline(d_, r_, *h.rps, h.rg + static_cast<std::size_t>(gwords_) * dst.gid,
                                                hdr, v.congested_ports(), v.group_congestion(), arb_[in_port]);
      } else {  // RTB on the side-by-side A/B copy
        const Lookup lk = region_select(d_, r_, dst);
        const std::uint64_t* e = h.ab + 2 * lk.index;
        dec = decide_rtb_entries(d_, r_, in_port, lk, e[0], e[1], hdr, v.congested_ports(), arb_[in_port]);
      }
    } else {
      // Only the RTA path (terminal input, another group) reads the group bitmap.
      static const SlotMask kNoBitmap;
      const SlotMask& group = in_port < d_.p() && dst.gid != r_.gid ? v.group_congestion() : kNoBitmap;
      dec = decide(d_, r_, in_port, *table_[in_port], hdr, v.congested_ports(), group, arb_[in_port]);
    }
    if (!dec.valid) return {};
    return {dec.out_port, dec.out_vc};
  }

 private:
  const Dragonfly& d_;
  RouterId r_;
  const NetworkTables& tables_;
  std::vector<ArbState> arb_;  // one RCU arbiter state per input port
  std::vector<const PortTables*> table_;     // per input port: the tables decide() reads
  std::vector<const PortTables*> distinct_;  // set-up only
  std::vector<std::vector<std::uint64_t>> ab_;  // fixed tables: A and B side by side, per distinct table
  bool fixed_ = false;                          // the tables never change (ab_ is in use)
  int base_b_ = 0, base_g_ = 0;  // table addresses of the B and G regions
  // Fixed tables, per distinct table of the terminal ports: RTA's static parts.
  std::vector<RtaPortStatic> rps_;  // table C's part
  struct FreeWords {
    void operator()(std::uint64_t* p) const { std::free(p); }
  };
  std::vector<std::unique_ptr<std::uint64_t[], FreeWords>> rg_;  // gwords_ per group, by gid
  int gwords_ = 0;
  struct alignas(64) Hint {  // one line per port
    const PortTables* t;
    const std::uint64_t *a, *b, *c;
    std::size_t n;
    const std::uint64_t* ab;    // fixed tables: its entry of ab_
    const RtaPortStatic* rps;   // fixed tables, terminal port: its entry of rps_ (else null)
    const std::uint64_t* rg;    //   and of rg_
  };
  std::vector<Hint> hint_;       // per input port: where its tables were at set-up
};

}  // namespace

std::unique_ptr<RoutingFunction> make_doar(const RoutingSetup& s) { return std::make_unique<DoarRouting>(s); }

}  // namespace doar::net
