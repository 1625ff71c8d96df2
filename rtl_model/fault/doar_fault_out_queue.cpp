#include "doar_fault_out_queue.hpp"

namespace doar::rtl {

doar_fault_out_queue::doar_fault_out_queue(sc_core::sc_module_name name, int depth)
    : sc_module(name), clk("clk"), rst("rst"), flush("flush"), push_t("push_t"), push_m("push_m"),
      pkt_t("pkt_t"), pkt_m("pkt_m"), release("release"), tx_valid("tx_valid"), tx_pkt("tx_pkt"), empty("empty"),
      depth_(static_cast<std::size_t>(depth)) {
  SC_METHOD(tick);
  sensitive << clk.pos();
  dont_initialize();
}

void doar_fault_out_queue::tick() {
  if (rst.read() || flush.read()) {
    q_.clear();
    committed_ = 0;
    sending_ = false;
    tx_valid.write(false);
    tx_pkt.write(0);
    empty.write(true);
    return;
  }
  const bool pt = push_t.read(), pm = push_m.read();
  if (!pt && !pm && !release.read() && committed_ == 0 && !sending_) return;  // registers keep their values
  if (pt || pm) {
    if (q_.size() >= depth_) SC_REPORT_ERROR("doar_fault_out_queue", "FD/FR output queue overflow");
    q_.push_back(static_cast<std::uint32_t>(pt ? pkt_t.read() : pkt_m.read()));
  }
  if (release.read()) committed_ = q_.size();
  if (committed_ > 0) {
    tx_valid.write(true);
    tx_pkt.write(q_.front());
    q_.pop_front();
    --committed_;
    sending_ = true;
  } else {
    tx_valid.write(false);
    tx_pkt.write(0);
    sending_ = false;
  }
  empty.write(q_.empty());
}

}  // namespace doar::rtl
