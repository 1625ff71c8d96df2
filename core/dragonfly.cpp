#include "dragonfly.hpp"

#include <stdexcept>
#include <vector>

namespace doar {

DflyParams parse_dfly(const std::string& text) {
  std::vector<int> v;
  std::string cur;
  auto bad = [&]() {
    return std::invalid_argument("malformed dragonfly '" + text + "' (expected P,A,H,G)");
  };
  for (char c : text + ",") {
    if (c == ',') {
      if (cur.empty() || cur.size() > 6) throw bad();
      v.push_back(std::stoi(cur));
      cur.clear();
    } else if (c >= '0' && c <= '9') {
      cur.push_back(c);
    } else if (c != ' ') {
      throw bad();
    }
  }
  if (v.size() != 4) throw bad();
  return {v[0], v[1], v[2], v[3]};
}

Dragonfly::Dragonfly(const DflyParams& prm) : p_(prm.p), a_(prm.a), h_(prm.h), g_(prm.g) {
  const std::string n = name();
  auto fail = [&](const std::string& why) { throw std::invalid_argument(n + ": " + why); };
  if (p_ < 1) fail("p must be >= 1");
  if (a_ < 2) fail("a must be >= 2");
  if (h_ < 1) fail("h must be >= 1");
  if (g_ < 2) fail("g must be >= 2");
  // The chip limits on a and h first: they bound a*h, so the products below cannot overflow.
  if (a_ > kMaxRoutersPerGroup) fail("a exceeds the chip limit of " + std::to_string(kMaxRoutersPerGroup));
  if (h_ > kMaxGlobalPerRouter) fail("h exceeds the chip limit of " + std::to_string(kMaxGlobalPerRouter));
  if (g_ > a_ * h_ + 1) fail("g must be <= a*h+1 = " + std::to_string(a_ * h_ + 1));
  if (a_ * h_ > kMaxSlots) fail("a*h exceeds the chip limit of " + std::to_string(kMaxSlots) + " slots");
  if (radix() > kMaxRadix) fail("radix p+a-1+h = " + std::to_string(radix()) + " exceeds " + std::to_string(kMaxRadix));
}

std::string Dragonfly::name() const {
  return "dfly(" + std::to_string(p_) + "," + std::to_string(a_) + "," + std::to_string(h_) + "," +
         std::to_string(g_) + ")";
}

bool Dragonfly::valid(const RouterId& r) const {
  return r.gid >= 0 && r.gid < g_ && r.bid >= 0 && r.bid < a_;
}

bool Dragonfly::valid(const NodeAddr& n) const { return valid(n.router()) && n.nid >= 0 && n.nid < p_; }

void Dragonfly::check(const RouterId& r) const {
  if (!valid(r)) throw std::invalid_argument("router " + to_string(r) + " is outside " + name());
}

void Dragonfly::check(const NodeAddr& n) const {
  if (!valid(n)) throw std::invalid_argument("node " + to_string(n) + " is outside " + name());
}

int Dragonfly::local_port(int bid, int to_bid) const { return p_ + (to_bid < bid ? to_bid : to_bid - 1); }

int Dragonfly::local_peer(int bid, int port) const {
  const int k = port - p_;
  return k < bid ? k : k + 1;
}

int Dragonfly::slot_target(int gid, int slot) const {
  if (slot != gid) return slot < g_ ? slot : -1;
  return g_ == a_ * h_ + 1 ? a_ * h_ : -1;  // the group's own slot reaches group a*h
}

int Dragonfly::slot_to_group(int gid, int to_gid) const {
  // Group a*h (present only when g = a*h+1) is reached through each group's own slot.
  return to_gid == a_ * h_ ? gid : to_gid;
}

PortPeer Dragonfly::peer(const RouterId& r, int port) const {
  PortPeer out;
  switch (port_kind(port)) {
    case PortKind::Terminal:
      return out;
    case PortKind::Local:
      out.connected = true;
      out.router = {r.gid, local_peer(r.bid, port)};
      out.port = local_port(out.router.bid, r.bid);
      return out;
    case PortKind::Global: {
      const int slot = slot_of(r.bid, port);
      const int y = slot_target(r.gid, slot);
      if (y < 0) return out;
      const int back = slot_to_group(y, r.gid);
      out.connected = true;
      out.router = {y, slot_owner(back)};
      out.port = slot_port(back);
      return out;
    }
  }
  return out;
}

int Dragonfly::num_global_links() const { return g_ * (g_ - 1) / 2; }

}  // namespace doar
