#!/usr/bin/env bash
# ctest driver of doar-cosim (testbench/cosim/CMakeLists.txt).
#   pass EXE BLOCK CYCLES SEED [OPTION...]: the bench runs CYCLES cycles, exit 0, JSON says
#       0 mismatches and no idle pin.
#   reach EXE BLOCK CYCLES SEED COUNT [OPTION...]: as pass, and the bench's count COUNT (a
#       stimulus case it reports) is not 0.
#   fail EXE BLOCK CYCLES SEED [OPTION...]: the options select a broken RTL (--mutant NAME);
#       the bench must exit 1, name cycle/pin/seed of the mismatch and write the VCD; the
#       cycle of first detection is printed ("detected at cycle C").
#   cli  EXE: bad options and blocks that are not built exit 2 with a one-line error.
set -u
export SYSTEMC_DISABLE_COPYRIGHT_MESSAGE=1  # the banner goes to stderr
mode=$1 exe=$2 block=$3 cycles=$4 seed=$5
shift 5 2>/dev/null || shift $#
count=""
if [ "$mode" = reach ]; then count=$1; shift; mode=pass; fi
extra=("$@")
die() { echo "cosim_test: $*" >&2; exit 1; }
case $mode in
  pass)
    out=$("$exe" --block "$block" --cycles "$cycles" --seed "$seed" "${extra[@]}" --json) || die "exit $? (expected 0): $out"
    echo "$out"
    echo "$out" | grep -q "\"block\": \"$block\", \"cycles\": $cycles, \"mismatches\": 0, \"rtl_cycles_per_second\": [0-9]" \
      || die "unexpected JSON: $out"
    echo "$out" | grep -q '"idle_pins": \[\]' || die "some output pins never changed (stimulus too weak): $out"
    if [ -n "$count" ]; then
      echo "$out" | grep -Eq "\"$count\": [1-9]" || die "the stimulus never reached $count: $out"
    fi
    ;;
  fail)
    vcd="broken-$block-$seed${extra[*]:+-${extra[-1]}}.vcd"
    rm -f "$vcd"
    errf=$(mktemp)
    out=$("$exe" --block "$block" --cycles "$cycles" --seed "$seed" --vcd "$vcd" "${extra[@]}" --json 2>"$errf")
    rc=$?
    err=$(cat "$errf"); rm -f "$errf"
    echo "$err"
    [ $rc -eq 1 ] || die "broken RTL: exit $rc, expected 1 (the comparison did not catch it): $out"
    cyc=$(echo "$out" | sed -n 's/.*"first_mismatch_cycle": \([0-9]*\).*/\1/p')
    [ -n "$cyc" ] || die "no first_mismatch_cycle in the JSON: $out"
    echo "detected at cycle $cyc"
    echo "$err" | grep -Eq "mismatch at cycle [0-9]+ pin [a-z0-9_.]+: model 0x[0-9a-f]+( \([0-9]+ bits\))?, rtl 0x[0-9a-f]+ .*\(seed $seed\)" \
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
    expect2 --block rcu --port bogus --cycles 10
    expect2 --block rcu --dfly 3,3,3,3 --cycles 10 | grep -q "built: --dfly 2,4,2,9" || die "no list of the built RCUs"
    expect2 --block rcu --dfly 2,4,2,9 --router 0.0 --cycles 10
    expect2 --block rcu --dfly 2,4,2,x --cycles 10
    expect2 --block tables --port local --cycles 10
    expect2 --block tables --dfly 2,4,2,9 --cycles 10
    expect2 --block router --port local --cycles 10
    expect2 --block router --dfly 3,3,3,3 --cycles 10 | grep -q "built: --dfly 2,4,2,9" || die "no list of the built routers"
    expect2 --block router --dfly 2,4,2,9 --router 0.0 --cycles 10
    expect2 --block router_core --dfly 3,3,3,3 --cycles 10 | grep -q "built: --dfly 2,4,2,9" || die "no list of the built router cores"
    expect2 --block tables --mutant DOAR_MUT_VC_INTRA --cycles 10 | grep -q "not built" || die "mutant in a faithful build"
    for b in rcu congestion fault; do
      if ! "$exe" --block $b --cycles 10 >/dev/null 2>&1; then
        expect2 --block $b --cycles 10 | grep -q "not built yet" || die "$b: neither runs nor says 'not built yet'"
      fi
    done
    ;;
  *) die "unknown mode $mode" ;;
esac
