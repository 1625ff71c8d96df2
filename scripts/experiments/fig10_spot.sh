#!/usr/bin/env bash
# Spot checks of the paper's Fig. 10 on the paper's own network, dfly(6,12,6,73): instead of
# full sweeps (weeks of CPU at today's speed, docs/performance.md), each (algorithm, traffic)
# runs a short sweep around the paper's saturation throughput, so that each row says whether
# ours is stable just below the paper's value and where it saturates.
#
#   scripts/experiments/fig10_spot.sh [--bin DIR] [--out DIR] [--warmup N] [--sample N]
#                                     [--jobs N] [--only "ALGO:TRAFFIC ..."]
#
# Defaults: build/bin, docs/results/fig10_spot, 6K warm-up + 4K sample (the paper: 30K +
# 10K), one process at a time. Each row is one doar-sim sweep that stops after its first
# saturated point; its CSV lands in OUT/ALGO_TRAFFIC.csv and OUT/summary.md collects the last
# stable and the first saturated load beside the paper's value.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
bin="$root/build/bin" out="$root/docs/results/fig10_spot" warmup=6000 sample=4000 jobs=1 only=""
while (($#)); do
  case "$1" in
    --bin) bin="$2"; shift ;;
    --out) out="$2"; shift ;;
    --warmup) warmup="$2"; shift ;;
    --sample) sample="$2"; shift ;;
    --jobs) jobs="$2"; shift ;;
    --only) only="$2"; shift ;;
    -h|--help) sed -n '2,/^set -e/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "fig10_spot.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done
sim="$bin/doar-sim"
[ -x "$sim" ] || { echo "fig10_spot.sh: no doar-sim in '$bin' (build it: scripts/setup.sh)" >&2; exit 2; }
mkdir -p "$out"

# ALGO:TRAFFIC:SWEEP:PAPER. The sweeps start 0.05-0.10 below the paper's saturation.
rows=(
  "MIN:ADV+1:0.01:0.02:0.0025:1/72"
  "DOAR:ADV+1:0.40:0.70:0.05:0.50"
  "DOAR:RP:0.50:0.80:0.05:0.59"
  "DOAR:UR:0.90:1.0:0.05:0.95"
  "PAR_PH:ADV+1:0.35:0.70:0.05:0.42"
)
{
  echo "Measured with doar-sim on dfly(6,12,6,73), seed 1, warm-up $warmup and sample $sample cycles"
  echo "(the paper: 30K and 10K). Saturation: mean latency above 500 cycles or accepted below 0.95"
  echo "of offered."
  echo
  echo "| algorithm | traffic | last stable load (latency) | first saturated load (accepted, latency) | paper |"
  echo "|---|---|---|---|---|"
} >"$out/summary.md"
for row in "${rows[@]}"; do
  IFS=: read -r algo traffic from to step paper <<<"$row"
  if [ -n "$only" ] && [[ " $only " != *" $algo:$traffic "* ]]; then continue; fi
  csv="$out/${algo}_${traffic}.csv"
  echo "fig10_spot.sh: $algo $traffic sweep $from:$to:$step" >&2
  "$sim" --dfly 6,12,6,73 --routing "$algo" --traffic "$traffic" --sweep "$from:$to:$step" \
      --warmup "$warmup" --sample "$sample" --jobs "$jobs" --seed 1 -q --csv "$csv"
  python3 - "$csv" "$algo" "$traffic" "$paper" >>"$out/summary.md" <<'EOF'
import csv, sys
path, algo, traffic, paper = sys.argv[1:]
rows = list(csv.DictReader(open(path)))
stable = [r for r in rows if r["saturated"] in ("0", "false")]
sat = [r for r in rows if r["saturated"] not in ("0", "false")]
s = "%.4g (%.1f)" % (float(stable[-1]["offered"]), float(stable[-1]["latency"])) if stable else "none"
t = ("%.4g (%.3f, %.1f)" % (float(sat[0]["offered"]), float(sat[0]["accepted"]), float(sat[0]["latency"]))
     if sat else "none up to the sweep's end")
print("| %s | %s | %s | %s | %s |" % (algo, traffic, s, t, paper))
EOF
done
cat "$out/summary.md"
