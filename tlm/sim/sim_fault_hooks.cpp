#include "sim_fault_hooks.hpp"

namespace doar::net {

namespace {
// One per process, as the SystemC network it serves; set once at start-up by the program.
FaultHooksProvider g_provider;
bool g_installed = false;
}  // namespace

void set_fault_hooks_provider(const FaultHooksProvider& p) {
  g_provider = p;
  g_installed = p.validate && p.make;
}

const FaultHooksProvider* fault_hooks_provider() { return g_installed ? &g_provider : nullptr; }

}  // namespace doar::net
