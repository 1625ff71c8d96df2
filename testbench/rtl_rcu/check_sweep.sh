#!/usr/bin/env bash
# Runs doar-rcu-check over small and odd dragonfly shapes (a = 2, h = 1, a*h+1 groups or
# fewer, a = 32) on the first terminal, the first intra-group and the last global port of
# the last router, with idle cycles and fault-style table writes. Exit 1 on any mismatch.
# Usage: check_sweep.sh path/to/doar-rcu-check [heads per run, default 2000]
set -euo pipefail
bin="$1"
n="${2:-2000}"
fail=0
for t in 1,2,1,3 2,2,1,3 1,2,2,5 4,8,4,33 1,32,2,65 5,4,3,10 3,6,3,12; do
  IFS=, read -r p a h g <<<"$t"
  for port in 0 "$p" $((p + a - 1 + h - 1)); do
    out=$("$bin" --dfly "$t" --router $((g - 1)).$((a - 1)) --port "$port" --requests "$n" \
          --idle 10 --cfg-writes 10 --seed "$port" --json)
    if ! grep -q '"mismatches": 0, "latency_cycles": 4' <<<"$out"; then
      echo "check_sweep: dfly($t) port $port: $out" >&2
      fail=1
    fi
  done
done
[ "$fail" = 0 ] && echo "check_sweep: all runs equal to core"
exit "$fail"
