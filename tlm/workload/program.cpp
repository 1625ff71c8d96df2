#include "program.hpp"

#include <algorithm>
#include <stdexcept>
#include <tuple>

namespace doar::wl {

JobBuilder::JobBuilder(std::string motif, int ranks) {
  job_.motif = std::move(motif);
  job_.ranks.resize(static_cast<std::size_t>(ranks));
}

void JobBuilder::send(int rank, int peer, std::uint64_t bytes) {
  job_.ranks[rank].push_back({Step::Send, peer, sends_[key(rank, peer)]++, bytes});
}

void JobBuilder::recv(int rank, int peer, std::uint64_t bytes) {
  job_.ranks[rank].push_back({Step::Recv, peer, recvs_[key(peer, rank)]++, bytes});
}

void JobBuilder::wait(int rank) {
  Program& p = job_.ranks[rank];
  if (!p.empty() && p.back().kind == Step::Wait) return;  // a second wait is a no-op
  p.push_back({Step::Wait, -1, 0, 0});
}

void JobBuilder::compute(int rank, std::uint64_t cycles) {
  if (cycles) job_.ranks[rank].push_back({Step::Compute, -1, 0, cycles});
}

Job JobBuilder::finish(std::string params) {
  job_.params = std::move(params);
  // Every program ends by waiting for its last receives.
  for (int r = 0; r < size(); ++r) wait(r);
  return std::move(job_);
}

Census census(const Job& job) {
  // (src, dst, seq, bytes) of every send and of every receive; equal multisets <=> matched.
  using Msg = std::tuple<int, int, std::uint32_t, std::uint64_t>;
  std::vector<Msg> sends, recvs;
  Census c;
  const int n = job.size();
  for (int r = 0; r < n; ++r) {
    for (const Step& s : job.ranks[r]) {
      ++c.steps;
      if (s.kind != Step::Send && s.kind != Step::Recv) continue;
      if (s.peer < 0 || s.peer >= n || s.peer == r) {
        throw std::logic_error(job.motif + ": rank " + std::to_string(r) + " addresses rank " + std::to_string(s.peer));
      }
      if (s.kind == Step::Send) {
        sends.emplace_back(r, s.peer, s.seq, s.value);
        c.bytes += s.value;
      } else {
        recvs.emplace_back(s.peer, r, s.seq, s.value);
      }
    }
  }
  std::sort(sends.begin(), sends.end());
  std::sort(recvs.begin(), recvs.end());
  if (sends != recvs) {
    std::size_t i = 0;
    while (i < sends.size() && i < recvs.size() && sends[i] == recvs[i]) ++i;
    const Msg& m = i < sends.size() ? sends[i] : recvs[i];
    throw std::logic_error(job.motif + ": unmatched " + (i < sends.size() ? "send" : "receive") + " " +
                           std::to_string(std::get<0>(m)) + " -> " + std::to_string(std::get<1>(m)) + " #" +
                           std::to_string(std::get<2>(m)));
  }
  c.messages = sends.size();
  return c;
}

}  // namespace doar::wl
