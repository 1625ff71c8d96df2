#!/usr/bin/env bash
# Reproduces seed 003's bisection figures with doar-bisect (docs/results_bisection.md): for
# HT_2 .. HT_6, square 2-D tori 3x3 .. 8x8, the 4x6 torus and 3-D tori 3x3x3, 4x4x4, 5x5x5,
# every method's figure (exact ILP where it finishes, explicit and METIS cuts, edge-load and
# spectral bounds) beside the paper's formulas, and the paper's enumeration counts (eq. 2).
#
#   scripts/reproduce_bisection.sh                 all cases; exact ILP up to 64 routers,
#                                                  --time-limit 3600 s each (HT_5's ILP takes
#                                                  about 480 CPU seconds; about an hour in all on
#                                                  two shared cores)
#   scripts/reproduce_bisection.sh --quick         HT_2..HT_4, tori up to 6x6, 4x6, 4x4x4 at most
#                                                  300 s each (minutes)
#
# Options: --out DIR (default docs/results/bisection or bisection_quick), --bin DIR
# (doar-bisect's directory, default build/bin), --time-limit S (per exact ILP).
# Writes OUT/<case>.json (doar-bisect --json) and OUT/table.md (scripts/bisection_table.py).
# Where the ILP does not finish in time its best cut and proven bound are in the JSON and the
# table shows the exact column as "-".
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
quick=0 out="" bin="$root/build/bin" limit=""
while (($#)); do
  case "$1" in
    --quick) quick=1 ;;
    --out) out="$2"; shift ;;
    --bin) bin="$2"; shift ;;
    --time-limit) limit="$2"; shift ;;
    -h|--help) sed -n '2,/^set -e/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "reproduce_bisection.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done
if ((quick)); then
  cases="htorus:2 htorus:3 htorus:4 torus:3x3 torus:4x4 torus:5x5 torus:6x6 torus:4x6 torus:4x4x4"
  : "${limit:=300}"
  : "${out:=$root/docs/results/bisection_quick}"
else
  # HT_5 last: its ILP takes longest.
  cases="htorus:2 htorus:3 htorus:4 torus:3x3 torus:4x4 torus:5x5 torus:6x6 torus:7x7 torus:8x8 torus:4x6
         torus:3x3x3 torus:4x4x4 torus:5x5x5 htorus:6 htorus:5"
  : "${limit:=3600}"
  : "${out:=$root/docs/results/bisection}"
fi
tool="$bin/doar-bisect"
[ -x "$tool" ] || { echo "reproduce_bisection.sh: no doar-bisect in $bin (cmake --build build --target doar-bisect)" >&2; exit 1; }
mkdir -p "$out"
for c in $cases; do
  echo "$c" >&2
  "$tool" --topology "$c" --time-limit "$limit" --json "$out/${c/:/_}.json" >/dev/null
done
/usr/bin/python3 "$root/scripts/bisection_table.py" "$out"/*.json >"$out/table.md"
echo "wrote $out/table.md" >&2
