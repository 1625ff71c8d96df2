// Input-queued virtual-channel router with credit flow control and virtual cut-through,
// as one SystemC module (TLM-2.0 link sockets). Its clocked work, tick(), is run by the
// network's one clocked SC_METHOD (network.hpp), router by router. Each cycle it
//   1. runs its terminals' tick() (their sources and sinks),
//   2. takes the credits and flits that arrive in this cycle from its links' delay lines,
//   3. runs `speedup` internal allocation steps (a fractional speedup accumulates),
//      each: route computation for heads that have waited rc_latency cycles, VC allocation
//      (a round-robin arbiter per output VC), separable input-first switch allocation,
//      switch traversal into the output queues,
//   4. sends at most one flit per output port onto its link, and
//   5. publishes its CongG bits to the group's PCS delay line.
// docs/tlm.md describes the allocators, buffer sizing and timing.
#pragma once
#include <cstdint>
#include <deque>
#include <memory>
#include <new>
#include <string>
#include <systemc>
#include <vector>
#include "sim_fault_hooks.hpp"  // tlm/fault hooks
#include "link_ends.hpp"
#include "flit_queue.hpp"
#include "net_env.hpp"
#include "port_block.hpp"
#include "router_view.hpp"
#include "routing_function.hpp"
#include "terminal.hpp"

namespace doar::net {

// final: its own calls of the RouterView functions (recent_sends() and occupancy() in the
// congestion computations, once per port over its threshold and cycle) are direct calls.
class Router final : public sc_core::sc_module, public RouterView {
 public:
  // Either `rf`, a routing function of tlm/routing that names one (port, VC) per head (every
  // dragonfly routing), or `set_routing`, a core candidate-set routing (the torus routings;
  // rf then null), which the router shares with the others.
  Router(sc_core::sc_module_name name, int index, NetEnv& env, std::unique_ptr<RoutingFunction> rf, int vcs,
         const doar::Routing* set_routing = nullptr);

  // The clocked work of one cycle (called by the network's clocked method).
  void tick(std::uint64_t cycle);
  // Software prefetch, run while earlier routers of the cycle work, in four stages one
  // router apart (network.cpp): the router object's own fields (read by every later stage),
  // then its arrival bits and small per-port arrays, then the link slots that deliver, and
  // last what those slots point to (packets of the heads to route and of the ejections).
  void prefetch_object() const;
  void prefetch_state(std::uint64_t cycle) const;
  void prefetch_links(std::uint64_t cycle) const;
  void prefetch_heads(std::uint64_t cycle) const;
  // Test-only (DOAR_SIM_TEST_FREEZE_AT, network.cpp): from now on the router only receives.
  void freeze() { frozen_ = true; }

  // Port p's link ends; the network binds them.
  LinkReceiver& in(int port) { return *in_[port]; }
  LinkSender& out(int port) { return *out_[port]; }
  void attach(int port, Terminal* t) {
    terminals_[port] = t;
    t->eject.arrive_at(wheel_, ArrivalBits::kEject, port);
    t->inject.credits_at(wheel_, ArrivalBits::kInjCredit, port);
  }
  void set_peers(const std::vector<Router*>* all) { all_ = all; }
  // tlm/fault hook: this router's fault agent (nullptr: no faults in the run).
  void set_fault_agent(RouterFaultHooks* a) { fault_ = a; }
  // What arrives at this router in which cycle (the far marks of a parallel run feed it).
  ArrivalCalendar& calendar() { return wheel_; }

  // Stuck flits for the deadlock report: one line per non-empty input VC.
  std::string describe_stuck() const;
  std::size_t buffered_flits() const;
  // tlm/fault hook: flits on their way to this router or its nodes (in its arrival calendar).
  std::size_t fault_flits_on_links();

  // RouterView.
  const Dragonfly& dfly() const override { return *env_.dfly; }  // dragonfly routings only
  RouterId id() const override { return id_; }
  int vcs() const override { return vcs_; }
  std::uint64_t cycle() const override { return cycle_; }
  int credits(int port, int vc) const override { return credits_[port * vcs_ + vc]; }
  int capacity(int port) const override { return cap_[port]; }
  int occupancy(int port) const override;
  int recent_sends(int port) const override;
  int history_window(int port) const override { return window_[port]; }
  std::uint64_t flits_sent(int port) const override { return sent_[port]; }
  // congested_ports() and group_congestion() are RouterView's: cached there for the cycle
  // (view_cycle_ follows cycle_), computed by the first call of a cycle.
  Rng& rng() override { return rng_; }
  const RouterView* remote(int router_index) const override { return (*all_)[router_index]; }

