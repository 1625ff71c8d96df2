#include "mpi_transport.hpp"

#include <mpi.h>

#include <climits>
#include <stdexcept>

namespace doar::net {

namespace {
void check(int rc, const char* what) {
  if (rc != MPI_SUCCESS) throw std::runtime_error(std::string("doar-sim-mpi: ") + what + " failed");
}
int as_count(std::size_t n) {
  if (n > static_cast<std::size_t>(INT_MAX)) throw std::runtime_error("doar-sim-mpi: a message of more than 2 GB");
  return static_cast<int>(n);
}
}  // namespace

MpiTransport::MpiTransport() {
  check(MPI_Comm_rank(MPI_COMM_WORLD, &rank_), "MPI_Comm_rank");
  check(MPI_Comm_size(MPI_COMM_WORLD, &ranks_), "MPI_Comm_size");
  const std::size_t n = static_cast<std::size_t>(ranks_);
  send_counts_.assign(n, 0);
  recv_counts_.assign(n, 0);
  send_at_.assign(n, 0);
  recv_at_.assign(n, 0);
}

// Two collectives: the sizes (every rank learns what it will receive), then the bytes.
std::vector<Bytes> MpiTransport::exchange(const std::vector<Bytes>& out) {
  const std::size_t n = static_cast<std::size_t>(ranks_);
  if (out.size() != n) throw std::logic_error("MpiTransport::exchange: one buffer per rank");
  std::size_t total = 0;
  for (std::size_t r = 0; r < n; ++r) {
    send_counts_[r] = r == static_cast<std::size_t>(rank_) ? 0 : as_count(out[r].size());
    send_at_[r] = as_count(total);
    total += static_cast<std::size_t>(send_counts_[r]);
  }
  send_.resize(total);
  for (std::size_t r = 0; r < n; ++r) {
    if (send_counts_[r]) std::copy(out[r].begin(), out[r].end(), send_.begin() + send_at_[r]);
  }
  check(MPI_Alltoall(send_counts_.data(), 1, MPI_INT, recv_counts_.data(), 1, MPI_INT, MPI_COMM_WORLD), "MPI_Alltoall");
  std::size_t in_total = 0;
  for (std::size_t r = 0; r < n; ++r) {
    recv_at_[r] = as_count(in_total);
    in_total += static_cast<std::size_t>(recv_counts_[r]);
  }
  recv_.resize(in_total);
  check(MPI_Alltoallv(send_.data(), send_counts_.data(), send_at_.data(), MPI_BYTE, recv_.data(), recv_counts_.data(),
                      recv_at_.data(), MPI_BYTE, MPI_COMM_WORLD),
        "MPI_Alltoallv");
  std::vector<Bytes> in(n);
  for (std::size_t r = 0; r < n; ++r) {
    in[r].assign(recv_.begin() + recv_at_[r], recv_.begin() + recv_at_[r] + recv_counts_[r]);
  }
  return in;
}

void MpiTransport::sum(std::int64_t* values, int n) {
  check(MPI_Allreduce(MPI_IN_PLACE, values, n, MPI_INT64_T, MPI_SUM, MPI_COMM_WORLD), "MPI_Allreduce");
}

std::vector<Bytes> MpiTransport::gather(const Bytes& mine) {
  const int size = as_count(mine.size());
  std::vector<int> sizes(static_cast<std::size_t>(ranks_), 0), at(static_cast<std::size_t>(ranks_), 0);
  check(MPI_Gather(&size, 1, MPI_INT, sizes.data(), 1, MPI_INT, 0, MPI_COMM_WORLD), "MPI_Gather");
  std::size_t total = 0;
  for (std::size_t r = 0; r < sizes.size(); ++r) {
    at[r] = as_count(total);
    total += static_cast<std::size_t>(sizes[r]);
  }
  std::vector<std::uint8_t> all(rank_ == 0 ? total : 0);
  check(MPI_Gatherv(mine.data(), size, MPI_BYTE, all.data(), sizes.data(), at.data(), MPI_BYTE, 0, MPI_COMM_WORLD),
        "MPI_Gatherv");
  std::vector<Bytes> out;
  if (rank_ != 0) return out;
  for (std::size_t r = 0; r < sizes.size(); ++r) out.emplace_back(all.begin() + at[r], all.begin() + at[r] + sizes[r]);
  return out;
}

}  // namespace doar::net
