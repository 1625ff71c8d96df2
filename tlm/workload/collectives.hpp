// Collective operations built from point-to-point steps, as MPI libraries implement them;
// the motifs share them. `group` lists the member ranks (communicator order).
#pragma once
#include <cstdint>
#include <vector>
#include "program.hpp"

namespace doar::wl {

// Ring Allreduce of `bytes`: reduce-scatter then allgather, 2(n-1) steps; in each step every
// member sends a 1/n chunk to its right neighbour and waits for the one from its left.
void allreduce_ring(JobBuilder& b, const std::vector<int>& group, std::uint64_t bytes);
// Recursive-doubling Allreduce of `bytes` (MPICH): with n not a power of two, the first
// 2*(n - 2^k) members pair up and fold into 2^k, which exchange the whole vector with the
// partner at distance 1, 2, 4, ...; the folded members get the result back at the end.
void allreduce_rd(JobBuilder& b, const std::vector<int>& group, std::uint64_t bytes);
// Pairwise all-to-all: every member posts its receives, then sends `bytes` to every other
// member in the order i+1, i+2, ... (mod n) so that no member is everyone's first target,
// then waits.
void alltoall(JobBuilder& b, const std::vector<int>& group, std::uint64_t bytes);

// Message counts of the above (for tests and reports).
std::uint64_t allreduce_ring_messages(int n);
std::uint64_t allreduce_rd_messages(int n);

}  // namespace doar::wl
