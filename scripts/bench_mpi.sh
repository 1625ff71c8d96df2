#!/usr/bin/env bash
# The MPI case of scripts/bench.sh (DOAR_BENCH_ONLY=mpi scripts/bench.sh [CYCLES [PAIRS]]), a
# benchmark and not a timed test (docs/mpi.md): dfly(6,12,6,73), DOAR, UR 0.4, 1-flit
# packets, the same load point with --threads 1, --threads 2, doar-sim-mpi on 1 rank and on
# 2 ranks, in turn (PAIRS rounds, so that a change in the machine's load hits all four
# alike). Per run: simulated cycles per wall second with and without elaboration
# (cyc/s_wall, loop_cyc/s), CPU seconds of all its processes, and the peak RSS of its
# largest process (a rank's, for MPI). Then per kind the medians, and whether the four
# gave the same bytes (JSON less the machine's figures).
# DOAR_BENCH_MPI_BIG=1 adds dfly(8,16,8,129) (16,512 nodes), UR 0.3, --warmup 500 --sample
# 500: one doar-sim process against 2 ranks, bytes compared, peak RSS per rank (minutes).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="${DOAR_BUILD:-$root/build}/bin"
cycles="${1:-2000}"
pairs="${2:-3}"
half=$((cycles / 2))
[ -x "$bin/doar-sim-mpi" ] || { echo "bench_mpi.sh: no $bin/doar-sim-mpi (MPI not found when configuring?)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# As root (containers, CI) Open MPI wants both; --oversubscribe: ranks may exceed the cores.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
mpirun=(mpirun --oversubscribe --mca btl self,vader)
strip() { sed -E 's/"(wall|elab)_seconds": [0-9.eE+-]+//g; s/"peak_rss_kb": [0-9]+//g; s/"(time|group)_block": [0-9]+//g; s/"threads": [0-9]+//g' "$1"; }

# One run of `kind` (t1, t2, r1, r2) with the options after it; one row on stdout.
run() {
  local kind=$1 tag=$2
  shift 2
  rm -f "$tmp"/time.*
  case $kind in
    t*) /usr/bin/time -f '%U %S %M' -o "$tmp/time.0" "$bin/doar-sim" "$@" --threads "${kind#t}" --json "$tmp/$tag.json" -q ;;
    r*) "${mpirun[@]}" -np "${kind#r}" sh -c '/usr/bin/time -f "%U %S %M" -o "$0.$OMPI_COMM_WORLD_RANK" "$@"' "$tmp/time" \
          "$bin/doar-sim-mpi" "$@" --json "$tmp/$tag.json" -q 2>/dev/null ;;
  esac
  local c w e
  c=$(sed -nE 's/.*"cycles": ([0-9]+).*/\1/p' "$tmp/$tag.json")
  w=$(sed -nE 's/.*"wall_seconds": ([0-9.eE+-]+).*/\1/p' "$tmp/$tag.json")
  e=$(sed -nE 's/.*"elab_seconds": ([0-9.eE+-]+).*/\1/p' "$tmp/$tag.json")
  cat "$tmp"/time.* | awk -v k="$kind" -v c="$c" -v w="$w" -v e="$e" '
    { cpu += $1 + $2; if ($3 > m) m = $3 }
    END { printf "%-6s %7d %8.1f %7.1f %7.1f %10.1f %11.1f %9.0f\n", k, c, w, e, cpu, c / w, c / (w - e), m / 1024 }'
}

net=(--dfly 6,12,6,73 --routing DOAR --traffic UR --rate 0.4 --packet-size 1 --warmup "$half" --sample "$half" --drain 2000)
echo "mpi: dfly(6,12,6,73) DOAR UR 0.4, $cycles cycles + drain; --threads 1 and 2 (t1, t2), doar-sim-mpi on 1 and 2 ranks (r1, r2), $pairs rounds"
printf '%-6s %7s %8s %7s %7s %10s %11s %9s\n' kind cycles wall_s elab_s cpu_s cyc/s_wall loop_cyc/s peak_MB
for ((k = 1; k <= pairs; ++k)); do
  for kind in t1 t2 r1 r2; do run "$kind" "$kind.$k" "${net[@]}" | tee -a "$tmp/rows"; done
done
awk '
  function median(a, m,   i, j, x) {
    for (i = 2; i <= m; ++i) { x = a[i]; for (j = i - 1; j >= 1 && a[j] > x; --j) a[j + 1] = a[j]; a[j + 1] = x }
    return m % 2 ? a[(m + 1) / 2] : (a[m / 2] + a[m / 2 + 1]) / 2 }
  { n = ++cnt[$1]; wall[$1, n] = $6; loop[$1, n] = $7; mem[$1, n] = $8 }
  END {
    split("t1 t2 r1 r2", kinds, " ")
    for (i = 1; i <= 4; ++i) {
      k = kinds[i]
      for (j = 1; j <= cnt[k]; ++j) { a[j] = wall[k, j]; b[j] = loop[k, j]; c[j] = mem[k, j] }
      printf "median %-3s cyc/s_wall %8.1f  loop_cyc/s %8.1f  peak_MB %6.0f\n", k, median(a, cnt[k]), median(b, cnt[k]), median(c, cnt[k])
    } }' "$tmp/rows"
same=yes
for f in "$tmp"/*.json; do cmp -s <(strip "$tmp/t1.1.json") <(strip "$f") || same=no; done
echo "same bytes in all $((4 * pairs)) runs: $same"

if [ "${DOAR_BENCH_MPI_BIG:-0}" = 1 ]; then
  big=(--dfly 8,16,8,129 --routing DOAR --traffic UR --rate 0.3 --warmup 500 --sample 500)
  echo
  echo "mpi big: dfly(8,16,8,129) DOAR UR 0.3, --warmup 500 --sample 500: one process (t1) and 2 ranks (r2)"
  printf '%-6s %7s %8s %7s %7s %10s %11s %9s\n' kind cycles wall_s elab_s cpu_s cyc/s_wall loop_cyc/s peak_MB
  run t1 big1 "${big[@]}"
  run r2 big2 "${big[@]}"
  for f in "$tmp"/time.*; do awk -v f="${f##*.}" '{ printf "rank %s peak_MB %.0f\n", f, $3 / 1024 }' "$f"; done
  cmp -s <(strip "$tmp/big1.json") <(strip "$tmp/big2.json") && echo "same bytes: yes" || echo "same bytes: NO"
fi
