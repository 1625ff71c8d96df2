// doar-sim's outputs as the tests compare them between runs that must give the same bytes
// (--threads N, doar-sim-mpi on R ranks): the JSON without the fields that measure the
// machine, name the engine's blocks or count the threads, the CSV without its wall_seconds
// column (the 9th).
#pragma once
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

namespace doar::test {

inline std::string slurp(const std::string& path) {
  std::ifstream f(path);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

inline std::string strip_json(std::string s) {
  s = std::regex_replace(s, std::regex("\"(wall|elab)_seconds\": [0-9.eE+-]+"), "");
  s = std::regex_replace(s, std::regex("\"peak_rss_kb\": [0-9]+"), "");
  s = std::regex_replace(s, std::regex("\"(time|group)_block\": [0-9]+"), "");
  return std::regex_replace(s, std::regex("\"threads\": [0-9]+"), "");
}

inline std::string strip_csv(const std::string& s) {
  std::istringstream in(s);
  std::string line, out;
  while (std::getline(in, line)) {
    int field = 0;
    std::string kept;
    std::size_t from = 0;
    while (true) {
      const std::size_t comma = line.find(',', from);
      const std::string f = line.substr(from, comma == std::string::npos ? std::string::npos : comma - from);
      if (++field != 9) kept += f + ",";
      if (comma == std::string::npos) break;
      from = comma + 1;
    }
    out += kept + "\n";
  }
  return out;
}

}  // namespace doar::test
