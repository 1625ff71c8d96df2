#include "unit_d.hpp"

#include "slot_bits.hpp"

namespace doar::rtl {

UnitD::UnitD(sc_core::sc_module_name name, const RcuParams& prm)
    : sc_module(name), clk("clk"), rst("rst"), en("en"), ga_req("ga_req"), gcong("gcong"), q_stay("q_stay"),
      q_credit("q_credit"), prm_(prm) {
  SC_METHOD(on_clock);
  sensitive << clk.pos();
  dont_initialize();
}

void UnitD::on_clock() {
  if (rst.read()) {
    q_stay.write(false);
    q_credit.write(0);
    return;
  }
  if (!prm_.exit_rule || !en.read()) {
    q_stay.write(false);
    return;
  }
  const int s = prm_.slots();
  const SlotWords ga = to_words(ga_req.read()), g = to_words(gcong.read());
  int n = 0;
  for (int i = 0; i < s; ++i) n += g.test(i) ? 1 : 0;
  const bool min_congested = !(ga & ~g).any();
  long c = static_cast<long>(q_credit.read()) + (min_congested ? 8L * s : 0L) - 8L * n - s;
  if (c < 0) c = 0;
  if (c > 128L * s) c = 128L * s;
  q_credit.write(static_cast<unsigned>(c));
  q_stay.write(ga.any() && c <= 64L * s);
}

}  // namespace doar::rtl
