#include "routing/updown_routing.hpp"

#include <stdexcept>

#include "routing/mtr_routing.hpp"

namespace doar {

namespace {

constexpr int kMaxVcs = 8;  // the most VCs per port any layer models (routing.cpp)

// A whole number of at most `digits` digits, or -1.
long long to_number(const std::string& s, std::size_t digits) {
  if (s.empty() || s.size() > digits) return -1;
  for (char c : s)
    if (c < '0' || c > '9') return -1;
  return std::stoll(s);
}

}  // namespace

void add_updown_hops(const Topology& topo, const UpDownTree& tree, int phase, int router, int to, int vc_lo,
                     int vc_hi, int priority, bool escape, CandidateSet& out) {
  const int here = tree.dist(phase, router, to);
  for (int p = topo.nodes_per_router(); p < topo.radix(); ++p) {
    const int v = topo.peer_router(router, p);
    if (v < 0 || !tree.allowed(phase, router, p)) continue;
    if (tree.dist(tree.phase_after(router, p), v, to) + 1 != here) continue;
    for (int vc = vc_lo; vc <= vc_hi; ++vc) out.add(p, vc, priority, escape);
  }
}

bool eject_at_destination(const Topology& topo, int router, int in_vc, int dst_node, CandidateSet& out) {
  if (topo.node_router(dst_node) != router) return false;
  out.add(topo.node_port(dst_node), in_vc, 0, true);
  return true;
}

UpDownRouting::UpDownRouting(const Topology& topo, int vcs, int root)
    : Routing(vcs), topo_(topo), tree_(topo, root) {}

std::string UpDownRouting::name() const {
  return tree_.root() == 0 ? "UPDOWN" : "UPDOWN:" + std::to_string(tree_.root());
}

void UpDownRouting::candidates(int router, int in_port, int in_vc, int dst_node, std::uint32_t,
                               CandidateSet& out) const {
  out.clear();
  if (eject_at_destination(topo_, router, in_vc, dst_node, out)) return;
  const int phase = tree_.phase_at(router, in_port, topo_.nodes_per_router());
  add_updown_hops(topo_, tree_, phase, router, topo_.node_router(dst_node), 0, vcs() - 1, 0, true, out);
}

ShortestRouting::ShortestRouting(const Topology& topo, int vcs) : Routing(vcs), topo_(topo), escape_(topo, 0) {}

void ShortestRouting::candidates(int router, int in_port, int in_vc, int dst_node, std::uint32_t,
                                 CandidateSet& out) const {
  out.clear();
  if (eject_at_destination(topo_, router, in_vc, dst_node, out)) return;
  const int to = topo_.node_router(dst_node);
  const bool injected = topo_.is_terminal(in_port);
  if (vcs() > 1) {
    const int phase = injected || in_vc != 0 ? UpDownTree::kMayGoUp : escape_.phase_at(router, in_port, topo_.nodes_per_router());
    add_updown_hops(topo_, escape_, phase, router, to, 0, 0, 1, true, out);
    if (!injected && in_vc == 0) return;  // the escape is absorbing
  }
  const int here = topo_.distance(router, to);
  const int lo = vcs() > 1 ? 1 : 0;
  for (int p = topo_.nodes_per_router(); p < topo_.radix(); ++p) {
    const int v = topo_.peer_router(router, p);
    if (v < 0 || topo_.distance(v, to) + 1 != here) continue;
    for (int vc = lo; vc < vcs(); ++vc) out.add(p, vc, 0);
  }
}

const char* updown_family_names() { return "UPDOWN[:ROOT], MTR[:R[,SEED]], SHORTEST"; }

std::unique_ptr<Routing> make_updown_family(const std::string& name, const Topology& topo, int vcs) {
  const auto colon = name.find(':');
  const std::string base = name.substr(0, colon), params = colon == std::string::npos ? "" : name.substr(colon + 1);
  if (base != "UPDOWN" && base != "MTR" && base != "SHORTEST") return nullptr;
  auto bad = [&](const std::string& why) { return std::invalid_argument("routing '" + name + "': " + why); };
  if (vcs < 1 || vcs > kMaxVcs) throw bad("VCs must be 1.." + std::to_string(kMaxVcs) + ", not " + std::to_string(vcs));
  if (base == "SHORTEST") {
    if (colon != std::string::npos) throw bad("SHORTEST takes no parameter");
    return std::make_unique<ShortestRouting>(topo, vcs);
  }
  if (base == "UPDOWN") {
    long long root = 0;
    if (colon != std::string::npos) {
      root = to_number(params, 6);
      if (root < 0) throw bad("ROOT '" + params + "' is not a whole number");
    }
    if (root >= topo.num_routers())
      throw bad("root " + std::to_string(root) + " is not a router of " + topo.name() + " (0.." +
                std::to_string(topo.num_routers() - 1) + ")");
    return std::make_unique<UpDownRouting>(topo, vcs, static_cast<int>(root));
  }
  long long roots = 4, seed = 1;
  if (colon != std::string::npos) {
    const auto comma = params.find(',');
    roots = to_number(params.substr(0, comma), 3);
    if (roots < 0) throw bad("R '" + params.substr(0, comma) + "' is not a whole number");
    if (comma != std::string::npos) {
      seed = to_number(params.substr(comma + 1), 18);
      if (seed < 0) throw bad("SEED '" + params.substr(comma + 1) + "' is not a whole number below 10^18");
    }
  }
  if (roots < 1 || roots > topo.num_routers() || roots > 64)
    throw bad("R must be 1..min(64, routers = " + std::to_string(topo.num_routers()) + "), not " + std::to_string(roots));
  const double bytes = 4.0 * static_cast<double>(roots) * topo.num_routers() * topo.num_routers();
  if (bytes > 2e9) throw bad("the tables of " + std::to_string(roots) + " trees would take more than 2 GB");
  return std::make_unique<MtrRouting>(topo, vcs, static_cast<int>(roots), static_cast<std::uint64_t>(seed));
}

}  // namespace doar
