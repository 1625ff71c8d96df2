#include "dragonfly_topology.hpp"

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

}  // namespace doar
