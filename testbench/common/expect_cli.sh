# Sourced by the command-line contract tests (testbench/*/cli*_test.sh).
# expect STATUS PATTERN -- command...: runs the command and checks its exit status, that its
# output (stdout and stderr together) matches the extended regex PATTERN (empty: anything),
# and that a refusal of bad input (status 2) is one line on stderr and nothing on stdout.
# Prints "ok: ..." or why it failed, and sets fail=1 on a failure; the script ends with
# `exit $fail`.
fail=0
expect() {
  local want="$1" pat="$2"; shift 3
  local out err status errfile
  errfile=$(mktemp)
  out=$("$@" 2>"$errfile"); status=$?
  err=$(cat "$errfile"); rm -f "$errfile"
  if [ "$status" != "$want" ]; then echo "FAIL (status $status, want $want): $*"; echo "$out"; echo "$err"; fail=1; return; fi
  if [ -n "$pat" ] && ! grep -qE -- "$pat" <<<"$out"$'\n'"$err"; then echo "FAIL (no /$pat/): $*"; echo "$out"; echo "$err"; fail=1; return; fi
  if [ "$want" = 2 ] && { [ "$(wc -l <<<"$err")" != 1 ] || [ -n "$out" ]; }; then
    echo "FAIL (not one line on stderr and none on stdout): $*"; echo "$out"; echo "$err"; fail=1; return
  fi
  echo "ok: $*"
}
