// The byte mover of a run spread over processes (rank_transport.hpp) on MPI: the ranks of
// MPI_COMM_WORLD, one all-to-all per block, sums and the final gather as collectives.
#pragma once
#include "rank_transport.hpp"

namespace doar::net {

class MpiTransport : public RankTransport {
 public:
  MpiTransport();  // after MPI_Init
  int rank() const override { return rank_; }
  int ranks() const override { return ranks_; }
  std::vector<Bytes> exchange(const std::vector<Bytes>& out) override;
  void sum(std::int64_t* values, int n) override;
  std::vector<Bytes> gather(const Bytes& mine) override;

 private:
  int rank_ = 0, ranks_ = 1;
  // Reused by every exchange (a dragonfly's block sends a few KB to each neighbour).
  std::vector<int> send_counts_, recv_counts_, send_at_, recv_at_;
  std::vector<std::uint8_t> send_, recv_;
};

}  // namespace doar::net
