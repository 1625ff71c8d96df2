// The text parsers of the tools' inputs, as fuzz targets: each takes arbitrary bytes, runs
// one parser on them and returns normally when the parser accepted the text or rejected it
// the documented way (std::invalid_argument, which the tools turn into "error: ...", exit 2).
// Any other exception, a crash or a sanitizer finding is a bug the fuzzer reports.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace doar::fuzz {

using Target = void (*)(const std::string& text);

struct NamedTarget {
  const char* name;  // also the corpus folder: testbench/fuzz/corpus/<name>
  Target run;
};

// Every target, in a fixed order.
const std::vector<NamedTarget>& targets();
// The target called `name`, or nullptr.
Target find_target(const std::string& name);

}  // namespace doar::fuzz
