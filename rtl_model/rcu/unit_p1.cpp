#include "unit_p1.hpp"

namespace doar::rtl {

UnitP1::UnitP1(sc_core::sc_module_name name, const RcuParams& prm)
    : sc_module(name), clk("clk"), rst("rst"), en("en"), gap("gap"), gbp("gbp"), gcp("gcp"), gdp("gdp"),
      all("all"), lfsr("lfsr"), win_valid("win_valid"), win_cls("win_cls"), win_slot("win_slot"),
      win_router("win_router"), prm_(prm), fold_(fold_mask(prm.slots())) {
  SC_METHOD(eval);
  sensitive << en << gap << gbp << gcp << gdp << all << lfsr << ptr_;
  SC_METHOD(on_clock);
  sensitive << clk.pos();
  dont_initialize();
}

UnitP1::Pick UnitP1::pick() const {
  Pick r;
  if (!en.read()) return r;
  const int width = prm_.slots();
  const int ptr = static_cast<int>(ptr_.read());
  const sc_core::sc_in<SlotBus>* cls[4] = {&gap, &gbp, &gcp, &gdp};
  for (unsigned c = 0; c < 4; ++c) {
    const int s = round_robin(to_words(cls[c]->read()), width, ptr);
    if (s >= 0) return {true, c, s};
  }
  const int start = fold_random(lfsr.read(), width, fold_);
  const int s = round_robin(to_words(all.read()), width, start);
  if (s >= 0) return {true, kRtaRandom, s};
  return r;
}

void UnitP1::eval() {
  const Pick p = pick();
  win_valid.write(p.valid);
  win_cls.write(p.valid ? p.cls : 0u);
  win_slot.write(p.valid ? p.slot : 0);
  win_router.write(p.valid ? (1u << (p.slot / prm_.h)) : 0u);
}

void UnitP1::on_clock() {
  if (rst.read()) {
    ptr_.write(0);
    return;
  }
  const Pick p = pick();
  if (p.valid && p.cls != kRtaRandom) ptr_.write((p.slot + 1) % prm_.slots());
}

}  // namespace doar::rtl
