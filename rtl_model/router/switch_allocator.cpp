#include "switch_allocator.hpp"

#include "arbiter.hpp"

namespace doar::rtl {

SwitchAllocator::SwitchAllocator(int ports, int vcs)
    : ports_(ports), vcs_(vcs), in_ptr_(static_cast<std::size_t>(ports), 0), out_ptr_(static_cast<std::size_t>(ports), 0),
      chosen_vc_(static_cast<std::size_t>(ports), -1), requests_(static_cast<std::size_t>(ports), 0) {}

void SwitchAllocator::reset() {
  for (int& p : in_ptr_) p = 0;
  for (int& p : out_ptr_) p = 0;
}

const std::vector<SwitchAllocator::Grant>& SwitchAllocator::allocate(const std::vector<std::uint32_t>& sendable,
                                                                      const std::vector<int>& out_of) {
  grants_.clear();
  for (auto& r : requests_) r = 0;
  for (int q = 0; q < ports_; ++q) {  // input stage
    const std::uint32_t m = sendable[static_cast<std::size_t>(q)];
    if (!m) continue;
    const int vc = rr_pick(m, vcs_, in_ptr_[static_cast<std::size_t>(q)]);
    chosen_vc_[static_cast<std::size_t>(q)] = vc;
    requests_[static_cast<std::size_t>(out_of[static_cast<std::size_t>(q * vcs_ + vc)])] |= std::uint64_t{1} << q;
  }
  for (int o = 0; o < ports_; ++o) {  // output stage
    const std::uint64_t m = requests_[static_cast<std::size_t>(o)];
    if (!m) continue;
    const int q = rr_pick(m, ports_, out_ptr_[static_cast<std::size_t>(o)]);
    const int vc = chosen_vc_[static_cast<std::size_t>(q)];
    out_ptr_[static_cast<std::size_t>(o)] = q + 1 >= ports_ ? 0 : q + 1;
    in_ptr_[static_cast<std::size_t>(q)] = vc + 1 >= vcs_ ? 0 : vc + 1;
    grants_.push_back({q, vc, o});
  }
  return grants_;
}

}  // namespace doar::rtl
