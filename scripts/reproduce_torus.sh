#!/usr/bin/env bash
# Reproduces seed 000's experiments (Gear on k-ary 2-cube tori, Sec. 5: Figs. 3-6, Table 1)
# with doar-sim: latency-load curves and saturation throughputs of TORUS_DOR and GEAR (2 VCs)
# and DUATO and GEAR3 (3 VCs) under UR on 4x4, 8x8 (and 16x16), under TRANSPOSE and HOTSPOT
# on 8x8, and the VC shares of GEAR and TORUS_DOR under UR on 8x8 (Table 1).
#
#   scripts/reproduce_torus.sh           4x4, 8x8 and 16x16; 10K warm-up, 20K sample, step 0.02
#   scripts/reproduce_torus.sh --quick   4x4 and 8x8; 2K warm-up, 6K sample, step 0.05 (minutes)
#
# The paper's setup: 16-flit packets, 16-flit VC buffers (one packet: --buf-local 1), virtual
# cut-through; its router model is not given, ours is doar-sim's (1-cycle links, route
# computation 1 cycle, internal speedup 2). Options: --out DIR (default docs/results/torus or
# torus_quick), --jobs N (parallel load points, default: cores), --bin DIR (doar-sim's
# directory, default build/bin), --seed N, --torus-tie nowrap|split (the direction at the
# half-ring tie, default nowrap: the paper's; docs/topology.md).
# Each (network, traffic, routing) is one doar-sim sweep upwards that stops after its first
# saturated load (mean latency > 500 cycles, or accepted < 0.85 offered: with 16-flit packets a
# 4x4 torus ejects only a few hundred packets in a short window at low load, and 0.95 would
# call noise saturation). The JSON of every
# sweep lands in OUT/raw/; scripts/plot_torus.py draws OUT/*.png and writes OUT/results.csv,
# OUT/saturation.csv, OUT/vc_share.csv and OUT/summary.md (measured beside the paper).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
quick=0 out="" jobs="" bin="$root/build/bin" seed=1 tie=nowrap
while (($#)); do
  case "$1" in
    --quick) quick=1 ;;
    --out) out="$2"; shift ;;
    --jobs) jobs="$2"; shift ;;
    --bin) bin="$2"; shift ;;
    --seed) seed="$2"; shift ;;
    --torus-tie) tie="$2"; shift ;;
    -h|--help) sed -n '2,/^set -e/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "reproduce_torus.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done
if ((quick)); then
  sizes="4x4 8x8" warmup=2000 sample=6000 step=0.05
  : "${out:=$root/docs/results/torus_quick}"
else
  sizes="4x4 8x8 16x16" warmup=10000 sample=20000 step=0.02
  : "${out:=$root/docs/results/torus}"
fi
: "${jobs:=$(nproc)}"
sim="$bin/doar-sim"
[ -x "$sim" ] || { echo "reproduce_torus.sh: no doar-sim in $bin (cmake --build build --target doar-sim)" >&2; exit 1; }
mkdir -p "$out/raw"
rm -f "$out"/raw/*.json
setup=(--packet-size 16 --buf-local 1 --lat-local 1 --lat-terminal 1 --warmup "$warmup" --sample "$sample"
       --drain 20000 --sat-ratio 0.85 --seed "$seed" --jobs "$jobs" --quiet --torus-tie "$tie")
routings="TORUS_DOR GEAR DUATO GEAR3"

run() {  # network traffic routing
  local file="$out/raw/${1}_${2}_${3}.json"
  echo "torus:$1 $2 $3" >&2
  "$sim" --topology "torus:$1" --traffic "$2" --routing "$3" --sweep "$step:1:$step" "${setup[@]}" --json "$file"
}
for size in $sizes; do
  for r in $routings; do run "$size" UR "$r"; done
done
for t in TRANSPOSE HOTSPOT; do
  for r in $routings; do run 8x8 "$t" "$r"; done
done
/usr/bin/python3 "$root/scripts/plot_torus.py" "$out"
echo "results in $out" >&2
