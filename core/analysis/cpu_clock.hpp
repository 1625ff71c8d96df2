// The time each bisection method reports: CPU seconds of the calling process, which on a
// shared machine say what the method costs where wall-clock time would say how busy the
// machine was. (The exact method's --time-limit is wall-clock: GLPK counts it so.)
#pragma once
#include <ctime>

namespace doar {

class CpuClock {
 public:
  CpuClock() : start_(std::clock()) {}
  double seconds() const { return static_cast<double>(std::clock() - start_) / CLOCKS_PER_SEC; }

 private:
  std::clock_t start_;
};

}  // namespace doar
