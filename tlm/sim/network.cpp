#include "network.hpp"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

namespace doar::net {
namespace {
// SystemC names may not contain '.', which separates hierarchy levels.
std::string underscored(std::string s) {
  for (char& c : s) if (c == '.') c = '_';
  return s;
}
}  // namespace

namespace {
// The longest k <= limit that divides n.
int divisor_at_most(int n, int limit) {
  int b = 1;
  for (int k = 2; k <= std::min(limit, n); ++k) {
    if (n % k == 0) b = k;
  }
  return b;
}
}  // namespace

std::string Network::parallel_fallback(const SimConfig& c, bool closed_loop) {
  if (c.faults.active()) return "runs with faults or --timeline";
  if (closed_loop) return "closed-loop workloads (--workload)";
  if (std::getenv("DOAR_SIM_TEST_FREEZE_AT")) return "runs under the test-only DOAR_SIM_TEST_FREEZE_AT";
  return "";
}

Network::TimeBlocks Network::choose_part_blocks(const SimConfig& c, const RoutingInfo& algo, const NetEnv& env,
                                               const Partition& parts, int check_every, int wanted) {
  TimeBlocks b;
  const int cap = wanted > 0 ? wanted : check_every;
  b.group = divisor_at_most(check_every, std::min(parts.cut_latency, cap));
  int router = std::min(parts.near_latency, cap);  // terminals run with their router
  if (env.publish_congestion) router = std::min(router, c.pcs_latency);
  if (algo.reads_group_routers) router = 1;
  b.router = divisor_at_most(b.group, router);
  return b;
}

Network::TimeBlocks Network::choose_blocks(const SimConfig& c, const RoutingInfo& algo, const NetEnv& env,
                                           int check_every, int wanted) {
  TimeBlocks b;
  if (c.faults.active() || env.source || std::getenv("DOAR_SIM_TEST_FREEZE_AT")) return b;
  const int cap = wanted > 0 ? wanted : check_every;
  b.group = divisor_at_most(check_every, std::min(c.lat_global, cap));
  int router = std::min(c.lat_local, cap);  // terminals run with their router
  if (env.publish_congestion) router = std::min(router, c.pcs_latency);
  if (algo.reads_group_routers) router = 1;
  b.router = divisor_at_most(b.group, router);
  return b;
}

Network::Network(sc_core::sc_module_name name, NetEnv& env, const RoutingInfo& algo, int vcs, int check_every,
                 int threads)
    : sc_core::sc_module(name), clock("clock", SimClock::cycles(1)), env_(env), check_every_(check_every) {
  const Topology& topo = env.topo;
  const Dragonfly* d = env.dfly;
  // A parallel run: the parts, before the routers take their part's state.
  Partition parts;
  if (!parallel_fallback(env.cfg, env.source != nullptr).empty()) threads = 1;
  // A run spread over processes (doar-sim-mpi) cuts the network as a parallel run does and
  // runs one thread per rank; the tool refused what cannot be cut (parallel_fallback).
  transport_ = rank_transport();
  if (transport_) {
    if (!parallel_fallback(env.cfg, env.source != nullptr).empty()) {
      throw std::invalid_argument("a run over ranks cannot have " + parallel_fallback(env.cfg, env.source != nullptr));
    }
    threads = 1;
    parts = partition_network(topo, env.port_classes);
  }
  const bool cut = threads > 1 || transport_;
  if (threads > 1) {
    parts = partition_network(topo, env.port_classes);
    threads = std::min(threads, parts.parts());
  }
  // First: the routers size their link rings and calendars for them.
  if (cut) {
    blocks_ = choose_part_blocks(env.cfg, algo, env, parts, check_every, env.cfg.time_block);
  } else {
    blocks_ = choose_blocks(env.cfg, algo, env, check_every, env.cfg.time_block);
  }
  env.set_blocks(blocks_.router, blocks_.group);
  RoutingSetup setup;
  setup.dfly = d;
  setup.tables = algo.needs_tables ? env.tables : nullptr;
  setup.tables_fixed = !env.cfg.faults.active();  // only tlm/fault rewrites tables
  setup.params.vcs = vcs;
  setup.params.packet_size = env.cfg.packet_size;
  setup.params.thr_local = env.cfg.thr_local;
  setup.params.thr_global = env.cfg.thr_global;
  parse_congested_rule(env.cfg.doar_congested, setup.params.doar_congested);  // checked by validate()
  setup.params.ugal_threshold = env.cfg.ugal_threshold;
  setup.params.ugal_phantom = env.cfg.ugal_queue == "phantom";
  setup.params.lat_local = env.cfg.lat_local;
  setup.params.lat_global = env.cfg.lat_global;
  // A candidate-set routing of core (the torus routings) is one object for all routers.
  if (algo.is_candidate_set()) {
    RoutingOptions ropt;
    ropt.torus_tie = parse_torus_tie(env.cfg.torus_tie);
    set_routing_ = make_routing(env.cfg.routing, topo, vcs, ropt);
    env.set_routing = set_routing_.get();
    env.stats.vc_hops.assign(static_cast<std::size_t>(vcs), 0);
  }
  if (cut) env.set_parts(parts.part_of, parts.parts());  // each starts with these statistics
  // A run over ranks: rank r runs the parts a run on R threads gives thread r, and builds
  // only their routers and terminals (the others are null here).
  std::vector<int> rank_of_part;
  if (transport_) {
    rank_of_part.assign(static_cast<std::size_t>(parts.parts()), 0);
    const std::vector<int> dealt = deal_parts(parts, transport_->ranks());
    my_parts_[0] = dealt[static_cast<std::size_t>(transport_->rank())];
    my_parts_[1] = dealt[static_cast<std::size_t>(transport_->rank()) + 1];
    for (int r = 0; r < transport_->ranks(); ++r) {
      for (int p = dealt[static_cast<std::size_t>(r)]; p < dealt[static_cast<std::size_t>(r) + 1]; ++p) rank_of_part[static_cast<std::size_t>(p)] = r;
    }
    far_ends_ = std::make_unique<FarEnds>("far", env.calendar_horizon());
  }
  const auto here = [&](int router) {
    return !transport_ || rank_of_part[static_cast<std::size_t>(parts.part_of[static_cast<std::size_t>(router)])] == transport_->rank();
  };

  terminals.reserve(topo.num_nodes());
  for (int n = 0; n < topo.num_nodes(); ++n) {
    if (!here(topo.node_router(n))) {
      terminals.push_back(nullptr);
      continue;
    }
    const std::string tname = d ? "t" + underscored(to_string(d->node_at(n))) : "t" + std::to_string(n);
    terminals.push_back(std::make_unique<Terminal>(tname.c_str(), n, env));
  }
  routers.reserve(topo.num_routers());
  for (int i = 0; i < topo.num_routers(); ++i) {
    if (!here(i)) {
      routers.push_back(nullptr);
      router_ptrs.push_back(nullptr);
      continue;
    }
    const std::string rname = d ? "r" + underscored(to_string(d->router_at(i))) : "r" + std::to_string(i);
    std::unique_ptr<RoutingFunction> rf;
    if (!set_routing_) {
      setup.router = d->router_at(i);
      rf = algo.make(setup);
    }
    routers.push_back(std::make_unique<Router>(rname.c_str(), i, env, std::move(rf), vcs, set_routing_.get()));
    router_ptrs.push_back(routers.back().get());
  }
  for (int i = 0; i < topo.num_routers(); ++i) {
    if (!routers[i]) continue;
    Router& r = *routers[i];
    r.set_peers(&router_ptrs);
    for (int port = 0; port < topo.radix(); ++port) {
      if (topo.is_terminal(port)) {
        Terminal& t = *terminals[topo.node_at(i, port)];
        t.inject.socket.bind(r.in(port).socket);
        r.out(port).socket.bind(t.eject.socket);
        r.attach(port, &t);
        continue;
      }
      const TopoPort& tp = topo.port(i, port);
      if (tp.peer_router < 0) continue;
      if (!here(tp.peer_router)) {  // its far end is on another rank
        const PortClassParams& pc = env.port_classes[static_cast<std::size_t>(topo.port_class(i, port))];
        FarEnds::Pair& e = far_ends_->add(i, port, tp.peer_port, pc.lat, env.link_slack(tp.peer_router, i, pc));
        r.out(port).socket.bind(e.to_far->socket);
        e.from_far->socket.bind(r.in(port).socket);
        continue;
      }
      r.out(port).socket.bind(routers[tp.peer_router]->in(tp.peer_port).socket);
    }
  }
  if (cut) set_far_marks();
  if (const char* f = std::getenv("DOAR_SIM_TEST_FREEZE_AT")) freeze_at_ = std::strtoull(f, nullptr, 10);
  if (cut) {
    std::vector<PartRunner::Part> work(static_cast<std::size_t>(parts.parts()));
    for (int p = 0; p < parts.parts(); ++p) {
      work[static_cast<std::size_t>(p)].state = env.parts[static_cast<std::size_t>(p)].get();
      if (!here(parts.first[p])) continue;  // another rank's
      work[static_cast<std::size_t>(p)].tasks = block_tasks(parts.first[p], parts.first[p + 1], parts.group_size);
    }
    if (transport_) {
      // The links between ranks are exchanged after each block.
      rank_links_ = std::make_unique<RankLinks>(
          env, [this](int router, int port) { return out_line(router, port); }, far_ends_->unread().mask(), rank_of_part,
          transport_->rank(), transport_->ranks(), vcs);
      runner_ = std::make_unique<PartRunner>(std::move(work), std::vector<int>{my_parts_[0], my_parts_[1]}, blocks_.group,
                                             blocks_.router);
      const int block = blocks_.group;
      runner_->set_after_block([this, block](std::uint64_t first) {
        rank_links_->unpack(transport_->exchange(rank_links_->pack(first, block)), first, block);
      });
    } else {
      runner_ = std::make_unique<PartRunner>(std::move(work), deal_parts(parts, threads), blocks_.group, blocks_.router);
    }
    // SIM builds its central view of the graph on its first route: here, not on some thread.
    if (algo.name == "SIM") (void)SimCentral::get().epoch(*d, 0);
  } else {
    tasks_ = block_tasks(0, topo.num_routers(), d ? d->a() : 0);
  }
  SC_METHOD(on_clock);
  sensitive << clock.posedge_event();
  dont_initialize();
}

// The links between parts (FarInbound, delay_line.hpp): per link, the marks of its flits
// (read by the downstream router's part) and of its credits (read by the upstream one's),
// a calendar's length each, in the reading part's far_marks in the order of its inbound list.
void Network::set_far_marks() {
  const Topology& topo = env_.topo;
  const std::size_t len = pow2_at_least(static_cast<std::size_t>(env_.calendar_horizon()) + 1);  // a calendar's
  struct Use {
    LinkLine* line;
    bool flits;  // else credits
    int reader;  // router index
    int port;    // the reader's port
  };
  std::vector<std::vector<Use>> uses(env_.parts.size());
  for (int i = 0; i < topo.num_routers(); ++i) {
    for (int port = topo.nodes_per_router(); port < topo.radix(); ++port) {
      const TopoPort& tp = topo.port(i, port);
      if (tp.peer_router < 0 || !env_.far(i, tp.peer_router)) continue;
      if (!routers[static_cast<std::size_t>(i)] && !routers[static_cast<std::size_t>(tp.peer_router)]) continue;  // both on other ranks
      LinkLine& line = *out_line(i, port);  // the link i -> peer
      uses[static_cast<std::size_t>(env_.part_of[static_cast<std::size_t>(tp.peer_router)])].push_back({&line, true, tp.peer_router, tp.peer_port});
      uses[static_cast<std::size_t>(env_.part_of[static_cast<std::size_t>(i)])].push_back({&line, false, i, port});
    }
  }
  for (std::size_t p = 0; p < uses.size(); ++p) {
    // By reader: the marks of one block then land in one calendar after the other.
    std::stable_sort(uses[p].begin(), uses[p].end(), [](const Use& x, const Use& y) { return x.reader < y.reader; });
    NetPart& part = *env_.parts[p];
    part.far_marks.assign(uses[p].size() * len, 0);
    for (std::size_t k = 0; k < uses[p].size(); ++k) {
      const Use& u = uses[p][k];
      FarInbound in;
      in.marks = part.far_marks.data() + k * len;
      // A reader on another rank (its part never runs here): marks nobody moves on.
      Router* reader = routers[static_cast<std::size_t>(u.reader)].get();
      in.to.set(reader ? reader->calendar() : far_ends_->unread(), u.flits ? ArrivalBits::kFlit : ArrivalBits::kCredit, u.port);
      part.inbound.push_back(in);
      if (u.flits) {
        u.line->set_far_marks(in.marks, u.line->far_credit_marks());
      } else {
        u.line->set_far_marks(u.line->far_flit_marks(), in.marks);
      }
    }
  }
}

LinkLine* Network::out_line(int router, int port) {
  const TopoPort& tp = env_.topo.port(router, port);
  if (Router* peer = routers[static_cast<std::size_t>(tp.peer_router)].get()) return &peer->in(tp.peer_port).line();
  return far_ends_ ? far_ends_->line(router, port) : nullptr;
}

// A group block: group by group in decreasing order, and in each group its router blocks
// one after the other, each of them router by router in decreasing index (with blocks of 1
// and 1, the order of run_cycle()). `group` 0: the range is one group.
std::vector<RouterTask> Network::block_tasks(int lo, int hi, int group) const {
  std::vector<RouterTask> t;
  const int a = group > 0 ? group : hi - lo;
  for (int g = hi - a; g >= lo; g -= a) {
    for (int off = 0; off < blocks_.group; off += blocks_.router) {
      for (int b = a - 1; b >= 0; --b) t.push_back({router_ptrs[static_cast<std::size_t>(g + b)], static_cast<std::uint64_t>(off)});
    }
  }
  return t;
}

void Network::on_clock() {
  const std::uint64_t cycle = sc_core::sc_time_stamp().value() / SimClock::ticks_per_cycle;
  if (runner_) {
    // The whole step of check_every cycles, all parts, in part blocks (the kernel's other
    // cycles of the step find nothing to do).
    if (cycle % static_cast<std::uint64_t>(check_every_) == 0) runner_->run(cycle, check_every_ / blocks_.group);
  } else if (blocks_.group == 1) {
    run_cycle(cycle);
  } else if (cycle % static_cast<std::uint64_t>(blocks_.group) == 0) {
    run_blocks(cycle);  // the other cycles of the block have run with it
  }
}

// Decreasing index (the kernel's order of one method per router), with a software
// prefetch pipeline (Router::prefetch_object .. prefetch_heads): router j gets its four
// stages in the iterations 4, 3, 2 and 1 before the one that runs it, each stage reading
// what the stage before brought in.
void Network::run_cycle(std::uint64_t cycle) {
  SimClock::current = cycle;
  if (cycle >= freeze_at_) {
    for (auto& r : routers) r->freeze();
  }
  const int n = static_cast<int>(routers.size());
  Router* const* r = router_ptrs.data();
  for (int k = n - 1; k >= -4; --k) {
    if (k >= 0) r[k]->prefetch_object();
    if (k + 1 >= 0 && k + 1 < n) r[k + 1]->prefetch_state(cycle);
    if (k + 2 >= 0 && k + 2 < n) r[k + 2]->prefetch_links(cycle);
    if (k + 3 >= 0 && k + 3 < n) r[k + 3]->prefetch_heads(cycle);
    if (k + 4 < n) r[k + 4]->tick(cycle);
  }
}

// One group block from cycle `first`: the tasks in order (the constructor's list), with the
// prefetch pipeline of run_cycle() over the tasks; within a router block only what its
// links deliver and the heads it routes are prefetched before each later cycle (its own
// state is in the caches by then).
void Network::run_blocks(std::uint64_t first) {
  run_router_tasks(tasks_.data(), static_cast<int>(tasks_.size()), first, static_cast<std::uint64_t>(blocks_.router), true);
}

}  // namespace doar::net
