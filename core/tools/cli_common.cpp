#include "cli_common.hpp"
#include "cli_vocabulary.hpp"
#include "result_header.hpp"
#include "version.hpp"

#include <sys/stat.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>

namespace po = boost::program_options;

namespace doar::cli {

namespace {

// An error message as one line of readable length: a user's 2 MB argument is not echoed whole.
std::string one_line(const char* what) {
  std::string s(what);
  for (char& ch : s) {
    if (ch == '\n' || ch == '\r') ch = ' ';
  }
  const std::size_t max = 400;
  return s.size() <= max ? s : s.substr(0, max) + "...";
}

}  // namespace

int run(const char* tool, const std::function<int()>& body) {
  try {
    return body();
  } catch (const po::error& e) {
    std::cerr << tool << ": error: " << one_line(e.what()) << " (see --help)\n";
    return 2;
  } catch (const std::invalid_argument& e) {
    std::cerr << tool << ": error: " << one_line(e.what()) << "\n";
    return 2;
  } catch (const IoError& e) {
    std::cerr << tool << ": error: " << one_line(e.what()) << "\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << tool << ": internal error: " << one_line(e.what()) << "\n";
    return 1;
  }
}

namespace {

// "-1", "-0.5", "-.5", "-inf", "-nan" (after blanks); not "-" (stdout for --json) or "-x".
bool negative_number(const std::string& v) {
  const std::size_t i = v.find_first_not_of(" \t");
  if (i == std::string::npos || v[i] != '-' || i + 1 >= v.size()) return false;
  const char c = v[i + 1];
  return (c >= '0' && c <= '9') || c == '.' || c == 'i' || c == 'I' || c == 'n' || c == 'N';
}

}  // namespace

std::string quote(const std::string& value) {
  const std::size_t max = 60;
  return "'" + (value.size() <= max ? value : value.substr(0, max) + "...") + "'";
}

void check_parsed(const po::parsed_options& parsed, const std::set<std::string>& may_be_negative) {
  for (const auto& o : parsed.options) {
    if (o.string_key.empty() || o.position_key >= 0) {
      const std::string tok = o.original_tokens.empty() ? std::string() : o.original_tokens.front();
      throw UsageError("unexpected argument " + quote(tok) + " (every argument is an --option)");
    }
    if (may_be_negative.count(o.string_key)) continue;
    for (const auto& v : o.value) {
      if (negative_number(v)) throw UsageError("--" + o.string_key + " must not be negative (got " + quote(v) + ")");
    }
  }
}

void write_file(const std::string& path, const std::function<void(std::ostream&)>& write) {
  std::ofstream f(path);
  if (!f) throw IoError("cannot write " + quote(path) + ": " + std::strerror(errno));
  write(f);
  f.flush();
  if (!f) throw IoError("writing " + quote(path) + " failed: " + std::strerror(errno));
  f.close();
  if (f.fail()) throw IoError("closing " + quote(path) + " failed: " + std::strerror(errno));
}

boost::program_options::typed_value<std::string>* json_target_value(std::string* target) {
  return boost::program_options::value(target)->implicit_value("-");
}

JsonTarget::JsonTarget(const std::string& target) : path_(target) {
  if (target.empty() || target == "-") return;
  file_ = new std::ofstream(target);
  if (!*file_) {
    delete file_;
    file_ = nullptr;
    throw IoError("cannot write " + quote(target) + ": " + std::strerror(errno));
  }
  saved_ = std::cout.rdbuf(file_->rdbuf());
}

void JsonTarget::finish() {
  if (!file_) return;
  std::cout.flush();
  file_->flush();
  if (!*file_) throw IoError("writing " + quote(path_) + " failed: " + std::strerror(errno));
}

JsonTarget::~JsonTarget() {
  if (!file_) return;
  std::cout.rdbuf(saved_);
  delete file_;
}

void require_regular_file(const std::string& path, const std::string& what) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) {
    throw UsageError("cannot read " + what + " " + quote(path) + ": " + std::strerror(errno));
  }
  if (!S_ISREG(st.st_mode)) throw UsageError(what + " " + quote(path) + " is not a regular file");
}

bool parse(int argc, char** argv, const po::options_description& desc, po::variables_map& vm,
           const std::string& usage) {
  // Every tool takes --version, added here so that no tool can forget it.
  po::options_description all;
  all.add(desc);
  po::options_description common("Common");
  common.add_options()("version", "print the tool's name and version (git describe of its build) and exit");
  // --config: the options of a JSON result's "config" (re-runs that result) or of a file of
  // 'name = value' lines; the command line wins over it.
  if (!desc.find_nothrow("config", false)) {
    common.add_options()("config", po::value<std::string>(),
                         "read options from FILE: a JSON result of this tool (its \"config\") or 'name = value' "
                         "lines; options on the command line win");
  }
  all.add(common);
  // Old option names (cli_vocabulary.hpp) become the canonical ones before Boost sees them.
  const auto parsed = po::command_line_parser(canonical_args(argc, argv, all)).options(all).run();
  check_parsed(parsed);
  po::store(parsed, vm);
  if (vm.count("help")) {
    std::cout << usage << "\n\n" << all << "\n";
    return false;
  }
  if (vm.count("version")) {
    print_version(std::cout, argc > 0 ? argv[0] : "doar");
    return false;
  }
  if (vm.count("config")) read_config_file(vm["config"].as<std::string>(), all, vm);
  po::notify(vm);
  return true;
}

void print_version(std::ostream& os, const std::string& argv0) {
  const auto slash = argv0.find_last_of('/');
  os << (slash == std::string::npos ? argv0 : argv0.substr(slash + 1)) << " " << doar::version() << "\n";
}

int quiet_systemc_banner() {
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 0);
  return 0;
}

Dragonfly make_dfly(const std::string& text) { return Dragonfly(parse_dfly(text)); }

std::vector<std::string> split_list(const std::string& text, char sep) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : text) {
    if (c == sep) {
      out.push_back(cur);
      cur.clear();
    } else {
      cur.push_back(c);
    }
  }
  if (!cur.empty() || !out.empty()) out.push_back(cur);
  return out;
}

int to_int(const std::string& text, const std::string& what) {
  if (text.empty() || text.size() > 9 || text.find_first_not_of("0123456789") != std::string::npos) {
    throw UsageError("malformed " + what + " '" + text + "'");
  }
  return std::stoi(text);
}

}  // namespace doar::cli
