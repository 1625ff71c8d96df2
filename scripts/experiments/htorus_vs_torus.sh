#!/usr/bin/env bash
# HT_t beside a 2-D torus of about the same size in doar-sim (issue 28, seed 003): does the
# larger bisection give a higher saturation throughput? Pairs HT_5 (61 routers) / torus 8x8
# (64) and HT_6 (91) / torus 10x10 (100), one node per router, under UR and TRANSPOSE (the
# torus's (x,y) -> (y,x); the H-Torus's hexagon mirror (q,r) -> (r,q), docs/htorus.md).
# Routings, all with 4 VCs per port (equal buffers): HT_LNF on the H-Torus, TORUS_DOR (uses
# 2 of them) and DUATO (escape DOR + 2 adaptive VCs) on the torus.
#
#   scripts/experiments/htorus_vs_torus.sh [--out DIR] [--bin DIR] [--jobs N]
#
# Setup as scripts/reproduce_torus.sh --quick: 16-flit packets, one-packet VC buffers
# (virtual cut-through), 1-cycle links, 2K warm-up, 6K sample, load step 0.05, saturated
# when mean latency > 500 cycles or accepted < 0.85 offered. Writes OUT/raw/*.json and
# OUT/saturation.md (scripts/experiments/htorus_vs_torus.py). Default OUT:
# docs/results/htorus_sim.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="$root/docs/results/htorus_sim" bin="$root/build/bin" jobs=1
while (($#)); do
  case "$1" in
    --out) out="$2"; shift ;;
    --bin) bin="$2"; shift ;;
    --jobs) jobs="$2"; shift ;;
    -h|--help) sed -n '2,/^set -e/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "htorus_vs_torus.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done
sim="$bin/doar-sim"
[ -x "$sim" ] || { echo "htorus_vs_torus.sh: no doar-sim in $bin" >&2; exit 1; }
mkdir -p "$out/raw"
setup=(--packet-size 16 --buf-local 1 --lat-local 1 --lat-terminal 1 --warmup 2000 --sample 6000 --drain 20000
       --sat-ratio 0.85 --seed 1 --jobs "$jobs" --quiet --vcs 4)
run() {  # topology routing traffic
  echo "$1 $2 $3" >&2
  "$sim" --topology "$1" --routing "$2" --traffic "$3" --sweep 0.05:1:0.05 "${setup[@]}" --json "$out/raw/${1/:/_}_${3}_${2}.json"
}
for traffic in UR TRANSPOSE; do
  for pair in "htorus:5 torus:8x8" "htorus:6 torus:10x10"; do
    set -- $pair
    run "$1" HT_LNF "$traffic"
    run "$2" TORUS_DOR "$traffic"
    run "$2" DUATO "$traffic"
  done
done
/usr/bin/python3 "$root/scripts/experiments/htorus_vs_torus.py" "$out" >"$out/saturation.md"
echo "wrote $out/saturation.md" >&2
