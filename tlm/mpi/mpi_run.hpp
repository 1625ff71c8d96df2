// doar-sim-mpi's side of MPI (docs/mpi.md): which runs it refuses, starting MPI and the
// transport, who writes the results, and the end. doar_sim.cpp calls these where
// DOAR_SIM_MPI is defined (the doar-sim-mpi build of the same source).
#pragma once
#include <string>
#include "sim_config.hpp"

namespace doar::net::mpi {

// Why a run of these options cannot be spread over ranks ("" when it can; `sweep`: a
// --sweep of several points): one load point,
// one thread per rank, nothing that shares state across the network at once (faults,
// --timeline, workloads: Network::parallel_fallback), and a start by mpirun.
std::string refusal(const SimConfig& c, bool sweep, bool workload);
// MPI_Init and the transport the engine uses (rank_transport.hpp).
void start();
int rank();   // 0 before start()
int ranks();  // 1 before start()
// The last step of sc_main: MPI_Finalize, or MPI_Abort on an internal error (status 1),
// which may have left the other ranks waiting in a collective. Returns `status`.
int finish(int status);

}  // namespace doar::net::mpi
