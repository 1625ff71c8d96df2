#!/usr/bin/env bash
# Command-line contract of the irregular-network inputs (seed 004) in doar-paths, doar-deadlock
# and doar-sim: what works, and one line on stderr with exit 2 for each kind of bad input.
set -u
bin="$1"
source "$(dirname "${BASH_SOURCE[0]}")/../common/expect_cli.sh"
p="$bin/doar-paths"; k="$bin/doar-deadlock"; s="$bin/doar-sim"
dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT
printf '# two switches\nswitches 2\nlink 0 1\n' >"$dir/ok.graph"
printf 'switches 4\nlink 0 1\nlink 2 3\n' >"$dir/split.graph"
printf 'switches 3\nlink 0 1\nlnk 1 2\n' >"$dir/typo.graph"
printf 'switches 3\nlink 0 5\n' >"$dir/range.graph"
printf 'link 0 1\n' >"$dir/nohead.graph"

expect 0 'Usage' -- "$p" --help
expect 0 'MTR:4 +4\.20486' -- "$p" --topology irregular:64,3,1
expect 0 '"mean_length"' -- "$p" --topology "graph:$dir/ok.graph" --routing UPDOWN --json -
expect 0 '' -- "$p" --topology irregular:16,3,5 --write-graph "$dir/w.graph"
expect 0 'UPDOWN +2\.67500' -- "$p" --topology "graph:$dir/w.graph"
expect 2 'not connected \(switch 2' -- "$p" --topology "graph:$dir/split.graph"
expect 2 "line 3: unknown keyword 'lnk'" -- "$p" --topology "graph:$dir/typo.graph"
expect 2 'line 2: switch 5 outside 0..2' -- "$p" --topology "graph:$dir/range.graph"
expect 2 "line 1: expected 'switches N' first" -- "$p" --topology "graph:$dir/nohead.graph"
expect 2 'cannot open' -- "$p" --topology "graph:$dir/missing.graph"
expect 2 'root 64 is not a router' -- "$p" --topology irregular:64,3,1 --routing UPDOWN:64
expect 2 'R must be' -- "$p" --topology irregular:64,3,1 --routing MTR:0
expect 2 "unknown routing 'MTX:4'" -- "$p" --topology irregular:64,3,1 --routing MTX:4
expect 2 'DEG must be' -- "$p" --topology irregular:8,9,1
expect 2 'malformed irregular' -- "$p" --topology irregular:64,3
expect 0 'deadlock free' -- "$k" --topology irregular:64,3,1 --routing UPDOWN --vcs 1 --wait committed
expect 0 'deadlock free' -- "$k" --topology irregular:64,3,1 --routing MTR:4 --vcs 2 --wait escape
expect 1 'DEADLOCK: a set of 192 channels' -- "$k" --topology irregular:64,3,1 --routing MTR:4 --vcs 1
expect 1 'DEADLOCK' -- "$k" --topology irregular:64,3,1 --routing SHORTEST --vcs 1
expect 2 'root 99 is not a router' -- "$k" --topology irregular:64,3,1 --routing UPDOWN:99 --vcs 1
expect 2 'not connected' -- "$k" --topology "graph:$dir/split.graph" --routing UPDOWN --vcs 1
expect 2 'root 64 is not a router' -- "$s" --topology irregular:64,3,1 --routing UPDOWN:64 --traffic UR --rate 0.1
expect 2 'needs at least 2' -- "$s" --topology irregular:64,3,1 --routing MTR:4 --vcs 1 --traffic UR --rate 0.1
expect 2 "line 3: unknown keyword" -- "$s" --topology "graph:$dir/typo.graph" --routing UPDOWN --traffic UR --rate 0.1
expect 0 '"routing": "MTR:3"' -- "$s" --topology "graph:$dir/w.graph" --routing mtr:3 --traffic UR --rate 0.05 --warmup 100 --sample 500 --lat-local 1 -q --json -
expect 2 'MIN takes no parameters' -- "$s" --routing MIN:3 --traffic UR --rate 0.1
expect 2 "unknown routing 'GEAR:3'" -- "$s" --topology torus:4x4 --routing GEAR:3 --traffic UR --rate 0.1
exit $fail
