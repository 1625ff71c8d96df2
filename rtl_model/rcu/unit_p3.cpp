#include "unit_p3.hpp"

namespace doar::rtl {

UnitP3::UnitP3(sc_core::sc_module_name name, const RcuParams& prm)
    : sc_module(name), clk("clk"), rst("rst"), en("en"), s1("s1"), s2("s2"), le("le"), lf("lf"),
      lfsr("lfsr"), win_valid("win_valid"), win_cls("win_cls"), win_port("win_port"), radix_(prm.radix()),
      fold_(fold_mask(prm.radix())) {
  SC_METHOD(eval);
  sensitive << en << s1 << s2 << le << lf << lfsr << ptr_;
  SC_METHOD(on_clock);
  sensitive << clk.pos();
  dont_initialize();
}

UnitP3::Pick UnitP3::pick() const {
  Pick r;
  if (!en.read()) return r;
  const int ptr = static_cast<int>(ptr_.read());
  const std::uint64_t a = s1.read(), b = s2.read();
  if (a) return {true, kS1, round_robin(a, radix_, ptr)};
  if (b) return {true, kS2, round_robin(b, radix_, ptr)};
  const int p = round_robin(le.read().to_uint64() | lf.read().to_uint64(), radix_,
                            fold_random(lfsr.read(), radix_, fold_));
  if (p >= 0) return {true, kRtbRandom, p};
  return r;
}

void UnitP3::eval() {
  const Pick p = pick();
  win_valid.write(p.valid);
  win_cls.write(p.valid ? p.cls : 0u);
  win_port.write(p.valid ? p.port : 0);
}

void UnitP3::on_clock() {
  if (rst.read()) {
    ptr_.write(0);
    return;
  }
  const Pick p = pick();
  if (p.valid && p.cls != kRtbRandom) ptr_.write((p.port + 1) % radix_);
}

}  // namespace doar::rtl
