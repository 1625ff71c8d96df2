// A run whose parts are spread over processes (doar-sim-mpi, docs/mpi.md): what the engine
// needs from the layer that moves bytes between the processes ("ranks"). The engine decides
// what the bytes are (rank_links.hpp: the cut links' delay-line contents; stats_wire.hpp:
// the statistics); tlm/mpi moves them with MPI and installs itself here, so this library
// never links MPI and a build without MPI has the same engine.
#pragma once
#include <cstdint>
#include <vector>

namespace doar::net {

using Bytes = std::vector<std::uint8_t>;

class RankTransport {
 public:
  virtual ~RankTransport() = default;
  virtual int rank() const = 0;
  virtual int ranks() const = 0;
  // Every rank calls it at the same point: out[r] goes to rank r (out[rank()] is not sent);
  // returns what each rank sent to this one (empty from itself).
  virtual std::vector<Bytes> exchange(const std::vector<Bytes>& out) = 0;
  // Element-wise sum over the ranks, the result on every rank.
  virtual void sum(std::int64_t* values, int n) = 0;
  // Rank 0 gets every rank's bytes, in rank order; the others get nothing.
  virtual std::vector<Bytes> gather(const Bytes& mine) = 0;
};

// The transport of this process (nullptr: an ordinary run in one process).
RankTransport* rank_transport();
void set_rank_transport(RankTransport* t);

}  // namespace doar::net
