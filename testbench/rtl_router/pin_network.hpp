// PinNetwork: a dragonfly of pin-cycle DoarRouters (rtl_model/router), wired as core's
// Dragonfly says, with links as delay lines (doar_router_link_delay; latency-1 terminal links are wires),
// one doar_router_pcs_group_line per group, one TableLoader per router and one TraceTerminal per node.
// After reset the loaders write every RCU's tables; when all are done `go` rises and the
// terminals start their cycle 0.
#pragma once
#include <array>
#include <memory>
#include <systemc>
#include <vector>
#include "doar_router.hpp"
#include "doar_router_link_delay.hpp"
#include "net_setup.hpp"
#include "doar_router_pcs_group_line.hpp"
#include "table_loader.hpp"
#include "tables.hpp"
#include "trace_terminal.hpp"

namespace doar::routertb {

class PinNetwork : public sc_core::sc_module {
 public:
  PinNetwork(sc_core::sc_module_name name, const NetSetup& s, const std::vector<TracePacket>& trace);
  SC_HAS_PROCESS(PinNetwork);

  const std::vector<std::int64_t>& delivery() const { return delivery_; }
  std::size_t count_delivered() const;
  bool started() const { return go_.read(); }
  std::size_t buffered_flits() const;
  std::array<std::uint64_t, 8> class_counts() const;  // over every router's RCUs

 private:
  template <class T>
  using Sigs = std::vector<std::unique_ptr<sc_core::sc_signal<T>>>;
  void control();

  NetSetup s_;
  Dragonfly d_;
  NetworkTables tables_;
  std::vector<std::int64_t> delivery_;
  sc_core::sc_clock clk_;
  sc_core::sc_signal<bool> rst_{"rst"}, go_{"go"};
  int edges_ = 0;
  // Per router r and port q (index r * radix + q): the wires at the router's pins.
  Sigs<rtl::FlitPin> in_flit_, out_flit_;
  Sigs<rtl::CreditPin> in_credit_, out_credit_;
  std::vector<std::unique_ptr<rtl::doar_router>> routers_;
  std::vector<std::unique_ptr<rtl::doar_router_link_delay<rtl::FlitPin>>> flit_links_;
  std::vector<std::unique_ptr<rtl::doar_router_link_delay<rtl::CreditPin>>> credit_links_;
  std::vector<std::unique_ptr<TraceTerminal>> terminals_;
  std::vector<std::unique_ptr<rtl::doar_router_pcs_group_line>> pcs_;
  Sigs<sc_dt::sc_uint<16>> own_map_;
  Sigs<rtl::SlotBus> group_map_;
  std::vector<std::unique_ptr<TableLoader>> loaders_;
  Sigs<bool> cfg_req_, cfg_we_, cfg_gnt_, loaded_;
  Sigs<rtl::PortPin> cfg_port_;
  Sigs<rtl::TableSelPin> cfg_table_;
  Sigs<rtl::Addr> cfg_addr_;
  Sigs<rtl::Entry> cfg_wdata_, cfg_wdata_b_, cfg_rdata_;
  // Fault units: no faults in these runs; FD/FR lanes and events idle, every link up.
  sc_core::sc_signal<bool> alive_{"alive"}, low_{"low"};
  sc_core::sc_signal<rtl::PortPin> no_port_{"no_port"};
  sc_core::sc_signal<sc_dt::sc_uint<64>> all_up_{"all_up"};
  Sigs<bool> fd_valid_, fd_tx_valid_, fault_done_, fault_quiet_;
  Sigs<rtl::FaultWord> fd_pkt_, fd_tx_pkt_;
  Sigs<sc_dt::sc_uint<3>> fault_kind_;
};

}  // namespace doar::routertb
