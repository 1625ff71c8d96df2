#include "fault_list.hpp"

#include <filesystem>
#include <fstream>
#include <set>
#include <stdexcept>
#include "fault_spec.hpp"

namespace doar::fault {

namespace {

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  const auto e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

bool names_a_kind(const std::string& item) {
  const std::string kind = item.substr(0, item.find(':'));
  return item.find(':') != std::string::npos && (kind == "global" || kind == "local" || kind == "router");
}

// A user's text in a message: quoted and cut, so that a 2 MB argument is not echoed whole.
std::string quoted(const std::string& s) { return "'" + (s.size() <= 60 ? s : s.substr(0, 60) + "...") + "'"; }

}  // namespace

std::vector<std::string> read_fault_file(const Dragonfly& d, const std::string& path) {
  std::ifstream f(path);
  if (!f) throw std::invalid_argument("cannot read fault file " + quoted(path));
  std::vector<std::string> out;
  std::set<std::string> seen;
  std::string line;
  int n = 0;
  while (std::getline(f, line)) {
    ++n;
    const auto hash = line.find('#');
    const std::string t = trim(hash == std::string::npos ? line : line.substr(0, hash));
    if (t.empty()) continue;
    const std::string where = path + ":" + std::to_string(n) + ": ";
    FaultSpec spec;
    try {
      spec = parse_fault(d, t);
    } catch (const std::exception& e) {
      throw std::invalid_argument(where + e.what());
    }
    if (!seen.insert(spec.text).second) throw std::invalid_argument(where + "duplicate fault '" + spec.text + "'");
    out.push_back(spec.text);
  }
  return out;
}

std::vector<std::string> fault_list(const Dragonfly& d, const std::vector<std::string>& items) {
  std::vector<std::string> out;
  std::set<std::string> seen;
  for (const std::string& item : items) {
    std::vector<std::string> texts;
    if (names_a_kind(item)) {
      texts.push_back(parse_fault(d, item).text);
    } else {
      std::error_code ec;
      if (!std::filesystem::is_regular_file(item, ec)) {
        throw std::invalid_argument(quoted(item) + " is neither a fault (global:X:Y, local:g.b1:g.b2, router:g.b) "
                                    "nor a readable file of faults");
      }
      texts = read_fault_file(d, item);
    }
    for (std::string& t : texts) {
      if (!seen.insert(t).second) throw std::invalid_argument("duplicate fault '" + t + "'");
      out.push_back(std::move(t));
    }
  }
  return out;
}

}  // namespace doar::fault
