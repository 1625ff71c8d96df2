// A RouterView the routing tests control completely: per-(port, VC) used credits, per-port
// recent sends, the cycle, and an oracle over a whole network of such views. With `random`
// set, every occupancy query returns a fresh random value instead, which drives the
// algorithms through all their branches in the path walks.
#pragma once
#include <map>
#include <utility>
#include <vector>
#include "router_view.hpp"

namespace doar::net::test {

class FakeNetwork;

class FakeView final : public RouterView {
 public:
  FakeView(const Dragonfly& d, RouterId id, const FakeNetwork* net, std::uint64_t seed)
      : d_(d), id_(id), net_(net), rng_(seed, static_cast<std::uint64_t>(d.router_index(id))),
        noise_(seed ^ 0x5eedull, static_cast<std::uint64_t>(d.router_index(id))) {}

  const Dragonfly& dfly() const override { return d_; }
  RouterId id() const override { return id_; }
  int vcs() const override { return vcs_; }
  std::uint64_t cycle() const override { return *now_; }
  int credits(int port, int vc) const override { return capacity(port) - used(port, vc); }
  int capacity(int) const override { return 1 << 20; }
  int occupancy(int port) const override {
    int s = 0;
    for (int vc = 0; vc < vcs_; ++vc) s += used(port, vc);
    return s;
  }
  int recent_sends(int port) const override {
    if (random_) return noise_.below(64);
    auto it = recent_.find(port);
    return it == recent_.end() ? 0 : it->second;
  }
  int history_window(int) const override { return 1; }
  std::uint64_t flits_sent(int) const override { return 0; }
  Rng& rng() override { return rng_; }
  const RouterView* remote(int router_index) const override;

  // Test controls.
  void set_used(int port, int vc, int flits) { used_[{port, vc}] = flits; }
  void set_recent(int port, int flits) { recent_[port] = flits; }
  void set_random(bool on) { random_ = on; }
  void set_vcs(int n) { vcs_ = n; }
  void set_clock(const std::uint64_t* now) { now_ = now; }


 protected:  // no congestion, never cached
  PortMask compute_congested_ports() const override { return 0; }
  const SlotMask& compute_group_congestion() const override { return none_; }

 private:
  int used(int port, int vc) const {
    if (random_) return noise_.below(128);
    auto it = used_.find({port, vc});
    return it == used_.end() ? 0 : it->second;
  }

  const Dragonfly& d_;
  RouterId id_;
  const FakeNetwork* net_;
  Rng rng_;
  mutable Rng noise_;
  int vcs_ = 5;
  bool random_ = false;
  std::uint64_t zero_ = 0;
  const std::uint64_t* now_ = &zero_;
  std::map<std::pair<int, int>, int> used_;
  std::map<int, int> recent_;
  SlotMask none_;
};

// One FakeView per router, sharing a clock.
class FakeNetwork {
 public:
  FakeNetwork(const Dragonfly& d, std::uint64_t seed) {
    views_.reserve(d.num_routers());
    for (int i = 0; i < d.num_routers(); ++i) {
      views_.emplace_back(d, d.router_at(i), this, seed);
      views_.back().set_clock(&now_);
    }
  }
  FakeView& at(int router_index) { return views_[router_index]; }
  const FakeView& at(int router_index) const { return views_[router_index]; }
  FakeView& at(const RouterId& r) { return views_[views_.front().dfly().router_index(r)]; }
  void set_cycle(std::uint64_t c) { now_ = c; }
  void set_random(bool on) {
    for (auto& v : views_) v.set_random(on);
  }

 private:
  std::uint64_t now_ = 0;
  std::vector<FakeView> views_;
};

inline const RouterView* FakeView::remote(int router_index) const { return &net_->at(router_index); }

}  // namespace doar::net::test
