// The fault-handling hardware of one router (paper Fig. 8a, Algorithms 2 and 3, DESIGN.md
// section 6): a scheduler that takes one event at a time (local fault/recovery events first,
// then the ports' FD/FR input buffers round-robin), and per input port the travel, match and
// action semantics on that port's tables A and B.
//
// The engine sees only its own router: its configured tables (the reference, never changed),
// its live tables (the working copy the RCU reads) and the state of its own links. It
// consumes events and packets and produces FD/FR packets, each tagged with the port it leaves
// through; a network driver (network_driver.hpp, or the TLM simulator) delivers them.
//
// Timing contract: start_next(now) picks the next event and returns the cycle at which the
// command completes (t_ld for a local fault, t_gd for an FD, t_r for a recovery event or an
// FR). finish() applies the command to the live tables and returns the packets it produced;
// they leave at the completion cycle. Between start_next() and finish() the engine is busy.
#pragma once
#include <cstdint>
#include <deque>
#include <optional>
#include <vector>
#include "fault_packet.hpp"
#include "route_options.hpp"

namespace doar::fault {

enum class CommandKind : std::uint8_t { LocalFault, LocalRecovery, MatchFd, FrAct, MatchRv, MatchVg, MatchVr };
const char* command_name(CommandKind k);

struct Command {
  CommandKind kind = CommandKind::LocalFault;
  int port = -1;        // Fp: the failed / recovered port, or the port the packet came in on
  FaultPacket packet;   // MatchFd / FrAct only
};

struct Emitted {
  int port = -1;        // output port the packet leaves through
  FaultPacket packet;
};

class RouterFaultEngine {
 public:
  RouterFaultEngine(const Dragonfly& d, const RouterId& self, const Costs& costs, EngineRules rules = {});

  const RouterId& id() const { return self_; }

  // Inputs. A link change is seen at once (the port stops sending) and queued as an event.
  void link_down(int port);
  void link_up(int port);
  void receive(int in_port, const FaultPacket& p);
  bool port_up(int port) const { return up_[static_cast<std::size_t>(port)]; }

  // Scheduler.
  bool busy() const { return busy_; }
  bool has_pending() const;
  std::optional<std::uint64_t> start_next(std::uint64_t now);
  const Command& current() const { return cur_; }
  std::vector<Emitted> finish();

  // Router restart after a router fault: configured tables, every link up, nothing queued.
  void reset();

  // Tables as the RCU reads them, and as configured.
  const PortTables& live(int port) const { return live_[static_cast<std::size_t>(port)]; }
  const PortTables& configured(int port) const { return cfg_[static_cast<std::size_t>(port)]; }
  bool tables_restored() const;
  int radix() const { return static_cast<int>(cfg_.size()); }

  // Entry selected by Aim for an FD address (paper Algorithm 2 lines 17-26).
  int aim(const NodeAddr& addr, int prefix) const;
  // The address and prefix of entry e itself, as Travel_FD sends it.
  void entry_address(int e, NodeAddr& addr, int& prefix) const;

 private:
  std::uint64_t cost(CommandKind k) const;
  // FD_act on entry e of port q with failed route Fp; `affects` filters the options. Returns
  // the contexts that lost their last valid option.
  std::uint8_t fd_act(int q, int e, int fp, bool by_tag, std::uint8_t tag);
  bool can_send(int port) const;
  void travel_fd(int fp, std::vector<Emitted>& out);
  void match_fd(int fp, const FaultPacket& in, std::vector<Emitted>& out);
  void fr_act_all(int fp, std::vector<Emitted>& out);
  void match_rv(int fp, const FaultPacket& in, std::vector<Emitted>& out);
  // VC guard (EngineRules::vc_guard).
  bool table_alive(int q, int e, bool table_b) const;  // some option of table A (B) of entry e valid
  bool vc_limited(int q, int e) const;  // global port q's B-region entry e: refractions alone
  // After an FD_act on entry e of port q: VG through q if the entry became VC-limited.
  void guard_after_fd(int q, int e, bool limited_before, std::vector<Emitted>& out);
  // VG (VR) arrived on fp: pass it on (over a global link), or take (give back) the
  // refractions towards the named group at this router's global ports (over an intra-group
  // link, from the group's exit router to that group).
  void match_guard(int fp, const FaultPacket& in, bool revoke, std::vector<Emitted>& out);
  // Dead-router rule: router `bid` of this group lost router `lost`; revoke when all have.
  void note_lost(int lost, int bid, std::vector<Emitted>& out);

  const Dragonfly* d_;
  RouterId self_;
  Costs costs_;
  EngineRules rules_;
  std::vector<std::uint32_t> lost_;           // dead-router rule: by router bid, who lost it
  std::vector<bool> known_dead_;
  std::vector<std::vector<bool>> guard_sent_;  // VC guard: [port][entry] VG sent, VR not yet
  std::vector<int> guard_count_;               // VC guard: [group] VGs heard and not taken back
  std::vector<std::vector<std::uint64_t>> guard_taken_;  // [port][group] table B bits the guard holds
  std::vector<PortTables> cfg_, live_;
  std::vector<PortOptions> opts_;
  std::vector<bool> up_;
  std::vector<bool> connected_;
  std::deque<Command> local_;                 // local fault / recovery events
  std::vector<std::deque<FaultPacket>> inbuf_;  // per input port
  int rr_ = 0;                                // next port the round-robin poll looks at
  bool busy_ = false;
  Command cur_;
};

}  // namespace doar::fault
