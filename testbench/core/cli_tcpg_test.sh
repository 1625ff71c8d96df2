#!/usr/bin/env bash
# Command-line contract of doar-topo and doar-walk, and doar-deadlock on TCPG: outputs and
# exit statuses (0 ok, 1 a deadlock witness, 2 bad input with one line on stderr).
set -u
bin="$1"
source "$(dirname "${BASH_SOURCE[0]}")/../common/expect_cli.sh"
o="$bin/doar-topo"; w="$bin/doar-walk"; k="$bin/doar-deadlock"
jf=$(mktemp); trap 'rm -f "$jf"' EXIT
# Seed 002 Table 1: TCPG(2,2) has 160 routers, 560 links, degree 7, diameter k+m+2 = 6.
expect 0 '"links": 560' -- "$o" --topology tcpg:2,2 --json -
expect 0 '"diameter": 6' -- "$o" --topology tcpg:2,2 --json -
expect 0 '"mean_distance": 3.522' -- "$o" --topology tcpg:2,2 --json -
expect 0 'tcpg\(2,3,P=1\) +240 +240 +840 +7 +7' -- "$o" --topology tcpg:2,3
expect 0 'torus\(20x20,P=1\) +400 +400 +800 +4 +20' -- "$o" --topology torus:20x20 --topology tcpg:2,5
expect 0 '' -- "$o" --topology tcpg:1,1,2 --json "$jf"
expect 0 '"nodes": 80' -- cat "$jf"
expect 0 'Usage' -- "$o" --help
expect 2 'K and M must be >= 1' -- "$o" --topology tcpg:0,3
expect 2 'not both' -- "$o" --dfly 2,4,2,9 --topology tcpg:1,1
expect 2 'unknown topology kind' -- "$o" --topology ring:4
# A walk: minimal, Petersen first, the hybrid code printed at every router.
expect 0 '3 router hops, minimal 3' -- "$w" --topology tcpg:2,2 --routing TCPG --src 0 --dst 127
expect 0 '00\.00\.aa0000' -- "$w" --topology tcpg:2,2 --routing TCPG --src 0 --dst 127
expect 0 '"minimal_hops": 6' -- "$w" --topology tcpg:2,2 --routing TCPG_ADAPT --src 0 --dst 107 --json
expect 0 'minimal 4' -- "$w" --topology torus:8x8 --routing GEAR --src 0 --dst 18
expect 2 'outside 0..159' -- "$w" --topology tcpg:2,2 --routing TCPG --src 0 --dst 160
expect 2 'runs on tcpg topologies' -- "$w" --topology torus:4x4 --routing TCPG --src 0 --dst 3
expect 2 'at least 3 VCs' -- "$w" --topology tcpg:2,2 --routing TCPG_ADAPT --vcs 2 --src 0 --dst 3
expect 2 'not a whole number|malformed' -- "$w" --topology tcpg:2,2 --routing TCPG --src x --dst 3
# Deadlock: 2 VCs free, 1 VC a cycle, TCPG_ADAPT free under both adaptive checks, TCPG_GEAR
# free when heads take any candidate and not when committed.
expect 0 'deadlock free' -- "$k" --topology tcpg:2,2 --routing TCPG --vcs 2
expect 1 'DEADLOCK: a cycle' -- "$k" --topology tcpg:2,2 --routing TCPG --vcs 1
expect 0 'deadlock free' -- "$k" --topology tcpg:2,2 --routing TCPG_ADAPT --vcs 3
expect 0 'deadlock free' -- "$k" --topology tcpg:2,2 --routing TCPG_ADAPT --vcs 3 --wait escape
expect 0 'deadlock free' -- "$k" --topology tcpg:2,3 --routing TCPG_GEAR --vcs 2
expect 1 'DEADLOCK' -- "$k" --topology tcpg:2,3 --routing TCPG_GEAR --vcs 2 --wait committed
exit $fail
