#!/usr/bin/env bash
# Benchmark of the co-simulation benches (docs/cosim.md): every built block for N cycles
# (default 1,000,000), one JSON line each, plus the machine's load average, so that the
# cycles/s figures can be read against how busy the machine was.
#   testbench/cosim/bench_cosim.sh [build-dir] [cycles] [seed]
set -euo pipefail
build=${1:-build} cycles=${2:-1000000} seed=${3:-1}
export SYSTEMC_DISABLE_COPYRIGHT_MESSAGE=1
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
for block in tables congestion rcu fault router_core router; do
  /usr/bin/time -f "  $block: %e s wall, %U s user" "$build/bin/doar-cosim" --block "$block" \
    --cycles "$cycles" --seed "$seed" --json
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
