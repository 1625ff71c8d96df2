#!/usr/bin/env bash
# Reproduces the paper's Fig. 11-14 (seed 001, Sec. 5.2.1-5.2.3) with doar-sim:
#   Fig. 11  DOAR under ADV+i, i = 1..8, with VAL under ADV+1 as the reference: latency-load
#            curves and saturation throughputs
#   Fig. 12  global channel use of one randomly chosen group (from --seed), normalised to its
#            busiest channel, DOAR at UR 0.8 and ADV+1 0.4
#   Fig. 13  R_MIXED_UA and N_MIXED_UR at 25/50/75% ADV resp. RP: saturation throughput of
#            DOAR, PAR_PH, TPR, UGAL_LE and VAL beside the paper's
#   Fig. 14  the six application motifs (tlm/workload): mean packet latency, message latency
#            and completion time for DOAR, PAR_PH, TPR and UGAL_LE
#
#   scripts/experiments/fig11_14.sh           the paper's dfly(6,12,6,73), 30K warm-up, 10K sample
#   scripts/experiments/fig11_14.sh --quick   dfly(2,4,2,9), 2K warm-up and sample (minutes)
#
# Options: --out DIR, --bin DIR (doar-sim's directory; default build/ via scripts/setup.sh),
# --dfly P,A,H,G, --warmup N, --sample N, --step S (load step of the sweeps), --fine F (refining
# step between the last stable and the first saturated load, 0: none; default 0.01), --jobs N,
# --figs "11 12 13 14" (which to run), --wl-dfly P,A,H,G (network of Fig. 14, default --dfly),
# --placement linear|random (ranks of Fig. 14), --seed N, --results-md FILE (also write the
# report as a marked section of FILE; default: none, docs/results.md summarises by hand).
# Every run's CSV lands in OUT/, the run's parameters in OUT/run_params.txt; fig11_14_report.py
# draws the PNGs and writes OUT/report.md (its header from run_params.txt), which
# docs/results.md links. Exit status non-zero if any run fails (doar-sim 3 = deadlock).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

quick=0 out="" bin="" dfly="" warmup="" sample="" step="" fine="" jobs="" seed=1 figs="11 12 13 14" wl_dfly="" placement=linear results_md=""
while (($#)); do
  case "$1" in
    --quick) quick=1 ;;
    --out) out="$2"; shift ;;
    --bin) bin="$2"; shift ;;
    --dfly) dfly="$2"; shift ;;
    --wl-dfly) wl_dfly="$2"; shift ;;
    --placement) placement="$2"; shift ;;
    --warmup) warmup="$2"; shift ;;
    --sample) sample="$2"; shift ;;
    --step) step="$2"; shift ;;
    --fine) fine="$2"; shift ;;
    --jobs) jobs="$2"; shift ;;
    --seed) seed="$2"; shift ;;
    --figs) figs="$2"; shift ;;
    --results-md) results_md="$2"; shift ;;
    --no-results-md) results_md="" ;;
    -h|--help) sed -n '2,/^set -e/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "fig11_14.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done
if ((quick)); then
  : "${dfly:=2,4,2,9}" "${warmup:=2000}" "${sample:=2000}" "${step:=0.05}" "${fine:=0.01}" "${out:=$root/docs/results/fig11_14_quick}"
else
  : "${dfly:=6,12,6,73}" "${warmup:=30000}" "${sample:=10000}" "${step:=0.05}" "${fine:=0.01}" "${out:=$root/docs/results/fig11_14}"
fi
: "${wl_dfly:=$dfly}" "${jobs:=$(nproc)}"
source "$root/scripts/experiments/find_sim.sh"
find_sim fig11_14.sh
mkdir -p "$out"
common=(--dfly "$dfly" --warmup "$warmup" --sample "$sample" --drain 10000 --seed "$seed" --jobs "$jobs" --quiet)
has() { [[ " $figs " == *" $1 "* ]]; }
IFS=, read -r _p _a _h g <<<"$dfly"
start=$(date +%s)
echo "Fig. 11-14 on dfly($dfly) (workloads on dfly($wl_dfly)): warm-up $warmup, sample $sample, step $step, seed $seed -> $out"

