// libFuzzer entry point of one parser target (DOAR_FUZZ_TARGET names it), built by
// scripts/fuzz.sh with clang's -fsanitize=fuzzer,address,undefined.
#include <cstddef>
#include <cstdint>
#include <string>

#include "parser_targets.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const doar::fuzz::Target target = doar::fuzz::find_target(DOAR_FUZZ_TARGET);
  target(std::string(reinterpret_cast<const char*>(data), size));
  return 0;
}
