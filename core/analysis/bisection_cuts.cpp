#include "analysis/bisection_cuts.hpp"

#include "analysis/cpu_clock.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

#include "topology/htorus.hpp"
#include "topology/torus.hpp"

namespace doar {

namespace {

constexpr double kPi = 3.14159265358979323846;

// The first floor(n/2) routers of `order` on side 1.
std::vector<int> first_half(int n, const std::vector<int>& order) {
  std::vector<int> side(n, 0);
  for (int i = 0; i < n / 2; ++i) side[order[i]] = 1;
  return side;
}

NamedCut torus_slab(const Torus& t, const RouterGraph& g) {
  const CpuClock cpu;
  NamedCut best;
  for (int d = 0; d < t.dims(); ++d) {
    std::vector<int> order(g.n);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return t.coord(a, d) < t.coord(b, d); });
    std::vector<int> side = first_half(g.n, order);
    const long long c = cut_links(g, side);
    if (best.side.empty() || c < best.cut) {
      best.name = "slab cut across dimension " + std::to_string(d) + " (paper Fig. 6)";
      best.side = std::move(side);
      best.cut = c;
    }
  }
  best.seconds = cpu.seconds();
  return best;
}

NamedCut htorus_interval(const RouterGraph& g) {
  const CpuClock cpu;
  std::vector<int> order(g.n);
  std::iota(order.begin(), order.end(), 0);
  NamedCut c{"circulant interval 0..floor(n/2)-1 (paper 3.1.2, ref. [10])", first_half(g.n, order), 0, 0};
  c.cut = cut_links(g, c.side);
  c.seconds = cpu.seconds();
  return c;
}

NamedCut htorus_line(const HTorus& h, const RouterGraph& g) {
  const CpuClock cpu;
  // Axial coordinates of every router in the hexagon centred on router 0.
  std::vector<int> q(g.n), r(g.n);
  for (int v = 0; v < g.n; ++v) {
    q[v] = h.offset_q(0, v);
    r[v] = h.offset_r(0, v);
  }
  NamedCut best;
  std::vector<int> order(g.n);
  for (int a = -3; a <= 3; ++a)
    for (int b = -3; b <= 3; ++b) {
      if (a == 0 && b == 0) continue;
      for (int ta = -2; ta <= 2; ++ta)
        for (int tb = -2; tb <= 2; ++tb) {
          std::iota(order.begin(), order.end(), 0);
          std::sort(order.begin(), order.end(), [&](int x, int y) {
            const int kx = a * q[x] + b * r[x], ky = a * q[y] + b * r[y];
            if (kx != ky) return kx < ky;
            const int sx = ta * q[x] + tb * r[x], sy = ta * q[y] + tb * r[y];
            return sx != sy ? sx < sy : x < y;
          });
          std::vector<int> side = first_half(g.n, order);
          const long long c = cut_links(g, side);
          if (best.side.empty() || c < best.cut) {
            best.name = "hexagon line cut, order " + std::to_string(a) + "q" + (b < 0 ? "" : "+") + std::to_string(b) +
                        "r, ties " + std::to_string(ta) + "q" + (tb < 0 ? "" : "+") + std::to_string(tb) + "r";
            best.side = std::move(side);
            best.cut = c;
          }
        }
    }
  best.seconds = cpu.seconds();
  return best;
}

// lambda_2 of HT_t from the circulant's eigenvalues (eq. 9).
double htorus_lambda2(int t) {
  const int n = static_cast<int>(htorus_routers(t));
  double best = 1e300;
  for (int k = 1; k < n; ++k) {
    double l = 6;
    for (int g : {1, 3 * t - 2, 3 * t - 1}) l -= 2 * std::cos(2 * kPi * k * static_cast<double>(g) / n);
    best = std::min(best, l);
  }
  return best;
}

}  // namespace

std::vector<NamedCut> explicit_cuts(const Topology& topo, const RouterGraph& g) {
  std::vector<NamedCut> out;
  if (topo.kind() == "torus") out.push_back(torus_slab(static_cast<const Torus&>(topo), g));
  if (topo.kind() == "htorus") {
    out.push_back(htorus_interval(g));
    out.push_back(htorus_line(static_cast<const HTorus&>(topo), g));
  }
  return out;
}

