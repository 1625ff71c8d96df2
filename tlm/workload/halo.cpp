#include "halo.hpp"

namespace doar::wl {

std::vector<Offset> face_offsets(int dims) {
  std::vector<Offset> out;
  for (int d = 0; d < dims; ++d) {
    for (int s : {-1, 1}) {
      Offset o(static_cast<std::size_t>(dims), 0);
      o[d] = s;
      out.push_back(o);
    }
  }
  return out;
}

std::vector<Offset> box_offsets(int dims) {
  std::vector<Offset> out;
  int total = 1;
  for (int d = 0; d < dims; ++d) total *= 3;
  for (int code = 0; code < total; ++code) {
    Offset o(static_cast<std::size_t>(dims));
    bool zero = true;
    for (int d = 0, c = code; d < dims; ++d, c /= 3) {
      o[d] = c % 3 - 1;
      zero = zero && o[d] == 0;
    }
    if (!zero) out.push_back(o);
  }
  return out;
}

namespace {
int neighbour(const Grid& g, int r, const Offset& o) {
  std::vector<int> c = g.coords(r);
  for (std::size_t d = 0; d < c.size(); ++d) c[d] += o[d];
  return g.rank(c);
}
}  // namespace

void halo_exchange(JobBuilder& b, const Grid& g, const std::vector<Offset>& offsets,
                   const std::function<std::uint64_t(const Offset&)>& bytes) {
  for (int r = 0; r < g.size(); ++r) {
    for (const Offset& o : offsets) {
      const int n = neighbour(g, r, o);
      Offset back(o.size());
      for (std::size_t d = 0; d < o.size(); ++d) back[d] = -o[d];
      if (n >= 0) b.recv(r, n, bytes(back));  // n sends towards r along -o
    }
    for (const Offset& o : offsets) {
      const int n = neighbour(g, r, o);
      if (n >= 0) b.send(r, n, bytes(o));
    }
    b.wait(r);
  }
}

std::uint64_t halo_messages(const Grid& g, const std::vector<Offset>& offsets) {
  std::uint64_t m = 0;
  for (int r = 0; r < g.size(); ++r) {
    for (const Offset& o : offsets) m += neighbour(g, r, o) >= 0;
  }
  return m;
}

}  // namespace doar::wl
