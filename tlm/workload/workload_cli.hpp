// doar-sim's workload mode (--workload NAME): the options, the run and its report (a table,
// JSON and CSV with mean packet latency, message latency and completion time).
#pragma once
#include <boost/program_options.hpp>
#include <cstdint>
#include <string>
#include <nlohmann/json.hpp>
#include "motif.hpp"
#include "sim_config.hpp"

namespace doar::wl {

struct WorkloadOptions {
  std::string name;
  MotifParams params;
  std::string grid;                 // "AxBxC"; empty: balanced
  std::string placement = "linear";
  int flit_bytes = 16;
  std::uint64_t max_cycles = 20000000;
};

void add_workload_options(boost::program_options::options_description& desc, WorkloadOptions& o);

// Runs the workload on the network of `c`; returns doar-sim's exit status (0 ok, 1 the audit
// failed or the programs got stuck, 3 deadlock). Bad parameters throw std::invalid_argument
// (status 2 through cli::run). `header` (schema, version, config: result_header.hpp) ends the
// JSON and fills FILE.meta beside the CSV.
int run_workload_cli(const net::SimConfig& c, WorkloadOptions& o, const std::string& json, const std::string& csv,
                     bool quiet, const nlohmann::ordered_json& header);

}  // namespace doar::wl
