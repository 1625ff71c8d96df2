// What makes a tool's result describe itself (docs/tlm.md, "Output"): every JSON a tool
// writes carries `schema` (the version of that tool's output format: raise it when a field
// changes meaning or goes away), `version` (doar::version(), the build) and `config` (the
// effective value of every option of the run, defaults included). The config is read off
// the parsed options, so a new option is recorded without touching any tool; and
// `--config RESULT.json` (read_config_file) turns it back into the options, so a result
// can be re-run from its file alone.
#pragma once
#include <set>
#include <string>
#include <boost/program_options.hpp>
#include <nlohmann/json.hpp>

namespace doar::cli {

// Options that name where results go or only change what is printed, not the run: never
// recorded, so that re-running a result's config cannot overwrite that result.
const std::set<std::string>& unrecorded_options();

// Every option of `desc` but those in unrecorded_options() and `leave_out`, with its value
// in `vm` as JSON (string, number, bool, array); a value-less flag as true/false; an option
// without a default that was not given as null. Names without the leading "--".
nlohmann::ordered_json options_json(const boost::program_options::options_description& desc,
                                    const boost::program_options::variables_map& vm,
                                    const std::set<std::string>& leave_out = {});

// {"schema": schema, "version": doar::version(), "config": options_json(...)}.
nlohmann::ordered_json result_header(int schema, const boost::program_options::options_description& desc,
                                     const boost::program_options::variables_map& vm,
                                     const std::set<std::string>& leave_out = {});
// Appends the three fields of result_header() to the object `obj` (at its end, after the
// results, in an ordered_json), or to every object of the array `obj`.
template <class Json>
void add_result_header(Json& obj, int schema, const boost::program_options::options_description& desc,
                       const boost::program_options::variables_map& vm, const std::set<std::string>& leave_out = {}) {
  const nlohmann::ordered_json h = result_header(schema, desc, vm, leave_out);  // items() needs it alive
  if (obj.is_array()) {
    for (auto& e : obj) add_result_header(e, schema, desc, vm, leave_out);
    return;
  }
  for (const auto& [k, v] : h.items()) obj[k] = Json(v);
}

// `j` on one line, items separated by ", " and keys by ": ": the form of the tools that print
// one JSON result per line (doar-fault, the co-simulation and RCU checkers), which line tools
// (grep, sed) read as well as a JSON parser. Every value is written by the library.
std::string one_line(const nlohmann::ordered_json& j);

// The `config` object of a tool's JSON result: the object's own "config", or the first
// element's of an array of result objects. Throws UsageError when there is none.
const nlohmann::json& config_of(const nlohmann::json& result, const std::string& path);

// --config FILE: stores FILE's options into `vm` after the command line's (which win).
// FILE is either a JSON result of a tool (its `config`: a value equal to the option's
// current default is left to the default, so it counts as not given) or lines of
// 'name = value' (the configs/*.cfg files). Unknown names, malformed values and negative
// numbers for options not in `may_be_negative` are UsageErrors naming the file.
void read_config_file(const std::string& path, const boost::program_options::options_description& desc,
                      boost::program_options::variables_map& vm, const std::set<std::string>& may_be_negative = {});

}  // namespace doar::cli
