// doar-sim's fault options (--link-faults, --router-faults, --faults SPEC|FILE, --fault-at,
// --repair-at, ...) and time series (--timeline FILE, --window, --plot), and what a run with
// them prints and writes. docs/faults_sim.md.
#pragma once
#include <boost/program_options.hpp>
#include <ostream>
#include <string>
#include <vector>
#include <nlohmann/json.hpp>
#include "sim_config.hpp"
#include "simulation.hpp"

namespace doar::net {

struct FaultCli {
  std::vector<std::string> faults;  // --faults SPEC|FILE, repeatable
  std::string timeline;      // --timeline FILE (CSV)
  std::string report;        // --fault-report FILE (JSON)
  std::string loss_log;      // --loss-log FILE (CSV)
  bool plot = false;         // --plot: the timeline as PNG beside the CSV
  std::string fault_rules = table_reading_name(kDefaultTableReading);  // --fault-rules e3|literal
  // The outputs that describe one load point: a sweep must be refused before it runs.
  bool single_point_only() const { return !timeline.empty() || !report.empty() || !loss_log.empty(); }
};

void add_fault_options(boost::program_options::options_description& desc, SimConfig& c, FaultCli& o);
// After parsing: reads the faults (a file's errors name its line; status 2) and sets the flags.
void apply_fault_options(const boost::program_options::variables_map& vm, SimConfig& c, FaultCli& o);
// Prints the fault summary (unless quiet) and writes the report, timeline and plot of a
// single-point run. Throws std::invalid_argument when an output cannot be written. `header`
// (schema, version, config: core/tools/result_header.hpp) ends the report and fills the
// timeline's FILE.meta.
void write_fault_outputs(std::ostream& os, const SimConfig& c, const std::vector<PointResult>& pts, const FaultCli& o,
                         bool quiet, const nlohmann::ordered_json& header);

}  // namespace doar::net
