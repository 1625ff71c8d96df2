#include "collectives.hpp"

namespace doar::wl {

void allreduce_ring(JobBuilder& b, const std::vector<int>& group, std::uint64_t bytes) {
  const int n = static_cast<int>(group.size());
  if (n < 2) return;
  const std::uint64_t chunk = (bytes + n - 1) / n;
  for (int step = 0; step < 2 * (n - 1); ++step) {
    for (int i = 0; i < n; ++i) {
      b.recv(group[i], group[(i + n - 1) % n], chunk);
      b.send(group[i], group[(i + 1) % n], chunk);
      b.wait(group[i]);
    }
  }
}

void allreduce_rd(JobBuilder& b, const std::vector<int>& group, std::uint64_t bytes) {
  const int n = static_cast<int>(group.size());
  if (n < 2) return;
  int p2 = 1;
  while (p2 * 2 <= n) p2 *= 2;
  const int rem = n - p2;
  // Fold: member 2i gives its vector to 2i+1 (i < rem) and sits out.
  std::vector<int> active;  // members taking part in the doubling, by new index
  for (int i = 0; i < n; ++i) {
    if (i < 2 * rem) {
      if (i % 2 == 0) {
        b.send(group[i], group[i + 1], bytes);
      } else {
        b.recv(group[i], group[i - 1], bytes);
        b.wait(group[i]);
        active.push_back(i);
      }
    } else {
      active.push_back(i);
    }
  }
  for (int mask = 1; mask < p2; mask *= 2) {
    for (int k = 0; k < p2; ++k) {
      const int me = group[active[k]], partner = group[active[k ^ mask]];
      b.recv(me, partner, bytes);
      b.send(me, partner, bytes);
      b.wait(me);
    }
  }
  // Unfold: the result goes back to the members that sat out.
  for (int i = 0; i < 2 * rem; i += 2) {
    b.send(group[i + 1], group[i], bytes);
    b.recv(group[i], group[i + 1], bytes);
    b.wait(group[i]);
  }
}

void alltoall(JobBuilder& b, const std::vector<int>& group, std::uint64_t bytes) {
  const int n = static_cast<int>(group.size());
  for (int i = 0; i < n; ++i) {
    for (int k = 1; k < n; ++k) b.recv(group[i], group[(i + n - k) % n], bytes);
    for (int k = 1; k < n; ++k) b.send(group[i], group[(i + k) % n], bytes);
    b.wait(group[i]);
  }
}

std::uint64_t allreduce_ring_messages(int n) {
  return n < 2 ? 0 : 2ull * static_cast<std::uint64_t>(n - 1) * static_cast<std::uint64_t>(n);
}

std::uint64_t allreduce_rd_messages(int n) {
  if (n < 2) return 0;
  std::uint64_t p2 = 1, lg = 0;
  while (p2 * 2 <= static_cast<std::uint64_t>(n)) {
    p2 *= 2;
    ++lg;
  }
  return 2 * (n - p2) + p2 * lg;
}

}  // namespace doar::wl
