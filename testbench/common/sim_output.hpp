// doar-sim's outputs as the tests compare them between runs that must give the same bytes
// (--threads N, doar-sim-mpi on R ranks): the JSON without the fields that measure the
// machine, name the engine's blocks or count the threads, the CSV without its wall_seconds
// column (the 9th).
#pragma once
#include <fstream>
#include <sstream>
#include <string>

#include "common/json_field.hpp"

namespace doar::test {

inline std::string slurp(const std::string& path) {
  std::ifstream f(path);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

// JSON (doar-sim's points, or a fault report) less, in every result object, the machine's
// figures, the engine's block lengths, the thread count and the --threads option recorded
// in its config, and the build's version (two executables of one tree built at different
// commits, e.g. doar-sim and doar-sim-mpi after a partial rebuild, name different versions
// for the same run); read and printed by nlohmann-json.
inline std::string strip_json(const std::string& s) {
  OrderedJson j = parse_output(s);
  const auto strip = [](OrderedJson& p) {
    for (const char* k : {"wall_seconds", "elab_seconds", "peak_rss_kb", "time_block", "group_block", "threads",
                          "version"}) {
      p.erase(k);
    }
    if (p.contains("config")) p["config"].erase("threads");  // the option that differs
  };
  if (j.is_array()) {
    for (auto& p : j) strip(p);
  } else if (j.is_object()) {
    strip(j);
  }
  return j.dump(1);
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
