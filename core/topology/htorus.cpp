#include "topology/htorus.hpp"
#include "topology/spec_number.hpp"

#include <cstdlib>
#include <stdexcept>

namespace doar {

HTorusParams parse_htorus(const std::string& text) {
  auto bad = [&](const std::string& why) {
    return std::invalid_argument("malformed htorus '" + text + "' (expected T[,P]): " + why);
  };
  HTorusParams prm;
  const std::string t = strip_nodes_suffix(text, prm.p);
  if (prm.p < 0) throw bad("P is not a whole number");
  prm.t = spec_small_int(t);
  if (prm.t < 0) throw bad("T is not a whole number");
  return prm;
}

HTorus::HTorus(const HTorusParams& prm) : t_(prm.t) {
  auto fail = [&](const std::string& why) { throw std::invalid_argument("htorus: " + why); };
  if (t_ < 2 || t_ > kMaxHTorusT) fail("T must be 2.." + std::to_string(kMaxHTorusT) + ", not " + std::to_string(t_));
  if (prm.p < 1 || prm.p > kMaxHTorusP) fail("P must be 1.." + std::to_string(kMaxHTorusP));
  const int n = static_cast<int>(htorus_routers(t_));
  jumps_[0] = 1;
  jumps_[1] = 3 * t_ - 2;
  jumps_[2] = 3 * t_ - 1;
  init(n, prm.p + 6, prm.p, {"terminal", "link"});
  for (int r = 0; r < n; ++r) {
    for (int p = 0; p < prm.p; ++p) set_port(r, p, -1, -1, 0);
    for (int j = 0; j < 3; ++j) {
      set_port(r, port_of_jump(j, +1), (r + jumps_[j]) % n, port_of_jump(j, -1), 1);
      set_port(r, port_of_jump(j, -1), (r - jumps_[j] + n) % n, port_of_jump(j, +1), 1);
    }
  }
  // The hexagon of radius t-1 around router 0: one axial position per index difference.
  off_q_.assign(n, 0);
  off_r_.assign(n, 0);
  std::vector<char> seen(n, 0);
  const int rad = t_ - 1;
  for (int q = -rad; q <= rad; ++q)
    for (int r = -rad; r <= rad; ++r) {
      if (std::abs(q + r) > rad) continue;
      const int i = router_at(q, r);
      if (seen[i]) throw std::logic_error("htorus: the hexagon does not tile the circulant");
      seen[i] = 1;
      off_q_[i] = q;
      off_r_[i] = r;
    }
}

int HTorus::router_at(int q, int r) const {
  const long long n = num_routers();
  return static_cast<int>(((q + static_cast<long long>(jumps_[2]) * r) % n + n) % n);
}

void HTorus::port_move(int port, int& dq, int& dr) const {
  static constexpr int kMove[3][2] = {{1, 0}, {-1, 1}, {0, 1}};  // +1, +(3t-2), +(3t-1)
  const int k = port - nodes_per_router(), sign = (k & 1) ? -1 : 1;
  dq = sign * kMove[k >> 1][0];
  dr = sign * kMove[k >> 1][1];
}

std::string HTorus::spec() const { return "htorus:" + std::to_string(t_) + "," + std::to_string(nodes_per_router()); }

std::string HTorus::name() const {
  return "htorus(T=" + std::to_string(t_) + ",P=" + std::to_string(nodes_per_router()) + ")";
}

std::string HTorus::port_label(int p) const {
  if (is_terminal(p)) return "t" + std::to_string(p);
  const int g = port_jump(p);
  return (g > 0 ? "+" : "-") + std::to_string(g > 0 ? g : -g);
}

}  // namespace doar
