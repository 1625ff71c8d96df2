// The ends on another rank of the links that leave this rank's routers, in a run spread over
// processes (doar-sim-mpi, rank_links.hpp): a rank builds only the routers and terminals of
// its own parts, so a link to a router it does not build ends here instead, in a receiver
// that owns the link's delay line on this side (its flits are packed from it and sent after
// each block), and a link from such a router starts here, in a sender that stands for the
// far router (the credits this rank's router returns on it are packed the same way). The
// arrival targets they need point into a calendar of their own that nobody reads.
#pragma once
#include <map>
#include <memory>
#include <string>
#include <systemc>
#include <utility>
#include "link_ends.hpp"

namespace doar::net {

class FarEnds : public sc_core::sc_module {
 public:
  FarEnds(sc_core::sc_module_name name, int calendar_horizon) : sc_core::sc_module(name) {
    unread_.init(calendar_horizon);
  }
  // The ends of the link pair between `router`'s `port` (on this rank) and `peer_port` of a
  // router on another rank, latency `lat`, ring slack `slack` (NetEnv::link_slack).
  struct Pair {
    std::unique_ptr<LinkReceiver> to_far;   // router.out(port) binds to its socket
    std::unique_ptr<LinkSender> from_far;   // binds to router.in(port)
  };
  Pair& add(int router, int port, int peer_port, int lat, int slack) {
    const std::string tag = std::to_string(router) + "_" + std::to_string(port);
    Pair& p = pairs_[{router, port}];
    p.to_far = std::make_unique<LinkReceiver>(("to_far_" + tag).c_str(), lat, slack);
    p.from_far = std::make_unique<LinkSender>(("from_far_" + tag).c_str(), lat);
    p.to_far->arrive_at(unread_, ArrivalBits::kFlit, peer_port);
    p.from_far->credits_at(unread_, ArrivalBits::kCredit, peer_port);
    return p;
  }
  // The line of the link from `router`'s `port` to the other rank (nullptr: none here).
  LinkLine* line(int router, int port) {
    const auto it = pairs_.find({router, port});
    return it == pairs_.end() ? nullptr : &it->second.to_far->line();
  }
  // A calendar of the far marks' length for the arrivals this rank does not run.
  ArrivalCalendar& unread() { return unread_; }

 private:
  // The senders take this rank's routers' input lines as the routers' own senders do.
  void end_of_elaboration() override {
    for (auto& kv : pairs_) kv.second.from_far->connect();
  }
  ArrivalCalendar unread_;
  std::map<std::pair<int, int>, Pair> pairs_;
};

}  // namespace doar::net
