#include "doar_sim_net.hpp"

#include "registry.hpp"
#include "simulation.hpp"

namespace doar::routertb {

DoarSimNet::DoarSimNet(const NetSetup& s, const net::SimConfig& cfg, const std::vector<TracePacket>& trace)
    : cfg_(cfg), source_(trace, Dragonfly(s.dfly).num_nodes(), s.packet_size) {
  net::validate(cfg_);
  topo_ = std::make_unique<DragonflyTopology>(cfg_.dfly);
  const Dragonfly& d = topo_->dragonfly();
  const net::RoutingInfo& algo = *net::find_routing(cfg_.routing);
  tables_ = std::make_unique<NetworkTables>(d, cfg_.faults.tables);
  traffic_ = std::make_unique<net::Traffic>("UR", d, cfg_.seed);  // unused: the source replaces it
  env_ = std::make_unique<net::NetEnv>(cfg_, *topo_, tables_.get(), *traffic_);
  env_->publish_congestion = true;
  env_->generating = false;
  env_->source = &source_;
  env_->stats.begin = env_->stats.end = 0;
  net_ = new net::Network("doar_sim", *env_, algo, cfg_.vcs);
}

std::size_t DoarSimNet::flits_in_network() const { return static_cast<std::size_t>(env_->stats.flits_in_network); }

}  // namespace doar::routertb
