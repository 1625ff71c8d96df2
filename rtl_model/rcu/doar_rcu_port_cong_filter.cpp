#include "doar_rcu_port_cong_filter.hpp"

namespace doar::rtl {

doar_rcu_port_cong_filter::doar_rcu_port_cong_filter(sc_core::sc_module_name name, const RcuParams& prm)
    : sc_module(name), req("req"), cong("cong"), free_req("free_req"),
      ports_mask_(prm.radix() >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << prm.radix()) - 1) {
  SC_METHOD(eval);
  sensitive << req << cong;
}

void doar_rcu_port_cong_filter::eval() {
  free_req.write(req.read().to_uint64() & ~cong.read().to_uint64() & ports_mask_);
}

}  // namespace doar::rtl
