// What the engine calls on fault injection, and nothing of how it is done: tlm/fault
// implements these interfaces (FaultAgent, FaultFabric) and installs a provider that checks
// the fault options and builds the fabric; the engine never includes tlm/fault
// (docs/tlm.md, "Layers"). Without faults the engine holds null pointers and calls nothing.
#pragma once
#include <cstdint>
#include <memory>
#include "sim_fault_report.hpp"
#include "tables.hpp"

namespace doar::net {

struct NetEnv;
struct Packet;
struct SimConfig;

// What became of a head whose route failed (Router::route and the fault agent agree on it).
enum class DropKind : std::uint8_t { None, Lost, DeadEnd, Unreachable };

// Where in its router a packet was dropped, for --loss-log (docs/faults_sim.md section 4):
// the input port and VC it sat in, the output port its route had chosen (-1: none, or not
// routed yet) and the hops it had taken. -1 where a field does not apply.
struct DropSite {
  int in_port = -1, in_vc = -1, out_port = -1, hops = -1;
};

// One router's fault hardware as its data path sees it. The questions asked every cycle
// (dead, resync due, port up) are plain fields read inline, and tick() is a compare; only
// the fault work itself and the drops are virtual calls, so a run with faults pays a call
// where something happens, not per flit or per cycle.
class RouterFaultHooks {
 public:
  virtual ~RouterFaultHooks() = default;

  // Called by the router at the start of every cycle, before it moves any flit.
  void tick(std::uint64_t cycle) {
    if (cycle >= next_) work(cycle);
  }
  bool dead() const { return dead_; }
  // Router repair: the router restarts in this cycle (take_restart), and the output ports
  // whose credits must be set again (take_resync).
  bool resync_due() const { return restart_ || resync_ != 0; }
  bool take_restart() {
    const bool r = restart_;
    restart_ = false;
    return r;
  }
  std::uint64_t take_resync() {
    const std::uint64_t m = resync_;
    resync_ = 0;
    return m;
  }
  // Whether the link on `port` works, as this router sees it.
  bool port_up(int port) const { return !((down_ >> port) & 1u); }
  // What happens to a head whose route was computed at input `in_port` as `out_port`
  // (-1: no valid entry): delivered on (None), or dropped, and why.
  virtual DropKind classify(int in_port, int out_port) const = 0;
  // Accounts for a dropped packet (its PacketPool index) and returns it to the pool.
  virtual void drop(std::uint32_t pkt, DropKind why, std::uint64_t cycle, const DropSite& at) = 0;

 protected:
  // The fault work due at `cycle` (tick() calls it once cycle >= next_).
  virtual void work(std::uint64_t cycle) = 0;
  std::uint64_t next_ = ~std::uint64_t{0};  // next cycle with something to do
  std::uint64_t down_ = 0;                  // bit per port: link down
  bool dead_ = false;
  bool restart_ = false;                    // the router restarts in this cycle
  std::uint64_t resync_ = 0;                // bit per output port whose credits must be set again
};

// The network-wide side, called by the terminals and the run loop.
class NetFaultHooks {
 public:
  virtual ~NetFaultHooks() = default;
  virtual RouterFaultHooks* agent(int router_index) = 0;
  virtual void on_inject(std::uint64_t cycle) = 0;
  // --timeline-detail: the terminals report every packet a Bernoulli source creates
  // (`queued` false: its queue was full); they ask detail() first.
  virtual bool detail() const = 0;
  virtual void on_generate(std::uint64_t cycle, bool queued) = 0;
  virtual void on_deliver(const Packet& p, std::uint64_t cycle) = 0;
  // Packets created in the sample window and dropped (the run waits for the others), and of
  // those the ones without a route at their source.
  virtual std::uint64_t tagged_dropped() const = 0;
  virtual std::uint64_t tagged_unreachable() const = 0;
  // The report at the end of the run; `in_flight` is counted by the engine in the buffers
  // and on the links.
  virtual FaultReport report(std::uint64_t in_flight) const = 0;
};

// What a program that runs faults installs before its first validate()/run_point():
// `validate` checks SimConfig::faults (throws std::invalid_argument), `make` builds the fabric
// of a network whose options are active(); `tables` is the store DOAR's routers read, nullptr
// for algorithms without tables.
struct FaultHooksProvider {
  void (*validate)(const SimConfig& c) = nullptr;
  std::unique_ptr<NetFaultHooks> (*make)(NetEnv& env, NetworkTables* tables) = nullptr;
};
void set_fault_hooks_provider(const FaultHooksProvider& p);
// nullptr until a provider is installed.
const FaultHooksProvider* fault_hooks_provider();

}  // namespace doar::net
