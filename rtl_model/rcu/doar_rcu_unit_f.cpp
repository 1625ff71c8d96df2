#include "doar_rcu_unit_f.hpp"

namespace doar::rtl {

doar_rcu_unit_f::doar_rcu_unit_f(sc_core::sc_module_name name, const RcuParams& prm)
    : sc_module(name), entry("entry"), entry_a("entry_a"), region("region"), inter("inter"), vc("vc"), lf("lf") {
  for (int u = 0; u < prm.a - 1; ++u) local_mask_ |= std::uint64_t{1} << (prm.first_local() + u);
  ports_mask_ = prm.radix() >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << prm.radix()) - 1;
  global_port_ = prm.kind() == InPortKind::Global;
  SC_METHOD(eval);
  sensitive << entry << entry_a << region << inter << vc;
}

void doar_rcu_unit_f::eval() {
  const std::uint64_t b = entry.read();
  if (region.read() == kRegionG) {
    lf.write(inter.read() ? (b & local_mask_) : (b & ~local_mask_));
  } else if (region.read() == kRegionB && global_port_) {
    const bool a_empty = (entry_a.read().to_uint64() & ports_mask_) == 0;
    lf.write(a_empty && vc.read() <= kRefractMaxVc ? b : 0);
  } else {
    lf.write(b);
  }
}

}  // namespace doar::rtl
