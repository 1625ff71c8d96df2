#include "doar_fault_network.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include "tables.hpp"

namespace doar::rtl {

doar_fault_network::doar_fault_network(sc_core::sc_module_name name, const Dragonfly& d, const fault_timing& tm,
                             int link_latency, bool fr_port_rule, bool gate_clocks, TableReading tables)
    : sc_module(name), d_(d), tm_(tm), latency_(link_latency), radix_(d.radix()),
      alive_(static_cast<std::size_t>(d.num_routers()), true),
      up_(static_cast<std::size_t>(d.num_routers()), std::vector<bool>(static_cast<std::size_t>(d.radix()), true)),
      events_(static_cast<std::size_t>(d.num_routers())) {
  gate_ = gate_clocks;
  fr_port_rule_ = fr_port_rule;
  tables_ = tables;
  in_links_.resize(static_cast<std::size_t>(d.num_routers()));
  if (latency_ < 0) throw std::invalid_argument("doar_fault_network: link latency must be >= 0");
  const int nr = d.num_routers();
  for (int i = 0; i < nr; ++i) {
    auto pins = std::make_unique<RouterPins>();
    for (int q = 0; q < radix_; ++q) {
      pins->tx_valid.push_back(std::make_unique<sc_core::sc_signal<bool>>());
      pins->tx_pkt.push_back(std::make_unique<sc_core::sc_signal<FaultWord>>());
      pins->rx_valid.push_back(std::make_unique<sc_core::sc_signal<bool>>());
      pins->rx_pkt.push_back(std::make_unique<sc_core::sc_signal<FaultWord>>());
      pins->ta_rd_en.push_back(std::make_unique<sc_core::sc_signal<bool>>());
      pins->tb_rd_en.push_back(std::make_unique<sc_core::sc_signal<bool>>());
      pins->rd_addr.push_back(std::make_unique<sc_core::sc_signal<Addr>>());
      pins->ta_rd_data.push_back(std::make_unique<sc_core::sc_signal<Entry>>());
      pins->tb_rd_data.push_back(std::make_unique<sc_core::sc_signal<Entry>>());
    }
    pins_.push_back(std::move(pins));
    gclk_.push_back(std::make_unique<sc_core::sc_signal<bool>>());
  }
  for (int i = 0; i < nr; ++i) {
    const RouterId r = d.router_at(i);
    fault_router_params prm;
    prm.geom = {d.p(), d.a(), d.h(), d.g(), r.gid, r.bid};
    prm.timing = tm_;
    prm.fr_port_rule = fr_port_rule_;
    for (int q = 0; q < radix_; ++q) {
      if (d.port_kind(q) != PortKind::Terminal && d.peer(r, q).connected) prm.connected |= std::uint64_t{1} << q;
    }
    auto rt = std::make_unique<doar_fault_router>(("router_" + std::to_string(r.gid) + "_" + std::to_string(r.bid)).c_str(), prm);
    RouterPins& p = *pins_[static_cast<std::size_t>(i)];
    rt->clk(*gclk_[static_cast<std::size_t>(i)]);
    rt->rst(rst_);
    rt->alive(p.alive);
    rt->restart(p.restart);
    rt->ev_valid(p.ev_valid);
    rt->ev_port(p.ev_port);
    rt->ev_up(p.ev_up);
    rt->link_up(p.link_up);
    rt->cfg_we(p.cfg_we);
    rt->cfg_port(p.cfg_port);
    rt->cfg_addr(p.cfg_addr);
    rt->cfg_a(p.cfg_a);
    rt->cfg_b(p.cfg_b);
    rt->cfg_gnt(p.cfg_gnt);
    rt->cmd_done(p.cmd_done);
    rt->cmd_kind(p.cmd_kind);
    rt->quiet(p.quiet);
    for (int q = 0; q < radix_; ++q) {
      rt->tx_valid[q](*p.tx_valid[static_cast<std::size_t>(q)]);
      rt->tx_pkt[q](*p.tx_pkt[static_cast<std::size_t>(q)]);
      rt->ta_rd_en[q](*p.ta_rd_en[static_cast<std::size_t>(q)]);
      rt->tb_rd_en[q](*p.tb_rd_en[static_cast<std::size_t>(q)]);
      rt->tab_rd_addr[q](*p.rd_addr[static_cast<std::size_t>(q)]);
      rt->ta_rd_data[q](*p.ta_rd_data[static_cast<std::size_t>(q)]);
      rt->tb_rd_data[q](*p.tb_rd_data[static_cast<std::size_t>(q)]);
      const PortPeer pp = d.peer(r, q);
      const bool wired = d.port_kind(q) != PortKind::Terminal && pp.connected;
      if (!wired) {
        rt->rx_valid[q](zero_);
        rt->rx_pkt[q](zero_word_);
        continue;
      }
      RouterPins& src = *pins_[static_cast<std::size_t>(d.router_index(pp.router))];
      if (latency_ == 0) {
        rt->rx_valid[q](*src.tx_valid[static_cast<std::size_t>(pp.port)]);
        rt->rx_pkt[q](*src.tx_pkt[static_cast<std::size_t>(pp.port)]);
      } else {
        auto ln = std::make_unique<doar_fault_link>(
            ("link_" + std::to_string(d.router_index(pp.router)) + "_" + std::to_string(pp.port)).c_str(), latency_);
        link_clk_.push_back(std::make_unique<sc_core::sc_signal<bool>>());
        ln->clk(*link_clk_.back());
        ln->rst(rst_);
        link_src_.emplace_back(d.router_index(pp.router), pp.port);
        in_links_[static_cast<std::size_t>(i)].push_back(static_cast<int>(links_.size()));
        ln->in_valid(*src.tx_valid[static_cast<std::size_t>(pp.port)]);
        ln->in_pkt(*src.tx_pkt[static_cast<std::size_t>(pp.port)]);
        ln->out_valid(*p.rx_valid[static_cast<std::size_t>(q)]);
        ln->out_pkt(*p.rx_pkt[static_cast<std::size_t>(q)]);
        rt->rx_valid[q](*p.rx_valid[static_cast<std::size_t>(q)]);
        rt->rx_pkt[q](*p.rx_pkt[static_cast<std::size_t>(q)]);
        links_.push_back(std::move(ln));
      }
    }
    routers_.push_back(std::move(rt));
  }
}

void doar_fault_network::init() {
  sc_core::sc_start(sc_core::SC_ZERO_TIME);
  rst_.write(true);
  tick();
  rst_.write(false);
  configure();
  restart_all();
}

// A router needs this edge when it is not quiet, sends or receives a packet, or the bench drives
// one of its control pins; a link when it carries a packet or one enters it. Everything else
// keeps its registers, exactly as if clocked (no input changes, nothing to do).
bool doar_fault_network::router_awake(int i) const {
  const RouterPins& p = *pins_[static_cast<std::size_t>(i)];
  if (!p.quiet.read() || p.cmd_done.read() || p.ev_valid.read() || p.restart.read() || p.cfg_we.read() ||
      rst_.read()) {
    return true;  // cmd_done is a pulse: it needs the edge that clears it
  }
  for (int q = 0; q < radix_; ++q) {
    if (p.tx_valid[static_cast<std::size_t>(q)]->read()) return true;
  }
  if (latency_ == 0) {
    const RouterId r = d_.router_at(i);
    for (int q = d_.p(); q < radix_; ++q) {
      const PortPeer pp = d_.peer(r, q);
      if (pp.connected && pins_[static_cast<std::size_t>(d_.router_index(pp.router))]->tx_valid[static_cast<std::size_t>(pp.port)]->read()) {
        return true;
      }
    }
  } else {
    for (int l : in_links_[static_cast<std::size_t>(i)]) {
      if (links_[static_cast<std::size_t>(l)]->carrying()) return true;
    }
  }
  return false;
}

void doar_fault_network::tick() {
  // Low half first, so that what the bench wrote settles through the wiring before the edge.
  sc_core::sc_start(1, sc_core::SC_NS);
  for (const auto& p : pins_) {
    // The bench writes the configuration only while the RCUs are quiet: never denied.
    if (p->cfg_we.read() && !p->cfg_gnt.read()) {
      throw std::logic_error("doar_fault_network: a configuration write was not granted");
    }
  }
  std::vector<sc_core::sc_signal<bool>*> rising;
  for (int i = 0; i < d_.num_routers(); ++i) {
    if (!gate_ || router_awake(i)) rising.push_back(gclk_[static_cast<std::size_t>(i)].get());
  }
  for (std::size_t l = 0; l < links_.size(); ++l) {
    const auto& src = link_src_[l];
    if (!gate_ || rst_.read() || links_[l]->carrying() ||
        pins_[static_cast<std::size_t>(src.first)]->tx_valid[static_cast<std::size_t>(src.second)]->read()) {
      rising.push_back(link_clk_[l].get());
    }
  }
  awake_router_cycles_ += rising.size();
  for (auto* c : rising) c->write(true);
  clk_.write(true);
  sc_core::sc_start(1, sc_core::SC_NS);
  for (auto* c : rising) c->write(false);
  clk_.write(false);
  ++cycle_;
}

void doar_fault_network::set_rcu_reads(double max_rate, unsigned seed) {
  rcu_max_rate_ = max_rate;
  rcu_rng_.seed(seed);
  rcu_left_ = 0;
}

void doar_fault_network::drive_rcu_reads() {
  if (rcu_max_rate_ <= 0 && !rcu_on_) return;
  if (rcu_left_-- <= 0) {
    static constexpr double kRates[] = {0.0, 0.5, 0.9, 1.0};
    rcu_rate_ = std::min(rcu_max_rate_, kRates[std::uniform_int_distribution<int>(0, 3)(rcu_rng_)]);
    rcu_left_ = std::uniform_int_distribution<int>(20, 400)(rcu_rng_);
  }
  const int n = entries_per_table(d_);
  std::uniform_real_distribution<double> u(0.0, 1.0);
  rcu_on_ = false;
  for (auto& p : pins_) {
    for (int q = 0; q < radix_; ++q) {
      const std::size_t k = static_cast<std::size_t>(q);
      // A head in the N region reads table A only (doar_rcu_pipeline: tb_rd_en = valid && region != N).
      const bool a = u(rcu_rng_) < rcu_rate_, b = a && u(rcu_rng_) < 0.8;
      p->ta_rd_en[k]->write(a);
      p->tb_rd_en[k]->write(b);
      p->rd_addr[k]->write(static_cast<unsigned>(std::uniform_int_distribution<int>(0, n - 1)(rcu_rng_)));
      rcu_on_ = rcu_on_ || a;
      rcu_reads_ += a;
    }
  }
}

void doar_fault_network::configure() {
  const int n = entries_per_table(d_);
  std::vector<PortTables> t;
  for (int q = 0; q < radix_; ++q) {
    for (int i = 0; i < d_.num_routers(); ++i) t.push_back(configure_port(d_, d_.router_at(i), q, tables_));
    for (int e = 0; e < n; ++e) {
      for (int i = 0; i < d_.num_routers(); ++i) {
        RouterPins& p = *pins_[static_cast<std::size_t>(i)];
        const PortTables& pt = t[static_cast<std::size_t>(i)];
        p.cfg_we.write(true);
        p.cfg_port.write(static_cast<unsigned>(q));
        p.cfg_addr.write(static_cast<unsigned>(e));
        p.cfg_a.write(pt.a[static_cast<std::size_t>(e)]);
        p.cfg_b.write(pt.b[static_cast<std::size_t>(e)]);
      }
      tick();
    }
    t.clear();
  }
  for (auto& p : pins_) p->cfg_we.write(false);
  tick();
}

void doar_fault_network::restart_all() {
  for (int i = 0; i < d_.num_routers(); ++i) {
    RouterPins& p = *pins_[static_cast<std::size_t>(i)];
    p.alive.write(false);
    p.restart.write(true);
    p.ev_valid.write(false);
    std::uint64_t up = 0;
    for (int q = 0; q < radix_; ++q) up |= std::uint64_t{1} << q;
    p.link_up.write(up);
    alive_[static_cast<std::size_t>(i)] = true;
    up_[static_cast<std::size_t>(i)].assign(static_cast<std::size_t>(radix_), true);
    events_[static_cast<std::size_t>(i)].clear();
  }
  down_.clear();
  dead_.clear();
  tick();
  for (auto& p : pins_) p->restart.write(false);
  // kCmdRestore: 2 cycles per entry and a short tail.
  for (int c = 0; c < 2 * entries_per_table(d_) + 8; ++c) tick();
}

bool doar_fault_network::reset_if_restored() {
  const int n = entries_per_table(d_);
  for (int i = 0; i < d_.num_routers(); ++i) {
    const RouterId r = d_.router_at(i);
    for (int q = 0; q < radix_; ++q) {
      const PortTables t = configure_port(d_, r, q, tables_);
      for (int e = 0; e < n; ++e) {
        if (live_a(r, q, e) != t.a[static_cast<std::size_t>(e)] || live_b(r, q, e) != t.b[static_cast<std::size_t>(e)]) {
          return false;
        }
      }
    }
  }
  for (int i = 0; i < d_.num_routers(); ++i) {
    RouterPins& p = *pins_[static_cast<std::size_t>(i)];
    p.alive.write(false);
    p.ev_valid.write(false);
    std::uint64_t up = 0;
    for (int q = 0; q < radix_; ++q) up |= std::uint64_t{1} << q;
    p.link_up.write(up);
    alive_[static_cast<std::size_t>(i)] = true;
    up_[static_cast<std::size_t>(i)].assign(static_cast<std::size_t>(radix_), true);
    events_[static_cast<std::size_t>(i)].clear();
  }
  down_.clear();
  dead_.clear();
  rst_.write(true);
  tick();
  rst_.write(false);
  return true;
}

std::uint64_t doar_fault_network::live_a(const RouterId& r, int port, int e) const {
  return routers_[idx(r)]->port(port).live_a(e);
}

std::uint64_t doar_fault_network::live_b(const RouterId& r, int port, int e) const {
  return routers_[idx(r)]->port(port).live_b(e);
}

void doar_fault_network::take_down(const fault::LinkEnd& e) {
  const std::size_t i = idx(e.router);
  if (!alive_[i] || !up_[i][static_cast<std::size_t>(e.port)]) return;
  up_[i][static_cast<std::size_t>(e.port)] = false;
  events_[i].emplace_back(e.port, false);
  down_.push_back(e);
}

fault_phase_stats doar_fault_network::fail(const std::vector<fault::FaultSpec>& faults) {
  for (const auto& f : faults) {
    if (f.kind == fault::FaultSpec::Kind::Link) {
      take_down(f.a);
      take_down(f.b);
      continue;
    }
    if (!alive_[idx(f.router)]) continue;
    for (int q = 0; q < radix_; ++q) {
      const PortPeer pp = d_.peer(f.router, q);
      if (pp.connected) take_down({pp.router, pp.port});
    }
    alive_[idx(f.router)] = false;
    dead_.push_back(f.router);
  }
  return run_phase();
}

fault_phase_stats doar_fault_network::recover_all() {
  // Repaired routers restart first (configured tables, every link up, nothing queued).
  if (!dead_.empty()) {
    for (const RouterId& r : dead_) {
      const std::size_t i = idx(r);
      alive_[i] = true;
      up_[i].assign(static_cast<std::size_t>(radix_), true);
      events_[i].clear();
      pins_[i]->restart.write(true);
    }
    for (auto& p : pins_) p->alive.write(false);
    tick();
    for (const RouterId& r : dead_) pins_[idx(r)]->restart.write(false);
    for (int c = 0; c < 2 * entries_per_table(d_) + 8; ++c) tick();
    dead_.clear();
  }
  for (const auto& e : down_) {
    const std::size_t i = idx(e.router);
    if (up_[i][static_cast<std::size_t>(e.port)]) continue;
    up_[i][static_cast<std::size_t>(e.port)] = true;
    events_[i].emplace_back(e.port, true);
  }
  down_.clear();
  return run_phase();
}

fault_phase_stats doar_fault_network::run_phase() {
  const int nr = d_.num_routers();
  std::size_t m = 0;
  for (const auto& ev : events_) m = std::max(m, ev.size());
  for (int i = 0; i < nr; ++i) {
    RouterPins& p = *pins_[static_cast<std::size_t>(i)];
    std::uint64_t up = 0;
    for (int q = 0; q < radix_; ++q) {
      if (up_[static_cast<std::size_t>(i)][static_cast<std::size_t>(q)]) up |= std::uint64_t{1} << q;
    }
    p.link_up.write(up);
    p.alive.write(false);  // no pick until every event is queued
  }
  // Events go in one per router and cycle, in the order they happened, so that they end
  // together; every live router may pick from the edge that takes the last of them.
  const std::uint64_t start = cycle_;
  for (std::size_t k = 0; k < std::max<std::size_t>(m, 1); ++k) {
    const bool last = k + 1 >= m;
    for (int i = 0; i < nr; ++i) {
      RouterPins& p = *pins_[static_cast<std::size_t>(i)];
      const auto& ev = events_[static_cast<std::size_t>(i)];
      const std::size_t off = m - ev.size();  // late start so that every list ends at the last edge
      if (k >= off && k - off < ev.size()) {
        p.ev_valid.write(true);
        p.ev_port.write(static_cast<unsigned>(ev[k - off].first));
        p.ev_up.write(ev[k - off].second);
      } else {
        p.ev_valid.write(false);
      }
      if (last) p.alive.write(alive_[static_cast<std::size_t>(i)]);
    }
    drive_rcu_reads();
    tick();
  }
  for (auto& ev : events_) ev.clear();
  for (auto& p : pins_) p->ev_valid.write(false);
  const std::uint64_t e0 = cycle_;  // the edge of the first possible picks
  fault_phase_stats st;
  auto observe = [&]() {
    for (int i = 0; i < nr; ++i) {
      const RouterPins& p = *pins_[static_cast<std::size_t>(i)];
      if (p.cmd_done.read()) {
        ++st.commands;
        st.cycles = std::max<std::uint64_t>(st.cycles, cycle_ - e0 + 1);
      }
      for (int q = 0; q < radix_; ++q) {
        if (!p.tx_valid[static_cast<std::size_t>(q)]->read()) continue;
        const std::uint32_t w = static_cast<std::uint32_t>(p.tx_pkt[static_cast<std::size_t>(q)]->read());
        (unpack_fault(w).fr ? st.fr_packets : st.fd_packets) += 1;
        if (trace_) trace_({cycle_ - e0 + 1, d_.router_at(i), q, w});
      }
    }
  };
  observe();
  while (!quiescent()) {
    drive_rcu_reads();
    tick();
    observe();
  }
  // No RCU reads outside the phases (configuration and restarts run on quiet RCUs).
  const double rate = rcu_max_rate_;
  rcu_max_rate_ = 0;
  rcu_left_ = 0;
  drive_rcu_reads();
  rcu_max_rate_ = rate;
  rcu_left_ = 0;
  st.bench_cycles = cycle_ - start;
  return st;
}

bool doar_fault_network::quiescent() const {
  for (int i = 0; i < d_.num_routers(); ++i) {
    const RouterPins& p = *pins_[static_cast<std::size_t>(i)];
    if (alive_[static_cast<std::size_t>(i)] && !p.quiet.read()) return false;
    for (int q = 0; q < radix_; ++q) {
      if (p.tx_valid[static_cast<std::size_t>(q)]->read()) return false;
    }
  }
  for (const auto& l : links_) {
    if (l->carrying()) return false;
  }
  return true;
}

}  // namespace doar::rtl
