// The application motifs (paper Sec. 5.2.3, after SST/Ember's motifs): each turns a few
// parameters into every rank's program. docs/workloads.md describes each pattern and its
// parameters; motif_names() lists them.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <vector>
#include "program.hpp"

namespace doar::wl {

struct MotifParams {
  int ranks = 0;                 // number of ranks (> 0)
  int iterations = 1;            // times the motif's iteration body repeats (> 0)
  std::uint64_t msg_bytes = 1024;  // the motif's main message size (see each motif)
  std::uint64_t compute = 0;     // compute cycles per iteration step (see each motif)
  std::vector<int> grid;         // process grid; empty: the most nearly cubic of the motif's rank
  std::string allreduce = "rd";  // DL: "ring" or "rd" (recursive doubling)
  std::uint64_t reduce_bytes = 8;  // LULESH: the Allreduce per iteration
};

struct MotifInfo {
  std::string name;
  int dims;  // process grid dimensions (0: none)
  std::string summary;
  std::function<Job(const MotifParams&)> build;
};

const std::vector<MotifInfo>& motifs();
std::string motif_names();  // "LU, FFT3D, ..."
// Case-insensitive lookup; nullptr when unknown.
const MotifInfo* find_motif(const std::string& name);

// Checks the parameters and builds the job; throws std::invalid_argument naming the problem
// (unknown motif, zero iterations or ranks, a grid whose product is not the rank count).
Job build_motif(const std::string& name, const MotifParams& p);

// Motif bodies (one file each).
Job build_lu(const MotifParams& p);
Job build_fft3d(const MotifParams& p);
Job build_halo3d(const MotifParams& p);
Job build_stencil5d(const MotifParams& p);
Job build_dl(const MotifParams& p);
Job build_lulesh(const MotifParams& p);

}  // namespace doar::wl
