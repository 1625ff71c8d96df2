// A part's statistics as bytes, for a run spread over processes (doar-sim-mpi): each rank
// sends its parts' statistics to rank 0 at the end, which puts them in place of its own
// (never run) copies of those parts and merges them in part order (NetEnv::merged_stats),
// exactly as a run on threads does.
#pragma once
#include <cstddef>
#include "rank_transport.hpp"
#include "stats.hpp"

namespace doar::net {

void put_stats(Bytes& out, const Stats& s);
// Reads what put_stats() wrote at `at` (advanced past it); throws std::runtime_error on
// bytes that end early.
Stats get_stats(const Bytes& in, std::size_t& at);

}  // namespace doar::net