# Motif parameters of Fig. 14 (the paper gives none, docs/workloads.md says why these): sizes
# in bytes, 16 B flits, 1-flit packets (doar-sim's default), --placement (default linear).
motifs="LU FFT3D Halo3D Stencil5D DL LULESH"
motif_args() {
  case "$1" in
    LU) echo "--msg-size 512 --compute 100 --iterations 2" ;;
    FFT3D) echo "--msg-size 256 --compute 200 --iterations 2" ;;
    Halo3D) echo "--msg-size 1024 --compute 200 --iterations 3" ;;
    Stencil5D) echo "--msg-size 512 --compute 200 --iterations 3" ;;
    DL) echo "--msg-size 2048 --compute 500 --iterations 3 --allreduce rd" ;;
    LULESH) echo "--msg-size 2048 --compute 200 --iterations 3 --reduce-size 8" ;;
  esac
}

# The run's parameters, read by fig11_14_report.py for the header of its sections (so that a
# report regenerated later from OUT/ still names the real windows and motif parameters).
{
  echo "figs=$figs"
  echo "dfly=$dfly"
  echo "warmup=$warmup"
  echo "sample=$sample"
  echo "drain=10000"
  echo "step=$step"
  echo "fine=$fine"
  echo "seed=$seed"
  echo "wl_dfly=$wl_dfly"
  echo "placement=$placement"
  for m in $motifs; do echo "motif_$m=$(motif_args "$m")"; done
} > "$out/run_params.txt"

# bounds and saturation_sweep (coarse sweep, then refined below the first saturated load).
source "$root/scripts/experiments/saturation_sweep.sh"

sweep() {  # ALGO TRAFFIC CSV
  local t0; t0=$(date +%s)
  saturation_sweep "$1" "$2" "$3"
  printf '  %-18s %-8s %ss\n' "$2" "$1" "$(( $(date +%s) - t0 ))"
}

if has 11; then
  for i in 1 2 3 4 5 6 7 8; do
    (( i % g == 0 )) && continue
    sweep DOAR "ADV+$i" "$out/fig11_DOAR_ADV+$i.csv"
  done
  sweep VAL ADV+1 "$out/fig11_VAL_ADV+1.csv"
fi

if has 12; then
  "$sim" "${common[@]}" --routing DOAR --traffic UR --rate 0.8 --csv "$out/fig12_UR_0.8.csv" --channels "$out/fig12_channels_UR_0.8.csv"
  "$sim" "${common[@]}" --routing DOAR --traffic ADV+1 --rate 0.4 --csv "$out/fig12_ADV_0.4.csv" --channels "$out/fig12_channels_ADV_0.4.csv"
  echo "  Fig. 12 channel counts done"
fi

if has 13; then
  for a in DOAR PAR_PH TPR UGAL_LE VAL; do
    for mix in "R_MIXED_UA:75,25" "R_MIXED_UA:50,50" "R_MIXED_UA:25,75" \
               "N_MIXED_UR:75,25" "N_MIXED_UR:50,50" "N_MIXED_UR:25,75"; do
      sweep "$a" "$mix" "$out/fig13_${a}_${mix/:/_}.csv"
    done
  done
fi

if has 14 && [[ "$("$sim" --help)" != *--workload* ]]; then
  echo "fig11_14.sh: $sim has no --workload (built before tlm/workload): Fig. 14 skipped" >&2
  figs="${figs/14/}"
fi
if has 14; then
  for m in $motifs; do
    for a in DOAR PAR_PH TPR UGAL_LE; do
      t0=$(date +%s)
      # shellcheck disable=SC2046
      "$sim" --dfly "$wl_dfly" --seed "$seed" --routing "$a" --workload "$m" $(motif_args "$m") --placement "$placement" -q \
        --csv "$out/fig14_${m}_${a}.csv"
      printf '  %-18s %-8s %ss\n' "$m" "$a" "$(( $(date +%s) - t0 ))"
    done
  done
fi
echo "all runs: $(( $(date +%s) - start )) s"

md_args=()
[ -n "$results_md" ] && md_args=(--results-md "$results_md")
"$python" "$root/scripts/experiments/fig11_14_report.py" "$out" --params "$out/run_params.txt" "${md_args[@]}"
