#include "doar_cong_port.hpp"

#include <stdexcept>

namespace doar::rtl {

doar_cong_port::doar_cong_port(sc_core::sc_module_name name, const cong_port_params& prm)
    : sc_module(name), clk("clk"), rst("rst"), send("send"), credit("credit"), occ("occ"),
      nwin("nwin"), cong_l("cong_l"), cong_g("cong_g"), prm_(prm) {
  if (prm_.window < 1) throw std::invalid_argument("doar_cong_port: WINDOW must be >= 1");
  hist_.assign(static_cast<std::size_t>(prm_.window), false);
  SC_METHOD(tick);
  sensitive << clk.pos();
  dont_initialize();
}

void doar_cong_port::tick() {
  if (rst.read()) {
    occ_ = nwin_ = 0;
    pos_ = 0;
    hist_.assign(hist_.size(), false);
  } else {
    const bool s = send.read();
    occ_ += (s ? 1 : 0) - (credit.read() ? 1 : 0);
    // The oldest bit of the shift register drops out as this cycle's send enters.
    nwin_ += (s ? 1 : 0) - (hist_[pos_] ? 1 : 0);
    hist_[pos_] = s;
    pos_ = (pos_ + 1) % hist_.size();
  }
  occ.write(static_cast<unsigned>(occ_));
  nwin.write(static_cast<unsigned>(nwin_));
  cong_l.write(occ_ > prm_.local_th);
  const int q_hat = occ_ - nwin_ > 0 ? occ_ - nwin_ : 0;
  cong_g.write(q_hat > prm_.global_th);
}

}  // namespace doar::rtl
