#include "doar_table_c_mem.hpp"

#include <stdexcept>
#include <string>

namespace doar::rtl {

namespace {
constexpr std::uint64_t kMask48 = (std::uint64_t{1} << kCEntryBits) - 1;
}

doar_table_c_mem::doar_table_c_mem(sc_core::sc_module_name name, int depth)
    : sc_module(name),
      clk("clk"), rst("rst"), rd_en("rd_en"), rd_all("rd_all"), cf_req("cf_req"), cf_we("cf_we"),
      cf_addr("cf_addr"), cf_wdata("cf_wdata"), cf_gnt("cf_gnt"), cf_rdata("cf_rdata"), depth_(depth) {
  if (depth < 1 || depth > kMaxCEntries) {
    throw std::invalid_argument(std::string(basename()) + ": table C of " + std::to_string(depth) +
                                " entries exceeds " + std::to_string(kMaxCEntries));
  }
  mem_.assign(static_cast<std::size_t>(depth), 0);
  SC_METHOD(on_clock);
  sensitive << clk.pos();
  dont_initialize();
  SC_METHOD(grant_logic);
  sensitive << cf_req << rd_en;
}

std::uint64_t doar_table_c_mem::peek(int addr) const {
  return addr >= 0 && addr < depth_ ? mem_[static_cast<std::size_t>(addr)] : 0;
}

void doar_table_c_mem::grant_logic() { cf_gnt.write(cf_req.read() && !rd_en.read()); }

void doar_table_c_mem::publish() {
  CAll all;  // zero-initialised
  for (int u = 0; u < depth_; ++u) {
    const std::uint64_t v = mem_[static_cast<std::size_t>(u)];
    all.range(kCEntryBits * u + 31, kCEntryBits * u) = static_cast<std::uint32_t>(v);
    all.range(kCEntryBits * u + 47, kCEntryBits * u + 32) = static_cast<std::uint32_t>(v >> 32);
  }
  rd_all.write(all);
}

void doar_table_c_mem::on_clock() {
  if (rst.read()) {
    cf_rdata.write(0);
    return;
  }
  if (cf_req.read() && !rd_en.read()) {
    const int a = static_cast<int>(cf_addr.read());
    cf_rdata.write(peek(a));
    if (cf_we.read() && a < depth_) {
      mem_[static_cast<std::size_t>(a)] = cf_wdata.read().to_uint64() & kMask48;
      publish();
    }
  }
}

}  // namespace doar::rtl
