#!/bin/sh
# doar-fault --model core|systemc: the SystemC fault units (doar-fault-sc, run by doar-fault
# from its own directory) give the same report as the core reference on the worked cases of
# issue 12 and a few more; what the units do not implement exits 2 with one line.
# Usage: cli_model_test.sh <doar-fault> <doar-fault-sc>
tool="$1"
sc_tool="$2"
fail() { echo "FAIL: $*"; exit 1; }

[ "$(dirname "$tool")" = "$(dirname "$sc_tool")" ] || fail "doar-fault-sc is not beside doar-fault"
"$tool" --help | grep -q -- "--model systemc" || fail "--help does not explain --model systemc"

# value FIELD: the raw value of a top-level field of the JSON in $json.
value() { printf '%s' "$json" | sed -n "s/.*\"$1\": \\([^,}]*\\).*/\\1/p"; }

# Fields only --model systemc prints (what doar-fault-sc found against core), and the result
# header at the end (its config records --model).
strip_systemc() {
  sed -e 's/"model": "[a-z]*", //' -e 's/, "schema": [0-9]*, "version": .*}$/}/' \
      -e 's/, "table_mismatches_diagnosis": [0-9]*, "table_mismatches_recovery": [0-9a-z]*, "stats_match_core": [a-z]*, "agrees_with_core": [a-z]*, "bench_cycles": [0-9]*, "walk_tables": "core"//'
}

compare() {
  core=$("$tool" --model core --json "$@") || fail "core run failed: $*"
  sc=$("$tool" --model systemc --json "$@"); rc=$?
  [ "$rc" -eq 0 ] || fail "--model systemc exit $rc: $*"
  json="$sc"
  [ "$(value model)" = '"systemc"' ] || fail "model field: $*"
  [ "$(value agrees_with_core)" = true ] || fail "agrees_with_core: $*"
  [ "$(value table_mismatches_diagnosis)" = 0 ] || fail "table mismatches: $*"
  for f in t_ld t_gd t_r diagnosis_cycles fd_packets diagnosis_commands recovery_cycles fr_packets \
           recovery_commands tables_restored unreachable_pairs dead_ends max_path_hops all_reachable; do
    json="$core"; a=$(value "$f")
    json="$sc"; b=$(value "$f")
    [ -n "$a" ] || fail "core JSON lacks $f: $*"
    [ "$a" = "$b" ] || fail "$f: core $a, systemc $b: $*"
  done
  # Everything else, per-pair path counts included, is the same text.
  [ "$(printf '%s' "$core" | strip_systemc)" = "$(printf '%s' "$sc" | strip_systemc)" ] ||
    fail "reports differ beyond the systemc fields: $*"
  json="$sc"
}

# Issue 12 worked cases, dfly(2,4,2,9), link latency 0, literal tables: G0-G2 -> t_ld + 4 t_gd,
# G0s1-G0s3 -> t_ld + 8 t_gd.
compare --dfly 2,4,2,9 --faults global:0:2 --link-latency 0 --recover --fault-rules literal
[ "$(value fault_rules)" = '"literal"' ] || fail "fault_rules field (literal)"
[ "$(value diagnosis_cycles)" -eq $(( $(value t_ld) + 4 * $(value t_gd) )) ] || fail "G0-G2 is not t_ld + 4 t_gd"
[ "$(value tables_restored)" = true ] && [ "$(value unreachable_pairs)" = 0 ] && [ "$(value dead_ends)" = 0 ] ||
  fail "G0-G2: restored / reachability"
compare --dfly 2,4,2,9 --faults local:0.1:0.3 --link-latency 0 --recover --fault-rules literal
[ "$(value diagnosis_cycles)" -eq $(( $(value t_ld) + 8 * $(value t_gd) )) ] || fail "G0s1-G0s3 is not t_ld + 8 t_gd"
[ "$(value tables_restored)" = true ] && [ "$(value unreachable_pairs)" = 0 ] && [ "$(value dead_ends)" = 0 ] ||
  fail "G0s1-G0s3: restored / reachability"
