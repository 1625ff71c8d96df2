#include "terminal.hpp"

#include <cmath>
#include <limits>
#include "packet_source.hpp"  // tlm/workload hook
#include "sim_fault_hooks.hpp"  // tlm/fault hooks

namespace doar::net {

Terminal::Terminal(sc_core::sc_module_name name, int node, NetEnv& env)
    : sc_core::sc_module(name),
      inject("inject", env.cfg.lat_terminal),
      eject("eject", env.cfg.lat_terminal),
      node_(node),
      env_(env),
      part_(env.part_of_router(env.topo.node_router(node))),
      addr_(env.node_addr(node)),
      rng_(env.cfg.seed, 0x100000000ull + static_cast<std::uint64_t>(node)),
      credits_(env.cfg.buf_local * env.cfg.packet_size) {
  const Burst& b = env.cfg.burst;
  set_rate(b.rate_at(0, env.cfg.rate));
  next_gen_ = gap();
  // Without a burst the load never changes and switch_at_ stays at "never": the draws are
  // exactly those of a run without the option.
  if (b.active()) switch_at_ = b.start > 0 ? b.start : b.end();
}

void Terminal::set_rate(double flits_per_cycle) {
  p_packet_ = flits_per_cycle / env_.cfg.packet_size;
  log_q_ = p_packet_ < 1.0 ? std::log1p(-p_packet_) : 0.0;
}

// A burst boundary. The pending gap was drawn with the old probability; the Bernoulli
// process is memoryless, so drawing the next creation afresh from this cycle with the new
// probability is exact (keeping the old draw would stretch the old rate into the new phase,
// by up to 1/p cycles: 50 cycles at a base load of 0.02).
void Terminal::switch_rate(std::uint64_t cycle) {
  const Burst& b = env_.cfg.burst;
  set_rate(b.rate_at(cycle, env_.cfg.rate));
  next_gen_ = cycle + gap();
  switch_at_ = cycle < b.start ? b.start : cycle < b.end() ? b.end() : std::numeric_limits<std::uint64_t>::max();
}

// Bernoulli process with probability p per cycle = geometric gaps between packets: draw the
// number of cycles to the next packet once per packet instead of one draw per cycle.
std::uint64_t Terminal::gap() {
  if (p_packet_ <= 0) return std::numeric_limits<std::uint64_t>::max() / 2;
  if (p_packet_ >= 1.0) return 0;
  const double u = 1.0 - rng_.uniform();  // (0, 1]
  return static_cast<std::uint64_t>(std::floor(std::log(u) / log_q_));
}

void Terminal::on_eject(const Flit& in, std::uint64_t cycle) {
  Stats& st = part_.stats;
  {
    eject.return_credit(cycle, in.vc);  // the sink frees its slot at once
    --st.flits_in_network;
    ++st.moves;
    if (st.in_window(cycle)) ++st.ejected_flits;
    if (in.head()) {  // the hop counts travelled in the head's header; the statistics read them
      Packet& p = part_.pool.at(in.pkt);
      p.hops = in.hdr.hops;
      p.global_hops = in.hdr.global_hops;
    }
    if (in.tail()) {
      const Packet& p = part_.pool.at(in.pkt);
      st.on_eject(p, cycle);
      if (env_.source) env_.source->delivered(p, cycle);  // tlm/workload hook
      if (env_.fault) env_.fault->on_deliver(p, cycle);  // tlm/fault hook
      part_.pool.put(in.pkt);
    }
  }
}

// Closed-loop workloads: the source hands over the next packet (it keeps the queue).
PacketHeader Terminal::new_header(int dst, int size, std::uint64_t created) const {
  PacketHeader h = PacketHeader::make(addr_, env_.node_addr(dst), size);
  if (const doar::Routing* r = env_.set_routing) {
    std::uint64_t random = 0;
    if (r->draws_state()) {  // splitmix64 of (seed, node, cycle): a node creates one packet per cycle
      std::uint64_t z = env_.cfg.seed * 0x9E3779B97F4A7C15ull ^ (static_cast<std::uint64_t>(node_) << 40) ^ created;
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
      random = z ^ (z >> 31);
    }
    h.route.inter_router = static_cast<std::int32_t>(r->draw_state(node_, dst, random));
  }
  return h;
}

void Terminal::take_from_source(std::uint64_t cycle) {
  SourcePacket s;
  if (!env_.source->next(node_, cycle, s)) return;
  cur_ = part_.pool.get();
  Packet& p = part_.pool.at(cur_);
  p.src_node = node_;
  p.dst_node = s.dst;
  p.size = s.size;
  p.id = s.id;
  p.created = s.created;
  cur_hdr_ = new_header(s.dst, s.size, s.created);
  next_flit_ = 0;
}

void Terminal::tick(std::uint64_t cycle) {
  Stats& st = part_.stats;

  if (switch_at_ <= cycle) switch_rate(cycle);  // --burst begins or ends: redraw at the new load

  // Generation (Bernoulli through geometric gaps; the RNG stream does not depend on the
  // network's state).
  // A packet created into an empty queue with no packet being injected (and no workload
  // source, which could hand one over first) is taken for injection below in this same
  // call: it skips the queue (its push and pop), whose line is rarely still in the cache.
  Pending fresh;
  bool have_fresh = false;
  if (next_gen_ <= cycle && env_.generating) {
    next_gen_ = cycle + 1 + gap();
    const int dst = env_.traffic.dest(node_, rng_);
    const bool tag = st.in_window(cycle);
    if (tag) st.generated_flits += env_.cfg.packet_size;
    const bool room = queue_.size() < static_cast<std::size_t>(env_.cfg.source_queue);
    if (room) {
      if (queue_.empty() && cur_ == PacketPool::kNone && !env_.source) {
        fresh = {cycle, dst, tag};
        have_fresh = true;
      } else {
        queue_.push({cycle, dst, tag});
      }
      if (tag) ++st.tagged;
    } else if (tag) {
      ++st.source_full;  // only the sample window's refusals make a point saturated
    }
    if (env_.fault && env_.fault->detail()) env_.fault->on_generate(cycle, room);  // tlm/fault: --timeline-detail
  }

  if (cur_ == PacketPool::kNone && env_.source) take_from_source(cycle);  // tlm/workload hook

  // Injection: one flit per cycle on VC 0 when the router's buffer has room.
  if (cur_ == PacketPool::kNone && (have_fresh || !queue_.empty())) {
    const Pending q = have_fresh ? fresh : queue_.pop();
    cur_ = part_.pool.get();
    Packet& p = part_.pool.at(cur_);
    p.src_node = node_;
    p.dst_node = q.dst;
    p.size = static_cast<std::uint16_t>(env_.cfg.packet_size);
    p.id = part_.take_packet_id();
    p.created = q.created;
    p.tagged = q.tagged;
    cur_hdr_ = new_header(q.dst, env_.cfg.packet_size, q.created);
    next_flit_ = 0;
  }
  if (cur_ != PacketPool::kNone && credits_ > 0) {
    if (next_flit_ == 0) {
      part_.pool.at(cur_).injected = cycle;
      if (env_.fault) env_.fault->on_inject(cycle);  // tlm/fault hook
    }
    Flit f;
    f.pkt = cur_;
    f.idx = static_cast<std::uint16_t>(next_flit_);
    f.is_tail = next_flit_ + 1 == cur_hdr_.size;
    f.hdr = cur_hdr_;
    inject.send(cycle, f);
    --credits_;
    ++st.flits_in_network;
    ++st.moves;
    if (++next_flit_ == cur_hdr_.size) cur_ = PacketPool::kNone;
  }
}

}  // namespace doar::net
