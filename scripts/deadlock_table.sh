#!/usr/bin/env bash
# The results table of docs/deadlock.md: doar-deadlock on every routing, topology, VC count
# and wait model listed below, one markdown row each (channels, head states, dependencies,
# verdict, checker run time in seconds on this machine).
# Usage: scripts/deadlock_table.sh   (build dir: $DOAR_BUILD, default build/)
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="${DOAR_BUILD:-$root/build}/bin/doar-deadlock"
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
runs=(
  "torus:4x4 TORUS_DOR 2 committed" "torus:4x4 DUATO 3 any" "torus:4x4 DUATO 3 escape" "torus:4x4 GEAR 2 any" "torus:4x4 GEAR3 3 any"
  "torus:5x5 TORUS_DOR 2 committed" "torus:5x5 DUATO 3 any" "torus:5x5 GEAR 2 any" "torus:5x5 GEAR3 3 any"
  "torus:8x8 TORUS_DOR 2 committed" "torus:8x8 DUATO 3 any" "torus:8x8 DUATO 3 escape" "torus:8x8 GEAR 2 any" "torus:8x8 GEAR3 3 any"
  "torus:4x4x4 TORUS_DOR 2 committed" "torus:4x4x4 DUATO 3 any" "torus:4x4x4 GEAR 2 any" "torus:4x4x4 GEAR3 3 any"
  "torus:16x16 TORUS_DOR 2 committed" "torus:16x16 DUATO 3 any" "torus:16x16 DUATO 3 escape" "torus:16x16 GEAR 2 any" "torus:16x16 GEAR3 3 any"
  "torus:32x32 GEAR 2 any" "torus:32x32 DUATO 3 any"
  "torus:8x8 TORUS_DOR 1 committed" "torus:8x8 GEAR 2 committed" "torus:16x16 GEAR 2 committed" "torus:8x8 GEAR 2 escape"
  "dfly:2,4,2,9 DOAR 4 committed" "dfly:2,4,2,9 MIN 2 committed" "dfly:3,6,3,19 DOAR 4 committed" "dfly:3,6,3,19 MIN 2 committed"
  "dfly:4,8,4,33 DOAR 4 committed" "dfly:4,8,4,33 DOAR 4 any" "dfly:4,8,4,33 MIN 2 committed"
)
echo "| topology | routing | VCs | wait | channels | head states | dependencies | verdict | seconds |"
echo "|---|---|---:|---|---:|---:|---:|---|---:|"
for run in "${runs[@]}"; do
  set -- $run
  "$bin" --topology "$1" --routing "$2" --vcs "$3" --wait "$4" --json "$tmp" > /dev/null
  status=$?
  python3 - "$tmp" "$status" <<'PY'
import json, sys
j = json.load(open(sys.argv[1])); status = int(sys.argv[2])
if j["deadlock_free"]:
    verdict = "free"
elif j["wait"] == "escape":
    verdict = "condition fails: " + (j["note"] and "no escape candidate" or "cycle of %d" % len(j["witness"]))
elif j["wait"] == "any":
    verdict = "DEADLOCK (set of %d, cycle of %d)" % (j["fixpoint_channels"], len(j["witness"]))
else:
    verdict = "DEADLOCK (cycle of %d)" % len(j["witness"])
deps = str(j["dependencies"]) + (" (+%d ext.)" % j["escape_dependencies"] if j["wait"] == "escape" else "")
print("| %s | %s | %d | %s | %d | %d | %s | %s (exit %d) | %.3f |" % (
    j["topology"], j["routing"], j["vcs"], j["wait"], j["channels"], j["head_states"], deps, verdict, status, j["seconds"]))
PY
done
