#!/usr/bin/env bash
# The main job on a small built-in default: the DOAR routing walks of the paper's Fig. 4 on
# dfly(2,3,2,7). (The network simulator takes this place once it lands.)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/setup.sh"
bin="$root/build/bin"
echo "DOAR decisions on dfly(2,3,2,7) (paper Fig. 4)"
printf '%-10s %-10s %-22s %s\n' source dest congested pattern
while read -r src dst cong; do
  args=(--dfly 2,3,2,7 --src "$src" --dst "$dst")
  [ "$cong" != "-" ] && args+=(--congest-global "$cong")
  pat=$("$bin/doar-route" "${args[@]}" --json | sed -E 's/.*"pattern": "([A-Z]*)".*/\1/')
  printf '%-10s %-10s %-22s %s\n' "$src" "$dst" "$cong" "$pat"
done <<'CASES'
1.1.0 4.2.0 -
1.1.0 4.2.0 1:4
1.1.0 4.1.0 1:4
1.0.0 4.1.0 1:0,1:1,1:4
CASES
