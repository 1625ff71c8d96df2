// The one option vocabulary of the tools (docs/tlm.md, "One option vocabulary"): a concept
// that several tools share has one name, one default and one help text, and they are here,
// so that no tool can drift from the others.
//   --dfly P,A,H,G      a tool that takes a dragonfly; default kDefaultDfly in every tool
//   --topology SPEC     a tool that takes any network; one grammar (topology_help); --dfly
//                       is its short form there, and the default network is --dfly's
//   --faults SPEC|FILE  the faults of a run, repeatable; a spec or a file of specs
//   --t1 N, --t2 N      the fault scheduler's fetch and broadcast cycles
// Names that tools used before (--fail, --fault, --fault-t1, --fault-t2) stay accepted as
// hidden aliases, on the command line and in --config files (legacy_alias), so that old
// scripts and saved results still run; --help and a result's `config` show only the
// canonical names.
#pragma once
#include <string>
#include <utility>
#include <vector>
#include <boost/program_options.hpp>

namespace doar::cli {

// The small dragonfly every tool starts from when none is given (README's main job).
inline constexpr const char* kDefaultDfly = "2,4,2,9";

// --dfly: a string option defaulting to kDefaultDfly, and its help (`note` appended).
boost::program_options::typed_value<std::string>* dfly_value(std::string* target);
std::string dfly_help(const std::string& note = "");

// --topology: the grammar of every network spec (core/topology), `note` appended.
std::string topology_help(const std::string& note = "");
// --dfly beside --topology: its help, "short for --topology dfly:P,A,H,G".
std::string dfly_short_help();

// The network of a tool that takes --topology and its short form --dfly: the --topology
// spec(s) given, else "dfly:" + the --dfly value (its default when neither is given), so
// every such tool starts from the same dragonfly. UsageError when both are given.
std::string network_spec(const boost::program_options::variables_map& vm, const std::string& dfly,
                         const std::string& topology);
std::vector<std::string> network_specs(const boost::program_options::variables_map& vm, const std::string& dfly,
                                       const std::vector<std::string>& topologies);

// --faults: repeatable, each a fault spec or a file of them (core/fault/fault_spec.hpp
// fault_list), and its help (`note` appended).
boost::program_options::typed_value<std::vector<std::string>>* faults_value(std::vector<std::string>* target);
std::string faults_help(const std::string& note = "");

// --t1, --t2: the scheduler's costs (core/fault Costs), defaulting to what *target holds.
boost::program_options::typed_value<int>* cycles_value(int* target);
extern const char* const kT1Help;
extern const char* const kT2Help;

// The hidden aliases: (old name, canonical name).
const std::vector<std::pair<std::string, std::string>>& legacy_aliases();

// The canonical name of option `name` for a tool whose options are `desc`: the alias's
// target when `name` is an old name that `desc` does not define and its target is defined
// there; else `name` itself.
std::string canonical_option(const std::string& name, const boost::program_options::options_description& desc);

// argv with every "--OLD" and "--OLD=VALUE" renamed by canonical_option (argv[0] dropped, as
// command_line_parser(vector) expects).
std::vector<std::string> canonical_args(int argc, char** argv, const boost::program_options::options_description& desc);

}  // namespace doar::cli
