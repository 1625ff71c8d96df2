#!/usr/bin/env bash
# RCU simulation speed on dfly(6,12,6,73): doar-rcu-check with back-to-back heads on one
# terminal, one intra-group and one global input port, every result compared with core.
# Prints wall and CPU-time rates (the CPU figure is the one to quote on a shared machine)
# and the RCU model's share without the testbench's own work.
# Usage: testbench/rtl_rcu/bench_rcu.sh [build dir, default build] [heads per port, default 200000]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${1:-$root/build}"
n="${2:-200000}"
bin="$build/bin/doar-rcu-check"
[ -x "$bin" ] || { echo "bench_rcu: $bin not built (cmake --build $build --target doar-rcu-check)" >&2; exit 2; }
printf '%-12s %-12s %12s %14s %14s %16s\n' port kind heads "cycles/s wall" "cycles/CPU-s" "model cycles/CPU-s"
for port in 0 10 20; do
  json=$("$bin" --dfly 6,12,6,73 --router 40.7 --port "$port" --requests "$n" --seed 1 --json)
  field() { echo "$json" | sed -E "s/.*\"$1\": \"?([^,\"}]*)\"?.*/\1/"; }
  [ "$(field mismatches)" = 0 ] || { echo "bench_rcu: mismatches on port $port" >&2; exit 1; }
  printf '%-12s %-12s %12s %14s %14s %16s\n' "40.7:$port" "$(field port_kind)" "$(field requests)" \
    "$(field sim_cycles_per_second)" "$(field sim_cycles_per_cpu_second)" "$(field model_cycles_per_cpu_second)"
done
