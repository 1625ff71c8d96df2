#!/usr/bin/env bash
# Builds the plain C++ and simulator layers (core, tlm, their tests and tools) with
# AddressSanitizer and UndefinedBehaviorSanitizer (CMake preset `sanitize`, folder build-san/)
# and runs their fast tests under them; any finding stops the test with a report and fails
# this script. The co-simulation models and the synthesis flow are left out: they test
# Verilog, not our C++, and would double CI's time.
# -Werror is off in this build only: GCC 12 warns "may be used uninitialized" inside
# std::regex when the sanitizers instrument it (a false positive in the library headers).
# Usage: scripts/sanitize.sh [extra ctest arguments]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
jobs="${DOAR_JOBS:-$(nproc)}"
targets=(core_tests fault_core_tests tlm_sim_tests tlm_time_block_tests tlm_watchdog_tests
         tlm_traffic_tests tlm_va_fairness_tests tlm_fault_tests workload_core_tests
         workload_sim_tests tlm_baselines_tests tlm_baselines_sim_tests tlm_torus_tests
         tlm_congested_tests doar-sim doar-route doar-tables doar-fault
         doar-deadlock fuzz_parser_tests updown_tests updown_sim_tests doar-paths
         tlm_tcpg_tests tlm_htorus_tests tlm_threads_tests bisection_tests doar-topo doar-walk
         doar-bcast doar-bisect)
cmake --preset sanitize >/dev/null
cmake --build build-san -j"$jobs" --target "${targets[@]}" >&2
# halt_on_error: the first finding ends the process with a non-zero status, so the test fails.
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:abort_on_error=0"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
# doar-sim re-executes itself with huge pages through GLIBC_TUNABLES; ASan's allocator does
# not use glibc's malloc, so that step only costs a second exec here.
export DOAR_SIM_HUGEPAGES=0
cd build-san
# The fast tests of those layers: core, core/fault, tlm (workloads included), tlm/fault, the
# baselines, the CLI contracts, the fuzz table of bad invocations and the parser fuzz replay.
# fault_core.cli_model drives doar-fault-sc (the SystemC fault units), which this build leaves
# out with the rest of rtl_model; the normal build runs it.
ctest --output-on-failure -j"$jobs" -R '^(core|fault_core|tlm|tlm_fault|tlm_baselines|cli|fuzz|updown)\.' \
      -E '^fault_core\.cli_model$' "$@"
