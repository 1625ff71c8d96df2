// Runs doar-sim as a subprocess (SystemC elaborates once per process) for one load point
// and reads back its CSV row. DOAR_SIM is the binary's path, set by CMake.
#pragma once
#include <unistd.h>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "common/subprocess.hpp"

namespace doar::net::test {

struct SimPoint {
  int status = -1;  // doar-sim's exit status (3: deadlock)
  double offered = 0, accepted = 0, latency = 0, mean_hops = 0;
  bool saturated = false;
  std::string output;  // stderr and stdout, for failure messages
};

// Splits one CSV line, honouring double quotes (doar-sim quotes "dfly(p,a,h,g)").
inline std::vector<std::string> csv_fields(const std::string& line) {
  std::vector<std::string> out(1);
  bool quoted = false;
  for (char c : line) {
    if (c == '"') quoted = !quoted;
    else if (c == ',' && !quoted) out.emplace_back();
    else out.back() += c;
  }
  return out;
}

// `args`: doar-sim options (dfly, routing, traffic, rate, windows...), space separated.
inline SimPoint run_sim(const std::string& args) {
  char csv_path[] = "/tmp/tlm_baselines_XXXXXX";
  const int fd = mkstemp(csv_path);
  if (fd >= 0) close(fd);
  const std::string cmd = std::string(DOAR_SIM) + " --quiet --jobs 1 --csv " + csv_path + " " + args;
  SimPoint p;
  const ::doar::test::CommandRun run = ::doar::test::run_command(cmd);
  p.status = run.status;
  p.output = "$ " + cmd + "\n" + run.out;
  std::ifstream f(csv_path);
  std::string header, row;
  if (std::getline(f, header) && std::getline(f, row)) {
    const auto h = csv_fields(header), v = csv_fields(row);
    for (std::size_t i = 0; i < h.size() && i < v.size(); ++i) {
      if (h[i] == "offered") p.offered = std::stod(v[i]);
      if (h[i] == "accepted") p.accepted = std::stod(v[i]);
      if (h[i] == "latency") p.latency = std::stod(v[i]);
      if (h[i] == "mean_hops") p.mean_hops = std::stod(v[i]);
      if (h[i] == "saturated") p.saturated = v[i] == "1";
    }
  }
  std::remove(csv_path);
  return p;
}

}  // namespace doar::net::test
