#!/usr/bin/env bash
# Brackets the saturation throughput of (algorithm, traffic) rows on one dragonfly with as
# few load points as possible: each row starts at a guess (usually 0.05 below the paper's
# value), then moves up by --step while the point is stable or down while it is saturated,
# and stops as soon as it has one stable load and the saturated load just above it (or
# after --max-steps moves). Each point is one doar-sim process, reproducible alone from
# its command line, which the log records. A sweep (`doar-sim --sweep`) only goes up; this
# also goes down, which is what a full-size point of several minutes needs.
#
#   scripts/experiments/spot_bracket.sh [--bin DIR] [--out DIR] [--dfly P,A,H,G]
#       [--warmup N] [--sample N] [--drain N] [--step X] [--max-steps N] [--tag T]
#       [--fault-report] ROW... [-- DOAR-SIM OPTIONS...]
#
#   ROW = ALGO:TRAFFIC:START[:PAPER]     e.g. VAL:ADV+1:0.45:0.49
#
# Defaults: build/bin, docs/results/spot, dfly(6,12,6,73), 6K warm-up, 4K sample, drain 5K,
# step 0.05, at most 3 moves. Files: OUT/ALGO_TRAFFIC_LOAD[TAG].json and .csv (and
# .report.json with --fault-report); a point whose JSON exists is not run again, so an
# interrupted run resumes. OUT/summary.md gets one line per row: last stable load (latency,
# mean hops), first saturated load (accepted, latency, mean hops), the highest load that
# the paper's rule alone (latency, accepted load) calls stable, the paper's value;
# OUT/summary.csv the same as numbers (plot them with plot_spot.py).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
bin="$root/build/bin" out="$root/docs/results/spot" dfly=6,12,6,73
warmup=6000 sample=4000 drain=5000 step=0.05 max_steps=3 tag="" report=0
rows=() extra=()
while (($#)); do
  case "$1" in
    --bin) bin="$2"; shift ;;
    --out) out="$2"; shift ;;
    --dfly) dfly="$2"; shift ;;
    --warmup) warmup="$2"; shift ;;
    --sample) sample="$2"; shift ;;
    --drain) drain="$2"; shift ;;
    --step) step="$2"; shift ;;
    --max-steps) max_steps="$2"; shift ;;
    --tag) tag="$2"; shift ;;
    --fault-report) report=1 ;;
    --) shift; extra=("$@"); break ;;
    -h|--help) sed -n '2,/^set -e/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "spot_bracket.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    *) rows+=("$1") ;;
  esac
  shift
