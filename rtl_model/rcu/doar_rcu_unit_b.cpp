#include "doar_rcu_unit_b.hpp"

namespace doar::rtl {

doar_rcu_unit_b::doar_rcu_unit_b(sc_core::sc_module_name name, const RcuParams& prm)
    : sc_module(name), ga_free("ga_free"), nm_free("nm_free"), ga_req("ga_req"), nm_req("nm_req"),
      dst_bid("dst_bid"), gcong("gcong"), closed("closed"), gap("gap"), gbp("gbp"), gcp("gcp"), gdp("gdp"), all("all"), prm_(prm) {
  SC_METHOD(eval);
  sensitive << ga_free << nm_free << ga_req << nm_req << dst_bid << gcong << closed;
}

void doar_rcu_unit_b::eval() {
  const SlotWords nm = to_words(nm_free.read());
  SlotWords src, dst;
  src.set_range(prm_.bid * prm_.h, prm_.h);
  dst.set_range(static_cast<int>(dst_bid.read()) * prm_.h, prm_.h);
  const SlotWords g2 = nm & src, g3 = nm & dst;
  const SlotWords g23 = g2 | g3, both = g2 & g3;
  // Exit rule: with no free minimal slot, the minimal slots whose CongG bit is clear (a
  // congested local hop alone does not count; under exit-local only while doar_rcu_unit_d's credit
  // stays closed); the all-congested set is GA when GA has a slot.
  const SlotWords ga = to_words(ga_req.read());
  if (prm_.exit_rule && !to_words(ga_free.read()).any() && (!prm_.local_credit || closed.read())) {
    to_bus(ga & ~to_words(gcong.read()), scratch_);
    gap.write(scratch_);
  } else {
    gap.write(ga_free.read());
  }
  to_bus(both, scratch_);
  gbp.write(scratch_);
  to_bus(g23 & ~both, scratch_);
  gcp.write(scratch_);
  to_bus(nm & ~g23, scratch_);
  gdp.write(scratch_);
  to_bus(prm_.exit_rule && ga.any() ? ga : ga | to_words(nm_req.read()), scratch_);
  all.write(scratch_);
}

}  // namespace doar::rtl
