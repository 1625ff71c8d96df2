#include "traffic.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <stdexcept>
#include "topology/dragonfly_topology.hpp"
#include "topology/tcpg.hpp"
#include "topology/htorus.hpp"
#include "topology/torus.hpp"

namespace doar::net {
namespace {

std::string upper(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::toupper(c); });
  return s;
}

int parse_percent(const std::string& s, const std::string& spec) {
  if (s.empty() || s.size() > 3 || s.find_first_not_of("0123456789") != std::string::npos) {
    throw std::invalid_argument("traffic '" + spec + "': malformed percentage '" + s + "'");
  }
  return std::stoi(s);
}

// A random subset of exactly k of n items (partial Fisher-Yates).
std::vector<bool> pick_subset(int n, int k, Rng& rng) {
  std::vector<int> idx(n);
  for (int i = 0; i < n; ++i) idx[i] = i;
  std::vector<bool> out(n, false);
  for (int i = 0; i < k; ++i) {
    const int j = i + rng.below(n - i);
    std::swap(idx[i], idx[j]);
    out[idx[i]] = true;
  }
  return out;
}

}  // namespace

Traffic::Traffic(const std::string& spec, const Dragonfly& d, std::uint64_t seed) : d_(&d) {
  nodes_ = d.num_nodes();
  p_ = d.p();
  routers_ = d.num_routers();
  init(spec, nullptr, seed);
}

Traffic::Traffic(const std::string& spec, const Topology& topo, std::uint64_t seed) {
  if (const auto* dt = dynamic_cast<const DragonflyTopology*>(&topo)) d_ = &dt->dragonfly();
  nodes_ = topo.num_nodes();
  p_ = topo.nodes_per_router();
  routers_ = topo.num_routers();
  init(spec, &topo, seed);
}

// TRANSPOSE and BITREV: one fixed destination per node (perm_, kind RP); fixed points stay.
void Traffic::fixed_perm(const std::string& name, const Topology* topo, const std::string& spec) {
  const int n = nodes_;
  perm_.assign(n, 0);
  if (const auto* h = dynamic_cast<const HTorus*>(topo); h && name == "TRANSPOSE") {
    // The H-Torus's transpose: the mirror (q, r) -> (r, q) of the hexagon around router 0.
    for (int i = 0; i < n; ++i)
      perm_[i] = h->router_at(h->offset_r(0, i / p_), h->offset_q(0, i / p_)) * p_ + i % p_;
    return;
  }
  if (name == "TRANSPOSE") {
    if (const auto* tc = dynamic_cast<const Tcpg*>(topo)) {  // (x, y, v) -> (y, x, v): TCPG(K,K)
      for (int i = 0; i < n; ++i) perm_[i] = tc->transpose(i / p_) * p_ + i % p_;
      return;
    }
    const auto* t = dynamic_cast<const Torus*>(topo);
    if (!t || t->dims() != 2 || t->k(0) != t->k(1))
      throw std::invalid_argument("traffic '" + spec + "' needs a square 2-D torus (torus:KxK) or an H-Torus, not " +
                                  (topo ? topo->name() : d_->name()));
    for (int i = 0; i < n; ++i) {
      const int r = i / p_, c[2] = {t->coord(r, 1), t->coord(r, 0)};
      perm_[i] = t->router_at(c) * p_ + i % p_;
    }
    return;
  }
  int bits = 0;
  while ((1 << bits) < n) ++bits;
  if ((1 << bits) != n)
    throw std::invalid_argument("traffic '" + spec + "' needs a power-of-two node count, not " + std::to_string(n));
  for (int i = 0; i < n; ++i) {
    int r = 0;
    for (int b = 0; b < bits; ++b) r |= ((i >> b) & 1) << (bits - 1 - b);
    perm_[i] = r;
  }
}

