#include "doar_table_mem.hpp"

#include <stdexcept>
#include <string>

namespace doar::rtl {

doar_table_mem::doar_table_mem(sc_core::sc_module_name name, int depth, int base)
    : sc_module(name),
      clk("clk"), rst("rst"), rd_en("rd_en"), rd_addr("rd_addr"), rd_data("rd_data"),
      cf_req("cf_req"), cf_we("cf_we"), cf_addr("cf_addr"), cf_wdata("cf_wdata"),
      cf_gnt("cf_gnt"), cf_rdata("cf_rdata"), depth_(depth), base_(base) {
  if (depth < 1 || base < 0 || base + depth > kMaxEntries) {
    throw std::invalid_argument(std::string(basename()) + ": table of " + std::to_string(depth) +
                                " entries at base " + std::to_string(base) + " does not fit " +
                                std::to_string(kAddrBits) + " address bits");
  }
  mem_.assign(static_cast<std::size_t>(depth), 0);
  SC_METHOD(on_clock);
  sensitive << clk.pos();
  dont_initialize();
  SC_METHOD(grant_logic);
  sensitive << cf_req << rd_en;
}

std::uint64_t doar_table_mem::peek(int addr) const {
  return holds(addr) ? mem_[static_cast<std::size_t>(addr - base_)] : 0;
}

std::uint64_t doar_table_mem::peek_after_edge(int addr) const {
  const bool write = !rst.read() && cf_req.read() && !rd_en.read() && cf_we.read();
  return write && holds(addr) && static_cast<int>(cf_addr.read()) == addr ? cf_wdata.read().to_uint64() : peek(addr);
}

void doar_table_mem::grant_logic() { cf_gnt.write(cf_req.read() && !rd_en.read()); }

void doar_table_mem::on_clock() {
  if (rst.read()) {
    rd_data.write(0);
    cf_rdata.write(0);
    return;
  }
  const bool rd = rd_en.read();
  rd_data.write(rd ? peek(static_cast<int>(rd_addr.read())) : 0);
  if (cf_req.read() && !rd) {
    const int a = static_cast<int>(cf_addr.read());
    cf_rdata.write(peek(a));  // the entry before this cycle's write
    if (cf_we.read() && holds(a)) mem_[static_cast<std::size_t>(a - base_)] = cf_wdata.read();
  }
}

}  // namespace doar::rtl
