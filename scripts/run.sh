#!/usr/bin/env bash
# The main job on a small built-in default: doar-sim load sweeps of MIN, VAL, UGAL_L and DOAR
# under UR and ADV+1 on dfly(2,4,2,9) (the paper's buffers, latencies, thresholds and
# speedup; short windows), printed as one table: latency at low load, the highest load that
# was not saturated (the saturation throughput at this sweep's resolution) and what it
# accepted. About 15 s of CPU time after the build.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/setup.sh"
bin="$root/build/bin/doar-sim"
dfly=2,4,2,9
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "doar-sim load sweeps on dfly($dfly), 1-flit packets, loads 0.05..0.95 step 0.1, warm-up 1000, sample 1000 cycles"
printf '%-8s %-6s %12s %16s %10s\n' routing traffic "lat@0.05" "max unsat load" accepted
for traffic in UR ADV+1; do
  for routing in MIN VAL UGAL_L DOAR; do
    "$bin" --dfly "$dfly" --routing "$routing" --traffic "$traffic" --sweep 0.05:1.0:0.1 \
           --warmup 1000 --sample 1000 --drain 3000 -q --csv "$tmp/p.csv" 2>/dev/null
    awk -F, -v r="$routing" -v t="$traffic" 'NR == 2 { lat = $4 }
      NR > 1 && $7 == 0 { load = $2; acc = $3 }
      END { printf "%-8s %-6s %12.1f %16.2f %10.3f\n", r, t, lat, load, acc }' "$tmp/p.csv"
  done
done