void Traffic::init(const std::string& spec, const Topology* topo, std::uint64_t seed) {
  const int n = nodes_;
  kind_.assign(n, UR);
  Rng rng(seed, 0x7AFF1C);
  std::string s = upper(spec);
  s.erase(std::remove(s.begin(), s.end(), ' '), s.end());
  auto need_perm = [&]() {
    perm_.resize(n);
    for (int i = 0; i < n; ++i) perm_[i] = i;
    for (int i = n - 1; i > 0; --i) std::swap(perm_[i], perm_[rng.below(i + 1)]);
    // Remove fixed points: swap each with its successor's target (keeps a permutation).
    for (int i = 0; i < n; ++i) {
      if (perm_[i] == i) std::swap(perm_[i], perm_[(i + 1) % n]);
    }
  };
  if (s == "UR") {
    name_ = "UR";
  } else if (s == "RP") {
    name_ = "RP";
    kind_.assign(n, RP);
    need_perm();
  } else if (s == "TRANSPOSE" || s == "BITREV") {
    name_ = s;
    kind_.assign(n, RP);
    fixed_perm(s, topo, spec);
  } else if (s.rfind("HOTSPOT", 0) == 0) {
    double x = 10;
    std::string rest = s.substr(7);
    if (!rest.empty()) {
      if (rest.size() < 3 || (rest[0] != '(' && rest[0] != ':') || (rest[0] == '(' && rest.back() != ')'))
        throw std::invalid_argument("traffic '" + spec + "': expected HOTSPOT or HOTSPOT(x), x percent");
      rest = rest.substr(1, rest[0] == '(' ? rest.size() - 2 : std::string::npos);
      x = parse_percent(rest, spec);
      if (x < 1) throw std::invalid_argument("traffic '" + spec + "': the hotspot needs x >= 1 percent more");
    }
    if (n < 3) throw std::invalid_argument("traffic '" + spec + "' needs at least 3 nodes");
    name_ = "HOTSPOT(" + std::to_string(static_cast<int>(x)) + ")";
    hot_node_ = rng.below(n);
    const double r = 1.0 + x / 100.0;
    hot_q_ = (x / 100.0) * (n - 1) / ((n - 2) * (n - 1 + r));
  } else if (s.rfind("ADV", 0) == 0) {
    if (!d_) throw std::invalid_argument("traffic '" + spec + "' runs on dragonflies only, not on " + topo->name());
    std::string rest = s.substr(3);
    if (!rest.empty()) {
      if (rest[0] != '+' || rest.size() < 2 || rest.size() > 5 ||
          rest.find_first_not_of("0123456789", 1) != std::string::npos) {
        throw std::invalid_argument("traffic '" + spec + "': expected ADV+i");
      }
      adv_shift_ = std::stoi(rest.substr(1));
    }
    if (adv_shift_ % d_->g() == 0) {
      throw std::invalid_argument("traffic '" + spec + "': shift " + std::to_string(adv_shift_) +
                                  " maps every group onto itself in " + d_->name());
    }
    name_ = "ADV+" + std::to_string(adv_shift_);
    kind_.assign(n, ADV);
  } else {
    const std::size_t cut = s.find_first_of("(:");
    const std::string base = s.substr(0, cut);
    const bool router_level = base == "R_MIXED_UA" || base == "R_MIXED_UR";
    const bool node_level = base == "N_MIXED_UA" || base == "N_MIXED_UR";
    if (!router_level && !node_level) {
      throw std::invalid_argument("unknown traffic '" + spec +
                                  "' (UR, ADV+i, RP, R_MIXED_UA(x,y), R_MIXED_UR(x,y), N_MIXED_UA(x,y), N_MIXED_UR(x,y), TRANSPOSE, BITREV, HOTSPOT(x))");
    }
    if (cut == std::string::npos) throw std::invalid_argument("traffic '" + spec + "': give the mix as " + base + "(x,y)");
    std::string args = s.substr(cut + 1);
    if (s[cut] == '(') {
      if (args.empty() || args.back() != ')') throw std::invalid_argument("traffic '" + spec + "': missing ')'");
      args.pop_back();
    }
    std::replace(args.begin(), args.end(), ':', ',');
    const std::size_t comma = args.find(',');
    if (comma == std::string::npos) throw std::invalid_argument("traffic '" + spec + "': expected two percentages x,y");
    const int x = parse_percent(args.substr(0, comma), spec);
    const int y = parse_percent(args.substr(comma + 1), spec);
    if (x + y != 100) throw std::invalid_argument("traffic '" + spec + "': percentages must add up to 100");
    const bool ua = base.back() == 'A';
    if (ua && !d_) throw std::invalid_argument("traffic '" + spec + "' runs on dragonflies only, not on " + topo->name());
    const Kind second = ua ? ADV : RP;
    if (router_level) {
      const int routers = routers_;
      const auto sel = pick_subset(routers, static_cast<int>(std::lround(routers * y / 100.0)), rng);
      for (int node = 0; node < n; ++node) {
        if (sel[node / p_]) kind_[node] = second;
      }
    } else {
      const auto sel = pick_subset(n, static_cast<int>(std::lround(n * y / 100.0)), rng);
      for (int node = 0; node < n; ++node) {
        if (sel[node]) kind_[node] = second;
      }
    }
    if (!ua) split_ur_rp(rng, spec);
    name_ = base + "(" + std::to_string(x) + "," + std::to_string(y) + ")";
  }
}

