#include "rcu_params.hpp"

#include <stdexcept>
#include <string>

namespace doar::rtl {

InPortKind RcuParams::kind() const {
  if (port < p) return InPortKind::Terminal;
  if (port < first_global()) return InPortKind::Local;
  return InPortKind::Global;
}

SlotWords RcuParams::connected_slots() const {
  SlotWords s;
  for (int slot = 0; slot < slots(); ++slot) {
    if ((slot != gid && slot < g) || (slot == gid && g == slots() + 1)) s.set(slot);
  }
  return s;
}

void RcuParams::check() const {
  auto fail = [](const std::string& what) { throw std::invalid_argument("RCU parameters: " + what); };
  if (p < 1 || a < 1 || h < 1 || g < 1) fail("p, a, h, g must be positive");
  if (radix() > kMaxPorts) fail("radix " + std::to_string(radix()) + " exceeds " + std::to_string(kMaxPorts) + " ports");
  if (slots() > kSlotBits) fail(std::to_string(slots()) + " global slots exceed " + std::to_string(kSlotBits));
  if (a > kMaxRouters) fail(std::to_string(a) + " routers per group exceed " + std::to_string(kMaxRouters));
  if (h > 16) fail("h = " + std::to_string(h) + " exceeds the 16-bit GP field");
  if (g > slots() + 1) fail("g = " + std::to_string(g) + " exceeds a*h + 1");
  if (entries() > kMaxEntries) fail(std::to_string(entries()) + " table entries exceed the address width");
  if (gid < 0 || gid >= g || bid < 0 || bid >= a) fail("router id outside the dragonfly");
  if (port < 0 || port >= radix()) fail("port " + std::to_string(port) + " outside 0.." + std::to_string(radix() - 1));
  if (seed == 0) fail("LFSR seed 0 is the lock-up state");
}

}  // namespace doar::rtl
