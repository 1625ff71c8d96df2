#!/usr/bin/env bash
# The main job on a small built-in default: doar-sim load sweeps of MIN, VAL, UGAL_L and DOAR
# under UR and ADV+1 on dfly(2,4,2,9) (the paper's buffers, latencies, thresholds and
# speedup; short windows), printed as one table, with every sweep's CSV and JSON kept in a
# results folder. Builds only doar-sim (scripts/setup.sh --main); about 15 s of CPU time
# after the build.
# Usage: scripts/run.sh [--out DIR]   (default DIR: results/main-<UTC date and time>)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

out=""
while (($#)); do
  case "$1" in
    --out) [ $# -ge 2 ] || { echo "run.sh: --out needs a folder" >&2; exit 2; }; out="$2"; shift 2 ;;
    -h|--help) sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "run.sh: unknown argument '$1' (usage: scripts/run.sh [--out DIR])" >&2; exit 2 ;;
  esac
done
[ -n "$out" ] || out="$root/results/main-$(date -u +%Y%m%d-%H%M%S)"
mkdir -p "$out" || { echo "run.sh: cannot create the results folder $out" >&2; exit 1; }

"$root/scripts/setup.sh" --main
bin="$root/build/bin/doar-sim"

dfly=2,4,2,9
sweep=0.05:1.0:0.1
top=0.95
windows=(--warmup 1000 --sample 1000 --drain 3000)
{
  echo "doar-sim load sweeps on dfly($dfly), 1-flit packets, offered loads 0.05..$top step 0.1,"
  echo "warm-up 1000, sample 1000 cycles; other options at doar-sim's defaults (the paper's setup)."
  echo "Saturated: mean latency > 500 cycles or accepted < 0.95 x offered (doar-sim --sat-latency,"
  echo "--sat-ratio). Saturation throughput = the highest offered load that was not saturated;"
  echo "'>= $top' where no load of the sweep saturated."
  echo
  printf '%-8s %-7s %20s %26s %22s\n' routing traffic "latency@0.05 (cyc)" "saturation (flits/node/cyc)" "accepted there (f/n/c)"
} | tee "$out/table.txt"
for traffic in UR ADV+1; do
  for routing in MIN VAL UGAL_L DOAR; do
    name="${routing}_${traffic}"
    if ! "$bin" --dfly "$dfly" --routing "$routing" --traffic "$traffic" --sweep "$sweep" "${windows[@]}" \
         -q --csv "$out/$name.csv" --json "$out/$name.json" 2>"$out/$name.log"; then
      echo "run.sh: doar-sim failed for $routing $traffic: $(tail -n 1 "$out/$name.log")" >&2
      exit 1
    fi
    # CSV columns: routing,offered,accepted,latency,network_latency,mean_hops,saturated,...
    awk -F, -v r="$routing" -v t="$traffic" -v top="$top" '
      NR == 1 { for (i = 1; i <= NF; ++i) col[$i] = i; next }
      NR == 2 { lat = $col["latency"] }
      $col["saturated"] == 0 { load = $col["offered"]; acc = $col["accepted"]; last = $col["offered"] }
      $col["saturated"] == 1 { sat = 1 }
      END {
        if (load == "") { printf "%-8s %-7s %20.1f %26s %22s\n", r, t, lat, "< first load", "-"; exit }
        s = sat ? sprintf("%.2f", load) : sprintf(">= %.2f", top)
        printf "%-8s %-7s %20.1f %26s %22.3f\n", r, t, lat, s, acc
      }' "$out/$name.csv" | tee -a "$out/table.txt"
  done
done
echo
echo "results (table, CSV and JSON of every sweep, doar-sim's progress logs): $out"