// UR + RP mixes (docs/tlm.md, "Mixed traffic"): the RP nodes permute among themselves and the
// UR nodes draw among the UR nodes, so that every node receives the offered rate. Were the RP
// targets drawn over all nodes, each would receive a whole RP flow plus its share of the UR
// traffic, and its ejection port would saturate the mix at 1 / (1 + UR share) whatever the
// routing (0.57 at 25% RP).
void Traffic::split_ur_rp(Rng& rng, const std::string& spec) {
  const int n = static_cast<int>(kind_.size());
  std::vector<int> rp;
  for (int i = 0; i < n; ++i) (kind_[i] == RP ? rp : ur_pool_).push_back(i);
  const int m = static_cast<int>(rp.size()), u = static_cast<int>(ur_pool_.size());
  if (m == 1 || u == 1) {
    throw std::invalid_argument("traffic '" + spec + "': the mix leaves " + std::to_string(m == 1 ? m : u) +
                                (m == 1 ? " RP node" : " UR node") + ", which has no other node of its pattern to send to");
  }
  // A permutation of the RP nodes without fixed points.
  std::vector<int> q = rp;
  for (int i = m - 1; i > 0; --i) std::swap(q[i], q[rng.below(i + 1)]);
  for (int i = 0; i < m; ++i) {
    if (q[i] == rp[i]) std::swap(q[i], q[(i + 1) % m]);
  }
  perm_.assign(n, -1);
  for (int i = 0; i < m; ++i) perm_[rp[i]] = q[i];
  ur_pos_.assign(n, -1);
  for (int i = 0; i < u; ++i) ur_pos_[ur_pool_[i]] = i;
}

int Traffic::dest(int src, Rng& rng) const {
  switch (kind_[src]) {
    case RP:
      return perm_[src];
    case ADV: {
      const int per_group = d_->a() * d_->p();
      const int g = src / per_group;
      const int tg = (g + adv_shift_) % d_->g();
      return tg * per_group + rng.below(per_group);
    }
    case UR:
    default: {
      if (!ur_pos_.empty()) {  // UR part of a UR + RP mix: among the UR nodes
        const int t = rng.below(static_cast<int>(ur_pool_.size()) - 1);
        return ur_pool_[t >= ur_pos_[src] ? t + 1 : t];
      }
      if (hot_node_ >= 0 && src != hot_node_ && rng.uniform() < hot_q_) return hot_node_;
      const int t = rng.below(nodes_ - 1);
      return t >= src ? t + 1 : t;
    }
  }
}

}  // namespace doar::net
