// A closed-loop workload as data: every rank runs a straight-line program of steps, in the
// style of an MPI code with non-blocking point-to-point calls.
//   Send(peer, bytes)   post a send (MPI_Isend): the message is queued at the rank's NIC
//   Recv(peer, bytes)   post a receive (MPI_Irecv) for the next message from `peer`
//   Wait                block until every receive posted so far has completed (MPI_Waitall)
//   Compute(cycles)     busy for that many cycles, nothing is injected meanwhile
// Matching follows MPI's non-overtaking rule: the k-th send from rank s to rank d matches
// the k-th receive that d posts for s. Both steps carry that k (`seq`), fixed when the program
// is built, so message counts and matching can be checked without running a network.
#pragma once
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace doar::wl {

struct Step {
  enum Kind : std::uint8_t { Send, Recv, Wait, Compute };
  Kind kind = Wait;
  int peer = -1;          // Send/Recv: the other rank
  std::uint32_t seq = 0;  // Send/Recv: index among the messages of this ordered rank pair
  std::uint64_t value = 0;  // Send/Recv: bytes; Compute: cycles
};

using Program = std::vector<Step>;

// Every rank's program plus a one-line description of the motif's parameters.
struct Job {
  std::string motif;
  std::string params;  // e.g. "grid 4x4x2, 1024 B faces, 500 compute cycles, 3 iterations"
  std::vector<Program> ranks;
  int size() const { return static_cast<int>(ranks.size()); }
};

// Builds a Job step by step and numbers each pair's messages in posting order.
class JobBuilder {
 public:
  JobBuilder(std::string motif, int ranks);
  void send(int rank, int peer, std::uint64_t bytes);
  void recv(int rank, int peer, std::uint64_t bytes);
  void wait(int rank);
  void compute(int rank, std::uint64_t cycles);
  // Both ends at once: s sends to d, d posts the matching receive.
  void exchange(int s, int d, std::uint64_t bytes) {
    send(s, d, bytes);
    recv(d, s, bytes);
  }
  int size() const { return static_cast<int>(job_.ranks.size()); }
  Job finish(std::string params);

 private:
  static std::uint64_t key(int a, int b) { return (static_cast<std::uint64_t>(a) << 32) | static_cast<std::uint32_t>(b); }
  Job job_;
  std::unordered_map<std::uint64_t, std::uint32_t> sends_, recvs_;  // (src, dst) -> count
};

// Static census of a job: messages and bytes; throws std::logic_error when a send has no
// matching receive (same pair, sequence number and size) or the other way round.
struct Census {
  std::uint64_t messages = 0;
  std::uint64_t bytes = 0;
  std::uint64_t steps = 0;
};
Census census(const Job& job);

}  // namespace doar::wl
