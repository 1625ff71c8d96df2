// doar-sim's network (tlm/sim, as doar-sim builds it) driven by a TraceSource: elaborated next to the
// pin-cycle network in the same SystemC process, each with its own clock.
#pragma once
#include <memory>
#include "net_setup.hpp"
#include "network.hpp"
#include "trace_source.hpp"

namespace doar::routertb {

class DoarSimNet {
 public:
  // `cfg`: s.sim_config(), possibly with doar-sim's own timing options changed.
  DoarSimNet(const NetSetup& s, const net::SimConfig& cfg, const std::vector<TracePacket>& trace);
  const TraceSource& source() const { return source_; }
  std::size_t flits_in_network() const;

 private:
  net::SimConfig cfg_;
  std::unique_ptr<DragonflyTopology> topo_;
  std::unique_ptr<NetworkTables> tables_;
  std::unique_ptr<net::Traffic> traffic_;
  TraceSource source_;
  std::unique_ptr<net::NetEnv> env_;
  net::Network* net_ = nullptr;  // never destroyed (SystemC's teardown, as run_point())
};

}  // namespace doar::routertb
