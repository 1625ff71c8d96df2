#include "bench_registry.hpp"

namespace doar::cosim {

std::map<std::string, BenchFn>& benches() {
  static std::map<std::string, BenchFn> registry;
  return registry;
}

}  // namespace doar::cosim
