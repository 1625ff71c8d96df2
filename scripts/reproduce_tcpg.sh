#!/usr/bin/env bash
# Seed 002's TCPG(k, m) in simulation: TCPG(2,2) (160 nodes) with the paper's unicast routing
# TCPG (2 VCs) and its adaptive variants TCPG_GEAR (2 VCs) and TCPG_ADAPT (3 VCs) against
# the 13x13 torus (169 nodes) with TORUS_DOR and GEAR (2 VCs) and DUATO (3 VCs), under UR, TRANSPOSE and HOTSPOT:
# latency-load curves and saturation throughputs (docs/results_tcpg.md).
#
#   scripts/reproduce_tcpg.sh           10K warm-up, 20K sample, load step 0.02
#   scripts/reproduce_tcpg.sh --quick   2K warm-up, 6K sample, load step 0.05 (a few minutes)
#
# Setup as scripts/reproduce_torus.sh (seed 000's): 16-flit packets, one packet per VC buffer
# (--buf-local 1), 1-cycle links, virtual cut-through, doar-sim's router (route computation
# 1 cycle, internal speedup 2); every link of both networks has the same latency and buffer.
# Options: --out DIR (default docs/results/tcpg or tcpg_quick), --jobs N (parallel load
# points, default: cores), --bin DIR (doar-sim's directory, default build/bin), --seed N.
# Each (network, traffic, routing) is one doar-sim sweep upwards that stops after its first
# saturated load (mean latency > 500 cycles, or accepted < 0.85 offered). The JSON of every
# sweep lands in OUT/raw/; scripts/plot_tcpg.py writes OUT/results.csv, OUT/saturation.csv,
# OUT/summary.md and the curves OUT/<traffic>.png.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
quick=0 out="" jobs="" bin="$root/build/bin" seed=1
while (($#)); do
  case "$1" in
    --quick) quick=1 ;;
    --out) [ $# -ge 2 ] || { echo "reproduce_tcpg.sh: --out needs a directory" >&2; exit 2; }; out="$2"; shift ;;
    --jobs) [ $# -ge 2 ] || { echo "reproduce_tcpg.sh: --jobs needs a number" >&2; exit 2; }; jobs="$2"; shift ;;
    --bin) [ $# -ge 2 ] || { echo "reproduce_tcpg.sh: --bin needs a directory" >&2; exit 2; }; bin="$2"; shift ;;
    --seed) [ $# -ge 2 ] || { echo "reproduce_tcpg.sh: --seed needs a number" >&2; exit 2; }; seed="$2"; shift ;;
    -h|--help) sed -n '2,/^set -e/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "reproduce_tcpg.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done
if ((quick)); then
  warmup=2000 sample=6000 step=0.05
  : "${out:=$root/docs/results/tcpg_quick}"
else
  warmup=10000 sample=20000 step=0.02
  : "${out:=$root/docs/results/tcpg}"
fi
: "${jobs:=$(nproc)}"
sim="$bin/doar-sim"
[ -x "$sim" ] || { echo "reproduce_tcpg.sh: no doar-sim in $bin (cmake --build build --target doar-sim)" >&2; exit 1; }
mkdir -p "$out/raw"
rm -f "$out"/raw/*.json
setup=(--packet-size 16 --buf-local 1 --lat-local 1 --lat-terminal 1 --warmup "$warmup" --sample "$sample"
       --drain 20000 --sat-ratio 0.85 --seed "$seed" --jobs "$jobs" --quiet)

run() {  # topology traffic routing
  local file="$out/raw/${1/:/-}_${2}_${3}.json"
  echo "$1 $2 $3" >&2
  "$sim" --topology "$1" --traffic "$2" --routing "$3" --sweep "$step:1:$step" "${setup[@]}" --json "$file"
}
for t in UR TRANSPOSE HOTSPOT; do
  for r in TCPG TCPG_GEAR TCPG_ADAPT; do run tcpg:2,2 "$t" "$r"; done
  for r in TORUS_DOR GEAR DUATO; do run torus:13x13 "$t" "$r"; done
done
/usr/bin/python3 "$root/scripts/plot_tcpg.py" "$out"
echo "results in $out" >&2
