#!/usr/bin/env bash
# How long fault diagnosis takes, without traffic, for the fault counts of the paper's
# Fig. 15 and 16 on one dragonfly: doar-sim draws the faults from the seed (the same set its
# --link-faults / --router-faults runs use), core's reference (doar-fault --no-walk) runs
# Algorithm 2 on them, and a Markdown table of FD packets, scheduler commands and diagnosis
# cycles is printed. Core's timing: the dragonfly's p+a+g table entries, t1 = t2 = 70, FDs
# LINK_LATENCY cycles per link (doar-fault has one latency for all links; doar-sim's are
# 10 local and 100 global), so these are lower bounds for a loaded network.
#
#   scripts/experiments/diagnosis_time.sh [--bin DIR] [--dfly P,A,H,G] [--seed N]
#       [--link-latency N] [FAULTS...]      FAULTS: link:N or router:N (default: the
#                                           paper's link:10 link:40 link:100 link:200
#                                           router:10 router:30)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
bin="$root/build/bin" dfly=6,12,6,73 seed=1 latency=10 sets=()
while (($#)); do
  case "$1" in
    --bin) bin="$2"; shift ;;
    --dfly) dfly="$2"; shift ;;
    --seed) seed="$2"; shift ;;
    --link-latency) latency="$2"; shift ;;
    -h|--help) sed -n '2,/^set -e/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
    link:*|router:*) sets+=("$1") ;;
    *) echo "diagnosis_time.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done
((${#sets[@]})) || sets=(link:10 link:40 link:100 link:200 router:10 router:30)
for tool in doar-sim doar-fault; do
  [ -x "$bin/$tool" ] || { echo "diagnosis_time.sh: no $tool in '$bin' (build it: scripts/setup.sh)" >&2; exit 2; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "| faults | of them global links | FD packets | FD commands | per router | diagnosis cycles |"
echo "|---|---|---|---|---|---|"
for s in "${sets[@]}"; do
  kind=${s%%:*} n=${s#*:}
  # A run of two cycles only to get the seed's draw in the fault report.
  "$bin/doar-sim" --dfly "$dfly" --routing DOAR --traffic UR --rate 0.01 --warmup 1 --sample 1 --drain 0 \
    --seed "$seed" "--$kind-faults" "$n" --fault-report "$tmp/draw.json" -q
  mapfile -t fails < <(python3 -c 'import json,sys; print("\n".join(json.load(open(sys.argv[1]))["faults"]))' "$tmp/draw.json")
  args=()
  for f in "${fails[@]}"; do args+=(--faults "$f"); done
  "$bin/doar-fault" --dfly "$dfly" "${args[@]}" --link-latency "$latency" --pairs none --no-walk --json >"$tmp/core.json"
  python3 - "$tmp/core.json" "$s" "$dfly" "${fails[@]}" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
label, dfly, fails = sys.argv[2], sys.argv[3], sys.argv[4:]
p, a, h, g = map(int, dfly.split(","))
glob = sum(f.startswith("global") for f in fails)
print("| %s | %s | %d | %d | %.0f | %d |" % (label, glob if label.startswith("link") else "-", d["fd_packets"],
      d["diagnosis_commands"], d["diagnosis_commands"] / (a * g), d["diagnosis_cycles"]))
EOF
done