# The same under the default E3 tables: G0-G2 unchanged, G0s1-G0s3 stays in G0 at t_ld + 6 t_gd
# (12 FDs); the only dead ends are VC-blocked refractions (docs/fault.md).
compare --dfly 2,4,2,9 --faults global:0:2 --link-latency 0 --recover
[ "$(value fault_rules)" = '"e3"' ] || fail "fault_rules field (default e3)"
[ "$(value diagnosis_cycles)" -eq $(( $(value t_ld) + 4 * $(value t_gd) )) ] || fail "E3: G0-G2 is not t_ld + 4 t_gd"
compare --dfly 2,4,2,9 --faults local:0.1:0.3 --link-latency 0 --recover --fault-rules e3
[ "$(value diagnosis_cycles)" -eq $(( $(value t_ld) + 6 * $(value t_gd) )) ] || fail "E3: G0s1-G0s3 is not t_ld + 6 t_gd"
[ "$(value fd_packets)" = 12 ] || fail "E3: G0s1-G0s3 FDs"
[ "$(value tables_restored)" = true ] && [ "$(value unreachable_pairs)" = 0 ] &&
  [ "$(value dead_ends)" = "$(value vc_blocked_dead_ends)" ] || fail "E3: G0s1-G0s3: restored / reachability"
# Short timings, a link latency, dfly(2,4,2,8), a router and several faults, the port FR rule, no recovery.
compare --dfly 2,4,2,9 --faults global:0:2 --t1 3 --t2 5 --link-latency 2 --recover --pairs changed
compare --dfly 2,4,2,8 --faults local:2.0:2.2 --t1 4 --t2 4 --recover --pairs changed
compare --dfly 2,4,2,9 --faults router:0.0 --faults global:3:7 --recover --fr-rule port --pairs none
compare --dfly 2,4,2,9 --faults local:1.0:1.3 --no-walk
[ "$(value recovery_cycles)" = null ] && [ "$(value unreachable_pairs)" = null ] || fail "nulls without --recover/walk"

expect_usage_error() {
  err=$("$tool" "$@" 2>&1 >/dev/null); rc=$?
  [ "$rc" -eq 2 ] || fail "exit $rc (want 2) for: $*"
  [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] || fail "error is not one line for: $*: $err"
  printf '%s' "$err" | grep -q "^doar-fault: error: " || fail "error does not name doar-fault: $err"
}
expect_usage_error --dfly 2,4,2,9 --faults router:0.0 --model systemc --dead-router-rule
expect_usage_error --dfly 2,4,2,9 --faults global:0:2 --model systemc --trace
expect_usage_error --dfly 2,4,2,9 --faults global:0:2 --model systemc --commands
expect_usage_error --dfly 2,4,2,9 --faults global:0:2 --model systemc --t1 3 --t2 4   # the units need t1 + t2 >= 8
expect_usage_error --dfly 2,4,2,9 --faults global:0:9 --model systemc
expect_usage_error --dfly 2,4,2,9 --faults global:0:2 --model SystemC
expect_usage_error --dfly 2,4,2,9 --faults global:0:2 --fault-rules E3
expect_usage_error --dfly 2,4,2,9 --faults global:0:2 --model systemc --fault-rules paper
"$tool" --help | grep -q -- "--fault-rules e3|literal" || fail "--help does not explain --fault-rules"

# Without doar-fault-sc beside it, --model systemc is an error (and --model core still runs).
lone=$(mktemp -d) || fail "mktemp"
trap 'rm -rf "$lone"' EXIT
cp "$tool" "$lone/doar-fault"
tool="$lone/doar-fault"
expect_usage_error --dfly 2,4,2,9 --faults global:0:2 --model systemc
"$tool" --dfly 2,4,2,9 --faults global:0:2 --model systemc 2>&1 | grep -q "doar-fault-sc" || fail "missing tool not named"
"$tool" --dfly 2,4,2,9 --faults global:0:2 --pairs none >/dev/null || fail "--model core without doar-fault-sc"
echo "doar-fault --model: ok"
