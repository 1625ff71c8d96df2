// Walks one packet through a network of routing-function instances (one per router, as the
// simulator makes them) over FakeViews, the way a router would: route the head at each
// router, follow the chosen link, count hops. Records every (router, port, VC) channel the
// packet takes so that tests can check VC ranges, class order and the channel dependency
// graph. No timing: the views' occupancies are whatever the test set.
#pragma once
#include <memory>
#include <vector>
#include "fake_view.hpp"
#include "registry.hpp"

namespace doar::net::test {

struct Hop {
  RouterId router;
  int port = -1, vc = -1;
  PortKind kind = PortKind::Terminal;
};

struct Walk {
  bool delivered = false;
  std::vector<Hop> hops;  // router-to-router hops, in order (ejection not included)
  PacketHeader hdr;       // the head's header as it arrived
};

class Routers {
 public:
  Routers(const Dragonfly& d, const RoutingInfo& algo, RoutingParams prm = {}) : d_(d) {
    prm.vcs = algo.vcs;
    for (int i = 0; i < d.num_routers(); ++i) {
      RoutingSetup s;
      s.dfly = &d;
      s.router = d.router_at(i);
      s.params = prm;
      fns_.push_back(algo.make(s));
    }
  }
  RoutingFunction& at(int router_index) { return *fns_[router_index]; }

  // Walks a packet from src to dst; gives up after max_hops router-to-router hops.
  Walk walk(FakeNetwork& net, const NodeAddr& src, const NodeAddr& dst, int max_hops = 16) {
    Walk w;
    PacketHeader& hdr = w.hdr;
    hdr = PacketHeader::make(src, dst);
    RouterId r = src.router();
    int in_port = src.nid, in_vc = 0;
    for (int step = 0; step <= max_hops; ++step) {
      const int ri = d_.router_index(r);
      const RouteChoice c = fns_[ri]->route(net.at(ri), in_port, in_vc, hdr);
      if (c.out_port < 0) return w;
      const PortKind k = d_.port_kind(c.out_port);
      if (k == PortKind::Terminal) {
        w.delivered = r == dst.router() && c.out_port == dst.nid;
        return w;
      }
      w.hops.push_back({r, c.out_port, c.out_vc, k});
      const PortPeer peer = d_.peer(r, c.out_port);
      if (!peer.connected) return w;
      ++hdr.hops;
      if (k == PortKind::Global) ++hdr.global_hops;
      r = peer.router;
      in_port = peer.port;
      in_vc = c.out_vc;
    }
    return w;
  }

 private:
  const Dragonfly& d_;
  std::vector<std::unique_ptr<RoutingFunction>> fns_;
};

}  // namespace doar::net::test
