#include "parser_targets.hpp"

#include <stdexcept>

#include "address.hpp"
#include "burst.hpp"
#include "dragonfly.hpp"
#include "fault_spec.hpp"
#include "topology/topology.hpp"

namespace doar::fuzz {
namespace {

// Runs `parse` on `text`; the documented rejection is swallowed, everything else escapes.
template <typename F>
void accept_or_reject(F&& parse) {
  try {
    parse();
  } catch (const std::invalid_argument&) {
  }
}

void dfly(const std::string& text) {
  accept_or_reject([&] {
    const Dragonfly d(parse_dfly(text));
    (void)d.num_nodes();
  });
}

void topology(const std::string& text) {
  accept_or_reject([&] {
    const auto t = make_topology(text);
    // Ask what an engine asks first. Distances only for small shapes: the all-pairs search
    // takes routers^2 steps, seconds at a few thousand routers under the sanitizers, which
    // libFuzzer would report as a hang of the parser.
    (void)t->spec();
    if (t->num_routers() <= 256) (void)t->diameter();
  });
}

// Fault specs are parsed against a network: the first byte picks one of two dragonflies.
void fault(const std::string& text) {
  static const Dragonfly small(parse_dfly("2,4,2,9"));
  static const Dragonfly mid(parse_dfly("3,6,3,19"));
  const Dragonfly& d = (!text.empty() && (text[0] & 1)) ? mid : small;
  accept_or_reject([&] { (void)fault::parse_fault(d, text.empty() ? text : text.substr(1)); });
}

void burst(const std::string& text) {
  accept_or_reject([&] { (void)net::parse_burst(text); });
}

void address(const std::string& text) {
  accept_or_reject([&] { (void)parse_node(text); });
  accept_or_reject([&] { (void)parse_router(text); });
}

}  // namespace

const std::vector<NamedTarget>& targets() {
  static const std::vector<NamedTarget> all = {
      {"dfly", dfly}, {"topology", topology}, {"fault", fault}, {"burst", burst}, {"address", address}};
  return all;
}

Target find_target(const std::string& name) {
  for (const auto& t : targets()) {
    if (name == t.name) return t.run;
  }
  return nullptr;
}

}  // namespace doar::fuzz
