#!/usr/bin/env bash
# Output regression of doar-sim: runs the same set of short simulations with two binaries
# and checks that every output file (JSON, CSV, timeline, fault report, channel use) and the
# exit status are identical, after removing the fields that measure the machine
# (wall_seconds, peak_rss_kb). Used before every speed change: a faster engine must not
# change a single result. One simulation at a time (the machine is shared).
# Usage: scripts/regress_outputs.sh BASE_BIN NEW_BIN   (exit 0 when every run passes)
set -uo pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 BASE_BIN NEW_BIN" >&2
  exit 2
fi
base="$1"
new="$2"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# One run per line: a name, then doar-sim's options. Output file options use @/ for the
# run's output directory.
#
# DOAR's table reading (--fault-rules, DESIGN.md 6a): fault-free runs must give the same
# bytes under either reading, so they run with each binary's default. Runs with faults
# (names with "fault", "repair" or "instant") change under the e3 default; they compare
# under --fault-rules literal, passed to each binary that knows the option (a build before
# it has only the literal reading), and normalize() drops the report's
# "fault_rules": "literal" line that such a build does not print.
# (Every algorithm accepts --doar-congested; only DOAR reads it.)
S="--warmup 400 --sample 400 --drain 3000 -q"
W="--warmup 300 --sample 300 --drain 3000 -q"
runs=()
add() { runs+=("$*"); }
for net in 2,4,2,9 3,6,3,19; do
  for r in MIN VAL UGAL_L UGAL_G PAR_PH TPR UGAL_LE DOAR SIM; do
    for t in UR ADV+1 RP; do
      add "$r-$t-$net --dfly $net --routing $r --traffic $t --rate 0.35 $W --json @/o.json --csv @/o.csv"
    done
  done
done
for r in MIN UGAL_L PAR_PH DOAR; do
  add "$r-nmix --dfly 2,4,2,9 --routing $r --traffic N_MIXED_UR(50,50) --rate 0.4 $S --json @/o.json"
  add "$r-rmix --dfly 3,6,3,19 --routing $r --traffic R_MIXED_UA(50,50) --rate 0.3 $S --json @/o.json"
  add "$r-pkt4 --dfly 2,4,2,9 --routing $r --traffic UR --rate 0.5 --packet-size 4 $S --json @/o.json --csv @/o.csv"
  add "$r-sat --dfly 2,4,2,9 --routing $r --traffic ADV+1 --rate 0.9 $S --json @/o.json"
done
for sp in 1 1.5 2; do
  add "DOAR-sp$sp --dfly 3,6,3,19 --routing DOAR --traffic UR --rate 0.5 --speedup $sp $S --json @/o.json"
  add "UGAL_G-sp$sp-pkt4 --dfly 2,4,2,9 --routing UGAL_G --traffic RP --rate 0.4 --speedup $sp --packet-size 4 $S --json @/o.json"
