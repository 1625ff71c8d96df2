#!/usr/bin/env bash
# Speed and memory benchmark of doar-sim (a benchmark, not a timed test): DOAR, UR at 0.4,
# 1-flit packets, one process (single thread), on dfly(4,8,4,33) (264 routers) and
# dfly(6,12,6,73) (876 routers, 5,256 nodes). For each it prints simulated cycles per second
# and router-cycles per second, both per wall second and per CPU second of the process
# (they differ when the machine is shared), and the peak RSS. Elaboration (building the
# network and touching its memory, ~1 s on the large one) is included in those; loop_cyc/s
# leaves it out (wall time of the simulated cycles alone: the rate of a long run, such as
# a 40,000-cycle load point of the paper). The last two lines compare the cost of one
# router-cycle on the two networks (1.0 = cost linear in routers x cycles), and of one
# node-cycle (the work: flits per router grow with its nodes). A last line runs the torus:
# torus:16x16 (256 routers), GEAR (candidate-set routing, 2 VCs), UR at 0.3 with the paper's
# 16-flit packets and one-packet VC buffers, 1-cycle links.
# Usage: scripts/bench.sh [CYCLES]   (default 2000 simulated cycles; build dir: $DOAR_BUILD)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="${DOAR_BUILD:-$root/build}/bin/doar-sim"
cycles="${1:-2000}"
half=$((cycles / 2))
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '%-17s %7s %7s %8s %7s %7s %10s %10s %11s %15s %14s %9s\n' network routers cycles wall_s elab_s cpu_s \
       cyc/s_wall cyc/s_cpu loop_cyc/s router-cyc/s_wall router-cyc/s_cpu peak_MB
for net in 4,8,4,33 6,12,6,73; do
  IFS=, read -r p a h g <<<"$net"
  routers=$((a * g))
  /usr/bin/time -f '%U %S %M' -o "$tmp/time" "$bin" --dfly "$net" --routing DOAR --traffic UR --rate 0.4 \
      --packet-size 1 --warmup "$half" --sample "$half" --drain 2000 --json "$tmp/out.json" -q
  sim_cycles=$(sed -nE 's/.*"cycles": ([0-9]+).*/\1/p' "$tmp/out.json")
  wall=$(sed -nE 's/.*"wall_seconds": ([0-9.eE+-]+).*/\1/p' "$tmp/out.json")
  elab=$(sed -nE 's/.*"elab_seconds": ([0-9.eE+-]+).*/\1/p' "$tmp/out.json")
  read -r user sys rss <"$tmp/time"
  awk -v n="dfly($net)" -v r="$routers" -v c="$sim_cycles" -v w="$wall" -v e="$elab" -v u="$user" -v s="$sys" -v m="$rss" 'BEGIN {
    cpu = u + s
    printf "%-17s %7d %7d %8.1f %7.1f %7.1f %10.1f %10.1f %11.1f %15.0f %14.0f %9.0f\n", n, r, c, w, e, cpu, c / w, c / cpu,
           c / (w - e), r * c / w, r * c / cpu, m / 1024 }' \
    | tee -a "$tmp/rows"
done
# At the same load per node a router moves flits in proportion to its nodes (p = 6 against
# 4), so the second line divides that out: 1.0 = the same cost per unit of work.
awk 'NR == 1 { small = $11 } NR == 2 { large = $11 } END {
  printf "router-cycle cost, dfly(6,12,6,73) / dfly(4,8,4,33): %.2f (CPU time)\n", small / large
  printf "node-cycle cost (per unit of work), dfly(6,12,6,73) / dfly(4,8,4,33): %.2f\n", small / large * 4 / 6 }' "$tmp/rows"
# The torus figure (seed 000's setup), in the same columns.
/usr/bin/time -f '%U %S %M' -o "$tmp/time" "$bin" --topology torus:16x16 --routing GEAR --traffic UR --rate 0.3 \
    --packet-size 16 --buf-local 1 --lat-local 1 --warmup "$half" --sample "$half" --drain 2000 --json "$tmp/out.json" -q
sim_cycles=$(sed -nE 's/.*"cycles": ([0-9]+).*/\1/p' "$tmp/out.json")
wall=$(sed -nE 's/.*"wall_seconds": ([0-9.eE+-]+).*/\1/p' "$tmp/out.json")
elab=$(sed -nE 's/.*"elab_seconds": ([0-9.eE+-]+).*/\1/p' "$tmp/out.json")
read -r user sys rss <"$tmp/time"
awk -v n="torus(16x16)" -v r=256 -v c="$sim_cycles" -v w="$wall" -v e="$elab" -v u="$user" -v s="$sys" -v m="$rss" 'BEGIN {
  cpu = u + s
  printf "%-17s %7d %7d %8.1f %7.1f %7.1f %10.1f %10.1f %11.1f %15.0f %14.0f %9.0f\n", n, r, c, w, e, cpu, c / w, c / cpu,
         c / (w - e), r * c / w, r * c / cpu, m / 1024 }'
