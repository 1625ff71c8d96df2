#include "analysis/bisection_exact.hpp"

#include "analysis/cpu_clock.hpp"

#include <glpk.h>

#include <chrono>
#include <cmath>
#include <memory>
#include <stdexcept>
#include <string>

namespace doar {

namespace {

// The model's column numbers (GLPK counts from 1).
struct Columns {
  int n;
  int x(int v) const { return 1 + v; }
  // Pair (u, v), u != v, in row-major order of the strict upper triangle.
  int d(int u, int v) const {
    if (u > v) std::swap(u, v);
    return 1 + n + u * n - u * (u + 1) / 2 + (v - u - 1);
  }
  int z() const { return 1 + n + n * (n - 1) / 2; }
  int count() const { return z(); }
};

struct Rows {
  std::vector<int> ia{0}, ja{0};
  std::vector<double> ar{0};
  int rows = 0;
  glp_prob* lp;
  // Adds the row lo <= sum coef * col <= hi (type as GLPK's).
  void add(int type, double lo, double hi, std::initializer_list<std::pair<int, double>> terms) {
    const int r = ++rows;
    glp_add_rows(lp, 1);
    glp_set_row_bnds(lp, r, type, lo, hi);
    for (const auto& [c, a] : terms) {
      ia.push_back(r);
      ja.push_back(c);
      ar.push_back(a);
    }
  }
  void add_term(int r, int c, double a) {
    ia.push_back(r);
    ja.push_back(c);
    ar.push_back(a);
  }
};

struct Search {
  const std::vector<double>* start = nullptr;  // incumbent to offer, GLPK's column order
  bool offered = false;
  double bound = -1e300;
};

void callback(glp_tree* tree, void* info) {
  Search& s = *static_cast<Search*>(info);
  const int best = glp_ios_best_node(tree);
  if (best != 0) s.bound = std::max(s.bound, glp_ios_node_bound(tree, best));
  if (glp_ios_reason(tree) == GLP_IHEUR && s.start && !s.offered) {
    s.offered = true;
    glp_ios_heur_sol(tree, s.start->data());
  }
}

}  // namespace

ExactBisection exact_bisection(const RouterGraph& g, double time_limit, const std::vector<int>& start) {
  if (g.n > kMaxExactRouters)
    throw std::invalid_argument("exact bisection is limited to " + std::to_string(kMaxExactRouters) +
                                " routers, this graph has " + std::to_string(g.n));
  const auto t0 = std::chrono::steady_clock::now();  // for the wall-clock time limit
  const CpuClock cpu;
  glp_term_out(GLP_OFF);
  ExactBisection res;
  const int n = g.n;
  if (n < 2) {
    res.optimal = true;
    res.best = res.lower = 0;
    res.side.assign(n, 0);
    return res;
  }
  const Columns col{n};
  std::unique_ptr<glp_prob, void (*)(glp_prob*)> owner(glp_create_prob(), glp_delete_prob);
  glp_prob* lp = owner.get();
  glp_set_obj_dir(lp, GLP_MIN);
  glp_add_cols(lp, col.count());
  for (int v = 0; v < n; ++v) {
    glp_set_col_kind(lp, col.x(v), GLP_BV);
    if (v == 0) glp_set_col_bnds(lp, col.x(v), GLP_FX, 0, 0);
  }
  for (int c = col.d(0, 1); c < col.z(); ++c) glp_set_col_bnds(lp, c, GLP_DB, 0, 1);
  // z = the cut, an integer column, so that GLPK may round node bounds up.
  glp_set_col_kind(lp, col.z(), GLP_IV);
  glp_set_col_bnds(lp, col.z(), GLP_LO, 0, 0);
  glp_set_obj_coef(lp, col.z(), 1);

  Rows rows{};
  rows.lp = lp;
  // z - sum m_uv d_uv = 0.
  rows.add(GLP_FX, 0, 0, {{col.z(), 1.0}});
  for (int u = 0; u < n; ++u)
    for (const auto& [v, m] : g.adj[u])
      if (u < v) rows.add_term(rows.rows, col.d(u, v), -m);
  // Balance.
  rows.add(n % 2 ? GLP_DB : GLP_FX, n / 2, (n + 1) / 2, {});  // GLPK's DB needs lo < hi
  for (int v = 0; v < n; ++v) rows.add_term(rows.rows, col.x(v), 1);
  // d = |x_u - x_v| at integer points.
  for (int u = 0; u < n; ++u)
    for (int v = u + 1; v < n; ++v) {
      const int d = col.d(u, v), xu = col.x(u), xv = col.x(v);
      rows.add(GLP_LO, 0, 0, {{d, 1}, {xu, -1}, {xv, 1}});
      rows.add(GLP_LO, 0, 0, {{d, 1}, {xu, 1}, {xv, -1}});
      rows.add(GLP_UP, 0, 0, {{d, 1}, {xu, -1}, {xv, -1}});
      rows.add(GLP_UP, 0, 2, {{d, 1}, {xu, 1}, {xv, 1}});
    }
  // Path rows: d_uv - d_uw - d_wv <= 0 for every link {w, v} and u not in {w, v}.
  for (int w = 0; w < n; ++w)
    for (const auto& e : g.adj[w]) {
      const int v = e.first;
      for (int u = 0; u < n; ++u) {
        if (u == w || u == v) continue;
        rows.add(GLP_UP, 0, 0, {{col.d(u, v), 1}, {col.d(u, w), -1}, {col.d(w, v), -1}});
      }
    }
  // Spreading rows: router u is separated from the routers of the other side.
  for (int u = 0; u < n; ++u) {
    rows.add(n % 2 ? GLP_DB : GLP_FX, n / 2, (n + 1) / 2, {});
    for (int v = 0; v < n; ++v)
      if (v != u) rows.add_term(rows.rows, col.d(u, v), 1);
  }
  // Separated pairs: |V1| |V2| = floor(n/2) ceil(n/2) whichever side is the larger.
  rows.add(GLP_FX, static_cast<double>(n / 2) * ((n + 1) / 2), static_cast<double>(n / 2) * ((n + 1) / 2), {});
  for (int c = col.d(0, 1); c < col.z(); ++c) rows.add_term(rows.rows, c, 1);
  glp_load_matrix(lp, static_cast<int>(rows.ia.size()) - 1, rows.ia.data(), rows.ja.data(), rows.ar.data());

  glp_smcp sm;
  glp_init_smcp(&sm);
  sm.msg_lev = GLP_MSG_OFF;
  sm.tm_lim = static_cast<int>(std::min(time_limit, 2e6) * 1000);
  const int lp_rc = glp_simplex(lp, &sm);
  if (lp_rc != 0 || glp_get_status(lp) != GLP_OPT) {
    res.seconds = cpu.seconds();
    res.side = start;
    res.best = start.empty() ? -1 : cut_links(g, start);
    return res;  // the root relaxation did not finish in time
  }
  res.root_lp = glp_get_obj_val(lp);
  res.lower = static_cast<long long>(std::ceil(res.root_lp - 1e-6));

  // The starting bisection as a full column vector (x, d, z); side 1 as x = 1, flipped so
  // that router 0 is on side 0 as the model fixes it.
  std::vector<double> start_cols;
  if (is_bisection(g, start)) {
    start_cols.assign(col.count() + 1, 0);
    const int flip = start[0];
    for (int v = 0; v < n; ++v) start_cols[col.x(v)] = start[v] ^ flip;
    for (int u = 0; u < n; ++u)
      for (int v = u + 1; v < n; ++v) start_cols[col.d(u, v)] = start[u] != start[v];
    start_cols[col.z()] = static_cast<double>(cut_links(g, start));
  }
  Search search;
  search.start = start_cols.empty() ? nullptr : &start_cols;
  glp_iocp io;
  glp_init_iocp(&io);
  io.msg_lev = GLP_MSG_OFF;
  io.br_tech = GLP_BR_MFV;
  io.bt_tech = GLP_BT_BPH;
  io.mip_gap = 0;
  const double left = time_limit - std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  io.tm_lim = static_cast<int>(std::max(1.0, std::min(left, 2e6) * 1000));
  io.cb_func = callback;
  io.cb_info = &search;
  const int rc = glp_intopt(lp, &io);
  const int status = glp_mip_status(lp);
  if (status == GLP_OPT || status == GLP_FEAS) {
    res.best = std::llround(glp_mip_obj_val(lp));
    res.side.assign(n, 0);
    for (int v = 0; v < n; ++v) res.side[v] = glp_mip_col_val(lp, col.x(v)) > 0.5;
  } else if (!start_cols.empty()) {
    res.best = cut_links(g, start);
    res.side = start;
  }
  res.optimal = rc == 0 && status == GLP_OPT;
  if (res.optimal) {
    res.lower = res.best;
  } else if (search.bound > -1e299) {
    res.lower = std::max(res.lower, static_cast<long long>(std::ceil(search.bound - 1e-6)));
  }
  res.seconds = cpu.seconds();
  return res;
}

}  // namespace doar
