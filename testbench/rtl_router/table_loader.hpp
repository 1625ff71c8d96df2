// TableLoader: writes core's tables (NetworkTables, the ones doar-sim's DOAR reads) into one
// router through its configuration port: per input port every entry pair of tables A and B
// (into the fault units' live and configured copies) and every entry of table C, one access
// per grant, each request held until its grant (docs/router.md); `done` rises when all are
// written.
#pragma once
#include <cstdint>
#include <deque>
#include <systemc>
#include "doar_router.hpp"
#include "tables.hpp"

namespace doar::routertb {

class TableLoader : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clk, rst;
  sc_core::sc_out<bool> cfg_req, cfg_we;
  sc_core::sc_out<rtl::PortPin> cfg_port;
  sc_core::sc_out<rtl::TableSelPin> cfg_table;
  sc_core::sc_out<rtl::Addr> cfg_addr;
  sc_core::sc_out<rtl::Entry> cfg_wdata, cfg_wdata_b;
  sc_core::sc_in<bool> cfg_gnt;
  sc_core::sc_out<bool> done;

  TableLoader(sc_core::sc_module_name name, const NetworkTables& t, const RouterId& r, int p, int radix);
  SC_HAS_PROCESS(TableLoader);
  std::size_t writes() const { return total_; }

 private:
  struct Op {
    int port, table, addr;
    std::uint64_t data, data_b;
  };
  void tick();
  std::deque<Op> all_, queue_;
  std::size_t total_ = 0;
  bool driven_ = false;
};

}  // namespace doar::routertb