std::vector<PaperFigure> paper_figures(const Topology& topo) {
  std::vector<PaperFigure> f;
  if (topo.kind() == "htorus") {
    const int t = static_cast<const HTorus&>(topo).t();
    const double n = static_cast<double>(htorus_routers(t));
    if (t > 3) f.push_back({"paper Bu = 10t-10 (Fig. 5, t > 3)", "upper", 10.0 * t - 10});
    f.push_back({"paper Bu = 12t-4 (circulant cut, 3.1.2)", "upper", 12.0 * t - 4});
    f.push_back({"paper Bl = 9(3t^2-3t+2)/(2(2t-1)) (eq. 4)", "lower", 9.0 * (3.0 * t * t - 3.0 * t + 2) / (2.0 * (2 * t - 1))});
    f.push_back({"paper lambda_2 |V|/4 (eq. 9)", "lower", htorus_lambda2(t) * n / 4});
    f.push_back({"paper approximation (67t^2-87t+38)/(4(2t-1)) (eq. 10)", "estimate",
                 (67.0 * t * t - 87.0 * t + 38) / (4.0 * (2 * t - 1))});
    if (t == 3) f.push_back({"paper exact (3.2, Fig. 9)", "exact", 20});
    if (t == 4) f.push_back({"paper exact (3.2, Fig. 9)", "exact", 28});
  }
  if (topo.kind() == "torus") {
    const Torus& tt = static_cast<const Torus&>(topo);
    bool cube = true;
    for (int d = 1; d < tt.dims(); ++d) cube = cube && tt.k(d) == tt.k(0);
    const double k = tt.k(0);
    const bool odd = tt.k(0) % 2 == 1;
    if (cube && tt.dims() == 2) {
      f.push_back({"paper Bu (2.2, Fig. 6)", "upper", odd ? 2 * (k + 1) : 2 * k});
      f.push_back({odd ? "paper Bl = 2n + 2/n (eq. 6)" : "paper Bl = 2n (eq. 7)", "lower", odd ? 2 * k + 2 / k : 2 * k});
      f.push_back({odd ? "paper B ~ 2(n+1) (2.3)" : "paper B = 2n (2.3)", odd ? "estimate" : "exact", odd ? 2 * (k + 1) : 2 * k});
    }
    if (cube && tt.dims() == 3) {
      if (odd) f.push_back({"paper Bu = 2n(n+1) (2.2)", "upper", 2 * k * (k + 1)});
      else f.push_back({"paper Bu = 2n^2 (2.2)", "upper", 2 * k * k});
      f.push_back({"paper B = 2n^2 (2.3)", "exact", 2 * k * k});
    }
  }
  return f;
}

std::string paper_enumeration_count(int t) {
  const long long n = htorus_routers(t), k = (n - 3) / 2;
  __extension__ typedef unsigned __int128 u128;
  // C(n-1, k) by the exact recurrence C(m, i) = C(m, i-1) (m-i+1) / i, with an overflow
  // check; then the factor (n-1)(n-3)/4.
  u128 c = 1;
  const u128 limit = ~static_cast<u128>(0) / 4096;
  bool exact = true;
  long double approx = 1;
  for (long long i = 1; i <= k; ++i) {
    approx = approx * static_cast<long double>(n - 1 - i + 1) / static_cast<long double>(i);
    if (c > limit) exact = false;
    if (exact) c = c * static_cast<u128>(n - 1 - i + 1) / static_cast<u128>(i);
  }
  const long long factor_num = (n - 1) * (n - 3);
  approx = approx * static_cast<long double>(factor_num) / 4;
  if (exact && c <= ~static_cast<u128>(0) / static_cast<u128>(factor_num)) {
    c = c * static_cast<u128>(factor_num) / 4;
    std::string s;
    do {
      s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(c % 10)));
      c /= 10;
    } while (c != 0);
    return s;
  }
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.6Le", approx);
  return buf;
}

}  // namespace doar
