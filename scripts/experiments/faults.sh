#!/usr/bin/env bash
# Reproduces the paper's fault experiments (seed 001, Sec. 5.3, Fig. 15-17) with doar-sim:
#   Fig. 15(a-c)  hop-count shares of DFT (DOAR with self-healing) under UR, ADV+1 and RP with
#                 0 and three link-fault levels, at the last load before saturation
#   Fig. 15(d,g)  saturation throughput against the link-fault levels
#   Fig. 15(h)    saturation throughput with two router-fault levels
#                 (15(d,g,h) also with --instant-diagnosis: the diagnosed tables from cycle 0)
#   Fig. 15(e,i)  DFT against the SIM baseline (tlm/fault/sim_routing) on the same faults: the
#                 middle link-fault level and the lower router-fault level
#   Fig. 16       N_MIXED_UR traffic (RP 25/50/75%) with and without link faults
#   Fig. 17       UR near saturation, link faults at 10K, repaired at 20K, run to 35K: the
#                 time series and when loss stops, tables converge and performance recovers
#
#   scripts/experiments/faults.sh           dfly(6,12,6,73), the paper's fault counts, 30K/10K
#   scripts/experiments/faults.sh --quick   dfly(2,4,2,9), fault counts scaled to its 90 links
#                                           and 36 routers, 5K warm-up, 2.5K sample (minutes)
#
# Options: --out DIR, --bin DIR (doar-sim's directory; default build/ via scripts/setup.sh),
# --jobs N, --seed N, --figs "15 16 17", --results-md FILE (also write the report as a marked
# section of FILE; default: none),
# --keep (do not rerun a sweep whose CSV is already in OUT/), --fault-rules e3|literal (DOAR's
# table reading, passed to doar-sim; default doar-sim's, e3; docs/results.md says which figures are literal).
# Faults are drawn from --seed (the same set for DFT and SIM; a larger count extends a smaller
# one) and present from cycle 0, except in Fig. 17. The warm-up must outlast the diagnosis
# (faults_report.py warns when it does not). Every CSV/JSON lands in OUT/; faults_report.py
# draws the PNGs and writes OUT/report.md, which docs/results.md links.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

quick=0 out="" bin="" jobs="" seed=1 figs="15 16 17" results_md="" keep=0
fault_rules=()
while (($#)); do
  case "$1" in
    --quick) quick=1 ;;
    --out) out="$2"; shift ;;
    --bin) bin="$2"; shift ;;
    --jobs) jobs="$2"; shift ;;
    --seed) seed="$2"; shift ;;
    --figs) figs="$2"; shift ;;
    --results-md) results_md="$2"; shift ;;
    --no-results-md) results_md="" ;;
    --keep) keep=1 ;;
    --fault-rules) fault_rules=("--fault-rules" "$2"); shift ;;
    -h|--help) sed -n '2,/^set -e/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "faults.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done

if ((quick)); then
  dfly=2,4,2,9 warmup=5000 sample=2500 step=0.05
  links="1 2 4" routers="1 2" mixed_links=2 f17_links=1 f17_rate=0.9 entries=0
  : "${out:=$root/docs/results/faults_quick}"
else
  dfly=6,12,6,73 warmup=30000 sample=10000 step=0.05
  links="10 40 200" routers="10 30" mixed_links=100 f17_links=50 f17_rate=0.95 entries=560
  : "${out:=$root/docs/results/faults}"
fi
sim_links=$(echo $links | cut -d' ' -f2)
sim_routers=$(echo $routers | cut -d' ' -f1)
: "${jobs:=$(nproc)}"
source "$root/scripts/experiments/find_sim.sh"
find_sim faults.sh
mkdir -p "$out"
common=(--dfly "$dfly" --warmup "$warmup" --sample "$sample" --seed "$seed" --jobs "$jobs" --quiet "${fault_rules[@]}")

# One saturation sweep: NAME ROUTING TRAFFIC [doar-sim fault options...] -> OUT/NAME.csv.
# It starts where the traffic cannot saturate yet, to save points: DFT under UR 0.5, UR, RP
# and mixed 0.2.
sweep() {
  local name="$1" routing="$2" traffic="$3" from="$step"
  shift 3
  ((keep)) && [ -s "$out/$name.csv" ] && return 0
  case "$routing:$traffic" in DOAR:UR) from=0.5 ;; *:UR|*:RP|*:N_MIXED*) from=0.2 ;; esac
  echo "faults.sh: $name ($routing, $traffic $*)" >&2
  "$sim" "${common[@]}" --routing "$routing" --traffic "$traffic" --sweep "$from:1:$step" "$@" \
    --csv "$out/$name.csv.tmp" 2>/dev/null
  mv "$out/$name.csv.tmp" "$out/$name.csv"
}

if [[ " $figs " == *" 15 "* ]]; then
  for t in UR ADV+1 RP; do
    sweep "dft_${t}_L0" DOAR "$t"
    for n in $links; do sweep "dft_${t}_L$n" DOAR "$t" --link-faults "$n"; done
    for n in $routers; do sweep "dft_${t}_R$n" DOAR "$t" --router-faults "$n"; done
    # The same faults with DOAR's tables diagnosed at once (an oracle, no FDs): what the
    # diagnosed tables carry without the diagnosis transient (docs/faults_sim.md section 11).
    for n in $links; do sweep "dfti_${t}_L$n" DOAR "$t" --link-faults "$n" --instant-diagnosis; done
    for n in $routers; do sweep "dfti_${t}_R$n" DOAR "$t" --router-faults "$n" --instant-diagnosis; done
    sweep "sim_${t}_L$sim_links" SIM "$t" --link-faults "$sim_links"
    sweep "sim_${t}_R$sim_routers" SIM "$t" --router-faults "$sim_routers"
  done
fi
if [[ " $figs " == *" 16 "* ]]; then
  for rp in 25 50 75; do
    tr="N_MIXED_UR($((100 - rp)),$rp)"
    sweep "mixed_RP${rp}_L0" DOAR "$tr"
    sweep "mixed_RP${rp}_L$mixed_links" DOAR "$tr" --link-faults "$mixed_links"
  done
fi
if [[ " $figs " == *" 17 "* ]]; then
  echo "faults.sh: Fig. 17 timeline (UR $f17_rate, $f17_links link faults at 10K, repair at 20K)" >&2
  "$sim" --dfly "$dfly" --routing DOAR --traffic UR --rate "$f17_rate" --seed "$seed" --warmup 30000 --sample 5000 \
    --link-faults "$f17_links" --fault-at 10000 --repair-at 20000 --fault-entries "$entries" --window 100 \
    --timeline "$out/fig17_timeline.csv" --fault-report "$out/fig17_report.json" --quiet
fi
args=("$out" --dfly "$dfly" --links "$links" --routers "$routers" --mixed-links "$mixed_links"
      --f17-links "$f17_links" --f17-rate "$f17_rate" --warmup "$warmup")
((quick)) && args+=(--quick)
[ -n "$results_md" ] && args+=(--results-md "$results_md")
"$python" "$root/scripts/experiments/faults_report.py" "${args[@]}"
