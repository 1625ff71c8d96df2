// Hands tlm/fault to the simulator engine: installs the FaultHooksProvider of
// tlm/sim/sim_fault_hooks.hpp (validate_faults, and a FaultFabric per network). A program that
// runs faults or --timeline calls this once, before its first validate() or run_point();
// the engine itself never includes tlm/fault (docs/tlm.md, "Layers").
#pragma once

namespace doar::net {

void install_fault_provider();

}  // namespace doar::net
