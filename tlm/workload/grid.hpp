// Cartesian process grids: rank <-> coordinates (row-major, the last dimension fastest, as
// MPI_Cart_create), the most nearly cubic factorisation of a rank count (MPI_Dims_create's
// rule), and a text form "4x4x2".
#pragma once
#include <string>
#include <vector>

namespace doar::wl {

class Grid {
 public:
  explicit Grid(std::vector<int> dims);
  int dims() const { return static_cast<int>(dims_.size()); }
  int extent(int d) const { return dims_[d]; }
  int size() const { return size_; }
  std::vector<int> coords(int rank) const;
  // The rank at `c`, or -1 when c is outside the grid (no wrap-around).
  int rank(const std::vector<int>& c) const;
  std::string text() const;

 private:
  std::vector<int> dims_;
  int size_ = 1;
};

// n ranks over `dims` dimensions, extents as equal as possible, largest first.
std::vector<int> balanced_dims(int n, int dims);
// The grid the motif uses: `given` when set (its product must be n and its length `dims`),
// else balanced_dims(n, dims). Throws std::invalid_argument otherwise.
Grid make_grid(const std::string& motif, int n, int dims, const std::vector<int>& given);
// "4x4x2" -> {4, 4, 2}; throws std::invalid_argument when malformed.
std::vector<int> parse_grid(const std::string& text);

}  // namespace doar::wl
