#!/usr/bin/env bash
# ctest driver of doar-cosim (testbench/cosim/CMakeLists.txt).
#   pass EXE BLOCK CYCLES SEED [OPTIONS...]: the bench runs CYCLES cycles, exit 0, JSON says 0
#                               mismatches.
#   reach EXE BLOCK CYCLES SEED COUNT [OPTIONS...]: as pass, and the bench's count COUNT (a
#                               stimulus case it reports) is not 0.
#   fail EXE BLOCK CYCLES SEED: EXE holds a deliberately broken RTL; the bench must exit 1,
#                               name cycle/pin/seed of the mismatch and write the VCD.
#   cli  EXE: bad options and blocks that are not built exit 2 with a one-line error.
set -u
export SYSTEMC_DISABLE_COPYRIGHT_MESSAGE=1  # the banner goes to stderr
mode=$1 exe=$2 block=$3 cycles=$4 seed=$5
shift 5
count=""
if [ "$mode" = reach ]; then count=$1; shift; mode=pass; fi
die() { echo "cosim_test: $*" >&2; exit 1; }
case $mode in
  pass)
    out=$("$exe" --block "$block" --cycles "$cycles" --seed "$seed" --json "$@") || die "exit $? (expected 0): $out"
    echo "$out"
    echo "$out" | grep -q "\"block\": \"$block\", \"cycles\": $cycles, \"mismatches\": 0, \"rtl_cycles_per_second\": [0-9]" \
      || die "unexpected JSON: $out"
    echo "$out" | grep -q '"idle_pins": \[\]' || die "some output pins never changed (stimulus too weak): $out"
    if [ -n "$count" ]; then
      echo "$out" | grep -Eq "\"$count\": [1-9]" || die "the stimulus never reached $count: $out"
    fi
    ;;
  fail)
    vcd="bug-$block-$seed.vcd"
    rm -f "$vcd"
    err=$("$exe" --block "$block" --cycles "$cycles" --seed "$seed" --vcd "$vcd" --json 2>&1 >/dev/null)
    rc=$?
    echo "$err"
    [ $rc -eq 1 ] || die "broken RTL: exit $rc, expected 1 (the comparison did not catch the bug)"
    echo "$err" | grep -Eq "mismatch at cycle [0-9]+ pin [a-z0-9_.]+: model 0x[0-9a-f]+, rtl 0x[0-9a-f]+ .*\(seed $seed\)" \
      || die "mismatch report lacks cycle/pin/values/seed"
    grep -q '^\$enddefinitions' "$vcd" && grep -q 'module rtl' "$vcd" && grep -q 'module model' "$vcd" \
      || die "no VCD of both sides in $vcd"
    ;;
  cli)
    expect2() {
      local err rc
      err=$("$exe" "$@" 2>&1 >/dev/null); rc=$?
      [ $rc -eq 2 ] || die "'$*': exit $rc, expected 2"
      [ "$(echo "$err" | wc -l)" -eq 1 ] || die "'$*': error is not one line: $err"
      echo "$err"
    }
    expect2 --block nosuch
    expect2 --block tables --cycles 0
    expect2 --cycles 10
    expect2 --block tables --bogus 1
    expect2 --block rcu --fault-rules paper
    for b in rcu congestion fault; do
      if ! "$exe" --block $b --cycles 10 >/dev/null 2>&1; then
        expect2 --block $b --cycles 10 | grep -q "not built yet" || die "$b: neither runs nor says 'not built yet'"
      fi
    done
    ;;
  *) die "unknown mode $mode" ;;
esac
