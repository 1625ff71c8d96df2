#include "output_congestion.hpp"

#include "congestion/congestion_rules.hpp"

namespace doar::rtl {

OutputCongestion::OutputCongestion(const RouterParams& prm, std::uint64_t connected)
    : prm_(prm), connected_(connected), occ_(static_cast<std::size_t>(prm.radix())), sends_(static_cast<std::size_t>(prm.radix())) {}

void OutputCongestion::reset() {
  for (int& o : occ_) o = 0;
  for (auto& s : sends_) s.clear();
}

// Sends of the last window cycles (this cycle's sends excluded until they are booked).
int OutputCongestion::recent_sends(int port, std::uint64_t cycle) {
  auto& s = sends_[static_cast<std::size_t>(port)];
  while (!s.empty() && cycle - s.front() >= static_cast<std::uint64_t>(prm_.window(port))) s.pop_front();
  return static_cast<int>(s.size());
}

bool OutputCongestion::congested(int port, std::uint64_t cycle) {
  const int occ = occ_[static_cast<std::size_t>(port)];
  if (port >= prm_.p + prm_.a - 1) return cong_global(occ, recent_sends(port, cycle), prm_.threshold(port));
  return cong_local(occ, prm_.threshold(port));
}

std::uint64_t OutputCongestion::port_bits(std::uint64_t cycle) {
  std::uint64_t m = 0;
  for (int q = 0; q < prm_.radix(); ++q) {
    if (((connected_ >> q) & 1u) && congested(q, cycle)) m |= std::uint64_t{1} << q;
  }
  return m;
}

std::uint32_t OutputCongestion::own_global_bits(std::uint64_t cycle) {
  std::uint32_t m = 0;
  for (int j = 0; j < prm_.h; ++j) {
    const int q = prm_.p + prm_.a - 1 + j;
    if (((connected_ >> q) & 1u) && congested(q, cycle)) m |= 1u << j;
  }
  return m;
}

}  // namespace doar::rtl
