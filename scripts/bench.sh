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
# Then the parallel runs (--threads, docs/performance.md "Parallel runs"): dfly(6,12,6,73),
# DOAR, UR 0.4, with 1 thread and with every core this process may use, in turn (1, N, 1, N,
# ... PAIRS times, so that a change in the machine's load hits both alike): per run the
# simulated cycles per wall second, with and without elaboration (which is single-threaded),
# and the peak RSS; then per thread count the median, and the speedup of the medians and the
# median of the pairs' speedups.
# Usage: scripts/bench.sh [CYCLES [PAIRS]]   (default 2000 simulated cycles, 3 pairs; build
# dir: $DOAR_BUILD; DOAR_BENCH_THREADS=N sets the parallel count; DOAR_BENCH_ONLY=parallel
# runs the parallel part alone; DOAR_BENCH_ONLY=mpi runs scripts/bench_mpi.sh instead)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# DOAR_BENCH_ONLY=mpi: threads against MPI ranks, alone (scripts/bench_mpi.sh, docs/mpi.md).
if [ "${DOAR_BENCH_ONLY:-}" = mpi ]; then exec "$root/scripts/bench_mpi.sh" "$@"; fi
bin="${DOAR_BUILD:-$root/build}/bin/doar-sim"
cycles="${1:-2000}"
pairs="${2:-3}"
half=$((cycles / 2))
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ "${DOAR_BENCH_ONLY:-}" != parallel ]; then
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
fi

# Parallel runs: the same load point with 1 and with N threads, alternating.
threads="${DOAR_BENCH_THREADS:-$(nproc)}"
echo
echo "parallel: dfly(6,12,6,73) DOAR UR 0.4, $cycles cycles + drain, --threads 1 and $threads, $pairs pairs in turn"
printf '%-5s %7s %7s %8s %7s %7s %10s %11s %9s\n' pair threads cycles wall_s elab_s cpu_s cyc/s_wall loop_cyc/s peak_MB
for ((k = 1; k <= pairs; ++k)); do
  for t in 1 "$threads"; do
    /usr/bin/time -f '%U %S %M' -o "$tmp/time" "$bin" --dfly 6,12,6,73 --routing DOAR --traffic UR --rate 0.4 \
        --packet-size 1 --warmup "$half" --sample "$half" --drain 2000 --threads "$t" --json "$tmp/out.json" -q
    sim_cycles=$(sed -nE 's/.*"cycles": ([0-9]+).*/\1/p' "$tmp/out.json")
    wall=$(sed -nE 's/.*"wall_seconds": ([0-9.eE+-]+).*/\1/p' "$tmp/out.json")
    elab=$(sed -nE 's/.*"elab_seconds": ([0-9.eE+-]+).*/\1/p' "$tmp/out.json")
    ran=$(sed -nE 's/.*"threads": ([0-9]+).*/\1/p' "$tmp/out.json")
    read -r user sys rss <"$tmp/time"
    awk -v k="$k" -v t="$ran" -v c="$sim_cycles" -v w="$wall" -v e="$elab" -v u="$user" -v s="$sys" -v m="$rss" 'BEGIN {
      printf "%-5d %7d %7d %8.1f %7.1f %7.1f %10.1f %11.1f %9.0f\n", k, t, c, w, e, u + s, c / w, c / (w - e), m / 1024 }' \
      | tee -a "$tmp/par"
  done
done
# Medians per thread count, and the speedups: of the medians, and the median of the pairs'.
awk -v n="$threads" '
  function median(a, m,   i, j, x) {
    for (i = 2; i <= m; ++i) { x = a[i]; for (j = i - 1; j >= 1 && a[j] > x; --j) a[j + 1] = a[j]; a[j + 1] = x }
    return m % 2 ? a[(m + 1) / 2] : (a[m / 2] + a[m / 2 + 1]) / 2 }
  { t = $2 == 1 ? 1 : 2; ++cnt[t]; cpu[t, cnt[t]] = $6; wall[t, cnt[t]] = $7; loop[t, cnt[t]] = $8; mem[t, cnt[t]] = $9 }
  END {
    for (t = 1; t <= 2; ++t) {
      for (i = 1; i <= cnt[t]; ++i) { a[i] = wall[t, i]; b[i] = loop[t, i]; c[i] = mem[t, i] }
      mw[t] = median(a, cnt[t]); ml[t] = median(b, cnt[t]); mm[t] = median(c, cnt[t])
      printf "median --threads %-3d cyc/s_wall %8.1f  loop_cyc/s %8.1f  peak_MB %6.0f\n", t == 1 ? 1 : n, mw[t], ml[t], mm[t]
    }
    m = cnt[1] < cnt[2] ? cnt[1] : cnt[2]
    for (i = 1; i <= m; ++i) { a[i] = wall[2, i] / wall[1, i]; b[i] = loop[2, i] / loop[1, i] }
    pw = median(a, m); pl = median(b, m)
    for (i = 1; i <= m; ++i) a[i] = cpu[2, i] / cpu[1, i]
    pc = median(a, m)
    printf "speedup --threads %d / 1: cyc/s_wall %.2fx (pairs: median %.2fx), loop_cyc/s %.2fx (pairs: median %.2fx)\n",
           n, mw[2] / mw[1], pw, ml[2] / ml[1], pl
    printf "CPU time --threads %d / 1 (the work the threads add; less sensitive to the machine load): pairs median %.3f\n", n, pc }' "$tmp/par"
