// The numbers of a topology spec ("torus:8x8,2", "tcpg:2,3", "htorus:4"): every parser reads
// them the same way, so a bad number is refused alike whatever the topology.
#pragma once
#include <string>

namespace doar {

// A whole decimal number of at most 6 digits (no sign, no blanks), or -1: small enough that
// no product of the spec's numbers overflows before the parser checks its limits.
inline int spec_small_int(const std::string& s) {
  if (s.empty() || s.size() > 6) return -1;
  for (char c : s)
    if (c < '0' || c > '9') return -1;
  return std::stoi(s);
}

// The part of "BODY[,P]" before its first comma. With a ",P" suffix, p becomes P's value
// (spec_small_int: -1 when it is not a whole number); without one p is left as it is.
inline std::string strip_nodes_suffix(const std::string& text, int& p) {
  const auto comma = text.find(',');
  if (comma == std::string::npos) return text;
  p = spec_small_int(text.substr(comma + 1));
  return text.substr(0, comma);
}

}  // namespace doar
