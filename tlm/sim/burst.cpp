#include "burst.hpp"

#include <cerrno>
#include <cstdlib>
#include <limits>
#include <stdexcept>
#include <vector>

namespace doar::net {
namespace {

[[noreturn]] void bad(const std::string& text, const std::string& why) {
  throw std::invalid_argument("--burst '" + text + "': " + why + " (expected START:LEN:RATE, e.g. 10000:3000:1.0)");
}

// A whole number of cycles; strtoull alone would accept a sign, blanks and a trailing tail.
std::uint64_t cycles(const std::string& text, const std::string& s, const char* what) {
  if (s.empty() || s.size() > 18 || s.find_first_not_of("0123456789") != std::string::npos) {
    bad(text, std::string("malformed ") + what + " '" + s + "'");
  }
  return std::strtoull(s.c_str(), nullptr, 10);
}

}  // namespace

Burst parse_burst(const std::string& text) {
  std::vector<std::string> parts;
  std::size_t from = 0;
  while (true) {
    const std::size_t colon = text.find(':', from);
    parts.push_back(text.substr(from, colon == std::string::npos ? std::string::npos : colon - from));
    if (colon == std::string::npos) break;
    from = colon + 1;
  }
  if (parts.size() != 3) bad(text, "three fields needed");
  Burst b;
  b.start = cycles(text, parts[0], "START");
  b.len = cycles(text, parts[1], "LEN");
  if (b.len == 0) bad(text, "LEN must be >= 1 cycle");
  char* used = nullptr;
  errno = 0;
  const std::string& r = parts[2];
  b.rate = r.empty() ? 0.0 : std::strtod(r.c_str(), &used);
  if (r.empty() || errno != 0 || used != r.c_str() + r.size() || r.find_first_of(" \t") != std::string::npos) {
    bad(text, "malformed RATE '" + r + "'");
  }
  // !(x > 0) also catches NaN.
  if (!(b.rate > 0.0) || b.rate > 1.0) bad(text, "RATE must be in (0, 1] flits/node/cycle");
  return b;
}

}  // namespace doar::net
