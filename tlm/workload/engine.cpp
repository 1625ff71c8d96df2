#include "engine.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace doar::wl {

Engine::Engine(const Job& job, std::vector<int> rank_node, int nodes, int flit_bytes, int packet_flits)
    : job_(job),
      rank_node_(std::move(rank_node)),
      node_rank_(static_cast<std::size_t>(nodes), -1),
      flit_bytes_(flit_bytes),
      packet_flits_(packet_flits),
      ranks_(job.ranks.size()),
      outq_(static_cast<std::size_t>(nodes)) {
  if (rank_node_.size() != job.ranks.size()) throw std::invalid_argument("placement does not cover every rank");
  if (flit_bytes < 1 || packet_flits < 1) throw std::invalid_argument("flit and packet sizes must be >= 1");
  for (std::size_t r = 0; r < rank_node_.size(); ++r) {
    const int n = rank_node_[r];
    if (n < 0 || n >= nodes || node_rank_[n] >= 0) throw std::invalid_argument("placement is not one rank per node");
    node_rank_[n] = static_cast<int>(r);
  }
}

void Engine::advance(int rank, std::uint64_t cycle) {
  Rank& R = ranks_[rank];
  const Program& prog = job_.ranks[rank];
  while (!R.done && cycle >= R.busy_until) {
    if (R.pc == prog.size()) {
      if (R.outstanding) return;
      R.done = true;
      ++stats_.ranks_done;
      stats_.completion = std::max(stats_.completion, cycle);
      return;
    }
    const Step& s = prog[R.pc];
    switch (s.kind) {
      case Step::Send: {
        const std::uint64_t flits = std::max<std::uint64_t>(1, (s.value + flit_bytes_ - 1) / flit_bytes_);
        const auto packets = static_cast<std::uint32_t>((flits + packet_flits_ - 1) / packet_flits_);
        msgs_.push_back({rank, s.peer, s.seq, packets, packets, 0, cycle});
        outq_[rank_node_[rank]].push_back(static_cast<std::uint32_t>(msgs_.size() - 1));
        ++stats_.messages;
        stats_.packets += packets;
        stats_.flits += std::uint64_t(packets) * packet_flits_;
        break;
      }
      case Step::Recv:
        if (R.early.erase(key(s.peer, s.seq))) {
          ++stats_.recvs_matched;
        } else {
          R.posted.insert(key(s.peer, s.seq));
          ++R.outstanding;
        }
        break;
      case Step::Wait:
        if (R.outstanding) return;
        break;
      case Step::Compute:
        R.busy_until = cycle + s.value;
        break;
    }
    ++R.pc;
  }
}

bool Engine::next(int node, std::uint64_t cycle, net::SourcePacket& out) {
  const int rank = node_rank_[node];
  if (rank < 0) return false;
  advance(rank, cycle);
  auto& q = outq_[node];
  if (q.empty()) return false;
  Msg& m = msgs_[q.front()];
  out.dst = rank_node_[m.dst];
  out.size = static_cast<std::uint16_t>(packet_flits_);
  out.created = m.posted;
  out.id = q.front();
  if (--m.unsent == 0) q.pop_front();
  return true;
}

void Engine::delivered(const net::Packet& p, std::uint64_t cycle) {
  if (p.id >= msgs_.size()) {
    ++stats_.misdelivered;
    return;
  }
  Msg& m = msgs_[p.id];
  if (p.dst_node != rank_node_[m.dst]) {
    ++stats_.misdelivered;
    return;
  }
  if (m.arrived == m.packets - m.unsent) {  // more arrivals than packets sent so far
    ++stats_.duplicates;
    return;
  }
  ++stats_.packets_done;
  stats_.sum_packet_latency += cycle - p.created;
  if (++m.arrived < m.packets) return;
  ++stats_.messages_done;
  const std::uint64_t lat = cycle - m.posted;
  stats_.sum_message_latency += lat;
  stats_.max_message_latency = std::max(stats_.max_message_latency, lat);
  Rank& R = ranks_[m.dst];
  if (R.posted.erase(key(m.src, m.seq))) {
    --R.outstanding;
    ++stats_.recvs_matched;
    advance(m.dst, cycle);
  } else {
    R.early.insert(key(m.src, m.seq));
  }
}

bool Engine::stuck(std::uint64_t cycle) const {
  if (finished() || stats_.packets_done < stats_.packets) return false;
  for (std::size_t r = 0; r < ranks_.size(); ++r) {
    const Rank& R = ranks_[r];
    if (R.done) continue;
    if (cycle < R.busy_until) return false;
    const Program& prog = job_.ranks[r];
    // Only a rank blocked on a Wait (or at its end) with receives outstanding is stuck.
    if (R.pc < prog.size() && prog[R.pc].kind != Step::Wait) return false;
    if (!R.outstanding) return false;
  }
  return true;
}

std::string Engine::audit() const {
  std::string out;
  auto add = [&](const std::string& s) { out += (out.empty() ? "" : "; ") + s; };
  if (stats_.ranks_done != ranks_.size()) {
    add(std::to_string(ranks_.size() - stats_.ranks_done) + " ranks did not finish");
  }
  std::uint64_t short_msgs = 0;
  for (const Msg& m : msgs_) short_msgs += m.arrived != m.packets;
  if (short_msgs) add(std::to_string(short_msgs) + " messages not completely delivered");
  if (stats_.duplicates) add(std::to_string(stats_.duplicates) + " duplicate packets");
  if (stats_.misdelivered) add(std::to_string(stats_.misdelivered) + " packets at the wrong node");
  if (stats_.recvs_matched != stats_.messages) {
    add(std::to_string(stats_.recvs_matched) + " receives matched for " + std::to_string(stats_.messages) + " messages");
  }
  return out;
}

std::uint64_t dry_run(Engine& e, int nodes, int latency, std::uint64_t max_cycles) {
  std::multimap<std::uint64_t, net::Packet> flight;  // by delivery cycle, FIFO within a cycle
  for (std::uint64_t cycle = 0; cycle <= max_cycles; ++cycle) {
    for (auto it = flight.begin(); it != flight.end() && it->first <= cycle; it = flight.erase(it)) {
      e.delivered(it->second, cycle);
    }
    for (int n = 0; n < nodes; ++n) {
      net::SourcePacket s;
      if (!e.next(n, cycle, s)) continue;
      net::Packet p;
      p.id = s.id;
      p.dst_node = s.dst;
      p.src_node = n;
      p.created = s.created;
      p.size = s.size;
      flight.emplace(cycle + static_cast<std::uint64_t>(latency) + s.size - 1, p);
    }
    if (e.finished()) return e.stats().completion;
    if (flight.empty() && e.stuck(cycle)) {
      throw std::runtime_error("the workload's programs are stuck at cycle " + std::to_string(cycle) +
                               " (a rank waits for a message nobody sends)");
    }
  }
  throw std::runtime_error("the workload did not finish within " + std::to_string(max_cycles) + " cycles");
}

}  // namespace doar::wl
