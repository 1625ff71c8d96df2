#!/usr/bin/env bash
# Reproduces seed 004's experiments (multi-root up*/down*, MTR, on irregular switch networks)
# and writes docs/results_updown.md, with CSV files and PNG figures in docs/results/updown/:
# - mean path length of UPDOWN, MTR:1..8 and SHORTEST (doar-paths) on 64 switches of degree
#   2..5, and of UPDOWN and MTR:4 on 8..64 switches (paper Figs. 5-7), with the paper's own
#   findRoute tables beside them;
# - an independent check of those lengths (networkx, and an up*/down* search in the script);
# - dynamic runs on 64 switches of degrees 2 and 3 (doar-sim; paper Figs. 8-10): arrival
#   percentage, Traffic-R and AddCycles of UPDOWN, MTR:4 and SHORTEST for one message every
#   X = 9..3 cycles.
#
#   scripts/reproduce_updown.sh           20 seeds, X = 9..3 (about 20 minutes on one core)
#   scripts/reproduce_updown.sh --quick   4 seeds, X = 9, 6, 3 (about a minute); writes
#                                         docs/results/updown_quick/ and its own page there
# Options: --jobs N (parallel doar-sim runs, default 1), --bin DIR (default build/bin),
# --replot (figures and page again from the CSV files already there; runs only the checks).
# Needs doar-paths and doar-sim built, /usr/bin/python3 with networkx and matplotlib (the Debian packages).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
quick=0 jobs=1 bin="$root/build/bin" replot=()
while (($#)); do
  case "$1" in
    --quick) quick=1 ;;
    --jobs) jobs="$2"; shift ;;
    --bin) bin="$2"; shift ;;
    --replot) replot=(--replot) ;;
    -h|--help) sed -n '2,/^set -e/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "reproduce_updown.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done
for tool in doar-paths doar-sim; do
  [ -x "$bin/$tool" ] || { echo "reproduce_updown.sh: no $tool in $bin (cmake --build build --target $tool)" >&2; exit 1; }
done
if ((quick)); then
  out="$root/docs/results/updown_quick"
  /usr/bin/python3 "$root/scripts/updown_experiments.py" --bin "$bin" --out "$out" --page "$out/results_updown_quick.md" \
    --seeds 4 --xs 9,6,3 --jobs "$jobs" --command "scripts/reproduce_updown.sh --quick" ${replot[@]+"${replot[@]}"}
else
  /usr/bin/python3 "$root/scripts/updown_experiments.py" --bin "$bin" --out "$root/docs/results/updown" \
    --page "$root/docs/results_updown.md" --seeds 20 --jobs "$jobs" --command "scripts/reproduce_updown.sh" \
    ${replot[@]+"${replot[@]}"}
fi
