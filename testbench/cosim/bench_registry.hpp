// The co-simulation benches linked into one executable register themselves here by block
// name; doar-cosim looks the requested block up. A block whose SystemC model is not in the
// tree yet is simply not registered.
#pragma once
#include <functional>
#include <map>
#include <string>
#include "cosim_types.hpp"

namespace doar::cosim {

using BenchFn = std::function<Result(const Options&)>;

std::map<std::string, BenchFn>& benches();

struct RegisterBench {
  RegisterBench(const std::string& block, BenchFn fn) { benches()[block] = std::move(fn); }
};

}  // namespace doar::cosim
