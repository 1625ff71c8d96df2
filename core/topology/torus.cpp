#include "topology/torus.hpp"
#include "topology/spec_number.hpp"

#include <stdexcept>

namespace doar {

TorusParams parse_torus(const std::string& text) {
  auto bad = [&](const std::string& why) {
    return std::invalid_argument("malformed torus '" + text + "' (expected K1xK2[xK3][,P]): " + why);
  };
  TorusParams prm;
  const std::string sizes = strip_nodes_suffix(text, prm.p);
  if (prm.p < 0) throw bad("P is not a whole number");
  std::string cur;
  for (char c : sizes + "x") {
    if (c == 'x') {
      const int k = spec_small_int(cur);
      if (k < 0) throw bad("size '" + cur + "' is not a whole number");
      prm.k.push_back(k);
      cur.clear();
    } else {
      cur.push_back(c);
    }
  }
  if (prm.k.size() > 3) throw bad("at most 3 dimensions");
  return prm;
}

Torus::Torus(const TorusParams& prm) {
  n_ = static_cast<int>(prm.k.size());
  auto fail = [&](const std::string& why) { throw std::invalid_argument("torus: " + why); };
  if (n_ < 1 || n_ > 3) fail("1 to 3 dimensions, not " + std::to_string(n_));
  long long routers = 1;
  for (int d = 0; d < n_; ++d) {
    if (prm.k[d] < 2) fail("every size K must be >= 2 (dimension " + std::to_string(d) + " has " + std::to_string(prm.k[d]) + ")");
    if (prm.k[d] > kMaxTorusK) fail("size " + std::to_string(prm.k[d]) + " exceeds " + std::to_string(kMaxTorusK));
    k_[d] = prm.k[d];
    stride_[d] = static_cast<int>(routers);
    routers *= prm.k[d];
  }
  if (routers > kMaxTopologyRouters)
    fail(std::to_string(routers) + " routers exceed the limit of " + std::to_string(kMaxTopologyRouters));
  if (prm.p < 1 || prm.p > kMaxTorusP) fail("P must be 1.." + std::to_string(kMaxTorusP));
  init(static_cast<int>(routers), prm.p + 2 * n_, prm.p, {"terminal", "link"});
  for (int r = 0; r < num_routers(); ++r) {
    for (int p = 0; p < prm.p; ++p) set_port(r, p, -1, -1, 0);
    for (int d = 0; d < n_; ++d) {
      const int x = coord(r, d);
      const int up = r + (((x + 1) % k_[d]) - x) * stride_[d];
      const int down = r + (((x + k_[d] - 1) % k_[d]) - x) * stride_[d];
      set_port(r, plus_port(d), up, minus_port(d), 1);
      set_port(r, minus_port(d), down, plus_port(d), 1);
    }
  }
}

int Torus::router_at(const int* coords) const {
  int r = 0;
  for (int d = 0; d < n_; ++d) r += coords[d] * stride_[d];
  return r;
}

std::string Torus::spec() const {
  std::string s = "torus:";
  for (int d = 0; d < n_; ++d) s += (d ? "x" : "") + std::to_string(k_[d]);
  return s + "," + std::to_string(nodes_per_router());
}

std::string Torus::name() const {
  std::string s = "torus(";
  for (int d = 0; d < n_; ++d) s += (d ? "x" : "") + std::to_string(k_[d]);
  return s + ",P=" + std::to_string(nodes_per_router()) + ")";
}

std::string Torus::router_label(int router) const {
  std::string s = "(";
  for (int d = 0; d < n_; ++d) s += (d ? "," : "") + std::to_string(coord(router, d));
  return s + ")";
}

std::string Torus::port_label(int p) const {
  if (is_terminal(p)) return "t" + std::to_string(p);
  return (port_dir(p) > 0 ? "+" : "-") + std::to_string(port_dim(p));
}

}  // namespace doar
