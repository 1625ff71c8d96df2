// Text and JSON reports of one doar-fault run (the command line lives in doar_fault.cpp).
#pragma once
#include <ostream>
#include <string>
#include <vector>
#include "scenario.hpp"

namespace doar::fault::report {

struct Request {
  std::vector<FaultSpec> faults;
  int link_latency = 0, t1 = 0, t2 = 0;
  bool recover = false, walk = true, trace = false, commands = false;
  std::string pairs = "all";  // all | changed | none
};

void json(std::ostream& o, const Dragonfly& d, const Request& q, const ScenarioResult& r);
void text(std::ostream& o, const Dragonfly& d, const Request& q, const ScenarioResult& r);

}  // namespace doar::fault::report
