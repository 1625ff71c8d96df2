#include "unit_f.hpp"

namespace doar::rtl {

UnitF::UnitF(sc_core::sc_module_name name, const RcuParams& prm)
    : sc_module(name), entry("entry"), region("region"), inter("inter"), lf("lf") {
  for (int u = 0; u < prm.a - 1; ++u) local_mask_ |= std::uint64_t{1} << (prm.first_local() + u);
  SC_METHOD(eval);
  sensitive << entry << region << inter;
}

void UnitF::eval() {
  const std::uint64_t b = entry.read();
  if (region.read() != kRegionG) {
    lf.write(b);
  } else {
    lf.write(inter.read() ? (b & local_mask_) : (b & ~local_mask_));
  }
}

}  // namespace doar::rtl