 private:
  enum State : std::uint8_t { Idle, Routing, WaitVc, Active };
  struct InVc {
    FlitQueue buf;
    // Low 32 bits of the cycle the head's route may be computed (compared by routable_now():
    // a Routing head is routed within rc_latency cycles of that cycle, far from a wrap).
    std::uint32_t ready = 0;
    std::int16_t out_port = -1;
    std::uint8_t out_vc = 0;
    State state = Idle;
  };
  static_assert(sizeof(InVc) == 32, "two input VCs per cache line");
  bool routable_now(const InVc& v) const {
    return static_cast<std::int32_t>(v.ready - static_cast<std::uint32_t>(cycle_)) <= 0;
  }

  void end_of_elaboration() override;  // takes the delay lines of its output links (DMI)
  void start_of_simulation() override; // per-port views of all its links' delay lines
  void receive();
  void step();
  int va_request(int port, int vc);
  int va_request_set(int port, int vc);  // candidate-set routings
  [[noreturn, gnu::noinline, gnu::cold]] void candidate_error(int in_port, int vc, const Candidate* k);
  void va_grant(int iv, int ov);
  // core's rr_pick() without its checks: the allocators' masks are never empty and hold no
  // bit at or above their width, and their pointers stay below it (~5 instructions less on
  // each of the two picks per switch traversal).
  static int rr_next(std::uint64_t bits, int ptr) {
    const std::uint64_t upper = bits & (~std::uint64_t{0} << ptr);
    return __builtin_ctzll(upper ? upper : bits);
  }
  void sa_request(int port, std::uint64_t& out_req);
  void traverse(int in_port, int vc);
  void send_links();
  void publish_congestion();
  RouteChoice checked_route(int in_port, int vc, Flit& head);
  [[gnu::noinline, gnu::cold]] RouteChoice route_checks(int in_port, int vc, Flit& head, RouteChoice c);
  bool terminal_port(int port) const { return port < p_; }
  // Dragonfly::port_kind without the call: terminal ports, then a - 1 local, then global.
  PortKind kind(int port) const {
    return port < p_ ? PortKind::Terminal : port < first_global_ ? PortKind::Local : PortKind::Global;
  }
  // tlm/fault hooks: drop the head of an input VC; a dead router's cycle.
  // checked_route(): out_vc carries the DropKind in its low byte and, above it, the chosen
  // output port + 1 (0: none), for --loss-log.
  static constexpr int kDropRoute = -2;
  void fault_discard(int ip, int vc, DropKind why, int out_port);
  void fault_dead_cycle();
  void fault_resync();  // router repair: restart, and credits of the links to a revived router

