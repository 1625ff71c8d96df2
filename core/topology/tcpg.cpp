#include "topology/tcpg.hpp"
#include "topology/spec_number.hpp"

#include <stdexcept>

namespace doar {

TcpgParams parse_tcpg(const std::string& text) {
  auto bad = [&](const std::string& why) {
    return std::invalid_argument("malformed tcpg '" + text + "' (expected K,M[,P]): " + why);
  };
  std::vector<std::string> items(1);
  for (char c : text) {
    if (c == ',') items.emplace_back();
    else items.back().push_back(c);
  }
  if (items.size() < 2 || items.size() > 3) throw bad("two or three numbers");
  int v[3] = {0, 0, 1};
  const char* what[3] = {"K", "M", "P"};
  for (std::size_t i = 0; i < items.size(); ++i) {
    v[i] = spec_small_int(items[i]);
    if (v[i] < 0) throw bad(std::string(what[i]) + " '" + items[i] + "' is not a whole number");
  }
  return TcpgParams{v[0], v[1], v[2]};
}

Tcpg::Tcpg(const TcpgParams& prm) : k_(prm.k), m_(prm.m) {
  auto fail = [&](const std::string& why) { throw std::invalid_argument("tcpg: " + why); };
  if (prm.k < 1 || prm.m < 1)
    fail("K and M must be >= 1 (2K x 2M Petersen graphs), not K=" + std::to_string(prm.k) + " M=" + std::to_string(prm.m));
  const long long routers = 40LL * prm.k * prm.m;
  if (routers > kMaxTopologyRouters)
    fail(std::to_string(routers) + " routers exceed the limit of " + std::to_string(kMaxTopologyRouters));
  if (prm.p < 1 || prm.p > kMaxTcpgP) fail("P must be 1.." + std::to_string(kMaxTcpgP));
  init(static_cast<int>(routers), prm.p + 7, prm.p, {"terminal", "petersen", "torus"});
  for (int r = 0; r < num_routers(); ++r) {
    for (int t = 0; t < prm.p; ++t) set_port(r, t, -1, -1, 0);
    const int cx = x(r), cy = y(r), v = vertex(r);
    for (int j = 0; j < 3; ++j)
      set_port(r, petersen_port(j), router_at(cx, cy, tcpg::petersen_neighbour(v, j)), petersen_port(j < 2 ? j ^ 1 : 2), 1);
    set_port(r, plus_x(), router_at((cx + 1) % cols(), cy, v), minus_x(), 2);
    set_port(r, minus_x(), router_at((cx + cols() - 1) % cols(), cy, v), plus_x(), 2);
    set_port(r, plus_y(), router_at(cx, (cy + 1) % rows(), v), minus_y(), 2);
    set_port(r, minus_y(), router_at(cx, (cy + rows() - 1) % rows(), v), plus_y(), 2);
  }
}

std::string Tcpg::spec() const {
  return "tcpg:" + std::to_string(k_) + "," + std::to_string(m_) + "," + std::to_string(nodes_per_router());
}

std::string Tcpg::name() const {
  return "tcpg(" + std::to_string(k_) + "," + std::to_string(m_) + ",P=" + std::to_string(nodes_per_router()) + ")";
}

std::string Tcpg::router_label(int router) const {
  return "(" + std::to_string(x(router)) + "," + std::to_string(y(router)) + ")" + std::to_string(vertex(router));
}

std::string Tcpg::port_label(int p) const {
  if (is_terminal(p)) return "t" + std::to_string(p);
  static const char* names[7] = {"P0", "P1", "P2", "+x", "-x", "+y", "-y"};
  return names[p - nodes_per_router()];
}

tcpg::HybridCode Tcpg::code(int router) const {
  tcpg::HybridCode c;
  c.torus = tcpg::johnson_encode(y(router), k_) << m_ | tcpg::johnson_encode(x(router), m_);
  c.petersen = tcpg::petersen_encode(vertex(router));
  return c;
}

int Tcpg::router_of(const tcpg::HybridCode& c) const {
  const int cx = tcpg::johnson_decode(c.torus & ((1u << m_) - 1), m_);
  const int cy = tcpg::johnson_decode(c.torus >> m_, k_);
  const int v = tcpg::petersen_decode(c.petersen);
  if (cx < 0 || cy < 0 || v < 0) return -1;
  return router_at(cx, cy, v);
}

int Tcpg::transpose(int router) const {
  if (k_ != m_)
    throw std::invalid_argument("TRANSPOSE needs a square slice torus, TCPG(K,K), not " + name());
  return router_at(y(router), x(router), vertex(router));
}

}  // namespace doar
