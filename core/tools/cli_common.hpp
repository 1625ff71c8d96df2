// What every command-line tool of the project shares: the exit-status contract (0 ok,
// 1 check failed, 2 bad input), one-line errors naming the problem, and small JSON helpers.
#pragma once
#include <functional>
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

// Runs body(); maps Boost option errors, UsageError and std::invalid_argument to a one-line
// message on stderr and exit status 2, other exceptions to status 1.
int run(const char* tool, const std::function<int()>& body);

// Parses the options; prints `usage` + options and returns false when --help was given.
// Unknown options and positional arguments raise a Boost error (exit 2 through run()).
bool parse(int argc, char** argv, const boost::program_options::options_description& desc,
           boost::program_options::variables_map& vm, const std::string& usage);

Dragonfly make_dfly(const std::string& text);

// Splits "a,b,c" into its items (empty text: no items).
std::vector<std::string> split_list(const std::string& text, char sep = ',');
// Parses a whole decimal integer or throws UsageError naming `what`.
int to_int(const std::string& text, const std::string& what);

std::string json_escape(const std::string& s);
inline std::string json_str(const std::string& s) { return "\"" + json_escape(s) + "\""; }

}  // namespace doar::cli
