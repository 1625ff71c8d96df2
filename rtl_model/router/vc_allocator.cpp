#include "vc_allocator.hpp"

namespace doar::rtl {

VcAllocator::VcAllocator(int ports, int vcs)
    : n_(ports * vcs), ptr_(static_cast<std::size_t>(n_), 0), grant_(static_cast<std::size_t>(n_), -1),
      dist_(static_cast<std::size_t>(n_), -1) {}

void VcAllocator::reset() {
  for (int& p : ptr_) p = 0;
}

const std::vector<int>& VcAllocator::allocate(const std::vector<int>& request) {
  for (int ov = 0; ov < n_; ++ov) {
    grant_[static_cast<std::size_t>(ov)] = -1;
    dist_[static_cast<std::size_t>(ov)] = n_;
  }
  for (int iv = 0; iv < n_; ++iv) {
    const int ov = request[static_cast<std::size_t>(iv)];
    if (ov < 0) continue;
    const int p = ptr_[static_cast<std::size_t>(ov)];
    const int d = iv >= p ? iv - p : iv - p + n_;
    if (d < dist_[static_cast<std::size_t>(ov)]) {
      dist_[static_cast<std::size_t>(ov)] = d;
      grant_[static_cast<std::size_t>(ov)] = iv;
    }
  }
  for (int ov = 0; ov < n_; ++ov) {
    const int iv = grant_[static_cast<std::size_t>(ov)];
    if (iv >= 0) ptr_[static_cast<std::size_t>(ov)] = iv + 1 >= n_ ? 0 : iv + 1;
  }
  return grant_;
}

}  // namespace doar::rtl