done
add "DOAR-rc0-lw0 --dfly 2,4,2,9 --routing DOAR --traffic UR --rate 0.6 --rc-latency 0 --local-window 0 $S --json @/o.json"
add "DOAR-rc4 --dfly 3,6,3,19 --routing DOAR --traffic ADV+1 --rate 0.4 --rc-latency 4 $S --json @/o.json"
add "MIN-rc4-pkt4 --dfly 2,4,2,9 --routing MIN --traffic UR --rate 0.8 --rc-latency 4 --packet-size 4 $S --json @/o.json"
add "DOAR-lw0 --dfly 3,6,3,19 --routing DOAR --traffic RP --rate 0.4 --local-window 0 $S --json @/o.json"
add "DOAR-sat-full --dfly 2,4,2,9 --routing DOAR --traffic UR --rate 1.0 --source-queue 50 $S --json @/o.json"
add "DOAR-linkfault --dfly 2,4,2,9 --routing DOAR --traffic UR --rate 0.3 $W --link-faults 2 --fault-at 200 --repair-at 500 --fault-report @/fr.json --timeline @/tl.csv --json @/o.json"
add "DOAR-linkfault-19 --dfly 3,6,3,19 --routing DOAR --traffic ADV+1 --rate 0.3 $W --link-faults 3 --fault-at 150 --repair-at 450 --fault-report @/fr.json --timeline @/tl.csv --window 50 --json @/o.json"
add "DOAR-routerfault --dfly 2,4,2,9 --routing DOAR --traffic UR --rate 0.3 $W --router-faults 1 --fault-at 200 --fault-report @/fr.json --timeline @/tl.csv --json @/o.json"
add "DOAR-routerfault-rule --dfly 3,6,3,19 --routing DOAR --traffic UR --rate 0.3 $W --router-faults 1 --link-faults 1 --fault-at 200 --dead-router-rule --fault-report @/fr.json --json @/o.json"
# Router repair (refused with exit 2 by builds before it existed: then both must refuse).
add "DOAR-routerrepair --dfly 3,6,3,19 --routing DOAR --traffic UR --rate 0.3 $W --router-faults 2 --link-faults 2 --fault-at 200 --repair-at 600 --fault-report @/fr.json --timeline @/tl.csv --json @/o.json"
add "DOAR-instant --dfly 3,6,3,19 --routing DOAR --traffic UR --rate 0.4 $W --router-faults 1 --link-faults 3 --fault-at 200 --repair-at 600 --instant-diagnosis --fault-report @/fr.json --timeline @/tl.csv --json @/o.json"
add "SIM-linkfault --dfly 3,6,3,19 --routing SIM --traffic UR --rate 0.3 $W --link-faults 3 --fault-at 200 --repair-at 500 --fault-report @/fr.json --timeline @/tl.csv --json @/o.json"
add "MIN-linkfault --dfly 2,4,2,9 --routing MIN --traffic UR --rate 0.3 $W --link-faults 1 --fault-at 100 --fault-report @/fr.json --json @/o.json"
add "DOAR-timeline --dfly 2,4,2,9 --routing DOAR --traffic RP --rate 0.4 $W --timeline @/tl.csv --window 25 --json @/o.json"
for w in LU FFT3D Halo3D DL LULESH; do
  add "DOAR-wl-$w --dfly 2,4,2,9 --routing DOAR --workload $w --msg-size 256 --iterations 2 --json @/o.json -q"
done
add "UGAL_L-wl-Stencil5D --dfly 3,6,3,19 --routing UGAL_L --workload Stencil5D --msg-size 128 --json @/o.json -q"
add "DOAR-sweep --dfly 2,4,2,9 --routing DOAR --traffic ADV+1 --sweep 0.2:1.0:0.2 --jobs 1 $W --json @/o.json --csv @/o.csv"
add "MIN-sweep-pkt4 --dfly 3,6,3,19 --routing MIN --traffic UR --sweep 0.3:0.9:0.3 --packet-size 4 --jobs 1 $W --json @/o.json --csv @/o.csv"
add "DOAR-channels --dfly 3,6,3,19 --routing DOAR --traffic ADV+1 --rate 0.3 $W --channels @/ch.csv --json @/o.json"
add "VAL-channels --dfly 2,4,2,9 --routing VAL --traffic RP --rate 0.3 $W --channels @/ch.csv --json @/o.json"
add "DOAR-seed7 --dfly 3,6,3,19 --routing DOAR --traffic N_MIXED_UR(50,50) --rate 0.5 --seed 7 $S --json @/o.json"

# Removes the machine-dependent fields: JSON "wall_seconds"/"elab_seconds"/"peak_rss_kb", and the
# wall_seconds column of the CSV files; and the engine's "time_block", "group_block" and
# "threads", which say how the result was computed, not what it is (a build before them has
# none of them). Also what a build before the result header (docs/tlm.md "Output") lacks:
# "schema", "version", "config", "latency_percentiles", "link_use", the CSV columns p50,
# p99, p99.9 and util_*, and the FILE.meta files. JSON is compared as parsed values printed
# one way (key order and number spelling, 0 or 0.0, are the writer's, not the result's).
normalize() {
  local f="$1"
  case "$f" in
    *.json)
      python3 - "$f" <<'PY' | sed -E '/^ *"fault_rules": "literal",?$/d'
import json, sys
drop = {"wall_seconds", "elab_seconds", "peak_rss_kb", "time_block", "group_block", "threads",
        "schema", "version", "config", "latency_percentiles", "link_use"}
