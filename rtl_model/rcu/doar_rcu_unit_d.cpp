#include "doar_rcu_unit_d.hpp"

#include "slot_bits.hpp"

namespace doar::rtl {

doar_rcu_unit_d::doar_rcu_unit_d(sc_core::sc_module_name name, const RcuParams& prm)
    : sc_module(name), clk("clk"), rst("rst"), en("en"), ga_req("ga_req"), gcong("gcong"), lcong("lcong"),
      closed("closed"), q_stay("q_stay"), q_credit("q_credit"), prm_(prm) {
  SC_METHOD(on_clock);
  sensitive << clk.pos();
  dont_initialize();
  SC_METHOD(eval);
  sensitive << ga_req << gcong << lcong << q_credit;
}

long doar_rcu_unit_d::next_credit() const {
  const int s = prm_.slots();
  const SlotWords ga = to_words(ga_req.read());
  SlotWords cong = to_words(gcong.read());
  if (prm_.local_credit) cong = cong | to_words(lcong.read());
  int n = 0;
  for (int i = 0; i < s; ++i) n += cong.test(i) ? 1 : 0;
  const bool min_congested = !(ga & ~cong).any();
  long c = static_cast<long>(q_credit.read()) + (min_congested ? 8L * s : 0L) - 8L * n - s;
  if (c < 0) c = 0;
  if (c > 128L * s) c = 128L * s;
  return c;
}

void doar_rcu_unit_d::eval() {
  // Only doar_rcu_unit_b under exit-local reads it: no population count for the other rules.
  closed.write(prm_.exit_rule && prm_.local_credit && to_words(ga_req.read()).any() &&
               next_credit() <= 64L * prm_.slots());
}

void doar_rcu_unit_d::on_clock() {
  if (rst.read()) {
    q_stay.write(false);
    q_credit.write(0);
    return;
  }
  if (!prm_.exit_rule || !en.read()) {
    q_stay.write(false);
    return;
  }
  const long c = next_credit();
  q_credit.write(static_cast<unsigned>(c));
  q_stay.write(to_words(ga_req.read()).any() && c <= 64L * prm_.slots());
}

}  // namespace doar::rtl
