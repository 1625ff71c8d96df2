#include "doar_rcu_slot_cong_filter.hpp"

#include "slot_bits.hpp"

namespace doar::rtl {

doar_rcu_slot_cong_filter::doar_rcu_slot_cong_filter(sc_core::sc_module_name name)
    : sc_module(name), req("req"), lcong("lcong"), gcong("gcong"), free_req("free_req") {
  SC_METHOD(eval);
  sensitive << req << lcong << gcong;
}

void doar_rcu_slot_cong_filter::eval() {
  const SlotWords r = to_words(req.read());
  if (!r.any()) {  // the common case off the RTA path: skip the other two buses
    to_bus(SlotWords(), scratch_);
    free_req.write(scratch_);
    return;
  }
  to_bus(r & ~(to_words(lcong.read()) | to_words(gcong.read())), scratch_);
  free_req.write(scratch_);
}

}  // namespace doar::rtl
