#!/usr/bin/env bash
# Speed and memory benchmark of doar-sim (not a timed test): DOAR, UR at 0.4, 1-flit
# packets, one process, on dfly(6,12,6,73) (876 routers, 5,256 nodes) and dfly(4,8,4,33).
# Prints simulated cycles per wall second, router-cycles per wall second and peak RSS.
# Usage: scripts/bench.sh [CYCLES]   (default 2000 cycles per network; build dir: $DOAR_BUILD)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="${DOAR_BUILD:-$root/build}/bin/doar-sim"
cycles="${1:-2000}"
half=$((cycles / 2))
printf '%-18s %8s %8s %9s %12s %16s %10s\n' network routers cycles wall_s cycles/s router-cycles/s peak_MB
for net in 4,8,4,33 6,12,6,73; do
  IFS=, read -r p a h g <<<"$net"
  routers=$((a * g))
  json=$("$bin" --dfly "$net" --routing DOAR --traffic UR --rate 0.4 --packet-size 1 \
         --warmup "$half" --sample "$half" --drain 2000 --json - -q)
  sim_cycles=$(sed -nE 's/.*"cycles": ([0-9]+).*/\1/p' <<<"$json")
  wall=$(sed -nE 's/.*"wall_seconds": ([0-9.eE+-]+).*/\1/p' <<<"$json")
  rss=$(sed -nE 's/.*"peak_rss_kb": ([0-9]+).*/\1/p' <<<"$json")
  awk -v n="dfly($net)" -v r="$routers" -v c="$sim_cycles" -v w="$wall" -v m="$rss" 'BEGIN {
    printf "%-18s %8d %8d %9.1f %12.1f %16.0f %10.0f\n", n, r, c, w, c / w, r * c / w, m / 1024 }'
done
