#!/usr/bin/env bash
# Command-line contract of doar-route, doar-tables and doar-deadlock: outputs and exit statuses.
set -u
bin="$1"
source "$(dirname "${BASH_SOURCE[0]}")/../common/expect_cli.sh"
r="$bin/doar-route"; t="$bin/doar-tables"; k="$bin/doar-deadlock"
jf=$(mktemp); trap 'rm -f "$jf"' EXIT
expect 0 '"pattern": "LGL"' -- "$r" --dfly 2,3,2,7 --src 1.1.0 --dst 4.2.0 --json
expect 0 '"pattern": "GLGL"' -- "$r" --dfly 2,3,2,7 --src 1.1.0 --dst 4.2.0 --congest-global 1:4 --json
expect 0 '"pattern": "GLG"' -- "$r" --dfly 2,3,2,7 --src 1.1.0 --dst 4.1.0 --congest-global 1:4 --json
expect 0 '"pattern": "LGLG"' -- "$r" --dfly 2,3,2,7 --src 1.0.0 --dst 4.1.0 --congest-global 1:0,1:1,1:4 --json
expect 0 'pattern: LGL' -- "$r" --dfly 2,3,2,7 --src 1.1.0 --dst 4.2.0
expect 0 'Usage' -- "$r" --help
expect 2 'g must be <= a\*h\+1' -- "$r" --dfly 2,3,2,9 --src 0.0.0 --dst 1.0.0
expect 2 'malformed dragonfly' -- "$r" --dfly 2,3,x,7 --src 0.0.0 --dst 1.0.0
expect 2 'outside dfly' -- "$r" --dfly 2,3,2,7 --src 0.0.0 --dst 7.0.0
expect 2 'malformed node' -- "$r" --dfly 2,3,2,7 --src 0.0 --dst 1.0.0
expect 2 'unrecognised option' -- "$r" --dfly 2,3,2,7 --src 0.0.0 --dst 1.0.0 --nope
expect 2 'required' -- "$r" --dfly 2,3,2,7 --src 0.0.0
expect 2 'slot 6 is outside' -- "$r" --dfly 2,3,2,7 --src 0.0.0 --dst 1.0.0 --congest-global 1:6
expect 2 'port 9 is outside' -- "$r" --dfly 2,3,2,7 --src 0.0.0 --dst 1.0.0 --congest-local 1.2:9
expect 0 '"bytes_per_port": 9040' -- "$t" --dfly 16,32,16,513 --json
expect 0 'lpc0=2 GP=\{0\}' -- "$t" --dfly 2,3,2,7 --router 1.1 --port 0
expect 2 'port 7 is outside' -- "$t" --dfly 2,3,2,7 --router 1.1 --port 7
expect 2 'router 1.3 is outside' -- "$t" --dfly 2,3,2,7 --router 1.3 --port 0
expect 2 'go together' -- "$t" --dfly 2,3,2,7 --router 1.1
expect 0 'deadlock free' -- "$k" --topology torus:8x8 --routing GEAR --vcs 2
expect 0 'wait=any' -- "$k" --topology torus:4x4 --routing DUATO --vcs 3
expect 0 'deadlock free' -- "$k" --topology dfly:2,4,2,9 --routing DOAR --vcs 4
expect 1 'DEADLOCK: a cycle' -- "$k" --topology torus:8x8 --routing TORUS_DOR --vcs 1
expect 1 'waits on' -- "$k" --topology torus:8x8 --routing TORUS_DOR --vcs 1 --wait any
expect 1 'DEADLOCK' -- "$k" --topology torus:4x4 --routing GEAR --vcs 2 --wait committed
expect 1 '' -- "$k" --topology torus:5x5 --routing TORUS_DOR --vcs 1 --json "$jf"
expect 0 '"deadlock_free": false' -- cat "$jf"
expect 0 'escape dependencies' -- "$k" --topology torus:8x8 --routing DUATO --vcs 3 --wait escape
expect 1 'NOT SHOWN' -- "$k" --topology torus:8x8 --routing GEAR --vcs 2 --wait escape
expect 0 'Usage: doar-deadlock' -- "$k" --help
expect 2 'every size K must be >= 2' -- "$k" --topology torus:1x4 --routing GEAR --vcs 2
expect 2 'GEAR runs on torus topologies' -- "$k" --topology dfly:2,4,2,9 --routing GEAR --vcs 2
expect 2 'DOAR runs on dfly topologies' -- "$k" --topology torus:4x4 --routing DOAR --vcs 4
expect 2 'needs at least 3 VCs' -- "$k" --topology torus:4x4 --routing DUATO --vcs 2
expect 2 'unknown routing' -- "$k" --topology torus:4x4 --routing XY --vcs 2
expect 2 '--wait must be' -- "$k" --topology torus:4x4 --routing GEAR --vcs 2 --wait maybe
expect 2 'required' -- "$k" --topology torus:4x4 --routing GEAR
exit $fail
