// What every command-line tool of the project shares: the exit-status contract (0 ok,
// 1 check failed, 2 bad input), one-line errors naming the problem. JSON is written and read
// with nlohmann-json (result_header.hpp), by every tool.
#pragma once
#include <fstream>
#include <functional>
#include <ostream>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>
#include <boost/program_options.hpp>
#include "dragonfly.hpp"

namespace doar::cli {

// Bad input from the user: printed as "<tool>: error: <what>" with exit status 2.
struct UsageError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

// An output that could not be written (a full disk, a missing folder): printed as
// "<tool>: error: <what>" with exit status 1.
struct IoError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Writes the file `path` through `write`, then makes sure every byte reached it: IoError
// naming the path and the system's reason otherwise.
void write_file(const std::string& path, const std::function<void(std::ostream&)>& write);

// --json [FILE|-] of the tools that print their result either as text or as JSON: the
// option's value (`-` when given without one). JsonTarget then sends stdout to FILE for the
// rest of the run (the JSON goes there; nothing is printed), or leaves it alone for `-`.
boost::program_options::typed_value<std::string>* json_target_value(std::string* target);
class JsonTarget {
 public:
  explicit JsonTarget(const std::string& target);  // "" or "-": stdout; IoError if FILE won't open
  ~JsonTarget();                                   // stdout back on the terminal
  JsonTarget(const JsonTarget&) = delete;
  JsonTarget& operator=(const JsonTarget&) = delete;
  void finish();  // flushes FILE: IoError naming it when a byte did not reach it

 private:
  std::string path_;
  std::ofstream* file_ = nullptr;
  std::streambuf* saved_ = nullptr;
};

// Runs body(); maps Boost option errors, UsageError and std::invalid_argument to a one-line
// message on stderr and exit status 2, IoError and other exceptions to status 1.
int run(const char* tool, const std::function<int()>& body);

// Parses the options; prints `usage` + options and returns false when --help was given, and
// the version (print_version) when --version was: every tool using it takes both.
// Unknown options and positional arguments raise a Boost error (exit 2 through run()).
bool parse(int argc, char** argv, const boost::program_options::options_description& desc,
           boost::program_options::variables_map& vm, const std::string& usage);

// "<tool> <version>": the tool's name from argv[0] and doar::version() (core/version.hpp).
void print_version(std::ostream& os, const std::string& argv0);

// Refuses what Boost would otherwise take silently: a positional argument (Boost drops it)
// and a negative number given to an option not named in `may_be_negative` (an unsigned
// option would wrap "-1" to 2^64-1). Throws UsageError naming the argument.
void check_parsed(const boost::program_options::parsed_options& parsed,
                  const std::set<std::string>& may_be_negative = {});

// Opens a file of options or specs for reading: it must be a readable regular file (not a
// directory, a device or a FIFO). Throws UsageError naming `what` and the path.
void require_regular_file(const std::string& path, const std::string& what);

// A user's value for an error message: quoted, and cut to 60 characters.
std::string quote(const std::string& value);

// SystemC prints a banner when its kernel starts, before sc_main: a tool that links SystemC
// calls this from a static initializer of its own file (as `const int kQuiet = ...;`) so the
// variable that silences it is set first. Returns 0.
int quiet_systemc_banner();

Dragonfly make_dfly(const std::string& text);

// Splits "a,b,c" into its items (empty text: no items).
std::vector<std::string> split_list(const std::string& text, char sep = ',');
// Parses a whole decimal integer or throws UsageError naming `what`.
int to_int(const std::string& text, const std::string& what);

}  // namespace doar::cli
