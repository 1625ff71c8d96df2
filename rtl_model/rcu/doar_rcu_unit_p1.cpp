#include "doar_rcu_unit_p1.hpp"

namespace doar::rtl {

doar_rcu_unit_p1::doar_rcu_unit_p1(sc_core::sc_module_name name, const RcuParams& prm)
    : sc_module(name), en("en"), gap("gap"), gbp("gbp"), gcp("gcp"), gdp("gdp"), all("all"), lfsr("lfsr"), stay("stay"),
      win_valid("win_valid"), win_cls("win_cls"), win_slot("win_slot"), win_router("win_router"), prm_(prm) {
  SC_METHOD(eval);
  sensitive << en << gap << gbp << gcp << gdp << all << lfsr << stay;
}

void doar_rcu_unit_p1::eval() {
  // Candidates: the first class with a free slot (codes 0..3), else every candidate (code 4,
  // kRtaRandom). One pick over whichever set that is.
  const sc_core::sc_in<SlotBus>* sets[5] = {&gap, &gbp, &gcp, &gdp, &all};
  bool valid = false;
  unsigned cls = 0;
  int slot = 0;
  // `stay` (exit rule, doar_rcu_unit_d): without a free minimal slot, `all` (then GA alone) as class 4.
  if (en.read()) {
    for (unsigned c = 0; c < 5 && !valid; ++c) {
      if (c == 1 && stay.read()) c = 4;
      const int s = uniform_pick(to_words(sets[c]->read()), prm_.slots(), lfsr.read());
      if (s >= 0) valid = true, cls = c, slot = s;
    }
  }
  win_valid.write(valid);
  win_cls.write(cls);
  win_slot.write(slot);
  win_router.write(valid ? (1u << (slot / prm_.h)) : 0u);
}

}  // namespace doar::rtl
