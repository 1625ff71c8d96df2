#!/bin/sh
# Command-line contract of doar-fault: exit statuses (0 ok, 2 bad input with a one-line
# error), the JSON fields, and the worked case G0-G2 on dfly(2,4,2,9) through the tool.
tool="$1"
fail() { echo "FAIL: $*"; exit 1; }

"$tool" --help | grep -q -- "--link-latency" || fail "--help does not explain --link-latency"

expect_usage_error() {
  err=$("$tool" "$@" 2>&1 >/dev/null); rc=$?
  [ "$rc" -eq 2 ] || fail "exit $rc (want 2) for: $*"
  [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] || fail "error is not one line for: $*: $err"
}
expect_usage_error --dfly 2,4,2,9 --faults global:0:0
expect_usage_error --dfly 2,4,2,9 --faults global:0:9
expect_usage_error --dfly 2,4,2,9 --faults local:0.1:1.2
expect_usage_error --dfly 2,4,2,9 --faults local:0.1:0.1
expect_usage_error --dfly 2,4,2,9 --faults router:9.0
expect_usage_error --dfly 2,4,2,9 --faults router:0.4
expect_usage_error --dfly 2,4,2,9 --faults link:0:1
expect_usage_error --dfly 2,4,2,9 --faults local:0.x:0.1
expect_usage_error --dfly 2,4,2,9
expect_usage_error --dfly 2,4,2 --faults global:0:2
expect_usage_error --dfly 2,4,2,9 --faults global:0:2 --model rtl
expect_usage_error --dfly 2,4,2,9 --faults global:0:2 --link-latency -1
expect_usage_error --dfly 2,4,2,9 --faults global:0:2 --pairs some
expect_usage_error --dfly 2,4,2,9 --faults global:0:2 --bogus
expect_usage_error --dfly 16,32,16,512 --faults router:3.4 --no-walk

out=$("$tool" --dfly 2,4,2,9 --faults global:0:2 --t1 3 --t2 4 --recover --trace --json --pairs changed) || fail "tool failed"
for field in t_ld t_gd t_r diagnosis_cycles recovery_cycles fd_packets fr_packets unreachable_pairs \
             dead_ends max_path_hops all_reachable tables_restored pairs trace; do
  printf '%s' "$out" | grep -q "\"$field\":" || fail "JSON lacks $field"
done
# t_ld = 3+4+2*15 = 37, t_gd = 9: the worked case gives 37 + 4*9 = 73.
printf '%s' "$out" | grep -q '"diagnosis_cycles": 73,' || fail "diagnosis_cycles is not t_ld + 4 t_gd"
printf '%s' "$out" | grep -q '"tables_restored": true' || fail "tables not restored"
printf '%s' "$out" | grep -q '"unreachable_pairs": 0,' || fail "unreachable pairs after a single link fault"
printf '%s' "$out" | grep -q '"from": "0.0", "from_port": 6, "to": "1.0"' || fail "trace lacks G0s0 -> G1s0"
"$tool" --dfly 2,4,2,9 --faults router:0.0 --pairs none | grep -q "unreachable (35 to a dead router)" ||
  fail "router fault text summary"
# --faults takes a FILE of faults as well (one a line, '#' comments), beside single faults.
list=$(mktemp); trap 'rm -f "$list"' EXIT
printf '# two links\nglobal:0:2\n\nlocal:0.1:0.3  # and a local one\n' > "$list"
"$tool" --faults "$list" --faults router:1.0 --pairs none --json |
  grep -q '"faults": \["global:0:2", "local:0.1:0.3", "router:1.0"\]' || fail "--faults FILE and SPEC"
expect_usage_error --faults "$list" --faults global:2:0      # the same link twice
expect_usage_error --faults /nonexistent/faults.txt
echo "doar-fault CLI: ok"