done
sim="$bin/doar-sim"
[ -x "$sim" ] || { echo "spot_bracket.sh: no doar-sim in '$bin' (build it: scripts/setup.sh)" >&2; exit 2; }
((${#rows[@]})) || { echo "spot_bracket.sh: no ALGO:TRAFFIC:START row given (see --help)" >&2; exit 2; }
for row in "${rows[@]}"; do
  [[ "$row" =~ ^[A-Za-z_]+:[A-Za-z_0-9+()%,.-]+:[0-9.]+(:.*)?$ ]] ||
    { echo "spot_bracket.sh: bad row '$row' (want ALGO:TRAFFIC:START[:PAPER])" >&2; exit 2; }
done
mkdir -p "$out"

# field FILE NAME: one value of a point's JSON (doar-sim writes a list of one object).
field() { python3 -c 'import json,sys; v=json.load(open(sys.argv[1]))[0][sys.argv[2]]; print(v)' "$1" "$2"; }

# point ALGO TRAFFIC LOAD -> runs it unless done; echoes the JSON path.
point() {
  local base="$out/${1}_${2}_${3}${tag}" cmd
  cmd=("$sim" --dfly "$dfly" --routing "$1" --traffic "$2" --rate "$3" --warmup "$warmup"
       --sample "$sample" --drain "$drain" --seed 1 -q --json "$base.json" --csv "$base.csv")
  ((report)) && cmd+=(--fault-report "$base.report.json")
  cmd+=("${extra[@]}")
  if [ ! -s "$base.json" ]; then
    echo "$(date -u +%T) run: ${cmd[*]}" >>"$out/log.txt"
    echo "spot_bracket.sh: $1 $2 at $3" >&2
    local rc=0
    "${cmd[@]}" 2>>"$out/log.txt" || rc=$?
    echo "$(date -u +%T) exit $rc: $base.json" >>"$out/log.txt"
    [ -s "$base.json" ] || { echo "spot_bracket.sh: doar-sim failed ($rc), see $out/log.txt" >&2; exit 1; }
  fi
  echo "$base.json"
}

[ -s "$out/summary.md" ] || {
  echo "| algorithm | traffic | last stable (latency, hops) | first saturated (accepted, latency, hops) | paper's rule: highest stable | paper |"
  echo "|---|---|---|---|---|---|"
} >"$out/summary.md"
for row in "${rows[@]}"; do
  IFS=: read -r algo traffic load paper <<<"$row"
  declare -A sat=()
  j=$(point "$algo" "$traffic" "$load"); sat[$load]=$(field "$j" saturated)
  dir=1; [ "${sat[$load]}" = True ] && dir=-1
  for ((i = 0; i < max_steps; i++)); do
    next=$(python3 -c "print(round($load + $dir * $step, 4))")
    python3 -c "import sys; sys.exit(0 if 0 < $next <= 1.0 else 1)" || break
    load=$next
    j=$(point "$algo" "$traffic" "$load"); sat[$load]=$(field "$j" saturated)
    if { ((dir > 0)) && [ "${sat[$load]}" = True ]; } || { ((dir < 0)) && [ "${sat[$load]}" = False ]; }; then break; fi
  done
  python3 - "$out" "$algo" "$traffic" "$tag" "${paper:--}" >>"$out/summary.md" <<'EOF'
import csv, glob, json, os, sys
out, algo, traffic, tag, paper = sys.argv[1:]
pts = []
for f in glob.glob(os.path.join(out, "%s_%s_*%s.json" % (algo, traffic, tag))):
    load = os.path.basename(f)[len(algo) + len(traffic) + 2:-len(tag + ".json")]
    try:
        float(load)
    except ValueError:
        continue  # another tag's file
    pts.append(json.load(open(f))[0])
pts.sort(key=lambda d: d["offered"])
stable = [d for d in pts if not d["saturated"]]
sat = [d for d in pts if d["saturated"] and (not stable or d["offered"] > stable[-1]["offered"])]
s = "%.4g (%.1f, %.2f hops)" % (stable[-1]["offered"], stable[-1]["latency"], stable[-1]["mean_hops"]) if stable else "none run"
t = ("%.4g (accepts %.3f, %.1f, %.2f hops)" % (sat[0]["offered"], sat[0]["accepted"], sat[0]["latency"], sat[0]["mean_hops"])
     if sat else "none run")
# The paper's rule alone (mean latency, accepted load): the highest load it calls stable.
ps = [d for d in pts if not (d["latency"] > 500 or d["accepted"] < 0.95 * d["offered"])]
pr = "%.4g" % ps[-1]["offered"] if ps else "none run"
print("| %s | %s%s | %s | %s | %s | %s |" % (algo, traffic, tag, s, t, pr, paper))
csv_path = os.path.join(out, "summary.csv")
new = not os.path.exists(csv_path)
num = lambda x: "" if x is None else "%g" % x
with open(csv_path, "a", newline="") as f:
    w = csv.writer(f)
    if new:
        w.writerow(["algorithm", "traffic", "tag", "last_stable", "stable_latency", "first_saturated",
                    "saturated_accepted", "paper_rule_stable", "paper"])
    w.writerow([algo, traffic, tag, num(stable[-1]["offered"] if stable else None),
                num(stable[-1]["latency"] if stable else None), num(sat[0]["offered"] if sat else None),
                num(sat[0]["accepted"] if sat else None), num(ps[-1]["offered"] if ps else None),
                "" if paper == "-" else paper])
EOF
  unset sat
done

# OUT/points.md: every point in OUT (this call's and earlier ones'), one line each, with the
# test that marked it saturated and, for comparison with the paper, its rule alone (mean
# latency above 500 cycles or accepted below 95 % of offered).
python3 - "$out" >"$out/points.md" <<'EOF2'
import glob, json, os, sys
out = sys.argv[1]
pts = []
for f in sorted(glob.glob(os.path.join(out, "*.json"))):
    if f.endswith(".report.json"):
        continue
    d = json.load(open(f))[0]
    pts.append((d["routing"], d["traffic"], d["offered"], os.path.basename(f), d))
pts.sort(key=lambda p: p[:3])
print("| algorithm | traffic | offered | accepted | latency | max latency | mean hops | % on 4+ hops | window packets undelivered | saturated | paper's rule | file |")
print("|---|---|---|---|---|---|---|---|---|---|---|---|")
for algo, traffic, offered, name, d in pts:
    n = sum(d["hops"]) or 1
    paper_sat = d["latency"] > 500 or d["accepted"] < 0.95 * d["offered"]
    print("| %s | %s | %.4g | %.4f | %.1f | %d | %.2f | %.1f | %d | %s | %s | %s |" % (
        algo, traffic, offered, d["accepted"], d["latency"], d["max_latency"], d["mean_hops"],
        100.0 * sum(d["hops"][4:]) / n, d["packets"] - d["delivered"],
        ("yes: " + d["saturation_reason"]) if d["saturated"] else "no", "saturated" if paper_sat else "stable", name))
EOF2
