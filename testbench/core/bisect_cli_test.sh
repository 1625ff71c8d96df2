#!/usr/bin/env bash
# Command-line contract of doar-bisect: the table, the JSON fields, and one-line refusals
# with exit status 2.
set -u
b="$1/doar-bisect"
source "$(dirname "${BASH_SOURCE[0]}")/../common/expect_cli.sh"
dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT
expect 0 'Usage' -- "$b" --help
expect 0 'exact 20, lower bound 20, upper bound 20' -- "$b" --topology htorus:3
expect 0 'exact 8, lower bound 8, upper bound 8' -- "$b" --topology torus:4x4 --json "$dir/t.json"
python3 - "$dir/t.json" <<'PY' || { echo "FAIL: JSON fields"; fail=1; }
import json, sys
j = json.load(open(sys.argv[1]))
assert j["exact"] == 8 and j["lower_bound"] == 8 and j["upper_bound"] == 8, j
assert all({"name", "kind", "value"} <= set(m) for m in j["methods"])
assert any(m["kind"] == "exact" and len(m["halves"][0]) + len(m["halves"][1]) == 16 for m in j["methods"])
PY
expect 0 '"exact": null' -- bash -c "'$b' --topology torus:9x9 --json /dev/stdout"
expect 2 'limited to 64 routers' -- "$b" --topology torus:9x9 --exact yes
expect 2 'unknown topology kind' -- "$b" --topology ring:9
expect 2 'malformed htorus' -- "$b" --topology htorus:x
expect 2 'T must be 2' -- "$b" --topology htorus:1
expect 2 'time-limit' -- "$b" --topology htorus:3 --time-limit 0
expect 2 'exact must be' -- "$b" --topology htorus:3 --exact maybe
expect 2 'not both' -- "$b" --dfly 2,4,2,9 --topology htorus:3
expect 1 '' -- "$b" --topology torus:3x3 --json /dev/full
exit $fail
