#include "address.hpp"

#include <stdexcept>
#include <vector>

namespace doar {

std::string to_string(const RouterId& r) {
  return std::to_string(r.gid) + "." + std::to_string(r.bid);
}

std::string to_string(const NodeAddr& n) {
  return std::to_string(n.gid) + "." + std::to_string(n.bid) + "." + std::to_string(n.nid);
}

namespace {

// Splits "x.y[.z]" into exactly `want` non-negative decimal fields.
std::vector<int> split_fields(const std::string& text, std::size_t want, const char* what) {
  std::vector<int> out;
  std::string cur;
  auto flush = [&]() {
    if (cur.empty() || cur.size() > 6) {
      throw std::invalid_argument(std::string("malformed ") + what + " '" + text + "'");
    }
    out.push_back(std::stoi(cur));
    cur.clear();
  };
  for (char c : text) {
    if (c == '.') {
      flush();
    } else if (c >= '0' && c <= '9') {
      cur.push_back(c);
    } else {
      throw std::invalid_argument(std::string("malformed ") + what + " '" + text + "'");
    }
  }
  flush();
  if (out.size() != want) {
    throw std::invalid_argument(std::string("malformed ") + what + " '" + text + "' (expected " +
                                (want == 3 ? "g.b.n" : "g.b") + ")");
  }
  return out;
}

}  // namespace

NodeAddr parse_node(const std::string& text) {
  auto f = split_fields(text, 3, "node address");
  return {f[0], f[1], f[2]};
}

RouterId parse_router(const std::string& text) {
  auto f = split_fields(text, 2, "router address");
  return {f[0], f[1]};
}

}  // namespace doar