  RouterId id_;  // first of the fields prefetch_object() brings in (before env_, a reference)
  int index_;
  std::uint32_t dst_code_;  // PacketHeader::dst_code of this router's node 0
  NetEnv& env_;
  NetPart& part_;  // its part's statistics, packets and scratch (one part unless --threads)
  int radix_, vcs_, p_, h_, first_global_;
  PortMask connected_ = 0;              // ports with a link
  std::unique_ptr<RoutingFunction> rf_;
  const doar::Routing* set_routing_ = nullptr;  // candidate-set routing (core), nullptr: rf_
  bool hook_;
  Rng rng_;
  const std::vector<Router*>* all_ = nullptr;
  RouterFaultHooks* fault_ = nullptr;   // tlm/fault hook
  bool fault_flushed_ = false;          // a dead router's buffers were emptied
  std::vector<std::unique_ptr<LinkReceiver>> in_;
  std::vector<std::unique_ptr<LinkSender>> out_;
  std::vector<Terminal*> terminals_;
  // Per terminal port: the first cycle its terminal may have work (Terminal::next_due). At
  // UR 0.4 a terminal is idle in more than half of the cycles; the router then neither
  // calls nor prefetches it (~5 lines per terminal and cycle).
  PortArray<std::uint64_t> term_due_;
  // One port's view of a link's delay line (delay_line.hpp), resolved at the end of
  // elaboration: input ports take flits at their head count and write credits at cycle +
  // lat, output ports append flits at their tail count and read credits at `cycle` (and, to
  // a node, take the flits at the head count too: the router hands them to the terminal);
  // `peer` is the word of the far end's arrival calendar (slot 0; slot k at peer[4k]) and
  // `lat_bit` the latency (<= 100000, simulation.cpp) above the far end's port number (6
  // bits). 32 bytes, two views per line: the credit ring follows the flit ring (LinkLine),
  // so one pointer serves both; a busy router's views are 23 lines instead of 35 on
  // dfly(6,12,6,73), and prefetch_state() brings them all in every cycle.
  struct PortLink {
    Flit* flits = nullptr;
    std::uint64_t* peer = nullptr;
    std::uint32_t mask = 0;
    std::uint32_t lat_bit = 0;
    std::uint32_t head = 0, tail = 0;  // flits taken, flits sent
    Flit& next_in() const { return flits[head & mask]; }
    Flit& next_out() const { return flits[tail & mask]; }
    std::uint64_t* credits() const { return reinterpret_cast<std::uint64_t*>(flits + mask + 1); }
    std::uint32_t lat() const { return lat_bit >> 6; }
    std::uint64_t bit() const { return std::uint64_t{1} << (lat_bit & 63); }
  };
  static_assert(sizeof(PortLink) == 32, "two port views per cache line");
  std::vector<PortLink> inl_;           // per input port
  std::vector<PortLink> outl_;          // per output port
  std::size_t cal_mask_ = 0;            // every calendar has the same length
  ArrivalBits* cal_ = nullptr;          // wheel_'s slots
  bool frozen_ = false;
  // Output port o's next link slot, for the caller to write the flit into; the far end's
  // calendar is marked for its arrival.
  Flit& link_slot(int o) {
    PortLink& l = outl_[o];
    mark_far_end(l, o, cycle_ + l.lat());
    return l.flits[l.tail++ & l.mask];
  }
  // Ports whose link leads to another part of a parallel run: their `peer` is the line's
  // far marks (delay_line.hpp, FarInbound), one byte per cycle, not the far end's calendar.
  PortMask far_ = 0;
  // What mark_far_end() writes, for prefetching.
  const void* far_end_mark(const PortLink& l, int port, std::uint64_t cycle) const {
    if ((far_ >> port) & 1u) return reinterpret_cast<const std::uint8_t*>(l.peer) + (cycle & cal_mask_);
    return &l.peer[(cycle & cal_mask_) * 4];
  }
  void mark_far_end(const PortLink& l, int port, std::uint64_t cycle) {
    if (__builtin_expect((far_ >> port) & 1u, 0)) {
      reinterpret_cast<std::uint8_t*>(l.peer)[cycle & cal_mask_] = 1;
    } else {
      l.peer[(cycle & cal_mask_) * 4] |= l.bit();
    }
  }
  // Credits are collected per input port during the cycle and written to the links once per
  // port at its end (flush_credits): one write into the link's credit slot and one bit into
  // the upstream calendar per port and cycle instead of per flit, and both lines can be
  // prefetched two routers ahead (prefetch_links).
  void put_credit(int ip, int vc) {
    credit_acc_[ip] += std::uint64_t{1} << (4 * vc);
    credit_ports_ |= std::uint64_t{1} << ip;
  }
  void flush_credits() {
    for (std::uint64_t m = credit_ports_; m; m &= m - 1) {
      const int ip = __builtin_ctzll(m);
      const PortLink& l = inl_[ip];
      const std::uint64_t c = cycle_ + l.lat();
      l.credits()[c & l.mask] += credit_acc_[ip];
      mark_far_end(l, ip, c);
      credit_acc_[ip] = 0;
    }
    credit_ports_ = 0;
  }
  PortArray<std::uint64_t> credit_acc_;    // per input port: this cycle's credits, 4 bits per VC
  std::uint64_t credit_ports_ = 0;         // input ports with credits in credit_acc_

