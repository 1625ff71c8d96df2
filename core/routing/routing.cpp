#include "routing/routing.hpp"

#include <stdexcept>

#include "routing/dfly_routing.hpp"
#include "routing/tcpg_routing.hpp"
#include "routing/htorus_routing.hpp"
#include "routing/torus_routing.hpp"
#include "routing/updown_routing.hpp"

namespace doar {

namespace {

// The most VCs per port any layer of the project models.
constexpr int kMaxVcs = 8;

struct Entry {
  const char* name;
  const char* kind;  // topology kind it runs on
  int min_vcs;
};
// TORUS_DOR accepts 1 VC: dimension order without a dateline, the checker's negative case.
constexpr Entry kRoutings[] = {
    {"TORUS_DOR", "torus", 1}, {"DUATO", "torus", 3}, {"GEAR", "torus", 2},
    {"GEAR3", "torus", 3},     {"DOAR", "dfly", 4},   {"MIN", "dfly", 2},
    {"TCPG", "tcpg", 1},       {"TCPG_ADAPT", "tcpg", 3},  {"TCPG_GEAR", "tcpg", 2},  // TCPG: 1 VC is its negative case too
    {"HT_LNF", "htorus", 1},  // 4 for deadlock freedom; fewer: the checker's witnesses
};

}  // namespace

std::string routing_names() {
  std::string s;
  for (const Entry& e : kRoutings) s += (s.empty() ? "" : ", ") + std::string(e.name);
  return s + ", " + updown_family_names();
}

TorusTie parse_torus_tie(const std::string& s) {
  if (s == "nowrap") return TorusTie::NoWrap;
  if (s == "split") return TorusTie::Split;
  if (s == "random") return TorusTie::Random;
  throw std::invalid_argument("unknown torus tie rule '" + s + "' (known: nowrap, split, random)");
}

const char* torus_tie_name(TorusTie t) {
  return t == TorusTie::Split ? "split" : t == TorusTie::Random ? "random" : "nowrap";
}

std::unique_ptr<Routing> make_routing(const std::string& name, const Topology& topo, int vcs,
                                      const RoutingOptions& options) {
  if (auto r = make_updown_family(name, topo, vcs)) return r;  // any topology
  const Entry* e = nullptr;
  for (const Entry& x : kRoutings)
    if (name == x.name) e = &x;
  if (!e) throw std::invalid_argument("unknown routing '" + name + "' (known: " + routing_names() + ")");
  if (topo.kind() != e->kind)
    throw std::invalid_argument("routing " + name + " runs on " + e->kind + " topologies, not on " + topo.name());
  if (vcs < e->min_vcs)
    throw std::invalid_argument("routing " + name + " needs at least " + std::to_string(e->min_vcs) + " VCs, not " +
                                std::to_string(vcs));
  if (vcs > kMaxVcs) throw std::invalid_argument(std::to_string(vcs) + " VCs exceed the limit of " + std::to_string(kMaxVcs));
  const std::string n = name;
  if (n == "DOAR") return std::make_unique<DoarRouting>(static_cast<const DragonflyTopology&>(topo), vcs);
  if (n == "MIN") return std::make_unique<MinRouting>(static_cast<const DragonflyTopology&>(topo), vcs);
  if (n == "TCPG") return std::make_unique<TcpgRouting>(static_cast<const Tcpg&>(topo), vcs);
  if (n == "TCPG_GEAR") return std::make_unique<TcpgGear>(static_cast<const Tcpg&>(topo), vcs);
  if (n == "TCPG_ADAPT") return std::make_unique<TcpgAdaptive>(static_cast<const Tcpg&>(topo), vcs);
  if (n == "HT_LNF") return std::make_unique<HtLnf>(static_cast<const HTorus&>(topo), vcs);
  const Torus& t = static_cast<const Torus&>(topo);
  const TorusTie tie = options.torus_tie;
  if (n == "TORUS_DOR") return std::make_unique<TorusDor>(t, vcs, tie);
  if (n == "DUATO") return std::make_unique<TorusDuato>(t, vcs, tie);
  return std::make_unique<TorusGear>(t, vcs, n == "GEAR3", tie);
}

}  // namespace doar
