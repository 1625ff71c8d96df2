// The motif interpreter: runs every rank's program (program.hpp) against a network and is the
// network's PacketSource. A posted send becomes a message of ceil(bytes / flit_bytes) flits,
// cut into packets of packet_flits flits (the last one padded to a whole packet), queued FIFO
// at the rank's terminal; every packet carries its message's index as Packet::id. A message
// is complete when all its packets have been delivered; it then completes the matching
// receive (same source rank, same sequence number) or waits for it to be posted.
// Ranks advance whenever their terminal can inject (every cycle it is idle) or a message
// for them completes. The engine never touches the network itself, so a network-free driver
// (dry_run) can run the same programs for tests.
#pragma once
#include <cstdint>
#include <deque>
#include <string>
#include <unordered_set>
#include <vector>
#include "packet_source.hpp"
#include "program.hpp"

namespace doar::wl {

struct EngineStats {
  std::uint64_t messages = 0, messages_done = 0;  // posted, fully delivered
  std::uint64_t packets = 0, packets_done = 0, flits = 0;
  std::uint64_t recvs_matched = 0;                 // receives completed by their message
  std::uint64_t duplicates = 0, misdelivered = 0;  // packets beyond a message's count / at the wrong node
  std::uint64_t sum_packet_latency = 0, sum_message_latency = 0, max_message_latency = 0;
  std::uint64_t ranks_done = 0;
  std::uint64_t completion = 0;  // cycle the last rank finished its program
  double packet_latency() const { return packets_done ? double(sum_packet_latency) / packets_done : 0; }
  double message_latency() const { return messages_done ? double(sum_message_latency) / messages_done : 0; }
};

class Engine : public net::PacketSource {
 public:
  Engine(const Job& job, std::vector<int> rank_node, int nodes, int flit_bytes, int packet_flits);

  bool next(int node, std::uint64_t cycle, net::SourcePacket& out) override;
  void delivered(const net::Packet& p, std::uint64_t cycle) override;

  bool finished() const { return stats_.ranks_done == ranks_.size() && stats_.messages_done == stats_.messages; }
  // Nothing can happen any more: no packet queued or in flight, no rank computing, and not
  // finished (a program that waits for a receive no one sends).
  bool stuck(std::uint64_t cycle) const;
  const EngineStats& stats() const { return stats_; }
  // End-of-run audit: "" when every message was delivered exactly once, at its destination,
  // and matched to its receive, and every rank finished; else what went wrong.
  std::string audit() const;

 private:
  struct Msg {
    std::int32_t src, dst;
    std::uint32_t seq;
    std::uint32_t packets, unsent, arrived;
    std::uint64_t posted;
  };
  struct Rank {
    std::size_t pc = 0;
    std::uint64_t busy_until = 0;
    std::uint32_t outstanding = 0;  // posted receives not complete
    bool done = false;
    std::unordered_set<std::uint64_t> posted;  // (src, seq) of receives waiting for a message
    std::unordered_set<std::uint64_t> early;   // (src, seq) of messages complete before their receive
  };
  static std::uint64_t key(int src, std::uint32_t seq) { return (std::uint64_t(std::uint32_t(src)) << 32) | seq; }
  void advance(int rank, std::uint64_t cycle);

  const Job& job_;
  std::vector<int> rank_node_, node_rank_;
  int flit_bytes_, packet_flits_;
  std::vector<Rank> ranks_;
  std::vector<Msg> msgs_;
  std::vector<std::deque<std::uint32_t>> outq_;  // per node: messages with packets to inject
  EngineStats stats_;
};

// Runs the engine without a network: each node injects one packet per cycle, delivered
// `latency` cycles later. Returns the completion cycle; throws std::runtime_error when the
// programs get stuck or do not finish within max_cycles.
std::uint64_t dry_run(Engine& e, int nodes, int latency, std::uint64_t max_cycles);

}  // namespace doar::wl