  ArrivalCalendar wheel_;               // what arrives in which cycle (delay_line.hpp)
  // Heads that became routable (Routing state) and when: prefetch_heads() prefetches their
  // buffer slot (which holds the header), input VC and routing state one router ahead of
  // their route computation.
  struct HeadHint {
    const Flit* slot;  // where the head sits in its VC buffer
    std::uint64_t ready;
    std::uint32_t dst;
    std::uint16_t port, vc;
  };
  mutable std::vector<HeadHint> heads_;
  // The cycle a head that has just reached the front of its VC may be routed: rc_latency
  // cycles after it arrived, or now if it has already waited that long behind the packet
  // ahead (route computation is pipelined, one head per cycle; it is not a VC occupancy).
  // The arrival cycle is the flit's low 32 bits: the wait is far below 2^32 cycles.
  std::uint64_t routable_at(const Flit& head) const {
    const std::uint32_t waited = static_cast<std::uint32_t>(cycle_) - head.arrived;
    const std::uint32_t rc = static_cast<std::uint32_t>(env_.cfg.rc_latency);
    return waited >= rc ? cycle_ : cycle_ + (rc - waited);
  }
  void note_head(int port, int vc, const Flit& f, std::uint64_t ready) {
    heads_.push_back({&f, ready, f.hdr.dst_code, static_cast<std::uint16_t>(port), static_cast<std::uint16_t>(vc)});
  }
  std::uint64_t cycle_ = 0;
  double speedup_acc_ = 0;
  // Input side.
  // Allocator on 64-byte boundaries for invc_: a port's VCs (128 bytes for 4) then start on
  // a line and span two lines, not three.
  template <class T>
  struct LineAlloc {
    using value_type = T;
    LineAlloc() = default;
    template <class U>
    LineAlloc(const LineAlloc<U>&) {}
    T* allocate(std::size_t n) { return static_cast<T*>(::operator new(n * sizeof(T), std::align_val_t{64})); }
    void deallocate(T* p, std::size_t) { ::operator delete(p, std::align_val_t{64}); }
    bool operator==(const LineAlloc&) const { return true; }
    bool operator!=(const LineAlloc&) const { return false; }
  };
  std::vector<InVc, LineAlloc<InVc>> invc_;  // port * vcs + vc
  PortArray<std::uint32_t> busy_;       // per input port: VCs not Idle (bit mask)
  PortArray<std::uint32_t> pending_;    // per input port: VCs in WaitVc, or in Routing with
                                        // their route time come (bit mask)
  // Routing heads whose route time is still ahead: kept out of pending_ until that cycle, so
  // the allocation steps do not visit them (with rc_latency 1, both steps of the cycle in
  // which a head arrived visited it for nothing). Per route cycle modulo due_mask_ + 1 (a
  // route time is at most rc_latency cycles ahead): the VCs of each port due then.
  std::vector<std::uint32_t> due_;        // slot * radix + port
  std::vector<std::uint64_t> due_ports_;  // per slot: ports with VCs in due_
  std::size_t due_mask_ = 0;
  void make_pending(int port, int vc, std::uint64_t ready) {
    if (ready > cycle_) {
      const std::size_t s = ready & due_mask_;
      due_[s * radix_ + port] |= 1u << vc;
      due_ports_[s] |= std::uint64_t{1} << port;
    } else {
      add_pending(port, 1u << vc);
    }
  }
  void promote_due() {  // at the start of each cycle's allocation steps
    const std::size_t s = cycle_ & due_mask_;
    for (std::uint64_t m = due_ports_[s]; m; m &= m - 1) {
      const int port = __builtin_ctzll(m);
      add_pending(port, due_[s * radix_ + port]);
      due_[s * radix_ + port] = 0;
    }
    due_ports_[s] = 0;
  }
  // Input VC index -> port (a table instead of a division by vcs_ per VC grant).
  std::vector<std::uint8_t> port_of_;
  // Output port -> its topology port class (Stats::class_flits).
  std::vector<std::uint8_t> class_of_;
  PortArray<std::uint32_t> sendable_;   // per input port: Active VCs with a flit (bit mask)
  // The ports whose pending_ or sendable_ mask is not 0: the allocation steps visit only
  // those instead of every busy port (at UR 0.4 nearly every port of a router is busy, but
  // only a few have a head to route or a flit to send in a given step).
  std::uint64_t pending_ports_ = 0;
  std::uint64_t sendable_ports_ = 0;
  void add_pending(int port, std::uint32_t vcs) {
    pending_[port] |= vcs;
    pending_ports_ |= std::uint64_t{1} << port;
  }
  void drop_pending(int port, std::uint32_t vcs) {
    if (!(pending_[port] &= ~vcs)) pending_ports_ &= ~(std::uint64_t{1} << port);
  }
  void add_sendable(int port, std::uint32_t vcs) {
    sendable_[port] |= vcs;
    sendable_ports_ |= std::uint64_t{1} << port;
  }
  void drop_sendable(int port, std::uint32_t vcs) {
    if (!(sendable_[port] &= ~vcs)) sendable_ports_ &= ~(std::uint64_t{1} << port);
  }
  int busy_vcs_ = 0;                    // input VCs not Idle (0: nothing to allocate)
  std::uint64_t busy_ports_ = 0;        // bit per input port with busy_ != 0
  PortArray<std::uint8_t> sa_in_ptr_;   // per input port: round-robin pointer over VCs
  int va_ptr_ = 0;                      // rotating start port of route computation (and of
                                        // VC allocation with --va-arbiter shared)
  bool fair_va_ = true;                 // --va-arbiter rr
  PortArray<std::uint16_t> va_out_ptr_; // per output VC: round-robin pointer over input VCs
  // The allocation steps' scratch, shared by all routers (NetEnv::alloc; taken at the start
  // of the simulation, when every router has sized it): va_best_dist_ per output
  // VC, sa_req_ per output port, sa_vc_ per input port.
  int* va_best_dist_ = nullptr;
  int* va_touched_ = nullptr;
  std::uint64_t* sa_req_ = nullptr;
  int* sa_vc_ = nullptr;
  // Output side.
  PortArray<int> credits_;              // port * vcs + vc, flits
  std::vector<int> cap_;                // per port: downstream depth per VC, flits
  PortArray<int> occ_;                  // per port: sum over VCs of cap - credits
  PortArray<int> thr_;                  // per port: DOAR threshold in flits (local or global)
  PortMask over_ = 0;                   // ports with occ_ > thr_: the only congestion candidates
  void add_occ(int port, int n) {
    occ_[port] += n;
    const PortMask bit = PortMask{1} << port;
    over_ = occ_[port] > thr_[port] ? over_ | bit : over_ & ~bit;
  }
  PortArray<std::int16_t> owner_;       // port * vcs + vc: input VC holding it, -1 free
  std::vector<FlitQueue> outq_;         // per port, drained one flit per cycle
  std::uint64_t outq_busy_ = 0;         // bit per port: output queue not empty
  // Ports whose flit of this cycle went onto the link at its switch traversal: the queue was
  // empty, so send_links() would have sent that flit in this cycle anyway. It skips their
  // queue and only books the send (history window, counters), at the same point of the
  // cycle as before, so what the routing functions see does not change. Not with faults
  // (a link can fail between the traversal and the send).
  std::uint64_t sent_now_ = 0;
  PortArray<std::uint8_t> sa_out_ptr_;  // per output port: round-robin pointer over inputs
  PortArray<std::uint64_t> sent_;       // per port, flits sent since the start
  PortArray<int> window_;               // per port, history window (cycles)
  // Per port: the cycles of its sends in the history window, a ring in hist_buf_ (all
  // ports' rings in one array, so their positions are in a few lines of hist_).
  struct Hist {
    std::uint32_t off = 0, mask = 0;  // ring at hist_buf_[off], capacity mask + 1
    std::uint32_t head = 0, tail = 0; // oldest entry, next free slot (unwrapped)
  };
  mutable PortArray<Hist> hist_;
  std::vector<std::uint32_t> hist_buf_;

  PortMask compute_congested_ports() const override;
  const SlotMask& compute_group_congestion() const override;
  // The per-port arrays above live in two blocks (port_block.hpp): hot_block_ those read
  // every cycle (occ_, thr_, window_, busy_, sent_, hist_), alloc_block_ those of the
  // allocation steps (prefetched only for a busy router).
  PortBlock hot_block_, alloc_block_;
  // group_congestion()'s copy of the cycle (RouterView::group_cong_ points to it).
  mutable SlotMask group_bitmap_;
  std::uint64_t own_bits_ = 0;          // last published CongG bits (h bits)
  std::uint64_t own_bits_since_ = 0;    // cycle they last changed
  // --route-at arrival (docs/router.md): the heads that arrived in the previous cycle and in
  // this one (port * vcs + vc), and per input VC the routes of its queued heads, oldest first.
  bool route_at_arrival_ = false;
  std::vector<std::uint32_t> arrived_prev_, arrived_now_;
  std::vector<std::deque<RouteChoice>> early_;
  void route_arrivals();
};

}  // namespace doar::net
