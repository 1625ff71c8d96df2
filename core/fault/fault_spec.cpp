#include "fault_spec.hpp"

#include <set>

#include <stdexcept>

namespace doar::fault {

namespace {

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out(1);
  for (char c : s) {
    if (c == sep) out.emplace_back();
    else out.back().push_back(c);
  }
  return out;
}

int to_group(const Dragonfly& d, const std::string& s, const std::string& whole) {
  if (s.empty() || s.size() > 6 || s.find_first_not_of("0123456789") != std::string::npos) {
    throw std::invalid_argument("malformed group '" + s + "' in fault '" + whole + "'");
  }
  const int g = std::stoi(s);
  if (g >= d.g()) throw std::invalid_argument("group " + s + " is outside " + d.name());
  return g;
}

std::string local_text(const RouterId& x, const RouterId& y) {
  return "local:" + to_string(x) + ":" + to_string(y);
}

}  // namespace

FaultSpec link_fault(const Dragonfly& d, const RouterId& r, int port) {
  const PortPeer pp = d.peer(r, port);
  if (!pp.connected) throw std::invalid_argument("port " + std::to_string(port) + " of " + to_string(r) + " has no link");
  FaultSpec f;
  f.kind = FaultSpec::Kind::Link;
  f.a = {r, port};
  f.b = {pp.router, pp.port};
  if (d.router_index(f.b.router) < d.router_index(f.a.router)) std::swap(f.a, f.b);
  if (d.port_kind(port) == PortKind::Global) {
    f.text = "global:" + std::to_string(f.a.router.gid) + ":" + std::to_string(f.b.router.gid);
  } else {
    f.text = local_text(f.a.router, f.b.router);
  }
  return f;
}

FaultSpec router_fault(const Dragonfly& d, const RouterId& r) {
  d.check(r);
  FaultSpec f;
  f.kind = FaultSpec::Kind::Router;
  f.router = r;
  f.text = "router:" + to_string(r);
  return f;
}

FaultSpec parse_fault(const Dragonfly& d, const std::string& text) {
  const auto parts = split(text, ':');
  const std::string& kind = parts[0];
  if (kind == "global" && parts.size() == 3) {
    const int x = to_group(d, parts[1], text), y = to_group(d, parts[2], text);
    if (x == y) throw std::invalid_argument("fault '" + text + "': a global link joins two different groups");
    const int slot = d.slot_to_group(x, y);
    return link_fault(d, {x, d.slot_owner(slot)}, d.slot_port(slot));
  }
  if (kind == "local" && parts.size() == 3) {
    RouterId x, y;
    try {
      x = parse_router(parts[1]);
      y = parse_router(parts[2]);
    } catch (const std::exception&) {
      throw std::invalid_argument("malformed fault '" + text + "' (expected local:g.b1:g.b2)");
    }
    d.check(x);
    d.check(y);
    if (x.gid != y.gid || x.bid == y.bid) {
      throw std::invalid_argument("no intra-group link between " + to_string(x) + " and " + to_string(y));
    }
    return link_fault(d, x, d.local_port(x.bid, y.bid));
  }
  if (kind == "router" && parts.size() == 2) {
    RouterId r;
    try {
      r = parse_router(parts[1]);
    } catch (const std::exception&) {
      throw std::invalid_argument("malformed fault '" + text + "' (expected router:g.b)");
    }
    return router_fault(d, r);
  }
  throw std::invalid_argument("malformed fault '" + text +
                              "' (expected global:X:Y, local:g.b1:g.b2 or router:g.b)");
}

std::vector<FaultSpec> all_local_links(const Dragonfly& d) {
  std::vector<FaultSpec> out;
  for (int g = 0; g < d.g(); ++g) {
    for (int x = 0; x < d.a(); ++x) {
      for (int y = x + 1; y < d.a(); ++y) out.push_back(link_fault(d, {g, x}, d.local_port(x, y)));
    }
  }
  return out;
}

std::vector<FaultSpec> all_global_links(const Dragonfly& d) {
  std::vector<FaultSpec> out;
  for (int x = 0; x < d.g(); ++x) {
    for (int y = x + 1; y < d.g(); ++y) {
      const int slot = d.slot_to_group(x, y);
      out.push_back(link_fault(d, {x, d.slot_owner(slot)}, d.slot_port(slot)));
    }
  }
  return out;
}

std::vector<FaultSpec> parse_faults(const Dragonfly& d, const std::vector<std::string>& texts) {
  std::vector<FaultSpec> out;
  std::set<std::string> seen;
  for (const auto& t : texts) {
    out.push_back(parse_fault(d, t));
    if (!seen.insert(out.back().text).second) throw std::invalid_argument("duplicate fault '" + out.back().text + "'");
  }
  return out;
}

}  // namespace doar::fault
