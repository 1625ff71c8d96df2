#include "fault_provider.hpp"

#include "fault_fabric.hpp"
#include "fault_plan.hpp"
#include "sim_fault_hooks.hpp"

namespace doar::net {

namespace {
std::unique_ptr<NetFaultHooks> make_fabric(NetEnv& env, NetworkTables* tables) {
  return std::make_unique<FaultFabric>(env, tables);
}
}  // namespace

void install_fault_provider() {
  FaultHooksProvider p;
  p.validate = validate_faults;
  p.make = make_fabric;
  set_fault_hooks_provider(p);
}

}  // namespace doar::net
