#include "doar_decider.hpp"

#include <new>

namespace doar {

using rta_inline::kW;
using rta_inline::RtaPortStatic;

DoarDecider::DoarDecider(const Dragonfly& d, const RouterId& r, const std::vector<const PortTables*>& tables,
                         bool fixed)
    : d_(d), r_(r), fixed_(fixed), h_recip_(rta_inline::slot_owner_recip(d.h())) {
  port_.reserve(d_.radix());
  for (int port = 0; port < d_.radix(); ++port) {
    const PortTables* t = tables[port];
    port_.push_back({t, t->a.data(), t->b.data(), t->c.data(), t->a.size(), nullptr, nullptr, nullptr});
  }
  if (!fixed_) return;
  // The distinct tables: decide() reads only A, B and C, so ports whose three are equal
  // decide alike from one copy.
  std::vector<const PortTables*> distinct;
  for (Port& p : port_) {
    const PortTables* same = nullptr;
    for (const PortTables* u : distinct) {
      if (u == p.t || (u->a == p.t->a && u->b == p.t->b && u->c == p.t->c)) {
        same = u;
        break;
      }
    }
    if (same) p.t = same;
    else distinct.push_back(p.t);
  }
  ab_.reserve(distinct.size());
  for (const PortTables* u : distinct) {
    std::vector<std::uint64_t> v(2 * u->a.size());
    for (std::size_t i = 0; i < u->a.size(); ++i) {
      v[2 * i] = u->a[i];
      v[2 * i + 1] = i < u->b.size() ? u->b[i] : 0;
    }
    ab_.push_back(std::move(v));
    for (Port& p : port_) {
      if (p.t == u) p.ab = ab_.back().data();
    }
  }
  // RTA's static parts, per distinct table of the terminal ports.
  gwords_ = 2 * rta_inline::rta_words(d_);
  rps_.reserve(d_.p());  // at most one per terminal port: the pointers below stay valid
  for (int tp = 0; tp < d_.p(); ++tp) {
    if (port_[tp].rg) continue;  // a terminal port with the same tables did it
    const PortTables* u = port_[tp].t;
    rps_.push_back(rta_inline::rta_port_static(d_, r_, u->c.data(), h_recip_));
    // On 64-byte boundaries, so that an entry of 16 or 32 bytes is in one line.
    const std::size_t bytes = (sizeof(std::uint64_t) * gwords_ * d_.g() + 63) & ~std::size_t{63};
    std::uint64_t* w = static_cast<std::uint64_t*>(std::aligned_alloc(64, bytes));
    if (!w) throw std::bad_alloc();
    rg_.emplace_back(w);
    for (int gid = 0; gid < d_.g(); ++gid) {
      std::uint64_t* e = w + static_cast<std::size_t>(gwords_) * gid;
      for (int k = 0; k < gwords_; ++k) e[k] = 0;
      // The own group's entry is never read: a head for the own group takes RTB.
      if (gid != r_.gid) {
        const int idx = base_add(d_, Region::G) + gid;
        group_words(rps_.back(), u->a[idx], u->b[idx], e);
      }
    }
    for (int port = tp; port < d_.p(); ++port) {
      if (port_[port].t == u) {
        port_[port].rps = &rps_.back();
        port_[port].rg = w;
      }
    }
  }
}

namespace {
std::vector<const PortTables*> router_tables(const Dragonfly& d, const RouterId& r, const NetworkTables& tables) {
  std::vector<const PortTables*> t;
  for (int port = 0; port < d.radix(); ++port) t.push_back(&tables.at(r, port));
  return t;
}
}  // namespace

DoarDecider::DoarDecider(const Dragonfly& d, const RouterId& r, const NetworkTables& tables, bool fixed)
    : DoarDecider(d, r, router_tables(d, r, tables), fixed) {}

void DoarDecider::group_words(const RtaPortStatic& ps, std::uint64_t ea, std::uint64_t eb,
                              std::uint64_t* words) const {
  const int nw = rta_inline::rta_words(d_);
  if (nw == 1) return rta_inline::rta_candidates<1>(d_, r_, ps.reachable, ea, eb, words, words + 1);
  if (nw == 2) return rta_inline::rta_candidates<2>(d_, r_, ps.reachable, ea, eb, words, words + 2);
  std::uint64_t ga[kW] = {}, nm[kW] = {};
  rta_inline::rta_candidates<kW>(d_, r_, ps.reachable, ea, eb, ga, nm);
  for (int w = 0; w < nw; ++w) {
    words[w] = ga[w];
    words[nw + w] = nm[w];
  }
}

namespace {

// The RTA decision on live tables, NW words per slot mask: the static parts computed for
// this head alone, then the head's part as on fixed tables.
template <int NW>
Decision decide_rta_live(const Dragonfly& d, const RouterId& r, std::uint32_t h_recip, const PortTables& t,
                         const Lookup& lk, const Header& hdr, PortMask cong_local, const SlotMask& cong_global,
                         ArbState& st) {
  const RtaPortStatic ps = rta_inline::rta_port_static(d, r, t.c.data(), h_recip);
  std::uint64_t ga[NW] = {}, nm[NW] = {};
  rta_inline::rta_candidates<NW>(d, r, ps.reachable, t.a[lk.index], t.b[lk.index], ga, nm);
  const std::uint16_t rnd = st.lfsr;
  st.lfsr = lfsr_step(st.lfsr);
  return rta_inline::decide_rta_static<NW>(d, r, ps, ga, nm, hdr, cong_local, cong_global, rnd, st);
}

}  // namespace

Decision DoarDecider::decide_live(int in_port, const Header& hdr, PortMask cong_local, const SlotMask& cong_global,
                                  ArbState& st) const {
  const PortTables& t = *port_[in_port].t;
  const Lookup lk = region_select(d_, r_, hdr.dst);
  if (!is_rta(d_, r_, in_port, hdr.dst)) return decide_rtb(in_port, lk, t.a[lk.index], t.b[lk.index], hdr, cong_local, st);
  const int nw = rta_inline::rta_words(d_);
  if (nw == 1) return decide_rta_live<1>(d_, r_, h_recip_, t, lk, hdr, cong_local, cong_global, st);
  if (nw == 2) return decide_rta_live<2>(d_, r_, h_recip_, t, lk, hdr, cong_local, cong_global, st);
  return decide_rta_live<kW>(d_, r_, h_recip_, t, lk, hdr, cong_local, cong_global, st);
}

}  // namespace doar
