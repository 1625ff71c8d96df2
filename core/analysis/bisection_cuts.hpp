// The paper's bisections and figures (seed 003) for the topologies they apply to.
//
// explicit_cuts(): real bisections, measured on the graph (upper bounds):
// - torus (section 2.2, Fig. 6): the slab cut. Routers in order of their coordinate in one
//   dimension (then by index), the first floor(n/2) on one side: 2 n^2 / K_d links for an
//   even K_d; for odd K the boundary gets a step (2 (n+1) on an n x n torus). The best
//   dimension is kept.
// - htorus, circulant interval (ref. [10] of the paper, section 3.1.2): routers
//   0 .. floor(n/2)-1 on one side: 2 (1 + (3t-2) + (3t-1)) = 12t - 4 links.
// - htorus, hexagon line cut: the hexagon of radius t-1 (axial coordinates, topology/
//   htorus.hpp) cut by a straight line: routers ordered by a q + b r (ties by a second
//   functional), the first floor(n/2) on one side, the best over a small set of directions.
//   The paper's own cut (Fig. 5, 10t - 10 links for t > 3) is a drawing the text does not
//   specify, so it is listed as a paper figure, not rebuilt.
// paper_figures(): the paper's formulas, evaluated (claims, never counted as bounds):
// - htorus: Bu = 10t - 10 (Fig. 5), Bu = 12t - 4 (circulant), Bl = 9(3t^2-3t+2)/(2(2t-1))
//   (eq. 4: the edge-load bound with every link's load at the average t(t-1)(2t-1)/3),
//   lambda_2 |V| / 4 from the circulant eigenvalues (eq. 9), the approximation
//   B = (Bu + Bl) / 2 = (67t^2 - 87t + 38) / (4(2t-1)) (eq. 10), and its exact values
//   (section 3.2: 20 for t = 3, 28 for t = 4);
// - n x n torus: Bu = 2(n+1) (odd n) or 2n (even), Bl = 2n + 2/n (eq. 6, odd) or 2n (eq. 7,
//   even); n x n x n torus: B = 2 n^2 (section 2.3, claimed for every n), Bu = 2n(n+1) for
//   odd n.
#pragma once
#include <string>
#include <vector>

#include "analysis/router_graph.hpp"
#include "topology/topology.hpp"

namespace doar {

struct NamedCut {
  std::string name;
  std::vector<int> side;
  long long cut = 0;
  double seconds = 0;
};

struct PaperFigure {
  std::string name;
  std::string kind;  // "upper", "lower", "estimate" or "exact": what the paper claims it is
  double value = 0;
};

std::vector<NamedCut> explicit_cuts(const Topology& topo, const RouterGraph& g);
std::vector<PaperFigure> paper_figures(const Topology& topo);

// The paper's count of the work of its exact enumeration (eq. 2) for HT_t:
// C(|V|-1, (|V|-3)/2) (|V|-1)(|V|-3)/4, in decimal (exact up to t = 7).
std::string paper_enumeration_count(int t);

}  // namespace doar
