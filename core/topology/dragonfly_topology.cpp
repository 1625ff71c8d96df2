#include "topology/dragonfly_topology.hpp"

namespace doar {

DragonflyTopology::DragonflyTopology(const DflyParams& prm) : dfly_(prm) {
  const Dragonfly& d = dfly_;
  init(d.num_routers(), d.radix(), d.p(), {"terminal", "local", "global"});
  for (int ri = 0; ri < d.num_routers(); ++ri) {
    const RouterId r = d.router_at(ri);
    for (int port = 0; port < d.radix(); ++port) {
      const int cls = static_cast<int>(d.port_kind(port));
      const PortPeer pr = d.peer(r, port);
      if (pr.connected)
        set_port(ri, port, d.router_index(pr.router), pr.port, cls);
      else
        set_port(ri, port, -1, -1, cls);
    }
  }
}

std::string DragonflyTopology::spec() const {
  return "dfly:" + std::to_string(dfly_.p()) + "," + std::to_string(dfly_.a()) + "," + std::to_string(dfly_.h()) +
         "," + std::to_string(dfly_.g());
}

std::string DragonflyTopology::router_label(int router) const {
  const RouterId r = dfly_.router_at(router);
  return std::to_string(r.gid) + "." + std::to_string(r.bid);
}

std::string DragonflyTopology::port_label(int p) const {
  switch (dfly_.port_kind(p)) {
    case PortKind::Terminal: return "t" + std::to_string(p);
    case PortKind::Local: return "l" + std::to_string(p - dfly_.p());
    default: return "g" + std::to_string(dfly_.global_index(p));
  }
}

}  // namespace doar
