#include "grid.hpp"

#include <algorithm>
#include <stdexcept>

namespace doar::wl {

Grid::Grid(std::vector<int> dims) : dims_(std::move(dims)) {
  for (int e : dims_) size_ *= e;
}

std::vector<int> Grid::coords(int rank) const {
  std::vector<int> c(dims_.size());
  for (int d = dims() - 1; d >= 0; --d) {
    c[d] = rank % dims_[d];
    rank /= dims_[d];
  }
  return c;
}

int Grid::rank(const std::vector<int>& c) const {
  int r = 0;
  for (int d = 0; d < dims(); ++d) {
    if (c[d] < 0 || c[d] >= dims_[d]) return -1;
    r = r * dims_[d] + c[d];
  }
  return r;
}

std::string Grid::text() const {
  std::string s;
  for (int d = 0; d < dims(); ++d) s += (d ? "x" : "") + std::to_string(dims_[d]);
  return s;
}

std::vector<int> balanced_dims(int n, int dims) {
  // Prime factors, largest first, each to the dimension with the smallest extent so far.
  std::vector<int> f;
  for (int q = 2, m = n; m > 1;) {
    if (m % q == 0) {
      f.push_back(q);
      m /= q;
    } else {
      q = q * q > m ? m : q + 1;
    }
  }
  std::sort(f.rbegin(), f.rend());
  std::vector<int> d(static_cast<std::size_t>(dims), 1);
  for (int q : f) *std::min_element(d.begin(), d.end()) *= q;
  std::sort(d.rbegin(), d.rend());
  return d;
}

Grid make_grid(const std::string& motif, int n, int dims, const std::vector<int>& given) {
  if (given.empty()) return Grid(balanced_dims(n, dims));
  if (static_cast<int>(given.size()) != dims) {
    throw std::invalid_argument(motif + " needs a " + std::to_string(dims) + "-dimensional process grid, --grid has " +
                                std::to_string(given.size()));
  }
  const Grid g(given);
  if (g.size() != n) {
    throw std::invalid_argument("process grid " + g.text() + " holds " + std::to_string(g.size()) + " ranks, not the " +
                                std::to_string(n) + " ranks of the run");
  }
  return g;
}

std::vector<int> parse_grid(const std::string& text) {
  std::vector<int> out;
  std::size_t at = 0;
  while (at <= text.size()) {
    const std::size_t x = std::min(text.find_first_of("xX", at), text.size());
    const std::string item = text.substr(at, x - at);
    if (item.empty() || item.size() > 6 || item.find_first_not_of("0123456789") != std::string::npos || std::stoi(item) < 1) {
      throw std::invalid_argument("malformed --grid '" + text + "' (expected extents like 4x4x2)");
    }
    out.push_back(std::stoi(item));
    at = x + 1;
  }
  return out;
}

}  // namespace doar::wl
