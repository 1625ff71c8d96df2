// Load sweeps in parallel worker processes (SystemC elaborates once per process): each load
// point runs in a fork()ed child from the same SimConfig except the rate, so every point is
// exactly what `doar-sim --rate R` with the same options gives alone. Points are launched
// in increasing rate; once a point is saturated no higher point is launched and running
// higher points are stopped.
#pragma once
#include <stdexcept>
#include <vector>
#include "sim_config.hpp"
#include "simulation.hpp"

namespace doar::net {

// A worker failed; `status` is the exit status doar-sim should give (2 bad input, 3 deadlock).
struct WorkerError : std::runtime_error {
  WorkerError(int s, const std::string& what) : std::runtime_error(what), status(s) {}
  int status;
};

std::vector<double> sweep_rates(double from, double to, double step);

std::vector<PointResult> run_sweep(const SimConfig& base, const std::vector<double>& rates, int jobs,
                                   bool progress);

}  // namespace doar::net