def clean(x):
    if isinstance(x, dict):
        return {k: clean(v) for k, v in x.items() if k not in drop}
    if isinstance(x, list):
        return [clean(v) for v in x]
    if isinstance(x, (int, float)) and not isinstance(x, bool):
        return float(x)
    return x
print(json.dumps(clean(json.load(open(sys.argv[1]))), indent=1, sort_keys=True))
PY
      ;;
    *.csv)
      awk -F, 'NR == 1 { for (i = 1; i <= NF; ++i) if ($i == "wall_seconds" || $i ~ /^(p50|p99|p99\.9|util_.*)$/) skip[i] = 1 }
               { s = ""; n = 0; for (i = 1; i <= NF; ++i) if (!skip[i]) { s = s (n++ ? "," : "") $i }; print s }' "$f" ;;
    *) cat "$f" ;;
  esac
}

# Whether BIN has --fault-rules (asked once per binary).
# (grep without -q reads the whole help: -q would stop early, the tool would die of SIGPIPE
# and pipefail would turn the match into a failure.)
has_option() { "$1" --help 2>/dev/null | grep -- "$2" >/dev/null; }
base_rules=0; has_option "$base" --fault-rules && base_rules=1
new_rules=0; has_option "$new" --fault-rules && new_rules=1
# DOAR's rule under congestion (--doar-congested, docs/bistability.md): a build that has the
# option is compared with one that does not under `paper`, the rule the older build has; two
# builds that both have it compare their defaults.
base_cong=0; has_option "$base" --doar-congested && base_cong=1
new_cong=0; has_option "$new" --doar-congested && new_cong=1

run_one() {  # BIN DIR NAME OPTIONS...
  local bin="$1" dir="$2" name="$3"
  shift 3
  mkdir -p "$dir"
  local args=()
  for a in "$@"; do args+=("${a//@\//$dir/}"); done
  local rules=$base_rules
  [ "$bin" = "$new" ] && rules=$new_rules
  case "$name" in
    *fault*|*repair*|*instant*) [ "$rules" = 1 ] && args+=(--fault-rules literal) ;;
  esac
  if [ "$base_cong" != "$new_cong" ]; then
    local cong=$base_cong
    [ "$bin" = "$new" ] && cong=$new_cong
    [ "$cong" = 1 ] && args+=(--doar-congested paper)
  fi
  "$bin" "${args[@]}" >"$dir/stdout" 2>"$dir/stderr"
  echo $? >"$dir/rc"
}

pass=0
fail=0
for line in "${runs[@]}"; do
  read -r -a words <<<"$line"
  name="${words[0]}"
  opts=("${words[@]:1}")
  run_one "$base" "$tmp/base/$name" "$name" "${opts[@]}"
  run_one "$new" "$tmp/new/$name" "$name" "${opts[@]}"
  ok=1
  why=""
  if ! cmp -s "$tmp/base/$name/rc" "$tmp/new/$name/rc"; then
    ok=0
    why="exit status $(cat "$tmp/base/$name/rc") vs $(cat "$tmp/new/$name/rc")"
  fi
  nfiles=0
  for f in "$tmp/base/$name"/*; do
    b=$(basename "$f")
    case "$b" in stdout|stderr|rc|*.meta) continue ;; esac
    nfiles=$((nfiles + 1))
    if [ ! -f "$tmp/new/$name/$b" ] || ! cmp -s <(normalize "$f") <(normalize "$tmp/new/$name/$b"); then
      ok=0
      why="$why $b differs"
    fi
  done
  for f in "$tmp/new/$name"/*; do
    case "$f" in *.meta) continue ;; esac  # a CSV's header (a build before it has none)
    [ -e "$tmp/base/$name/$(basename "$f")" ] || { ok=0; why="$why $(basename "$f") only in new"; }
  done
  if [ "$(cat "$tmp/base/$name/rc")" != 0 ]; then why="$why (exit $(cat "$tmp/base/$name/rc"))"; fi
  if [ $ok = 1 ]; then
    pass=$((pass + 1))
    printf 'PASS %-28s %d files%s\n' "$name" "$nfiles" "$why"
  else
    fail=$((fail + 1))
    printf 'FAIL %-28s%s\n' "$name" "$why"
  fi
done
echo "regression: $pass passed, $fail failed of ${#runs[@]} runs"
[ $fail = 0 ]
