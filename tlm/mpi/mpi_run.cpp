#include "mpi_run.hpp"

#include <mpi.h>

#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <string>
#include "mpi_transport.hpp"
#include "simulation.hpp"

namespace doar::net::mpi {

namespace {
std::unique_ptr<MpiTransport> g_transport;

// Open MPI's mpirun, PMIx launchers and MPICH's Hydra set these in every rank.
bool launched_by_mpirun() {
  return std::getenv("OMPI_COMM_WORLD_SIZE") || std::getenv("PMIX_RANK") || std::getenv("PMI_SIZE");
}
}  // namespace

std::string refusal(const SimConfig& c, bool sweep, bool workload) {
  if (!launched_by_mpirun()) return "doar-sim-mpi runs under mpirun: mpirun -np R doar-sim-mpi OPTIONS (docs/mpi.md)";
  if (sweep) return "doar-sim-mpi runs one load point (--rate, or --sweep with --point I), not a --sweep";
  if (c.threads != 1) return "doar-sim-mpi runs one thread per rank, not --threads " + std::to_string(c.threads);
  if (workload) return "closed-loop workloads (--workload) share state across the network at once: run them with doar-sim";
  const std::string why = parallel_fallback(c);
  if (!why.empty()) return why + " share state across the network at once: run them with doar-sim";
  return "";
}

void start() {
  int provided = 0;
  if (MPI_Init_thread(nullptr, nullptr, MPI_THREAD_SINGLE, &provided) != MPI_SUCCESS) {
    throw std::runtime_error("doar-sim-mpi: MPI_Init failed");
  }
  g_transport = std::make_unique<MpiTransport>();
  set_rank_transport(g_transport.get());
}

int rank() { return g_transport ? g_transport->rank() : 0; }
int ranks() { return g_transport ? g_transport->ranks() : 1; }

int finish(int status) {
  if (!g_transport) return status;
  if (status == 1 && g_transport->ranks() > 1) MPI_Abort(MPI_COMM_WORLD, 1);
  set_rank_transport(nullptr);
  g_transport.reset();
  MPI_Finalize();
  return status;
}

}  // namespace doar::net::mpi
