#!/usr/bin/env bash
# Reproduces the paper's Fig. 10 (seed 001, Sec. 5.2.1): latency-load curves and hop-count
# shares of all eight routing algorithms under UR, ADV+1 and RP, and the saturation
# throughput of each, measured with doar-sim.
#
#   scripts/reproduce.sh            the paper's setup: dfly(6,12,6,73), 30K warm-up, 10K sample
#   scripts/reproduce.sh --quick    dfly(2,4,2,9), short windows: a few minutes, for CI
#
# Options: --out DIR (default docs/results/fig10 or fig10_quick), --jobs N (parallel load
# points, default: cores), --dfly P,A,H,G, --warmup N, --sample N, --drain N (cycles allowed
# after the window to deliver its packets; only saturated points need it), --step S (coarse load
# step), --fine S (refinement step between the last stable and the first saturated load;
# 0: none), --algos "A B ..", --traffics "T ..", --seed N, --bin DIR (doar-sim's directory;
# default: build it with scripts/setup.sh into build/).
#
# Each (traffic, algorithm) is one doar-sim sweep from --step upwards that stops after its
# first saturated load (mean latency > 500 cycles, or accepted < 0.95 offered); a second
# sweep then refines between the last stable load and that one. Everything lands in
# OUT/results.csv; scripts/plot_fig10.py draws OUT/fig10_*.png and writes OUT/saturation.md.
# Exit status: non-zero if any run fails (a deadlock is doar-sim's status 3).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

quick=0 out="" jobs="" bin="" dfly="" warmup="" sample="" drain=10000 step="" fine="" seed=1
algos="MIN VAL UGAL_L UGAL_G PAR_PH TPR UGAL_LE DOAR"
traffics="UR ADV+1 RP"
while (($#)); do
  case "$1" in
    --quick) quick=1 ;;
    --out) out="$2"; shift ;;
    --jobs) jobs="$2"; shift ;;
    --bin) bin="$2"; shift ;;
    --dfly) dfly="$2"; shift ;;
    --warmup) warmup="$2"; shift ;;
    --sample) sample="$2"; shift ;;
    --drain) drain="$2"; shift ;;
    --step) step="$2"; shift ;;
    --fine) fine="$2"; shift ;;
    --algos) algos="$2"; shift ;;
    --traffics) traffics="$2"; shift ;;
    --seed) seed="$2"; shift ;;
    -h|--help) sed -n '2,/^set -e/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "reproduce.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done

if ((quick)); then
  : "${dfly:=2,4,2,9}" "${warmup:=3000}" "${sample:=3000}" "${step:=0.1}" "${fine:=0.02}"
  : "${out:=$root/docs/results/fig10_quick}"
else
  : "${dfly:=6,12,6,73}" "${warmup:=30000}" "${sample:=10000}" "${step:=0.05}" "${fine:=0.01}"
  : "${out:=$root/docs/results/fig10}"
fi
: "${jobs:=$(nproc)}"
source "$root/scripts/experiments/find_sim.sh"
find_sim reproduce.sh

mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
results="$out/results.csv"
: > "$results"
common=(--dfly "$dfly" --warmup "$warmup" --sample "$sample" --drain "$drain" --seed "$seed" --jobs "$jobs" --quiet)

# Appends a CSV (header only once) to the results.
append() { if [ -s "$results" ]; then tail -n +2 "$1" >> "$results"; else cat "$1" >> "$results"; fi; }

# bounds and saturation_sweep (coarse sweep, then refined below the first saturated load).
source "$root/scripts/experiments/saturation_sweep.sh"

start=$(date +%s)
echo "Fig. 10 on dfly($dfly): warm-up $warmup, sample $sample, drain $drain, seed $seed, $jobs jobs -> $out"
# Algorithms outermost, so that a run stopped early leaves complete rows.
for a in $algos; do
  for t in $traffics; do
    t0=$(date +%s)
    csv="$tmp/${a}_${t}.csv"
    saturation_sweep "$a" "$t" "$csv"
    append "$csv"
    read -r ok _ < <(bounds "$csv")
    printf '  %-6s %-8s saturation throughput %s  (%ss)\n' "$t" "$a" "$ok" "$(( $(date +%s) - t0 ))"
  done
done
echo "all runs: $(( $(date +%s) - start )) s"
"$python" "$root/scripts/plot_fig10.py" "$results" "$out"

# ---- Fig. 11-14 (ADV+i, channel balance, mixed traffic, application motifs): a separate
# script, scripts/experiments/fig11_14.sh (see its --help); same quick/full mode, binary, jobs
# and seed. It writes docs/results/fig11_14[_quick]/ (report.md there).
"$root/scripts/experiments/fig11_14.sh" $( ((quick)) && echo --quick ) --bin "$bin" --jobs "$jobs" --seed "$seed"

# ---- Fig. 15-17 (faults: hop shares, saturation with link/router faults, DFT against SIM,
# mixed traffic with faults, diagnosis/recovery timeline): scripts/experiments/faults.sh (see
# its --help); writes docs/results/faults[_quick]/ (report.md there).
"$root/scripts/experiments/faults.sh" $( ((quick)) && echo --quick ) --bin "$bin" --jobs "$jobs" --seed "$seed"
