#!/usr/bin/env bash
# Lints Verilog modules with Verilator -Wall, each file as its own top at its default
# parameters, its submodules found by name in verilog/*/ (file = module) and the shared widths
# in verilog/include. Arguments: the .v files (pre-commit passes the staged ones); none = all.
# Exit 1 when any file has a warning or error (each printed), 0 when all are clean.
# A recursive module (one that instantiates itself, e.g. doar_rcu_popcount) is linted inside
# the modules that use it: Verilator 5.006 mis-elaborates a recursive top on its own.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
if [[ "${1:-}" == "-h" || "${1:-}" == "--help" ]]; then
  sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'
  exit 0
fi
command -v verilator >/dev/null || { echo "lint_verilog.sh: verilator is not installed (scripts/setup.sh)" >&2; exit 2; }
files=("$@")
((${#files[@]})) || mapfile -t files < <(ls "$root"/verilog/*/*.v)
dirs=()
for d in "$root"/verilog/*/; do dirs+=(-y "$d"); done
bad=0
for f in "${files[@]}"; do
  [[ "$f" == *.v ]] || continue
  m=$(basename "$f" .v)
  grep -Eq "^[[:space:]]*$m[[:space:]]+#?\(" "$f" && continue  # recursive: see above
  out=$(verilator --lint-only -Wall -I"$root/verilog/include" "${dirs[@]}" --top-module "$m" "$f" 2>&1) || true
  if [[ -n "$out" ]]; then
    echo "$out"
    bad=1
  fi
done
exit $bad
