#include "random_stream.hpp"

namespace doar::rcutb {

RandomStream::RandomStream(const Dragonfly& d, const RouterId& r, int port, std::uint64_t seed)
    : d_(d), r_(r), port_(port), kind_(d.port_kind(port)), rng_(seed) {}

NodeAddr RandomStream::node() { return d_.node_at(uniform(d_.num_nodes())); }

void RandomStream::next_phase() {
  left_ = 64 + uniform(512);
  hot_ = -1;
  hot_local_ = false;
  if (kind_ == PortKind::Terminal && d_.g() > 1 && uniform(2) == 0) {
    hot_ = uniform(d_.g() - 1);
    if (hot_ >= r_.gid) ++hot_;
    hot_local_ = uniform(2) == 0;
  }
}

Request RandomStream::request() {
  if (left_-- <= 0) next_phase();
  Request q;
  q.valid = true;
  const int pick = uniform(10);
  if (hot_ >= 0 && pick < 8) {
    q.dst = {hot_, uniform(d_.a()), uniform(d_.p())};
  } else if (pick < 2) {
    q.dst = {r_.gid, r_.bid, uniform(d_.p())};  // N region
  } else if (pick < 5) {
    q.dst = {r_.gid, uniform(d_.a()), uniform(d_.p())};  // B region (or N)
  } else {
    q.dst = node();
  }
  if (kind_ == PortKind::Terminal) {
    q.src = {r_.gid, r_.bid, port_};  // the node on this port injects
    q.vc = 0;
  } else {
    q.src = node();
    q.vc = uniform(4);
  }
  return q;
}

CongInput RandomStream::congestion() {
  // Density in 1/16ths: 0, 1, 4, 8, 12, 15, 16 (none .. all congested). Each bit compares a
  // 4-bit slice of a 64-bit draw with the level: one draw per 16 bits.
  static const unsigned kLevels[] = {0, 1, 4, 8, 12, 15, 16};
  CongInput c;
  const unsigned level_l0 = kLevels[uniform(7)];
  const unsigned level_g = hot_ >= 0 ? static_cast<unsigned>(uniform(3)) : kLevels[uniform(7)];
  const unsigned level_l = hot_local_ ? level_g : level_l0;
  std::uint64_t draw = 0;
  for (int j = 0; j < d_.radix(); ++j) {
    if ((j & 15) == 0) draw = rng_();
    if (((draw >> (4 * (j & 15))) & 15u) < level_l) c.local |= port_only(j);
  }
  for (int s = 0; s < d_.slots(); ++s) {
    if ((s & 15) == 0) draw = rng_();
    if (((draw >> (4 * (s & 15))) & 15u) < level_g) c.global.set(s);
  }
  if (hot_ >= 0 && uniform(16) != 0) {  // the hot group's minimal slot, or its local hop
    const int s = d_.slot_to_group(r_.gid, hot_);
    const int owner = s >= 0 ? d_.slot_owner(s) : r_.bid;
    if (s >= 0 && !hot_local_) {
      c.global.set(s);
    } else if (s >= 0 && owner != r_.bid) {
      c.local |= port_only(d_.local_port(r_.bid, owner));
      c.global.set(s, false);
    }
  }
  return c;
}

CfgOp RandomStream::table_write(const PortTables& configured, PortTables& view) {
  CfgOp op;
  op.table = uniform(3);
  std::vector<std::uint64_t>* tab = &view.a;
  const std::vector<std::uint64_t>* orig = &configured.a;
  int first = 0;
  if (op.table == kTableB) {
    tab = &view.b;
    orig = &configured.b;
    first = d_.p();
  } else if (op.table == kTableC) {
    tab = &view.c;
    orig = &configured.c;
  }
  op.addr = first + uniform(static_cast<int>(tab->size()) - first);
  std::uint64_t v = (*tab)[static_cast<std::size_t>(op.addr)];
  if (v == 0 || chance(0.4)) {
    v = (*orig)[static_cast<std::size_t>(op.addr)];
  } else {
    const int n = __builtin_popcountll(v);
    int k = uniform(n);
    for (int b = 0; b < 64; ++b) {
      if (((v >> b) & 1u) && k-- == 0) {
        v &= ~(std::uint64_t{1} << b);
        break;
      }
    }
  }
  (*tab)[static_cast<std::size_t>(op.addr)] = v;
  op.data = v;
  op.write = true;
  return op;
}

}  // namespace doar::rcutb
