#include "analysis/bisection_report.hpp"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <ostream>
#include <sstream>
#include <stdexcept>

#include "analysis/bisection_bounds.hpp"
#include "analysis/bisection_cuts.hpp"
#include "analysis/bisection_exact.hpp"
#include "analysis/bisection_partition.hpp"
#include "analysis/router_graph.hpp"
#include "routing/routing.hpp"
#include "topology/htorus.hpp"

namespace doar {

namespace {

std::string fmt(double v, int digits) {
  std::ostringstream o;
  o << std::fixed << std::setprecision(digits) << v;
  return o.str();
}

BisectionMethod lower_method(const std::string& name, const LowerBound& b) {
  BisectionMethod m;
  m.name = name;
  m.kind = "lower";
  m.value = static_cast<double>(b.value);
  m.raw = b.raw;
  m.seconds = b.seconds;
  return m;
}

BisectionMethod cut_method(const std::string& name, const std::string& kind, long long cut, std::vector<int> side,
                           double seconds) {
  BisectionMethod m;
  m.name = name;
  m.kind = kind;
  m.value = static_cast<double>(cut);
  m.raw = m.value;
  m.side = std::move(side);
  m.seconds = seconds;
  return m;
}

}  // namespace

std::string edge_load_routing(const std::string& kind, int& vcs) {
  struct Entry {
    const char* kind;
    const char* routing;
    int vcs;  // what the routing needs to be deadlock free (the routes do not depend on it)
  };
  static constexpr Entry kTable[] = {{"torus", "TORUS_DOR", 2}, {"htorus", "HT_LNF", 4}, {"dfly", "MIN", 2}};
  for (const Entry& e : kTable)
    if (kind == e.kind) {
      vcs = e.vcs;
      return e.routing;
    }
  vcs = 0;
  return "";
}

BisectionReport bisect(const Topology& topo, const BisectionOptions& opt) {
  const RouterGraph g = router_graph(topo);
  if (g.n < 2) throw std::invalid_argument(topo.name() + " has fewer than 2 routers: nothing to bisect");
  if (!is_connected(g))
    throw std::invalid_argument(topo.name() + " is disconnected: its bisection width is 0 and no bound applies");
  if (opt.exact == ExactMode::Yes && g.n > kMaxExactRouters)
    throw std::invalid_argument("the exact bisection is limited to " + std::to_string(kMaxExactRouters) + " routers, " +
                                topo.name() + " has " + std::to_string(g.n) + " (omit --exact for the bounds)");
  BisectionReport rep;
  rep.topology = topo.spec();
  rep.name = topo.name();
  rep.routers = g.n;
  rep.links = g.link_count();

  // Upper bounds: explicit cuts, then METIS.
  for (const NamedCut& c : explicit_cuts(topo, g)) rep.methods.push_back(cut_method(c.name, "upper", c.cut, c.side, c.seconds));
  const PartitionCut pc = metis_bisection(g, opt.metis_seeds);
  rep.methods.push_back(cut_method("METIS bisection (" + std::to_string(opt.metis_seeds) + " seeds, balanced, swap-refined)",
                                   "upper", pc.cut, pc.side, pc.seconds));

  // Lower bounds.
  if (g.n <= kMaxEdgeLoadRouters) {
    int vcs = 0;
    const std::string rname = edge_load_routing(topo.kind(), vcs);
    if (!rname.empty()) {
      const auto routing = make_routing(rname, topo, vcs);
      const LowerBound b = edge_load_bound(topo, *routing);
      rep.routing = rname;
      BisectionMethod m = lower_method("edge load, " + rname + " routes (R_max = " + fmt(b.r_max, 0) + ")", b);
      rep.methods.push_back(m);
    }
    const LowerBound s = shortest_path_load_bound(g);
    rep.methods.push_back(lower_method("edge load, all shortest paths split evenly (R_max = " + fmt(s.r_max, 3) + ")", s));
  } else {
    rep.methods.push_back({"edge load", "lower", 0, 0, 0, {}, "not computed: more than " + std::to_string(kMaxEdgeLoadRouters) + " routers"});
  }
  if (g.n <= kMaxSpectralRouters) {
    const LowerBound b = spectral_bound(g);
    rep.methods.push_back(lower_method("spectral lambda_2 |V1||V2|/n (lambda_2 = " + fmt(b.r_max, 6) + ")", b));
  } else {
    rep.methods.push_back({"spectral", "lower", 0, 0, 0, {}, "not computed: more than " + std::to_string(kMaxSpectralRouters) + " routers"});
  }

  // Exact, starting from the best cut so far.
  if (opt.exact != ExactMode::No && g.n <= kMaxExactRouters) {
    const BisectionMethod* best = nullptr;
    for (const BisectionMethod& m : rep.methods)
      if (m.kind == "upper" && (!best || m.value < best->value)) best = &m;
    const ExactBisection ex = exact_bisection(g, opt.time_limit, best->side);
    const std::string nm = "ILP (GLPK branch and cut; root LP " + fmt(ex.root_lp, 3) + ")";
    if (ex.optimal) {
      rep.methods.push_back(cut_method("exact " + nm, "exact", ex.best, ex.side, ex.seconds));
      rep.exact = ex.best;
    } else {
      BisectionMethod lo{"time limit " + fmt(opt.time_limit, 0) + " s: proven bound of the " + nm, "lower",
                         static_cast<double>(ex.lower), static_cast<double>(ex.lower), ex.seconds, {}, "exact not proven"};
      rep.methods.push_back(lo);
      if (ex.best >= 0) rep.methods.push_back(cut_method("time limit: best cut of the " + nm, "upper", ex.best, ex.side, ex.seconds));
    }
  }

  for (const PaperFigure& f : paper_figures(topo)) {
    BisectionMethod m;
    m.name = f.name;
    m.kind = "paper-" + f.kind;
    m.value = f.value;
    m.raw = f.value;
    rep.methods.push_back(m);
  }
  if (topo.kind() == "htorus") rep.enumeration_count = paper_enumeration_count(static_cast<const HTorus&>(topo).t());

  // Best of each kind, and the check every figure must pass.
  rep.lower_bound = 0;
  rep.upper_bound = rep.links;
  for (const BisectionMethod& m : rep.methods) {
    const auto v = static_cast<long long>(m.value);
    if (m.kind == "lower") rep.lower_bound = std::max(rep.lower_bound, v);
    if (m.kind == "upper" || m.kind == "exact") rep.upper_bound = std::min(rep.upper_bound, v);
    if (!m.side.empty() && (!is_bisection(g, m.side) || cut_links(g, m.side) != v))
      throw std::logic_error(m.name + ": its cut is not a bisection of " + std::to_string(v) + " links");
  }
  if (rep.exact) rep.lower_bound = std::max(rep.lower_bound, *rep.exact);
  if (rep.lower_bound > rep.upper_bound)
    throw std::logic_error(topo.name() + ": lower bound " + std::to_string(rep.lower_bound) + " exceeds upper bound " +
                           std::to_string(rep.upper_bound));
  return rep;
}

nlohmann::json to_json(const BisectionReport& rep) {
  nlohmann::json j;
  j["topology"] = rep.topology;
  j["name"] = rep.name;
  j["routers"] = rep.routers;
  j["links"] = rep.links;
  j["exact"] = rep.exact ? nlohmann::json(*rep.exact) : nlohmann::json(nullptr);
  j["lower_bound"] = rep.lower_bound;
  j["upper_bound"] = rep.upper_bound;
  j["edge_load_routing"] = rep.routing.empty() ? nlohmann::json(nullptr) : nlohmann::json(rep.routing);
  j["paper_enumeration_count"] = rep.enumeration_count.empty() ? nlohmann::json(nullptr) : nlohmann::json(rep.enumeration_count);
  j["methods"] = nlohmann::json::array();
  for (const BisectionMethod& m : rep.methods) {
    nlohmann::json x;
    x["name"] = m.name;
    x["kind"] = m.kind;
    x["value"] = m.value;
    x["raw"] = m.raw;
    x["seconds"] = m.seconds;
    if (!m.note.empty()) x["note"] = m.note;
    if (!m.side.empty()) {
      std::vector<int> one, zero;
      for (int v = 0; v < static_cast<int>(m.side.size()); ++v) (m.side[v] ? one : zero).push_back(v);
      x["halves"] = {zero, one};
    }
    j["methods"].push_back(x);
  }
  return j;
}

void print_table(std::ostream& os, const BisectionReport& rep) {
  os << rep.name << ": " << rep.routers << " routers, " << rep.links << " links, halves of " << rep.routers / 2 << " and "
     << (rep.routers + 1) / 2 << " routers\n";
  os << std::left << std::setw(72) << "method" << std::setw(16) << "kind" << std::right << std::setw(10) << "value"
     << std::setw(11) << "cpu (s)" << "\n";
  for (const BisectionMethod& m : rep.methods) {
    const bool whole = m.value == std::floor(m.value);
    std::string value = whole ? fmt(m.value, 0) : fmt(m.value, 3);
    if (m.kind == "lower" && std::fabs(m.raw - m.value) > 1e-6) value += " (" + fmt(m.raw, 3) + ")";
    os << std::left << std::setw(72) << m.name << std::setw(16) << m.kind << std::right << std::setw(10) << value;
    if (m.kind.rfind("paper", 0) != 0) os << std::setw(11) << fmt(m.seconds, 3);
    if (!m.note.empty()) os << "  " << m.note;
    os << "\n";
  }
  os << "exact " << (rep.exact ? std::to_string(*rep.exact) : std::string("not computed")) << ", lower bound "
     << rep.lower_bound << ", upper bound " << rep.upper_bound << "\n";
  if (!rep.enumeration_count.empty()) os << "paper's enumeration count (eq. 2): " << rep.enumeration_count << "\n";
  os << "cuts (the routers of the smaller half; the rest form the other):\n";
  for (const BisectionMethod& m : rep.methods) {
    if (m.side.empty()) continue;
    std::vector<int> one, zero;
    for (int v = 0; v < static_cast<int>(m.side.size()); ++v) (m.side[v] ? one : zero).push_back(v);
    const std::vector<int>& small = one.size() <= zero.size() ? one : zero;
    os << "  " << m.name << ": {";
    const std::size_t shown = std::min<std::size_t>(small.size(), 48);
    for (std::size_t i = 0; i < shown; ++i) os << (i ? " " : "") << small[i];
    if (shown < small.size()) os << " ... " << small.size() - shown << " more (all in --json)";
    os << "}\n";
  }
}

}  // namespace doar
