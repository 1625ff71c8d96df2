#include "router.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>
#include "arbiter.hpp"
#include "congestion/congestion_rules.hpp"

namespace doar::net {

Router::Router(sc_core::sc_module_name name, int index, NetEnv& env, std::unique_ptr<RoutingFunction> rf, int vcs,
               const doar::Routing* set_routing)
    : sc_core::sc_module(name),
      id_(env.router_id(index)),
      index_(index),
      dst_code_(PacketHeader::encode(env.node_addr(env.topo.node_at(index, 0)))),
      env_(env),
      part_(env.part_of_router(index)),
      radix_(env.topo.radix()),
      vcs_(vcs),
      p_(env.topo.nodes_per_router()),
      h_(env.dfly ? env.dfly->h() : 0),
      first_global_(env.dfly ? env.dfly->global_port(0) : env.topo.radix()),
      rf_(std::move(rf)),
      set_routing_(set_routing),
      hook_(rf_ && rf_->wants_cycle_hook()),
      rng_(env.cfg.seed, static_cast<std::uint64_t>(index)) {
  const SimConfig& c = env.cfg;
  const Topology& topo = env.topo;
  // Time blocks (net_env.hpp): a router of the group runs up to block - 1 cycles ahead of
  // this one, a router of another group up to group_block - 1. Each link ring has that many
  // slots more, and the calendar the longest latency plus its sender's lead (first: the
  // link ends keep pointers into it).
  wheel_.init(env.calendar_horizon());
  in_.resize(radix_);
  out_.resize(radix_);
  terminals_.assign(radix_, nullptr);
  cap_.assign(radix_, 0);
  const std::size_t n_port = static_cast<std::size_t>(radix_), n_vc = n_port * static_cast<std::size_t>(vcs);
  hot_block_.build([&](PortBlock& b) {
    b.carve(sent_, n_port, std::uint64_t{0});
    b.carve(term_due_, static_cast<std::size_t>(p_), std::uint64_t{0});
    b.carve(hist_, n_port, Hist{});
    b.carve(occ_, n_port, 0);
    b.carve(thr_, n_port, 0);
    b.carve(window_, n_port, 0);
    b.carve(busy_, n_port, 0u);
  });
  alloc_block_.build([&](PortBlock& b) {
    b.carve(credit_acc_, n_port, std::uint64_t{0});
    b.carve(credits_, n_vc, 0);
    b.carve(pending_, n_port, 0u);
    b.carve(sendable_, n_port, 0u);
    b.carve(owner_, n_vc, std::int16_t{-1});
    b.carve(va_out_ptr_, n_vc, std::uint16_t{0});
    b.carve(sa_in_ptr_, n_port, std::uint8_t{0});
    b.carve(sa_out_ptr_, n_port, std::uint8_t{0});
  });
  for (int port = 0; port < radix_; ++port) {
    const bool terminal = topo.is_terminal(port);
    if (!terminal && !topo.connected(index, port)) continue;  // unconnected slot
    const PortClassParams& pc = env.port_classes[static_cast<std::size_t>(topo.port_class(index, port))];
    const int lat = pc.lat;
    const int depth = pc.buf * c.packet_size;
    // A terminal's link is driven by this router's own cycles: no sender runs ahead of it.
    const int slack = terminal ? 0 : env.link_slack(index, topo.peer_router(index, port), pc);
    in_[port] = std::make_unique<LinkReceiver>(("in" + std::to_string(port)).c_str(), lat, slack);
    out_[port] = std::make_unique<LinkSender>(("out" + std::to_string(port)).c_str(), lat);
    in_[port]->arrive_at(wheel_, ArrivalBits::kFlit, port);
    out_[port]->credits_at(wheel_, ArrivalBits::kCredit, port);
    cap_[port] = depth;
    connected_ |= PortMask{1} << port;
    window_[port] = 2 * lat + 2;  // credit round trip of the channel
  }
  invc_.resize(static_cast<std::size_t>(radix_) * vcs_);
  due_mask_ = pow2_at_least(static_cast<std::size_t>(std::max(c.rc_latency, 0)) + 1) - 1;
  due_.assign((due_mask_ + 1) * static_cast<std::size_t>(radix_), 0);
  due_ports_.assign(due_mask_ + 1, 0);
  port_of_.resize(static_cast<std::size_t>(radix_) * vcs_);
  for (std::size_t i = 0; i < port_of_.size(); ++i) port_of_[i] = static_cast<std::uint8_t>(i / static_cast<std::size_t>(vcs_));
  for (int port = 0; port < radix_; ++port) {
    for (int vc = 0; vc < vcs_; ++vc) credits_[port * vcs_ + vc] = cap_[port];
  }
  class_of_.resize(static_cast<std::size_t>(radix_));
  for (int port = 0; port < radix_; ++port) {
    thr_[port] = env.port_classes[static_cast<std::size_t>(topo.port_class(index, port))].thr * c.packet_size;
    class_of_[static_cast<std::size_t>(port)] = static_cast<std::uint8_t>(topo.port_class(index, port));
  }
  outq_.resize(radix_);
  // History windows: one ring per port, all in hist_buf_; a port sends at most one flit per
  // cycle, so a ring never holds more than window + 1 send cycles.
  std::uint32_t off = 0;
  for (int port = 0; port < radix_; ++port) {
    const std::uint32_t n = static_cast<std::uint32_t>(pow2_at_least(static_cast<std::size_t>(window_[port]) + 1));
    hist_[port].off = off;
    hist_[port].mask = n - 1;
    off += n;
  }
  hist_buf_.assign(off, 0);
  AllocScratch& s = part_.alloc;  // shared by the routers of its part: at least this router's size
  const std::size_t n_ov = static_cast<std::size_t>(radix_) * vcs_;
  if (s.va_best_dist.size() < n_ov) {
    s.va_best_dist.assign(n_ov, AllocScratch::kNoRequest);
    s.va_touched.assign(n_ov, 0);
  }
  if (s.sa_req.size() < static_cast<std::size_t>(radix_)) {
    s.sa_req.assign(radix_, 0);
    s.sa_vc.assign(radix_, 0);
  }
  fair_va_ = c.va_arbiter != "shared";
  route_at_arrival_ = c.route_at == "arrival";
  if (route_at_arrival_) early_.resize(invc_.size());
}

void Router::end_of_elaboration() {
  for (int port = 0; port < radix_; ++port) {
    if (out_[port]) out_[port]->connect();
  }
}

void Router::start_of_simulation() {
  // Every link end has connected (end_of_elaboration): copy the lines' rings and targets.
  inl_.assign(radix_, PortLink{});
  outl_.assign(radix_, PortLink{});
  cal_ = wheel_.slots();
  cal_mask_ = wheel_.mask();
  va_best_dist_ = part_.alloc.va_best_dist.data();
  va_touched_ = part_.alloc.va_touched.data();
  sa_req_ = part_.alloc.sa_req.data();
  sa_vc_ = part_.alloc.sa_vc.data();
  for (int port = 0; port < radix_; ++port) {
    if (!out_[port]) continue;
    const auto view = [](LinkLine& l, const ArrivalTarget& to) {
      const std::uint32_t far_port = static_cast<std::uint32_t>(__builtin_ctzll(to.bit));
      return PortLink{l.flit_ring(), to.word0(), static_cast<std::uint32_t>(l.ring_mask()),
                      static_cast<std::uint32_t>(l.latency()) << 6 | far_port};
    };
    LinkLine& o = out_[port]->line();
    outl_[port] = view(o, o.flit_to);
    LinkLine& i = in_[port]->line();
    inl_[port] = view(i, i.credit_to);
    if (terminal_port(port) || !env_.far(index_, env_.topo.peer_router(index_, port))) continue;
    // A link to another part (FarInbound, delay_line.hpp): this router marks the far end's
    // arrivals (flits out, credits back) in the lines' far marks (Network set them up; the
    // part of each end moves the marks of its arrivals into its calendar at each block).
    far_ |= PortMask{1} << port;
    outl_[port].peer = reinterpret_cast<std::uint64_t*>(o.far_flit_marks());
    inl_[port].peer = reinterpret_cast<std::uint64_t*>(i.far_credit_marks());
  }
}

namespace {
// Prefetches every line of [p, p + bytes), in order. Four lines per iteration: the stages
// prefetch ~120 lines per router and cycle this way, and the one-line loop's compare and
// branch per line were ~2/3 of its ~370 instructions per router and cycle.
void prefetch_lines(const void* p, std::size_t bytes) {
  std::uintptr_t b = reinterpret_cast<std::uintptr_t>(p) & ~std::uintptr_t{63};
  const std::uintptr_t end = reinterpret_cast<std::uintptr_t>(p) + bytes;
  for (; b + 192 < end; b += 256) {
    __builtin_prefetch(reinterpret_cast<const void*>(b));
    __builtin_prefetch(reinterpret_cast<const void*>(b + 64));
    __builtin_prefetch(reinterpret_cast<const void*>(b + 128));
    __builtin_prefetch(reinterpret_cast<const void*>(b + 192));
  }
  for (; b < end; b += 64) __builtin_prefetch(reinterpret_cast<const void*>(b));
}
template <class V>
void prefetch_vector(const V& v) {
  prefetch_lines(v.data(), v.size() * sizeof(v[0]));
}
}  // namespace

// The router's own fields, from id_ to the end of the object (~18 lines; the sc_module
// base before them is not read per cycle). Without this stage, prefetch_state() itself
// stalled on them (cal_, cal_mask_, the vectors' data pointers): the routers' state does
// not stay in the caches from one cycle to the next on the large networks.
void Router::prefetch_object() const {
  const char* first = reinterpret_cast<const char*>(&id_);
  prefetch_lines(first, static_cast<std::size_t>(reinterpret_cast<const char*>(this + 1) - first));
}

void Router::prefetch_state(std::uint64_t cycle) const {
  __builtin_prefetch(&cal_[cycle & cal_mask_]);
  prefetch_vector(inl_);   // every port's link view: prefetch_links() reads those that deliver
  prefetch_vector(outl_);
  __builtin_prefetch(terminals_.data());
  // Small per-port arrays read every cycle: congestion, history windows, sends, busy VCs,
  // and those of the allocation steps (pending and sendable VCs, round-robin pointers,
  // credits and owners of the output VCs, this cycle's credits, the output queues).
  prefetch_lines(hot_block_.data(), hot_block_.bytes());
  if (!busy_vcs_ && !outq_busy_) return;  // an idle router: no allocation step, no send
  prefetch_lines(alloc_block_.data(), alloc_block_.bytes());
  prefetch_vector(outq_);
  prefetch_lines(heads_.data(), (heads_.size() + 1) * sizeof(HeadHint));
}

void Router::prefetch_links(std::uint64_t cycle) const {
  const ArrivalBits& a = cal_[cycle & cal_mask_];
  for (std::uint64_t m = a.word[ArrivalBits::kFlit]; m; m &= m - 1) {
    const int port = __builtin_ctzll(m);
    const PortLink& l = inl_[port];
    __builtin_prefetch(&l.next_in());
    // The flit's VC is one of the port's: the lines they span. With 4 VCs (the default) they
    // are exactly two lines from the first (32-byte InVc, invc_ on a line boundary): no loop.
    const std::uintptr_t first = reinterpret_cast<std::uintptr_t>(&invc_[port * vcs_]);
    if (vcs_ == 4) {
      __builtin_prefetch(reinterpret_cast<const void*>(first));
      __builtin_prefetch(reinterpret_cast<const void*>(first + 64));
      continue;
    }
    const std::uintptr_t last = first + static_cast<std::uintptr_t>(vcs_) * sizeof(InVc) - 1;
    for (std::uintptr_t b = first & ~std::uintptr_t{63}; b <= last; b += 64) __builtin_prefetch(reinterpret_cast<const void*>(b));
  }
  for (std::uint64_t m = a.word[ArrivalBits::kCredit]; m; m &= m - 1) {
    const PortLink& l = outl_[__builtin_ctzll(m)];
    __builtin_prefetch(&l.credits()[cycle & l.mask], 1);
  }
  // The injection credits the router's nodes take (written by this router a cycle ago, long
  // out of the cache; their load was one of receive()'s hottest instructions).
  for (std::uint64_t m = a.word[ArrivalBits::kInjCredit]; m; m &= m - 1) {
    const PortLink& l = inl_[__builtin_ctzll(m)];
    __builtin_prefetch(&l.credits()[cycle & l.mask], 1);
  }
  for (std::uint64_t m = a.word[ArrivalBits::kEject]; m; m &= m - 1) {
    __builtin_prefetch(&outl_[__builtin_ctzll(m)].next_in());
  }
  // History windows that send_links() and congested_ports() will read: the oldest entry
  // (and, for a sending port, the slot of the new one).
  for (std::uint64_t m = outq_busy_ | over_; m; m &= m - 1) {
    const Hist& hs = hist_[__builtin_ctzll(m)];
    __builtin_prefetch(&hist_buf_[hs.off + (hs.head & hs.mask)]);
    __builtin_prefetch(&hist_buf_[hs.off + (hs.tail & hs.mask)], 1);
  }
  // The front of every busy output queue (send_links() pops it).
  for (std::uint64_t m = outq_busy_; m; m &= m - 1) __builtin_prefetch(&outq_[__builtin_ctzll(m)].front());
  // The far ends this cycle's sends will write: the credit slot and upstream calendar word
  // of every busy input port, the flit slot and downstream calendar word of every output
  // port with a queued flit. (Issued at the start of tick(), as before, they left the
  // stores of flush_credits() and send_links() the hottest instructions of both.)
  for (std::uint64_t m = busy_ports_; m; m &= m - 1) {
    const int port = __builtin_ctzll(m);
    const PortLink& l = inl_[port];
    const std::uint64_t c = cycle + l.lat();
    __builtin_prefetch(&l.credits()[c & l.mask], 1);
    __builtin_prefetch(far_end_mark(l, port, c), 1);
  }
  for (std::uint64_t m = outq_busy_; m; m &= m - 1) {
    const int port = __builtin_ctzll(m);
    const PortLink& l = outl_[port];
    __builtin_prefetch(&l.next_out(), 1);
    __builtin_prefetch(far_end_mark(l, port, cycle + l.lat()), 1);
  }
  // The terminals with work in this cycle (term_due_ came in with the hot block one stage
  // before); prefetch_heads() brings in their queue and packet.
  for (int t = 0; t < p_; ++t) {
    if (term_due_[t] <= cycle) terminals_[t]->prefetch();
  }
}

void Router::prefetch_heads(std::uint64_t cycle) const {
  // Arriving flits (their link slots and input VCs came in one stage before): the slot of
  // the VC buffer receive() writes them to (the store missed at every arrival).
  const ArrivalBits& a = cal_[cycle & cal_mask_];
  for (std::uint64_t m = a.word[ArrivalBits::kFlit]; m; m &= m - 1) {
    const int port = __builtin_ctzll(m);
    const Flit& f = inl_[port].next_in();
    const InVc& v = invc_[port * vcs_ + f.vc];
    if (const Flit* s = v.buf.next_slot()) __builtin_prefetch(s, 1);
  }
  // Flits for the nodes: their packets (on_eject() writes the hop counts of a head and reads
  // a tail's packet for the statistics) and the ejection link's credit side in the terminal.
  for (std::uint64_t m = a.word[ArrivalBits::kEject]; m; m &= m - 1) {
    const int port = __builtin_ctzll(m);
    __builtin_prefetch(&part_.pool.at(outl_[port].next_in().pkt), 1);
    terminals_[port]->prefetch_eject();
  }
  for (std::uint64_t m = a.word[ArrivalBits::kInjCredit]; m; m &= m - 1) {
    terminals_[__builtin_ctzll(m)]->prefetch_credit();
  }
  for (int t = 0; t < p_; ++t) {
    if (term_due_[t] <= cycle) terminals_[t]->prefetch_queue();
  }
  // Heads routed in this cycle: their buffer slot (the header), VC and routing state.
  std::size_t keep = 0;
  for (std::size_t k = 0; k < heads_.size(); ++k) {
    const HeadHint& h = heads_[k];
    if (h.ready > cycle) {
      heads_[keep++] = h;
      continue;
    }
    __builtin_prefetch(h.slot, 1);
    __builtin_prefetch(&invc_[static_cast<std::size_t>(h.port) * vcs_ + h.vc]);
    if (rf_) rf_->prefetch(h.port, h.dst);
  }
  heads_.resize(keep);
}

void Router::tick(std::uint64_t cycle) {
  cycle_ = cycle;
  view_cycle_ = cycle;  // RouterView's congestion caches are valid for this cycle only
  if (fault_) {  // tlm/fault hook: fault engine step; a dead router only swallows arrivals
    fault_->tick(cycle_);
    if (fault_->dead()) {
      fault_dead_cycle();
      return;
    }
    if (fault_->resync_due()) fault_resync();
  }
  receive();
  promote_due();
  if (route_at_arrival_) route_arrivals();
  for (int t = 0; t < p_; ++t) {
    if (term_due_[t] > cycle_) continue;
    Terminal* term = terminals_[t];
    if (term->due(cycle_)) term->tick(cycle_);
    term_due_[t] = term->next_due();
  }
  if (frozen_) {  // test-only: nothing leaves the input buffers any more
    flush_credits();
    return;
  }
  if (hook_) rf_->on_cycle(*this);
  speedup_acc_ += env_.cfg.speedup;
  while (speedup_acc_ >= 1.0) {
    if (busy_vcs_) step();
    speedup_acc_ -= 1.0;
  }
  flush_credits();
  send_links();
  publish_congestion();
}

void Router::receive() {
  const int rc = env_.cfg.rc_latency;
  ArrivalBits& a = cal_[cycle_ & cal_mask_];
  for (std::uint64_t m = a.word[ArrivalBits::kFlit]; m; m &= m - 1) {
    const int port = __builtin_ctzll(m);
    PortLink& line = inl_[port];
    const Flit& in = line.flits[line.head++ & line.mask];
    const int vc = in.vc;
    if (fault_ && !fault_->port_up(port)) {  // tlm/fault hook: lost on a failed link
      put_credit(port, vc);
      fault_->drop(in.pkt, DropKind::Lost, cycle_, {port, vc, -1, in.hdr.hops});
      continue;
    }
    InVc& v = invc_[port * vcs_ + vc];
    Flit& f = v.buf.push_slot();  // straight from the link slot into the buffer slot
    f = in;
    f.arrived = static_cast<std::uint32_t>(cycle_);
    if (route_at_arrival_ && f.head()) arrived_now_.push_back(static_cast<std::uint32_t>(port * vcs_ + vc));
    if (v.state == Idle) {
      // The head is at the front at once: its route time is known now (Flit::arrived is
      // read only for heads queued behind a packet).
      v.state = Routing;
      v.ready = static_cast<std::uint32_t>(cycle_ + rc);
      note_head(port, vc, v.buf.front(), cycle_ + rc);
      busy_[port] |= 1u << vc;
      make_pending(port, vc, cycle_ + rc);
      busy_ports_ |= std::uint64_t{1} << port;
      ++busy_vcs_;
    } else if (v.state == Active) {
      add_sendable(port, 1u << vc);
    }
  }
  for (std::uint64_t m = a.word[ArrivalBits::kCredit]; m; m &= m - 1) {
    const int port = __builtin_ctzll(m);
    // 4-bit credit counts per VC.
    std::uint64_t& cw = outl_[port].credits()[cycle_ & outl_[port].mask];
    std::uint64_t w = cw;
    cw = 0;
    while (w) {
      const int vc = __builtin_ctzll(w) >> 2;
      const int n = static_cast<int>((w >> (4 * vc)) & 0xF);
      w &= ~(std::uint64_t{0xF} << (4 * vc));
      credits_[port * vcs_ + vc] += n;
      add_occ(port, -n);
    }
  }
  for (std::uint64_t m = a.word[ArrivalBits::kEject]; m; m &= m - 1) {
    const int port = __builtin_ctzll(m);
    PortLink& l = outl_[port];
    terminals_[port]->on_eject(l.flits[l.head++ & l.mask], cycle_);
  }
  for (std::uint64_t m = a.word[ArrivalBits::kInjCredit]; m; m &= m - 1) {
    const int port = __builtin_ctzll(m);
    std::uint64_t& cw = inl_[port].credits()[cycle_ & inl_[port].mask];  // VC 0 only
    terminals_[port]->on_credit(static_cast<int>(cw & 0xF));
    cw = 0;
  }
  a.clear();
}

// The common case in a few compares (no faults, a connected port, a VC in range, an ejection
// only at the packet's own node); everything else in route_checks(), out of line, so that
// this function, called for every head, saves no registers for the error path. Inline in
// va_request() (its only caller): its own call cost ~15 instructions per head.
inline RouteChoice Router::checked_route(int in_port, int vc, Flit& head) {
  PacketHeader& hdr = head.hdr;
  const RouteChoice c = rf_->route(*this, in_port, vc, hdr);
  if (!fault_ && c.out_port >= 0 && c.out_port < radix_ && ((connected_ >> c.out_port) & 1u) && c.out_vc >= 0 &&
      c.out_vc < vcs_ && (c.out_port >= p_ || hdr.dst_code == (dst_code_ | static_cast<std::uint32_t>(c.out_port)))) {
    if (c.out_port >= p_) {  // the head will cross this link: count the hop now
      ++hdr.hops;
      if (c.out_port >= first_global_) ++hdr.global_hops;
    }
    return c;
  }
  return route_checks(in_port, vc, head, c);
}

RouteChoice Router::route_checks(int in_port, int vc, Flit& head, RouteChoice c) {
  PacketHeader& hdr = head.hdr;
  // tlm/fault hook: no valid route, or the chosen link has failed: the packet is dropped.
  if (fault_ && (c.out_port < 0 || (c.out_port < radix_ && !fault_->port_up(c.out_port)))) {
    return {kDropRoute, static_cast<int>(fault_->classify(in_port, c.out_port)) | (c.out_port + 1) << 8};
  }
  // The common case in a few compares: a connected port, a VC in range, and an ejection
  // only at the packet's own node.
  if (c.out_port >= 0 && c.out_port < radix_ && ((connected_ >> c.out_port) & 1u) && c.out_vc >= 0 &&
      c.out_vc < vcs_ && (c.out_port >= p_ || hdr.dst_code == (dst_code_ | static_cast<std::uint32_t>(c.out_port)))) {
    if (c.out_port >= p_) {  // the head will cross this link: count the hop now
      ++hdr.hops;
      if (c.out_port >= first_global_) ++hdr.global_hops;
    }
    return c;
  }
  std::string err;
  if (c.out_port < 0 || c.out_port >= radix_) {
    err = "no route";
  } else if (c.out_vc < 0 || c.out_vc >= vcs_) {
    err = "output VC " + std::to_string(c.out_vc) + " outside 0.." + std::to_string(vcs_ - 1);
  } else if (terminal_port(c.out_port) && hdr.dst_code != (dst_code_ | static_cast<std::uint32_t>(c.out_port))) {
    err = "ejection at the wrong node";
  } else if (!out_[c.out_port]) {
    err = "unconnected port " + std::to_string(c.out_port);
  }
  if (err.empty()) {
    // The head will cross this link: count the hop now, while its header is at hand.
    const PortKind k = kind(c.out_port);
    if (k != PortKind::Terminal) {
      ++hdr.hops;
      if (k == PortKind::Global) ++hdr.global_hops;
    }
  } else {
    const Packet& pkt = part_.pool.at(head.pkt);
    throw std::runtime_error(env_.cfg.routing + " at router " + env_.router_label(index_) + " (" + env_.topo.name() + "): packet " +
                             env_.node_label(pkt.src_node) + " -> " + env_.node_label(pkt.dst_node) + " from port " +
                             std::to_string(in_port) + " vc " + std::to_string(vc) + ": " + err);
  }
  return c;
}

// Route computation for a head whose route time has come, then its VC allocation request:
// the output VC it waits for when that VC is free and has credits for the whole packet
// (virtual cut-through), -1 otherwise (also when a tlm/fault hook dropped the head).
int Router::va_request(int port, int vc) {
  if (set_routing_) return va_request_set(port, vc);
  InVc& v = invc_[port * vcs_ + vc];
  if (v.state == Routing) {
    if (!routable_now(v)) return -1;
    RouteChoice c;
    if (route_at_arrival_) {  // computed the cycle after it arrived (route_arrivals)
      std::deque<RouteChoice>& q = early_[static_cast<std::size_t>(port * vcs_ + vc)];
      c = q.front();
      q.pop_front();
    } else {
      c = checked_route(port, vc, v.buf.front());
    }
    if (c.out_port == kDropRoute) {  // tlm/fault hook
      fault_discard(port, vc, static_cast<DropKind>(c.out_vc & 0xFF), (c.out_vc >> 8) - 1);
      return -1;
    }
    v.out_port = static_cast<std::int16_t>(c.out_port);
    v.out_vc = static_cast<std::uint8_t>(c.out_vc);
    v.state = WaitVc;
  }
  const int o = v.out_port;
  if (fault_ && !fault_->port_up(o)) {  // tlm/fault hook: the link failed meanwhile
    fault_discard(port, vc, DropKind::Lost, o);
    return -1;
  }
  const int ov = o * vcs_ + v.out_vc;
  return owner_[ov] < 0 && credits_[ov] >= v.buf.front().hdr.size ? ov : -1;
}

// Candidate-set routings (core::Routing, docs/tlm.md "Candidate-set routing"): the head's
// candidates are computed afresh at every allocation step while it waits (so a head is
// never committed to one of them, which Gear's deadlock freedom needs), and it requests the
// free output VC of the best (lowest) priority that has credits for the whole packet; among
// equals, the one with the most credits, then a uniform draw from the router's stream.
// Its output port and VC are set, and its hop counted, at the grant (va_grant).
int Router::va_request_set(int port, int vc) {
  InVc& v = invc_[port * vcs_ + vc];
  if (v.state == Routing) {
    if (!routable_now(v)) return -1;
    v.state = WaitVc;  // out_port stays -1 until the grant
  }
  const PacketHeader& hdr = v.buf.front().hdr;
  CandidateSet& cs = part_.alloc.cands;
  set_routing_->candidates(index_, port, vc, env_.node_of_code(hdr.dst_code),
                           static_cast<std::uint32_t>(hdr.route.inter_router), cs);
  if (cs.n == 0) candidate_error(port, vc, nullptr);
  int best = -1, best_pri = 1 << 30, best_credits = -1, ties = 0;
  for (const Candidate& k : cs) {
    const int o = k.port;
    if (o < 0 || o >= radix_ || !((connected_ >> o) & 1u) || k.vc < 0 || k.vc >= vcs_ ||
        (o < p_ && hdr.dst_code != (dst_code_ | static_cast<std::uint32_t>(o))))
      candidate_error(port, vc, &k);
    const int ov = o * vcs_ + k.vc;
    if (owner_[ov] >= 0 || credits_[ov] < hdr.size || k.priority > best_pri) continue;
    if (k.priority < best_pri || credits_[ov] > best_credits) {
      best = ov;
      best_pri = k.priority;
      best_credits = credits_[ov];
      ties = 1;
    } else if (credits_[ov] == best_credits && rng_.below(++ties) == 0) {
      best = ov;
    }
  }
  return best;
}

// --route-at arrival: the decision of every head that arrived in the previous cycle, with
// this cycle's congestion (after its arrivals, before its allocation steps), in arrival
// order per input port, as the chip's RCU takes it (request in its arrival cycle, congestion
// sampled in stage 3 one cycle later). The head is the last or, when the packet's next
// flit came in since, the second last flit of its VC; it cannot have left (rc_latency >= 1).
void Router::route_arrivals() {
  const std::uint32_t then = static_cast<std::uint32_t>(cycle_ - 1);
  for (const std::uint32_t iv : arrived_prev_) {
    const int port = static_cast<int>(iv) / vcs_, vc = static_cast<int>(iv) % vcs_;
    FlitQueue& buf = invc_[iv].buf;
    std::size_t k = buf.size() - 1;
    if (!(buf.at(k).head() && buf.at(k).arrived == then)) --k;
    early_[iv].push_back(checked_route(port, vc, buf.at(k)));
  }
  arrived_prev_.swap(arrived_now_);
  arrived_now_.clear();
}

void Router::candidate_error(int in_port, int vc, const Candidate* k) {
  const Packet& pkt = part_.pool.at(invc_[in_port * vcs_ + vc].buf.front().pkt);
  std::string err = "no candidate";
  if (k) err = "candidate port " + std::to_string(k->port) + " vc " + std::to_string(k->vc) + " is not a valid output";
  throw std::runtime_error(env_.cfg.routing + " at router " + env_.router_label(index_) + " (" + env_.topo.name() +
                           "): packet " + env_.node_label(pkt.src_node) + " -> " + env_.node_label(pkt.dst_node) +
                           " from port " + std::to_string(in_port) + " vc " + std::to_string(vc) + ": " + err);
}

inline void Router::va_grant(int iv, int ov) {
  InVc& v = invc_[iv];
  const int port = port_of_[iv], vc = iv - port * vcs_;
  if (set_routing_) {  // candidate-set routing: the output is the granted candidate
    v.out_port = static_cast<std::int16_t>(port_of_[ov]);
    v.out_vc = static_cast<std::uint8_t>(ov - v.out_port * vcs_);
    if (v.out_port >= p_) {  // the head will cross this link
      ++v.buf.front().hdr.hops;
      if (part_.stats.in_window(cycle_)) ++part_.stats.vc_hops[v.out_vc];
    }
  }
  const int size = v.buf.front().hdr.size;
  owner_[ov] = static_cast<std::int16_t>(iv);
  credits_[ov] -= size;
  add_occ(port_of_[ov], size);
  v.state = Active;
  drop_pending(port, 1u << vc);
  add_sendable(port, 1u << vc);  // its head is in the buffer
}

// Switch allocation, input stage: one VC per input port, round robin (the first VC at or
// after the pointer that holds its output VC and a flit). Inline, and called only for ports
// with a sendable VC: most busy ports have none in a given step (their heads wait for
// their route or an output VC), and the call was ~4 % of the instructions.
inline void Router::sa_request(int port, std::uint64_t& out_req) {
  const int chosen = rr_next(sendable_[port], sa_in_ptr_[port]);
  sa_vc_[port] = chosen;
  const int o = invc_[port * vcs_ + chosen].out_port;
  sa_req_[o] |= PortMask{1} << port;
  out_req |= PortMask{1} << o;
}

void Router::step() {
  std::uint64_t out_req = 0;
  const bool shared = !fair_va_;
  const int n_in = radix_ * vcs_;
  int n_touched = 0;  // output VCs requested in this step, in va_touched_
  // Input ports with pending VCs (with --va-arbiter shared: every busy port, which may also
  // send) in rotating order from va_ptr_: those at or above it, then the rest. Only the
  // port's own masks change while it is visited.
  const std::uint64_t visit = shared ? busy_ports_ : pending_ports_;
  const std::uint64_t above = visit & (~std::uint64_t{0} << va_ptr_);
  const std::uint64_t below = visit & ~(~std::uint64_t{0} << va_ptr_);
  for (int pass = 0; pass < 2; ++pass)
  for (std::uint64_t pm = pass == 0 ? above : below; pm; pm &= pm - 1) {
    const int port = __builtin_ctzll(pm);
    // Route computation and VC allocation requests, VC by VC; VCs that already hold their
    // output VC are not visited.
    for (std::uint32_t m = pending_[port]; m; m &= m - 1) {
      const int vc = __builtin_ctz(m);
      const int ov = va_request(port, vc);
      if (ov < 0) continue;
      if (shared) {  // --va-arbiter shared: the first requester in port order wins at once
        va_grant(port * vcs_ + vc, ov);
        continue;
      }
      // --va-arbiter rr: the requester nearest at or after the output VC's pointer wins.
      const int iv = port * vcs_ + vc;
      const int dist = iv >= va_out_ptr_[ov] ? iv - va_out_ptr_[ov] : iv - va_out_ptr_[ov] + n_in;
      int& best = va_best_dist_[ov];
      if (dist < best) {  // every distance is below kNoRequest: the first request enters
        if (best == AllocScratch::kNoRequest) va_touched_[n_touched++] = ov;
        best = dist;
      }
    }
    if (shared && sendable_[port]) sa_request(port, out_req);
  }
  if (++va_ptr_ >= radix_) va_ptr_ = 0;
  if (!shared) {
    // One grant per output VC; its pointer moves past the winner, so an input VC that keeps
    // requesting waits for at most one grant to each other requester.
    for (int k = 0; k < n_touched; ++k) {
      const int ov = va_touched_[k];
      int iv = va_out_ptr_[ov] + va_best_dist_[ov];
      if (iv >= n_in) iv -= n_in;
      va_best_dist_[ov] = AllocScratch::kNoRequest;
      va_grant(iv, ov);
      va_out_ptr_[ov] = static_cast<std::uint16_t>(iv + 1 >= n_in ? 0 : iv + 1);
    }
    for (std::uint64_t pm = sendable_ports_; pm; pm &= pm - 1) sa_request(__builtin_ctzll(pm), out_req);
  }
  // The link slots the traversals below may write at once (ports with an empty queue), the
  // far end's calendar word they mark, and the history window entries send_links() reads
  // and writes for them: prefetch_links() covers only the ports whose queue was busy or
  // that were over their threshold (the calendar mark was traverse()'s hottest instruction
  // and the oldest entry's load send_links()').
  for (std::uint64_t m = out_req & ~(outq_busy_ | sent_now_); m; m &= m - 1) {
    const int o = __builtin_ctzll(m);
    const PortLink& l = outl_[o];
    __builtin_prefetch(&l.next_out(), 1);
    __builtin_prefetch(far_end_mark(l, o, cycle_ + l.lat()), 1);
    const Hist& hs = hist_[o];
    __builtin_prefetch(&hist_buf_[hs.off + (hs.head & hs.mask)]);
    __builtin_prefetch(&hist_buf_[hs.off + (hs.tail & hs.mask)], 1);
  }
  // Switch allocation, output stage: one input per output port, round robin.
  for (std::uint64_t m = out_req; m; m &= m - 1) {
    const int o = __builtin_ctzll(m);
    const int ip = rr_next(sa_req_[o], sa_out_ptr_[o]);
    sa_req_[o] = 0;
    sa_out_ptr_[o] = static_cast<std::uint8_t>(ip + 1 >= radix_ ? 0 : ip + 1);
    const int vc = sa_vc_[ip];
    sa_in_ptr_[ip] = static_cast<std::uint8_t>(vc + 1 >= vcs_ ? 0 : vc + 1);
    traverse(ip, vc);
  }
}

void Router::traverse(int ip, int vc) {
  InVc& v = invc_[ip * vcs_ + vc];
  const Flit& in = v.buf.front();
  const bool tail = in.tail();
  put_credit(ip, vc);
  const int o = v.out_port;
  const std::uint64_t obit = std::uint64_t{1} << o;
  Flit* to;  // written in place, from the VC buffer slot
  if (!((outq_busy_ | sent_now_) & obit) && !fault_) {
    to = &link_slot(o);  // straight onto the link (sent_now_): no store and load in the queue
    sent_now_ |= obit;
  } else {
    to = &outq_[o].push_slot();
    outq_busy_ |= obit;
  }
  *to = in;
  to->vc = v.out_vc;
  v.buf.drop_front();
  ++part_.stats.moves;
  if (tail) {
    owner_[static_cast<std::size_t>(o) * vcs_ + v.out_vc] = -1;
    drop_sendable(ip, 1u << vc);
    if (v.buf.empty()) {
      v.state = Idle;
      busy_[ip] &= ~(1u << vc);
      if (!busy_[ip]) busy_ports_ &= ~(std::uint64_t{1} << ip);
      --busy_vcs_;
    } else {
      v.state = Routing;
      const std::uint64_t ready = routable_at(v.buf.front());
      v.ready = static_cast<std::uint32_t>(ready);
      make_pending(ip, vc, ready);
      note_head(ip, vc, v.buf.front(), ready);
    }
  } else if (v.buf.empty()) {
    drop_sendable(ip, 1u << vc);  // waits for the packet's next flit
  }
}

void Router::send_links() {
  Stats& st = part_.stats;
  const bool window = st.in_window(cycle_);
  for (std::uint64_t m = outq_busy_ | sent_now_; m; m &= m - 1) {
    const int o = __builtin_ctzll(m);
    const bool queued = !((sent_now_ >> o) & 1u);
    if (queued) {
      FlitQueue& q = outq_[o];
      const Flit& f = q.front();
      if (fault_ && !fault_->port_up(o)) {  // tlm/fault hook: lost on a failed link
        credits_[static_cast<std::size_t>(o) * vcs_ + f.vc] += 1;  // one-flit packets (faults need them)
        add_occ(o, -1);
        fault_->drop(f.pkt, DropKind::Lost, cycle_, {-1, f.vc, o, f.hdr.hops});
        q.drop_front();
        if (q.empty()) outq_busy_ &= ~(std::uint64_t{1} << o);
        continue;
      }
      link_slot(o) = f;
      q.drop_front();
      if (q.empty()) outq_busy_ &= ~(std::uint64_t{1} << o);
    }
    const PortKind k = kind(o);
    if (window) {
      ++st.class_flits[class_of_[static_cast<std::size_t>(o)]];
      if (k == PortKind::Global) ++st.global_use[static_cast<std::size_t>(index_) * h_ + env_.dfly->global_index(o)];
    }
    ++sent_[o];
    Hist& hs = hist_[o];  // history window: this send, minus expired ones
    const std::uint32_t now = static_cast<std::uint32_t>(cycle_);
    std::uint32_t* ring = hist_buf_.data() + hs.off;
    ring[hs.tail++ & hs.mask] = now;
    while (now - ring[hs.head & hs.mask] >= static_cast<std::uint32_t>(window_[o])) ++hs.head;
    ++st.moves;
  }
  sent_now_ = 0;
}

int Router::occupancy(int port) const { return occ_[port]; }

int Router::recent_sends(int port) const {
  Hist& hs = hist_[port];
  const std::uint32_t* ring = hist_buf_.data() + hs.off;
  const std::uint32_t now = static_cast<std::uint32_t>(cycle_);
  while (hs.head != hs.tail && now - ring[hs.head & hs.mask] >= static_cast<std::uint32_t>(window_[port])) ++hs.head;
  return static_cast<int>(hs.tail - hs.head);
}


PortMask Router::compute_congested_ports() const {
  const SimConfig& c = env_.cfg;
  const int tl = c.thr_local * c.packet_size, tg = c.thr_global * c.packet_size;
  PortMask m = 0;
  // core's rules: CongG with the history window; CongL windowed over the link's credit
  // round trip (--local-window 1, core's rule for long local links) or raw (0, the chip
  // rule). Both verdicts need occupancy > threshold (the window only lowers it), so only the
  // ports in over_ are examined.
  for (PortMask pm = over_ & connected_; pm; pm &= pm - 1) {
    const int port = __builtin_ctzll(pm);
    const bool global = port >= first_global_;
    const bool c = global                 ? cong_global(occupancy(port), recent_sends(port), tg)
                   : env_.cfg.local_window ? cong_local_windowed(occupancy(port), recent_sends(port), tl)
                                           : cong_local(occupancy(port), tl);
    if (c) m |= PortMask{1} << port;
  }
  cong_ports_ = m;
  cong_cycle_ = cycle_;
  return m;
}

const SlotMask& Router::compute_group_congestion() const {
  const std::uint64_t pcs = static_cast<std::uint64_t>(env_.cfg.pcs_latency);
  // Every router of the group, the owner included (its own loopback), sees the bitmap as
  // it was pcs_latency cycles ago (docs/congestion.md).
  group_bitmap_ = cycle_ >= pcs ? const_cast<NetEnv&>(env_).pcs_slot(id_.gid, cycle_ - pcs) : SlotMask{};
  group_cong_ = &group_bitmap_;
  group_cycle_ = cycle_;
  return group_bitmap_;
}

void Router::publish_congestion() {
  if (!env_.publish_congestion) return;
  const int tg = env_.cfg.thr_global * env_.cfg.packet_size;
  std::uint64_t bits = 0;
  for (PortMask pm = (over_ & connected_) >> first_global_; pm; pm &= pm - 1) {  // global ports over tg
    const int j = __builtin_ctzll(pm);
    const int port = first_global_ + j;
    if (cong_global(occ_[port], recent_sends(port), tg)) bits |= std::uint64_t{1} << j;
  }
  if (bits != own_bits_) {
    own_bits_ = bits;
    own_bits_since_ = cycle_;
  } else if (cycle_ - own_bits_since_ > env_.pcs_len) {
    return;  // every slot of the ring already holds these bits
  }
  SlotMask& s = env_.pcs_slot(id_.gid, cycle_);
  for (int j = 0; j < h_; ++j) s.set(id_.bid * h_ + j, (bits >> j) & 1u);
}

std::size_t Router::buffered_flits() const {
  std::size_t n = 0;
  for (const auto& v : invc_) n += v.buf.size();
  for (const auto& q : outq_) n += q.size();
  return n;
}

std::string Router::describe_stuck() const {
  static const char* names[] = {"idle", "routing", "waiting for VC", "active"};
  std::ostringstream os;
  for (int port = 0; port < radix_; ++port) {
    for (int vc = 0; vc < vcs_; ++vc) {
      const InVc& v = invc_[port * vcs_ + vc];
      if (v.buf.empty()) continue;
      const Packet* p = &part_.pool.at(v.buf.front().pkt);
      os << "  router " << env_.router_label(index_) << " input port " << port << " vc " << vc << ": " << v.buf.size()
         << " flits, head " << env_.node_label(p->src_node) << "->" << env_.node_label(p->dst_node) << " " << names[v.state];
      if ((v.state == WaitVc || v.state == Active) && v.out_port >= 0) {
        const std::size_t ov = static_cast<std::size_t>(v.out_port) * vcs_ + v.out_vc;
        os << " for output port " << v.out_port << " vc " << int(v.out_vc) << " (credits " << credits_[ov]
           << ", held by input " << owner_[ov] << ")";
      }
      os << "\n";
    }
  }
  return os.str();
}

// tlm/fault hooks (docs/faults_sim.md). Faults run with one-flit packets only, so a flit is
// a whole packet here.

void Router::fault_discard(int ip, int vc, DropKind why, int out_port) {
  InVc& v = invc_[ip * vcs_ + vc];
  const Flit f = v.buf.pop();
  put_credit(ip, vc);
  if (v.buf.empty()) {
    v.state = Idle;
    busy_[ip] &= ~(1u << vc);
    drop_pending(ip, 1u << vc);
    if (!busy_[ip]) busy_ports_ &= ~(std::uint64_t{1} << ip);
    --busy_vcs_;
  } else {
    v.state = Routing;
    const std::uint64_t ready = routable_at(v.buf.front());
    v.ready = static_cast<std::uint32_t>(ready);
    drop_pending(ip, 1u << vc);  // back in pending_ now or when its route time comes
    make_pending(ip, vc, ready);
  }
  fault_->drop(f.pkt, why, cycle_, {ip, vc, out_port, f.hdr.hops});
}

void Router::fault_dead_cycle() {
  if (!fault_flushed_) {  // the moment of death: everything the router holds is lost
    fault_flushed_ = true;
    for (std::size_t i = 0; i < invc_.size(); ++i) {
      InVc& v = invc_[i];
      const int port = static_cast<int>(i) / vcs_;
      while (!v.buf.empty()) {
        const Flit f = v.buf.pop();
        fault_->drop(f.pkt, DropKind::Lost, cycle_, {port, static_cast<int>(i) % vcs_, -1, f.hdr.hops});
        if (port < p_) terminals_[port]->on_credit(1);  // its nodes' credits stay true (repair)
      }
      v.state = Idle;
    }
    std::fill(busy_.begin(), busy_.end(), 0u);
    std::fill(pending_.begin(), pending_.end(), 0u);
    std::fill(due_.begin(), due_.end(), 0u);
    std::fill(due_ports_.begin(), due_ports_.end(), 0u);
    std::fill(sendable_.begin(), sendable_.end(), 0u);
    pending_ports_ = sendable_ports_ = 0;
    busy_ports_ = 0;
    busy_vcs_ = 0;
    for (std::size_t o = 0; o < outq_.size(); ++o) {
      while (!outq_[o].empty()) {
        const Flit f = outq_[o].pop();
        fault_->drop(f.pkt, DropKind::Lost, cycle_, {-1, f.vc, static_cast<int>(o), f.hdr.hops});
      }
    }
    outq_busy_ = 0;
  }
  // Flits that reach it are lost; flits already on the way to its nodes still arrive there.
  // Credits from its neighbours are dropped with the router; its nodes get theirs back.
  ArrivalBits& a = wheel_.at(cycle_);
  for (std::uint64_t m = a.word[ArrivalBits::kFlit]; m; m &= m - 1) {
    const int port = __builtin_ctzll(m);
    PortLink& l = inl_[port];
    const Flit& f = l.flits[l.head++ & l.mask];
    fault_->drop(f.pkt, DropKind::Lost, cycle_, {port, f.vc, -1, f.hdr.hops});
    if (port < p_) terminals_[port]->on_credit(1);
  }
  for (std::uint64_t m = a.word[ArrivalBits::kEject]; m; m &= m - 1) {
    const int port = __builtin_ctzll(m);
    PortLink& l = outl_[port];
    terminals_[port]->on_eject(l.flits[l.head++ & l.mask], cycle_);
  }
  for (std::uint64_t m = a.word[ArrivalBits::kCredit]; m; m &= m - 1) {
    const PortLink& l = outl_[__builtin_ctzll(m)];
    l.credits()[cycle_ & l.mask] = 0;
  }
  for (std::uint64_t m = a.word[ArrivalBits::kInjCredit]; m; m &= m - 1) {
    const int port = __builtin_ctzll(m);
    const PortLink& l = inl_[port];
    terminals_[port]->on_credit(static_cast<int>(l.credits()[cycle_ & l.mask] & 0xF));
    l.credits()[cycle_ & l.mask] = 0;
  }
  a.clear();
}

// Router repair: the revived router restarts empty and its output credits are its
// neighbours' free input space (credits on the way are void); a neighbour whose link to it
// comes back has nothing on that link, so its credits are the full depth less what it still
// owes the link (output queue, granted VC; one-flit packets). docs/faults_sim.md.
void Router::fault_resync() {
  const bool restart = fault_->take_restart();
  if (restart) {
    fault_flushed_ = false;
    std::fill(owner_.begin(), owner_.end(), std::int16_t{-1});
    heads_.clear();
    for (Hist& hs : hist_) hs.head = hs.tail = 0;  // empty history windows
  }
  for (std::uint64_t m = fault_->take_resync() & connected_; m; m &= m - 1) {
    const int o = __builtin_ctzll(m);
    const PortPeer pp = env_.dfly->peer(id_, o);
    add_occ(o, -occ_[o]);  // occupancy 0 (add_occ keeps the over-threshold mask)
    for (int vc = 0; vc < vcs_; ++vc) {
      const std::size_t ov = static_cast<std::size_t>(o) * vcs_ + vc;
      int held = restart || owner_[ov] < 0 ? 0 : 1;
      if (restart && !terminal_port(o)) held = static_cast<int>((*all_)[env_.dfly->router_index(pp.router)]->invc_[pp.port * vcs_ + vc].buf.size());
      for (std::size_t i = 0; !restart && i < outq_[o].size(); ++i) held += outq_[o].at(i).vc == vc;
      credits_[ov] = cap_[o] - held;
      add_occ(o, held);
    }
    if (restart) std::fill(outl_[o].credits(), outl_[o].credits() + outl_[o].mask + 1, std::uint64_t{0});
  }
}

std::size_t Router::fault_flits_on_links() {
  std::size_t n = 0;
  for (int k = 1; k <= wheel_.horizon(); ++k) {
    const ArrivalBits& a = wheel_.at(cycle_ + static_cast<std::uint64_t>(k));
    n += static_cast<std::size_t>(__builtin_popcountll(a.word[ArrivalBits::kFlit]) +
                                  __builtin_popcountll(a.word[ArrivalBits::kEject]));
  }
  return n;
}

}  // namespace doar::net
