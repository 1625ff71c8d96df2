#include "rank_links.hpp"

#include <stdexcept>
#include "wire.hpp"

namespace doar::net {

RankLinks::RankLinks(NetEnv& env, const std::function<LinkLine*(int, int)>& out_line, std::size_t cal_mask,
                     const std::vector<int>& rank_of_part, int rank, int ranks, int vcs)
    : rank_(rank), ranks_(ranks), cal_mask_(cal_mask) {
  const Topology& topo = env.topo;
  const auto rank_of = [&](int router) {
    return rank_of_part[static_cast<std::size_t>(env.part_of[static_cast<std::size_t>(router)])];
  };
  for (int r = 0; r < topo.num_routers(); ++r) {
    for (int port = topo.nodes_per_router(); port < topo.radix(); ++port) {
      const TopoPort& tp = topo.port(r, port);
      if (tp.peer_router < 0) continue;
      Cut k;
      k.from_rank = rank_of(r);
      k.to_rank = rank_of(tp.peer_router);
      if (k.from_rank == k.to_rank || (k.from_rank != rank && k.to_rank != rank)) continue;
      k.line = out_line(r, port);
      if (!k.line || !k.line->far_flit_marks() || !k.line->far_credit_marks()) {
        throw std::logic_error("doar-sim: a link between ranks without far marks");
      }
      k.from_part = &env.part_of_router(r);
      k.to_part = &env.part_of_router(tp.peer_router);
      k.pkt.assign(static_cast<std::size_t>(vcs), PacketPool::kNone);
      links_.push_back(std::move(k));
    }
  }
}

std::vector<Bytes> RankLinks::pack(std::uint64_t first, int block) {
  std::vector<Bytes> out(static_cast<std::size_t>(ranks_));
  for (Cut& k : links_) {
    if (k.from_rank == rank_) pack_flits(k, first, block, out[static_cast<std::size_t>(k.to_rank)]);
    if (k.to_rank == rank_) pack_credits(k, first, block, out[static_cast<std::size_t>(k.from_rank)]);
  }
  return out;
}

// The flits this rank's router sent in the block: one a cycle at most, in the order of their
// arrival marks, from the ring at the count passed so far.
void RankLinks::pack_flits(Cut& k, std::uint64_t first, int block, Bytes& out) {
  LinkLine& l = *k.line;
  std::uint8_t* marks = l.far_flit_marks();
  const std::size_t count_at = out.size();
  wire::put(out, std::uint32_t{0});
  std::uint32_t n = 0;
  const std::uint64_t from = first + static_cast<std::uint64_t>(l.latency());
  for (std::uint64_t c = from; c < from + static_cast<std::uint64_t>(block); ++c) {
    std::uint8_t& m = marks[c & cal_mask_];
    if (!m) continue;
    m = 0;
    const Flit f = l.flit_ring()[k.count++ & l.ring_mask()];
    wire::put(out, static_cast<std::uint32_t>(c - first));
    wire::put(out, f);
    PacketPool& pool = k.from_part->pool;
    if (f.head()) wire::put(out, pool.at(f.pkt));
    if (f.tail()) pool.put(f.pkt);  // no flit of it is left on this rank
    ++n;
  }
  std::memcpy(out.data() + count_at, &n, sizeof n);
}

// The credits this rank's router returned in the block (a word of 4-bit counts per cycle).
void RankLinks::pack_credits(Cut& k, std::uint64_t first, int block, Bytes& out) {
  LinkLine& l = *k.line;
  std::uint8_t* marks = l.far_credit_marks();
  const std::size_t count_at = out.size();
  wire::put(out, std::uint32_t{0});
  std::uint32_t n = 0;
  const std::uint64_t from = first + static_cast<std::uint64_t>(l.latency());
  for (std::uint64_t c = from; c < from + static_cast<std::uint64_t>(block); ++c) {
    std::uint8_t& m = marks[c & cal_mask_];
    if (!m) continue;
    m = 0;
    std::uint64_t& w = l.credit_ring()[c & l.ring_mask()];
    wire::put(out, static_cast<std::uint32_t>(c - first));
    wire::put(out, w);
    w = 0;
    ++n;
  }
  std::memcpy(out.data() + count_at, &n, sizeof n);
}

void RankLinks::unpack(const std::vector<Bytes>& in, std::uint64_t first, int block) {
  (void)block;
  if (static_cast<int>(in.size()) != ranks_) throw std::runtime_error("doar-sim: a block's exchange lost a rank");
  std::vector<std::size_t> at(in.size(), 0);
  for (Cut& k : links_) {
    if (k.to_rank == rank_) {
      const std::size_t s = static_cast<std::size_t>(k.from_rank);
      at[s] = unpack_flits(k, in[s], at[s], first);
    }
    if (k.from_rank == rank_) {
      const std::size_t s = static_cast<std::size_t>(k.to_rank);
      at[s] = unpack_credits(k, in[s], at[s], first);
    }
  }
  for (std::size_t s = 0; s < in.size(); ++s) {
    if (at[s] != in[s].size()) throw std::runtime_error("doar-sim: a rank sent more than its cut links carry");
  }
}

std::size_t RankLinks::unpack_flits(Cut& k, const Bytes& in, std::size_t at, std::uint64_t first) {
  LinkLine& l = *k.line;
  const std::uint32_t n = wire::get<std::uint32_t>(in, at);
  for (std::uint32_t j = 0; j < n; ++j) {
    const std::uint64_t c = first + wire::get<std::uint32_t>(in, at);
    Flit f = wire::get<Flit>(in, at);
    if (f.vc >= k.pkt.size()) throw std::runtime_error("doar-sim: a flit from another rank on a VC out of range");
    std::uint32_t& local = k.pkt[f.vc];
    if (f.head()) {
      local = k.to_part->pool.get();
      k.to_part->pool.at(local) = wire::get<Packet>(in, at);
    }
    if (local == PacketPool::kNone) throw std::runtime_error("doar-sim: a body flit from another rank without its head");
    f.pkt = local;
    if (f.tail()) local = PacketPool::kNone;
    l.flit_ring()[k.count++ & l.ring_mask()] = f;
    l.far_flit_marks()[c & cal_mask_] = 1;
  }
  return at;
}

std::size_t RankLinks::unpack_credits(Cut& k, const Bytes& in, std::size_t at, std::uint64_t first) {
  LinkLine& l = *k.line;
  const std::uint32_t n = wire::get<std::uint32_t>(in, at);
  for (std::uint32_t j = 0; j < n; ++j) {
    const std::uint64_t c = first + wire::get<std::uint32_t>(in, at);
    l.credit_ring()[c & l.ring_mask()] += wire::get<std::uint64_t>(in, at);
    l.far_credit_marks()[c & cal_mask_] = 1;
  }
  return at;
}

}  // namespace doar::net
