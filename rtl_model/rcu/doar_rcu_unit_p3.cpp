#include "doar_rcu_unit_p3.hpp"

namespace doar::rtl {

doar_rcu_unit_p3::doar_rcu_unit_p3(sc_core::sc_module_name name, const RcuParams& prm)
    : sc_module(name), en("en"), s1("s1"), s2("s2"), le("le"), lf("lf"), lfsr("lfsr"), win_valid("win_valid"),
      win_cls("win_cls"), win_port("win_port"), radix_(prm.radix()),
      exit_rule_(prm.exit_rule) {
  SC_METHOD(eval);
  sensitive << en << s1 << s2 << le << lf << lfsr;
}

void doar_rcu_unit_p3::eval() {
  const std::uint64_t a = s1.read(), b = s2.read();
  // All congested: LE and LF, or under the exit rule LE alone when it has a port.
  const std::uint64_t mask = radix_ >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << radix_) - 1;
  const std::uint64_t e = le.read().to_uint64();
  const std::uint64_t cand = a ? a : b ? b : exit_rule_ && (e & mask) ? e : (e | lf.read().to_uint64());
  const int p = en.read() ? uniform_pick(cand, radix_, lfsr.read()) : -1;
  win_valid.write(p >= 0);
  win_cls.write(p < 0 ? 0u : a ? kS1 : b ? kS2 : kRtbRandom);
  win_port.write(p < 0 ? 0 : p);
}

}  // namespace doar::rtl
