#include "pin_network.hpp"

#include <string>

namespace doar::routertb {

namespace {
template <class T>
sc_core::sc_signal<T>& add(std::vector<std::unique_ptr<sc_core::sc_signal<T>>>& v, const std::string& name) {
  v.push_back(std::make_unique<sc_core::sc_signal<T>>(name.c_str()));
  return *v.back();
}
}  // namespace

PinNetwork::PinNetwork(sc_core::sc_module_name name, const NetSetup& s, const std::vector<TracePacket>& trace)
    : sc_module(name),
      s_(s),
      d_(s.dfly),
      tables_(d_, s.sim_config().faults.tables),
      delivery_(trace.size(), -1),
      clk_("clk", 1, sc_core::SC_NS) {
  const int radix = d_.radix(), n = d_.num_routers();
  for (int r = 0; r < n; ++r) {
    const RouterId id = d_.router_at(r);
    const std::string rn = "r" + std::to_string(id.gid) + "_" + std::to_string(id.bid);
    routers_.push_back(std::make_unique<rtl::doar_router>(rn.c_str(), s.router(id.gid, id.bid)));
    rtl::doar_router& R = *routers_.back();
    R.clk(clk_);
    R.rst(rst_);
    for (int q = 0; q < radix; ++q) {
      const std::string pn = rn + "_p" + std::to_string(q);
      R.in_flit[static_cast<std::size_t>(q)](add(in_flit_, pn + "_in_flit"));
      R.in_credit[static_cast<std::size_t>(q)](add(in_credit_, pn + "_in_credit"));
      R.out_flit[static_cast<std::size_t>(q)](add(out_flit_, pn + "_out_flit"));
      R.out_credit[static_cast<std::size_t>(q)](add(out_credit_, pn + "_out_credit"));
    }
    R.pcs_own_map(add(own_map_, rn + "_pcs_own"));
    R.cfg_req(add(cfg_req_, rn + "_cfg_req"));
    R.cfg_we(add(cfg_we_, rn + "_cfg_we"));
    R.cfg_port(add(cfg_port_, rn + "_cfg_port"));
    R.cfg_table(add(cfg_table_, rn + "_cfg_table"));
    R.cfg_addr(add(cfg_addr_, rn + "_cfg_addr"));
    R.cfg_wdata(add(cfg_wdata_, rn + "_cfg_wdata"));
    R.cfg_wdata_b(add(cfg_wdata_b_, rn + "_cfg_wdata_b"));
    R.fault_alive(alive_);
    R.fault_restart(low_);
    R.fault_ev_valid(low_);
    R.fault_ev_up(low_);
    R.fault_ev_port(no_port_);
    R.link_up(all_up_);
    R.fault_cmd_done(add(fault_done_, rn + "_fault_done"));
    R.fault_quiet(add(fault_quiet_, rn + "_fault_quiet"));
    R.fault_cmd_kind(add(fault_kind_, rn + "_fault_kind"));
    for (int q = 0; q < radix; ++q) {
      const std::string pn = rn + "_p" + std::to_string(q);
      R.fd_rx_valid[static_cast<std::size_t>(q)](add(fd_valid_, pn + "_fd_rx_valid"));
      R.fd_rx_pkt[static_cast<std::size_t>(q)](add(fd_pkt_, pn + "_fd_rx_pkt"));
      R.fd_tx_valid[static_cast<std::size_t>(q)](add(fd_tx_valid_, pn + "_fd_tx_valid"));
      R.fd_tx_pkt[static_cast<std::size_t>(q)](add(fd_tx_pkt_, pn + "_fd_tx_pkt"));
    }
    R.cfg_gnt(add(cfg_gnt_, rn + "_cfg_gnt"));
    R.cfg_rdata(add(cfg_rdata_, rn + "_cfg_rdata"));
    loaders_.push_back(std::make_unique<TableLoader>((rn + "_loader").c_str(), tables_, id, d_.p(), radix));
    TableLoader& L = *loaders_.back();
    L.clk(clk_);
    L.rst(rst_);
    L.cfg_req(*cfg_req_.back());
    L.cfg_we(*cfg_we_.back());
    L.cfg_port(*cfg_port_.back());
    L.cfg_table(*cfg_table_.back());
    L.cfg_addr(*cfg_addr_.back());
    L.cfg_wdata(*cfg_wdata_.back());
    L.cfg_wdata_b(*cfg_wdata_b_.back());
    L.cfg_gnt(*cfg_gnt_.back());
    L.done(add(loaded_, rn + "_loaded"));
  }
  // PCS lines: one per group, from its routers' maps to their RCUs.
  for (int gid = 0; gid < d_.g(); ++gid) {
    pcs_.push_back(std::make_unique<rtl::doar_router_pcs_group_line>(("pcs_g" + std::to_string(gid)).c_str(), d_.a(), d_.h(), s.pcs_latency));
    rtl::doar_router_pcs_group_line& P = *pcs_.back();
    P.clk(clk_);
    P.rst(rst_);
    sc_core::sc_signal<rtl::SlotBus>& gm = add(group_map_, "group_map_g" + std::to_string(gid));
    P.group_map(gm);
    for (int bid = 0; bid < d_.a(); ++bid) {
      const int r = d_.router_index(RouterId{gid, bid});
      P.own_map[static_cast<std::size_t>(bid)](*own_map_[static_cast<std::size_t>(r)]);
      routers_[static_cast<std::size_t>(r)]->pcs_group_map(gm);
    }
  }
  // Links: router port (r, q) -> its peer's input (flits) and back (credits).
  const auto at = [radix](int r, int q) { return static_cast<std::size_t>(r * radix + q); };
  for (int r = 0; r < n; ++r) {
    const RouterId id = d_.router_at(r);
    for (int q = d_.p(); q < radix; ++q) {
      const PortPeer pp = d_.peer(id, q);
      if (!pp.connected) continue;
      const int lat = q >= d_.p() + d_.a() - 1 ? s.lat_global : s.lat_local;
      const int far = d_.router_index(pp.router);
      const std::string ln = "link_" + std::to_string(r) + "_" + std::to_string(q);
      flit_links_.push_back(std::make_unique<rtl::doar_router_link_delay<rtl::FlitPin>>((ln + "_flit").c_str(), lat));
      flit_links_.back()->clk(clk_);
      flit_links_.back()->rst(rst_);
      flit_links_.back()->d(*out_flit_[at(r, q)]);
      flit_links_.back()->q(*in_flit_[at(far, pp.port)]);
      // Credits of (far, pp.port)'s input buffers go back to (r, q)'s output side.
      credit_links_.push_back(std::make_unique<rtl::doar_router_link_delay<rtl::CreditPin>>((ln + "_credit").c_str(), lat));
      credit_links_.back()->clk(clk_);
      credit_links_.back()->rst(rst_);
      credit_links_.back()->d(*in_credit_[at(far, pp.port)]);
      credit_links_.back()->q(*out_credit_[at(r, q)]);
    }
  }
  // Terminals: latency-1 links, the terminal's and the router's output registers on wires.
  for (int node = 0; node < d_.num_nodes(); ++node) {
    const NodeAddr a = d_.node_at(node);
    const int r = d_.router_index(RouterId{a.gid, a.bid});
    terminals_.push_back(std::make_unique<TraceTerminal>(("t" + std::to_string(node)).c_str(), d_, node, trace,
                                                         s.packet_size, s.buf_local * s.packet_size, delivery_));
    TraceTerminal& T = *terminals_.back();
    T.clk(clk_);
    T.rst(rst_);
    T.go(go_);
    T.inj_flit(*in_flit_[at(r, a.nid)]);
    T.inj_credit(*in_credit_[at(r, a.nid)]);
    T.ej_flit(*out_flit_[at(r, a.nid)]);
    T.ej_credit(*out_credit_[at(r, a.nid)]);
  }
  SC_METHOD(control);
  sensitive << clk_.posedge_event();
  dont_initialize();
}

// Reset for the first two edges, then table loading, then `go`.
void PinNetwork::control() {
  ++edges_;
  rst_.write(edges_ <= 2);
  alive_.write(true);
  all_up_.write(~sc_dt::sc_uint<64>(0));
  if (edges_ <= 3 || go_.read()) return;
  bool all = true;
  for (const auto& l : loaded_) all = all && l->read();
  if (all) go_.write(true);
}

std::size_t PinNetwork::count_delivered() const {
  std::size_t n = 0;
  for (const std::int64_t c : delivery_) n += c >= 0;
  return n;
}

std::array<std::uint64_t, 8> PinNetwork::class_counts() const {
  std::array<std::uint64_t, 8> sum{};
  for (const auto& r : routers_) {
    for (std::size_t k = 0; k < sum.size(); ++k) sum[k] += r->core().class_counts()[k];
  }
  return sum;
}

std::size_t PinNetwork::buffered_flits() const {
  std::size_t n = 0;
  for (const auto& r : routers_) n += r->core().buffered_flits();
  return n;
}

}  // namespace doar::routertb
